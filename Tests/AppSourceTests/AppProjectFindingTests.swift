import CheckTestSupport
import Foundation
import Testing

@testable import ConformanceChecks
@testable import ConformanceModel

/// One finding per place and rule: two capture sessions sharing one handler function meet there
/// once, in the verdict's text and in its locations (and so in the console, report.json and SARIF).
@Suite("AppProject: one finding per place")
struct AppProjectFindingTests {
    static let twoSessions = """
        import AuthenticationServices

        final class CaptureController: NSObject, ASWebAuthenticationPresentationContextProviding {
            private var session: ASWebAuthenticationSession?

            func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { ASPresentationAnchor() }

            func capture(link: URL) {
                let first = ASWebAuthenticationSession(url: link, callbackURLScheme: "bankcapture", completionHandler: finished)
                first.presentationContextProvider = self
                first.prefersEphemeralWebBrowserSession = true
                first.start()
                session = first
            }

            func retry(link: URL) {
                let again = ASWebAuthenticationSession(url: link, callbackURLScheme: "bankcapture", completionHandler: finished)
                again.presentationContextProvider = self
                again.prefersEphemeralWebBrowserSession = true
                again.start()
                session = again
            }

            func finished(_ url: URL?, _ error: Error?) {
                print(url!.absoluteString)
            }
        }
        """

    @Test("two capture sessions with one handler that breaks the cancel rule: one finding at the handler, not two")
    func sharedHandler() throws {
        let path = try AppProjectSupport.project(["App/CaptureController.swift": Self.twoSessions])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        let cancel = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-CANCEL-HANDLED"))
        #expect(cancel.status == .fail, "\(cancel.seen)")
        #expect(cancel.locations.count == 1, "\(cancel.locations)")
        #expect(cancel.locations.first?.line == 25, "\(cancel.locations)")
        #expect(!cancel.seen.contains("; the completion"), "\(cancel.seen)")
        // Every app verdict: no place cited twice.
        for verdict in verdicts {
            let places = verdict.locations.map(\.description)
            #expect(Set(places).count == places.count, "\(verdict.checkID): \(places)")
        }
    }

    @Test("Judgement.app keeps the first finding of each status per file:line:column, and findings without a place once per text")
    func onePerPlace() {
        let here = SourceLocation(file: "App/A.swift", line: 3, column: 9)
        let judgement = Judgement.app(
            [
                .broken("first", here), .broken("again", here),
                .broken("next column", SourceLocation(file: "App/A.swift", line: 3, column: 10)),
                .broken("no place", nil), .broken("no place", nil), .undecided("a warning there", here),
            ], nothing: "")
        #expect(judgement.status == .broken)
        #expect(judgement.seen == "first; next column; no place", "\(judgement.seen)")
        #expect(judgement.locations.map(\.description) == ["App/A.swift:3:9", "App/A.swift:3:10"])
    }
}
