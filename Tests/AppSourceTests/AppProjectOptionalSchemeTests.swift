import CheckTestSupport
import Foundation
import Testing

@testable import AppSource

/// A scheme built by interpolating an Optional the code never unwraps reads `Optional("…")` at run
/// time: decidable from the source, so HP-APP-CODE-SCHEME-BARE fails it; anything that unwraps it,
/// or that the kit cannot decide, stays not judged.
@Suite("AppProject: a scheme interpolating an Optional")
struct AppProjectOptionalSchemeTests {
    static func verdict(scheme: String) throws -> (status: String, seen: String) {
        let path = try AppProjectSupport.project([
            "App/Capture.swift": """
            import AuthenticationServices

            final class Capture: NSObject, ASWebAuthenticationPresentationContextProviding {
                func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { ASPresentationAnchor() }
                func start(link: URL) {
                    let session = ASWebAuthenticationSession(url: link, callbackURLScheme: \(scheme)) { url, error in }
                    session.presentationContextProvider = self
                    session.prefersEphemeralWebBrowserSession = true
                    session.start()
                }
            }
            """
        ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let verdicts = try AppProjectSupport.judge(path, variant: .callback)
        let found = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-CODE-SCHEME-BARE"))
        return (found.status.rawValue, found.seen)
    }

    @Test("\\(Bundle.main.bundleIdentifier) bare in the scheme: a failure naming the Optional")
    func bareOptionalFails() throws {
        let judged = try Self.verdict(scheme: #""\(Bundle.main.bundleIdentifier).capture""#)
        #expect(judged.status == "fail", "\(judged)")
        #expect(judged.seen.contains("interpolates Bundle.main.bundleIdentifier, an Optional never unwrapped"), "\(judged.seen)")
    }

    @Test(
        "unwrapped (!, ??, a call on it) or another value: not judged, never a failure",
        arguments: [
            #""\(Bundle.main.bundleIdentifier!).capture""#, #""\(Bundle.main.bundleIdentifier ?? "app").capture""#,
            #""\(Bundle.main.bundleIdentifier?.lowercased() ?? "app")""#, #""\(prefix).capture""#,
        ])
    func unwrappedIsNotJudged(_ scheme: String) throws {
        let judged = try Self.verdict(scheme: scheme)
        #expect(judged.status == "warn", "\(scheme): \(judged)")
    }
}
