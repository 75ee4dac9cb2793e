import KitTestSupport
import Testing

@testable import BackendLaunch
@testable import ConformanceModel
@testable import ConformanceRun

@Suite("Check selection", .serialized)
struct SelectionTests {
    @Test("checks left out by --skip are reported as skipped, saying so, never dropped")
    func skippedChecksStayInTheReport() throws {
        var configuration = ConformanceHarness.exampleConfiguration()
        configuration.concurrentUsers = 4
        let fixed = configuration
        let runner = ConformanceRunner(
            specs: ConformanceHarness.specs, configuration: fixed, options: RunOptions(skip: ["security", "HP-CREATE-FLOW"]))
        let (result, _) = try runner.run { url, token throws(KitError) -> any BackendSession in
            try ExampleBackendSession(humanPluginURL: url, token: token, configuration: fixed)
        }
        // No app.project: the app group is left out.
        #expect(result.verdicts.count == ConformanceHarness.specs.catalogue.leaving(out: "app").checks.count)
        let skipped = result.verdicts.filter { $0.status == .skip }
        #expect(Set(skipped.map(\.checkID)) == ["HP-IDOR-FORGED-ID", "HP-IDOR-FOREIGN-ID", "HP-LOG-NO-SECRETS", "HP-CREATE-FLOW"])
        #expect(skipped.allSatisfy { $0.seen.contains("left out by --only/--skip") })
        #expect(result.log.contains { $0.contains("checks left out on request") })
    }
}
