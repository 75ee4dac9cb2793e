import CheckTestSupport
import Foundation
import Testing

@testable import ConformanceModel

/// What the cancel, id and outcome rules say when the kit cannot read the completion handler: a
/// parameter of the enclosing function is named as the caller's closure; an expression is quoted
/// as written, never as an empty name.
@Suite("AppProject: wording of handlers the kit cannot follow")
struct AppProjectHandlerWordingTests {
    static func session(handler: String, signature: String = "func capture(link: URL)", extra: String = "") -> String {
        """
        import AuthenticationServices

        final class CaptureController: NSObject, ASWebAuthenticationPresentationContextProviding {
            private var session: ASWebAuthenticationSession?
            private var handlers: [(URL?, Error?) -> Void] = []

            func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { ASPresentationAnchor() }

            \(signature) {
                let newSession = ASWebAuthenticationSession(url: link, callbackURLScheme: "bankcapture", completionHandler: \(handler))
                newSession.presentationContextProvider = self
                newSession.prefersEphemeralWebBrowserSession = true
                newSession.start()
                session = newSession
            }
        \(extra)
        }
        """
    }

    static func verdicts(_ swift: String) throws -> [Verdict] {
        let path = try AppProjectSupport.project(["App/CaptureController.swift": swift])
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .humanToken)
    }

    @Test("a handler that is a parameter of the enclosing function: a warning naming it as the caller's closure (cancel, id, outcome)")
    func parameterOfEnclosingFunction() throws {
        let verdicts = try Self.verdicts(
            Self.session(handler: "done", signature: "func capture(link: URL, done: @escaping (URL?, Error?) -> Void)"))
        for id in ["HP-APP-CANCEL-HANDLED", "HP-APP-ID-FROM-CALLBACK", "HP-APP-OUTCOME-FROM-BACKEND"] {
            let verdict = try #require(AppProjectSupport.verdict(verdicts, id))
            #expect(verdict.status == .warn, "\(id): \(verdict.seen)")
            #expect(
                verdict.seen.contains(
                    "is the parameter 'done' of the enclosing function: a closure its caller passes, which the kit does not follow"),
                "\(id): \(verdict.seen)")
            #expect(verdict.locations.first?.line == 10, "\(id): \(verdict.locations)")
        }
        let cancel = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-CANCEL-HANDLED"))
        #expect(cancel.seen.hasPrefix("the completion handler done at App/CaptureController.swift:10 "), "\(cancel.seen)")
    }

    @Test("a name that is neither a parameter nor a two-parameter function: named, with the arity looked for")
    func unknownName() throws {
        let verdicts = try Self.verdicts(Self.session(handler: "finished"))
        let cancel = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-CANCEL-HANDLED"))
        #expect(
            cancel.status == .warn
                && cancel.seen.contains(
                    "the completion handler finished at App/CaptureController.swift:10 names finished(_:_:), which is not a function of two parameters"
                ), "\(cancel.seen)")
    }

    @Test(
        "an expression as the handler (a subscript, a call): quoted as written, never an empty name",
        arguments: ["handlers[0]", "makeHandler()"])
    func expression(_ handler: String) throws {
        let verdicts = try Self.verdicts(
            Self.session(handler: handler, extra: "    func makeHandler() -> (URL?, Error?) -> Void { { _, _ in } }"))
        for id in ["HP-APP-CANCEL-HANDLED", "HP-APP-ID-FROM-CALLBACK", "HP-APP-OUTCOME-FROM-BACKEND"] {
            let verdict = try #require(AppProjectSupport.verdict(verdicts, id))
            #expect(verdict.status == .warn, "\(id): \(verdict.seen)")
            #expect(verdict.seen.contains("is the expression \(handler), not a function name the kit can follow"), "\(id): \(verdict.seen)")
            #expect(!verdict.seen.contains("  "), "\(id): \(verdict.seen)")
        }
        let cancel = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-CANCEL-HANDLED"))
        #expect(
            cancel.seen.hasPrefix("the completion handler at App/CaptureController.swift:10 is the expression \(handler),"),
            "\(cancel.seen)")
    }
}
