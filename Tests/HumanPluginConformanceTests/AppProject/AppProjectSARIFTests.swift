import ConformanceCLI
import Foundation
import Testing
@testable import HumanPluginConformance

/// `app-check.sarif`: SARIF 2.1.0 with a result per cited place, each on its file, line and column.
@Suite("AppProject: SARIF")
struct AppProjectSARIFTests {
    @Test("each failed or warned app check becomes results on the files and lines it cites; passes are not results")
    func resultsCarryPlaces() throws {
        let path = try AppProjectSupport.copy("AppWithTests", edits: [("App/Capture.swift", "        session.prefersEphemeralWebBrowserSession = true\n", "")])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        let bytes = AppSARIF.render(verdicts, version: "0.1.0")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.count == verdicts.count)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["HP-APP-EPHEMERAL"])
        let result = try #require(results.first)
        #expect(result["level"] as? String == "error")
        #expect(rules[try #require(result["ruleIndex"] as? Int)]["id"] as? String == "HP-APP-EPHEMERAL")
        let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/Capture.swift")
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 5)
        #expect((region["startColumn"] as? Int ?? 0) > 0)
    }

    @Test("paths are URI references: spaces and non-ASCII bytes are percent-encoded")
    func uriEncoding() {
        #expect(AppSARIF.uri("My App/Über.swift") == "My%20App/%C3%9Cber.swift")
    }

    @Test("app-check writes app-check.sarif beside the other reports; --scheme x:// is refused (exit 2)")
    func writtenByAppCheck() throws {
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent("app-sarif-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: reports) }
        let fixture = AppProjectSupport.fixture("SeveralSessions")
        #expect(HPConformance.main(["app-check", fixture, "--scheme", "bankcapture", "--variant", "callback", "--report-dir", reports.path]) == 0)
        #expect(FileManager.default.fileExists(atPath: reports.appendingPathComponent(AppSARIF.fileName).path))
        #expect(HPConformance.main(["app-check", fixture, "--scheme", "bankcapture://", "--report-dir", reports.path]) == 2)
    }
}
