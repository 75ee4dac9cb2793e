import CheckTestSupport
import Foundation
import Testing

@testable import AppSource

/// A scheme the session receives through a parameter of the function that makes it (a wrapper) is
/// read at the wrapper's calls: a call passing `myapp://` is positive evidence, and fails
/// HP-APP-CODE-SCHEME-BARE at that call; one bare value at every call holds; a call the kit cannot
/// read, or no call at all, leaves the rule not judged (a warning), never a failure.
@Suite("AppProject: a scheme passed through a wrapper")
struct AppProjectWrapperSchemeTests {
    /// A project whose `Capture.open(link:scheme:)` (or `open(_:_:)` with `unlabeled`) makes the
    /// session with its parameter, called as `calls` say from another file.
    static func verdict(
        calls: [String], unlabeled: Bool = false, extra: [String: String] = [:]
    ) throws -> (
        status: String, seen: String, line: Int?
    ) {
        let signature = unlabeled ? "func open(_ link: URL, _ scheme: String)" : "func open(link: URL, scheme callbackScheme: String)"
        let parameter = unlabeled ? "scheme" : "callbackScheme"
        let path = try AppProjectSupport.project(
            [
                "App/Capture.swift": """
                import AuthenticationServices

                final class Capture: NSObject, ASWebAuthenticationPresentationContextProviding {
                    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { ASPresentationAnchor() }
                    \(signature) {
                        let session = ASWebAuthenticationSession(url: link, callbackURLScheme: \(parameter)) { url, error in }
                        session.presentationContextProvider = self
                        session.prefersEphemeralWebBrowserSession = true
                        session.start()
                    }
                }
                """,
                "App/Checkout.swift": """
                import Foundation

                final class Checkout {
                    let capture = Capture()
                    let configured = ProcessInfo.processInfo.environment["SCHEME"] ?? "bankcapture"
                    func begin(_ link: URL) {
                \(calls.map { "        capture.\($0)" }.joined(separator: "\n"))
                    }
                }
                """,
            ].merging(extra) { $1 })
        defer { try? FileManager.default.removeItem(atPath: path) }
        let verdicts = try AppProjectSupport.judge(path, variant: .callback)
        let found = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-CODE-SCHEME-BARE"))
        return (found.status.rawValue, found.seen, found.locations.first?.line)
    }

    @Test("a call passing 'bankcapture://' fails, at that call, naming the wrapper; whatever the other calls pass")
    func schemeWithSlashesFails() throws {
        for calls in [
            [#"open(link: link, scheme: "bankcapture://")"#],
            [#"open(link: link, scheme: "bankcapture")"#, #"open(link: link, scheme: "bankcapture://")"#],
            [#"open(link: link, scheme: configured)"#, #"open(link: link, scheme: "bankcapture://")"#],
        ] {
            let judged = try Self.verdict(calls: calls)
            #expect(judged.status == "fail", "\(calls): \(judged)")
            #expect(judged.seen.contains("is open(…)'s parameter, passed 'bankcapture://' at App/Checkout.swift:"), "\(judged.seen)")
            #expect(judged.line == 6 + calls.count, "the failing call's line: \(judged)")
        }
        let unlabeled = try Self.verdict(calls: [#"open(link, "bankcapture://")"#], unlabeled: true)
        #expect(unlabeled.status == "fail", "\(unlabeled)")
    }

    @Test("one bare scheme at every call holds")
    func bareSchemeHolds() throws {
        let judged = try Self.verdict(calls: [#"open(link: link, scheme: "bankcapture")"#, #"open(link: link, scheme: "bankcapture")"#])
        #expect(judged.status == "pass", "\(judged)")
        #expect(judged.seen.contains("'bankcapture'"), "\(judged.seen)")
    }

    @Test(
        "a call the kit cannot read, several bare values, or no call at all: not judged (a warning), never a failure",
        arguments: [
            [#"open(link: link, scheme: configured)"#],
            [#"open(link: link, scheme: "bankcapture")"#, #"open(link: link, scheme: "other")"#],
            [],
        ])
    func undecidedStaysWarning(_ calls: [String]) throws {
        let judged = try Self.verdict(calls: calls)
        #expect(judged.status == "warn", "\(calls): \(judged)")
        #expect(judged.seen.contains("callbackScheme is a parameter of open(…)"), "\(judged.seen)")
    }

    @Test(
        "a call whose labels do not fit the wrapper's is another function's: it is not read, however it spells its scheme (a false failure before)"
    )
    func otherFunctionOfTheSameName() throws {
        let judged = try Self.verdict(calls: [#"open(link: link, scheme: "bankcapture")"#, #"open(using: link, scheme: "bankcapture://")"#])
        #expect(judged.status == "pass", "\(judged)")
        let alone = try Self.verdict(calls: [#"open(link, scheme: "bankcapture://", animated: true)"#])
        #expect(alone.status == "warn" && alone.seen.contains("finds no call of it"), "\(alone)")
    }

    @Test("the wrapper's parameter is that parameter, whatever constant of another type shares its name")
    func parameterBeforeConstant() throws {
        let judged = try Self.verdict(
            calls: [#"open(link: link, scheme: "bankcapture")"#],
            extra: ["App/Web.swift": "enum Web {\n    static let callbackScheme = \"https\"\n}\n"])
        #expect(judged.status == "pass" && judged.seen.contains("'bankcapture'"), "\(judged)")
    }
}
