import CheckTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import AppSource
@testable import ConformanceChecks
@testable import ConformanceModel

/// What a session takes through a name the kit follows to its value: a completion handler held in
/// a closure constant (or an Objective-C block variable), and a scheme given as an implicit member
/// of `String` (`callbackURLScheme: .bankScheme`). Each is judged as if written in place, both ways;
/// a name the kit cannot tie to its value stays a warning.
@Suite("AppProject: handlers and schemes held in names")
struct AppProjectHeldValueTests {
    static func verdict(_ files: [String: String], _ id: String) throws -> Verdict {
        let path = try AppProjectSupport.project(files)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        return try #require(AppProjectSupport.verdict(verdicts, id))
    }

    static func swiftCapture(handler: String, scheme: String = "\"bankcapture\"", extra: String = "") -> String {
        """
        import AuthenticationServices

        \(extra)
        final class Capture: NSObject, ASWebAuthenticationPresentationContextProviding {
            func open(link: URL) {
                \(handler)
                let session = ASWebAuthenticationSession(url: link, callbackURLScheme: \(scheme), completionHandler: done)
                session.presentationContextProvider = self
                session.prefersEphemeralWebBrowserSession = true
                session.start()
            }

            func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { ASPresentationAnchor() }
        }
        """
    }

    @Test("a handler held in a closure constant is read: an unwrapped URL holds, a force-unwrapped one fails, at the closure's line")
    func closureConstant() throws {
        let checked = Self.swiftCapture(
            handler: "let done: (URL?, Error?) -> Void = { url, _ in guard let url else { return }; print(url) }")
        let held = try Self.verdict(["App/Capture.swift": checked], "HP-APP-CANCEL-HANDLED")
        #expect(held.status == .pass, "\(held.seen)")
        let forced = Self.swiftCapture(handler: "let done = { (url: URL?, error: Error?) in print(url!) }")
        let broken = try Self.verdict(["App/Capture.swift": forced], "HP-APP-CANCEL-HANDLED")
        #expect(broken.status == .fail && broken.seen.contains("force-unwraps the callback URL (App/Capture.swift:6)"), "\(broken.seen)")
        // A handler made by a call is no closure the kit can read: a warning, as before.
        let made = Self.swiftCapture(handler: "let done = makeHandler()")
        #expect(try Self.verdict(["App/Capture.swift": made], "HP-APP-CANCEL-HANDLED").status == .warn)
    }

    @Test(
        "an implicit String member is the constant extension String declares: '://' in it fails; another type's constant of that name is not it"
    )
    func implicitMemberScheme() throws {
        let bad = Self.swiftCapture(
            handler: "let done: (URL?, Error?) -> Void = { url, _ in guard let url else { return }; print(url) }", scheme: ".bankScheme",
            extra: "extension String { static let bankScheme = \"bankcapture://\" }")
        let broken = try Self.verdict(["App/Capture.swift": bad], "HP-APP-CODE-SCHEME-BARE")
        #expect(broken.status == .fail && broken.seen.contains("'bankcapture://'"), "\(broken.seen)")
        let good = bad.replacingOccurrences(of: "bankcapture://", with: "bankcapture")
        #expect(try Self.verdict(["App/Capture.swift": good], "HP-APP-CODE-SCHEME-BARE").status == .pass)
        let otherType = bad.replacingOccurrences(of: "extension String", with: "enum Config")
        let unresolved = try Self.verdict(["App/Capture.swift": otherType], "HP-APP-CODE-SCHEME-BARE")
        #expect(unresolved.status == .warn, "\(unresolved.seen)")
    }

    @Test("an Objective-C block variable is read as the block: testing the URL holds, ignoring both fails")
    func objectiveCBlockVariable() throws {
        func capture(_ block: String) -> String {
            """
            @implementation Capture
            - (void)open:(NSURL *)link {
                void (^done)(NSURL *, NSError *) = ^(NSURL *url, NSError *error) { \(block) };
                self.session = [[ASWebAuthenticationSession alloc] initWithURL:link callbackURLScheme:@"bankcapture" completionHandler:done];
                self.session.presentationContextProvider = self;
                self.session.prefersEphemeralWebBrowserSession = YES;
                [self.session start];
            }
            @end
            """
        }
        let held = try Self.verdict(["App/Capture.m": capture("if (url) { [self finish]; }")], "HP-APP-CANCEL-HANDLED")
        #expect(held.status == .pass, "\(held.seen)")
        let broken = try Self.verdict(["App/Capture.m": capture("[self finish];")], "HP-APP-CANCEL-HANDLED")
        #expect(broken.status == .fail && broken.seen.contains("never looks at the callback URL or the error"), "\(broken.seen)")
    }
}
