import Testing
@testable import HumanPluginConformance

/// Every back-end check of the catalogue has unit tests on hand-built evidence: each suite lists
/// the ids it covers (`CheckUnitTests.covered`), and this test reads those lists.
@Suite("Back-end checks: unit test coverage")
struct AllBackendCheckTests {
    static let suites: [any CheckUnitTests.Type] = [
        CreateCheckTests.self, CallbackCheckTests.self, StartCheckTests.self, ReadCheckTests.self, OutcomeCheckTests.self,
        SecurityCheckTests.self, FaultCheckTests.self, ConcurrencyCheckTests.self, SecretSearchChecksTests.self,
    ]

    @Test("every check of the catalogue outside the app group is covered by a unit test suite, and no suite names an unknown id")
    func everyBackendCheckCovered() {
        let backend = ConformanceHarness.specs.catalogue.checks.filter { $0.group != "app" }.map(\.id)
        let covered = Self.suites.flatMap { $0.covered }
        let missing = backend.filter { !covered.contains($0) }
        #expect(missing.isEmpty, "checks without unit tests: \(missing)")
        let unknown = covered.filter { !backend.contains($0) }
        #expect(unknown.isEmpty, "ids not in the catalogue's back-end checks: \(unknown)")
        #expect(covered.count == Set(covered).count, "an id is listed by two suites")
        #expect(backend.count >= 30)
    }

    @Test("through the catalogue, a broken warning check is a warning and a broken failure check a failure")
    func severityGivesStatus() {
        var builder = EvidenceBuilder { $0.app.urlScheme = "myapp" }
        builder.scenario(.happy(finalState: "finished-ok")) { $0.capture { $0["flow"] = .string("web") } }
        let verdicts = Judge.verdicts(catalogue: ConformanceHarness.specs.catalogue, evidence: builder.evidence,
                                      selected: ["HP-CALLBACK-REVERSE-DNS", "HP-CREATE-FLOW", "HP-CREATE-CLIENT-ID"])
        let status = Dictionary(uniqueKeysWithValues: verdicts.map { ($0.checkID, $0.status) })
        #expect(status["HP-CALLBACK-REVERSE-DNS"] == .warn)
        #expect(status["HP-CREATE-FLOW"] == .fail)
        #expect(status["HP-CREATE-CLIENT-ID"] == .pass)
        #expect(status["HP-CREATE-JSON"] == .skip)
    }
}
