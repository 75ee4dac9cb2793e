import Foundation
import KitTestSupport
import Testing

@testable import ConformanceChecks

/// Judging keeps to the run deadline: checks not started by then are errors that say so.
@Suite("Judging under the run deadline")
struct JudgeDeadlineTests {
    static func evidence() -> RunEvidence {
        RunEvidence(
            configuration: ConformanceHarness.exampleConfiguration(), contract: ConformanceHarness.specs.contract,
            journal: [], scenarios: [], processes: [])
    }

    @Test("past the deadline, every selected check is an error naming the deadline; left-out checks stay skipped")
    func pastDeadline() {
        let catalogue = ConformanceHarness.specs.catalogue
        let selected = Set(catalogue.checks.prefix(3).map(\.id))
        let verdicts = Judge.verdicts(catalogue: catalogue, evidence: Self.evidence(), selected: selected, until: .now - .seconds(1))
        #expect(verdicts.count == catalogue.checks.count)
        for verdict in verdicts {
            if selected.contains(verdict.checkID) {
                #expect(verdict.status == .error && verdict.seen == "not judged: the run deadline passed while judging", "\(verdict)")
            } else {
                #expect(verdict.status == .skip, "\(verdict)")
            }
        }
    }

    @Test("before the deadline, checks are judged as without one")
    func beforeDeadline() {
        let catalogue = ConformanceHarness.specs.catalogue
        let evidence = Self.evidence()
        let bounded = Judge.verdicts(catalogue: catalogue, evidence: evidence, until: .now + .seconds(600))
        let unbounded = Judge.verdicts(catalogue: catalogue, evidence: evidence)
        #expect(bounded.map(\.status) == unbounded.map(\.status))
        #expect(!bounded.contains { $0.seen.contains("run deadline passed while judging") })
    }
}
