import CheckTestSupport
import KitTestSupport
import Testing

@testable import ConformanceChecks
@testable import ConformanceModel
@testable import ConformanceTesting
@testable import ExampleBackend

/// What a Swift test of one check reports (`ConformanceOutcome.testResult`), the decision the
/// `ConformanceSuite` target and a partner's tests share, shown on verdicts judged from hand-built
/// evidence the way a run judges them: no run, no back-end.
@Suite("ConformanceTesting: a verdict as a test result")
struct CheckTestResultTests {
    static let catalogue = ConformanceHarness.specs.catalogue

    /// One happy capture judged as a run without `app.project` judges it: the app group left out.
    static func outcome(_ adjust: (inout KitConfiguration) -> Void = { _ in }) -> ConformanceOutcome {
        var builder = EvidenceBuilder(adjust)
        builder.scenario(.happy(finalState: "finished-ok")) { $0.capture() }
        let verdicts = Judge.verdicts(catalogue: catalogue.leaving(out: AppChecks.group), evidence: builder.evidence)
        return ConformanceOutcome(
            result: RunResult(metadata: ReportFixture.metadata(), verdicts: verdicts, journal: builder.journal),
            catalogue: catalogue)
    }

    @Test("app.urlScheme 'com.example.capture://' fails HP-APP-SCHEME-BARE, a callback check judged without app.project, never skips it")
    func schemeWithSlashesFails() throws {
        let outcome = Self.outcome { $0.app.urlScheme = "com.example.capture://" }
        guard case let .failed(text) = outcome.testResult("HP-APP-SCHEME-BARE") else {
            Issue.record("HP-APP-SCHEME-BARE: \(outcome.testResult("HP-APP-SCHEME-BARE"))")
            return
        }
        #expect(text.contains("com.example.capture://"), "\(text)")
        #expect(!outcome.verdict("HP-APP-SCHEME-BARE").holds)
        #expect(Self.outcome().testResult("HP-APP-SCHEME-BARE") == .passed)
    }

    @Test("a check of a group the run judged nothing of (the app group without app.project) is skipped as not applicable, never passed")
    func groupLeftOutIsSkipped() {
        let outcome = Self.outcome()
        for id in Self.catalogue.checks.filter({ $0.group == AppChecks.group }).map(\.id) {
            guard case let .skipped(reason) = outcome.testResult(id) else {
                Issue.record("\(id): \(outcome.testResult(id))")
                continue
            }
            #expect(reason.contains("not applicable") && reason.contains("app.project"), "\(reason)")
            #expect(!outcome.verdict(id).holds)
        }
    }

    @Test("a warning-severity check that broke is a warning; one left out by --only is skipped; a failure fails")
    func warningSkipAndFailure() {
        var builder = EvidenceBuilder { $0.app.urlScheme = "myapp" }
        builder.scenario(.happy(finalState: "finished-ok")) { $0.capture { $0["flow"] = .string("web") } }
        let verdicts = Judge.verdicts(
            catalogue: Self.catalogue.leaving(out: AppChecks.group), evidence: builder.evidence,
            selected: ["HP-CALLBACK-REVERSE-DNS", "HP-CREATE-FLOW", "HP-CREATE-CLIENT-ID"])
        let outcome = ConformanceOutcome(
            result: RunResult(metadata: ReportFixture.metadata(), verdicts: verdicts, journal: builder.journal),
            catalogue: Self.catalogue)
        guard case let .warning(text) = outcome.testResult("HP-CALLBACK-REVERSE-DNS") else {
            Issue.record("HP-CALLBACK-REVERSE-DNS: \(outcome.testResult("HP-CALLBACK-REVERSE-DNS"))")
            return
        }
        #expect(text.contains("myapp"), "\(text)")
        #expect(outcome.verdict("HP-CALLBACK-REVERSE-DNS").holds, "a warning does not fail the test")
        guard case .failed = outcome.testResult("HP-CREATE-FLOW") else {
            Issue.record("HP-CREATE-FLOW: \(outcome.testResult("HP-CREATE-FLOW"))")
            return
        }
        #expect(outcome.testResult("HP-CREATE-CLIENT-ID") == .passed)
        guard case let .skipped(reason) = outcome.testResult("HP-CREATE-JSON") else {
            Issue.record("HP-CREATE-JSON: \(outcome.testResult("HP-CREATE-JSON"))")
            return
        }
        #expect(reason.contains("not applicable"), "\(reason)")
    }

    @Test("a check missing from a group the run judged, or not in the catalogue, fails")
    func missingVerdictFails() {
        let full = Self.outcome()
        let partial = ConformanceOutcome(
            result: RunResult(
                metadata: ReportFixture.metadata(),
                verdicts: full.result.verdicts.filter { $0.checkID != "HP-CREATE-FLOW" }, journal: []),
            catalogue: Self.catalogue)
        guard case let .failed(text) = partial.testResult("HP-CREATE-FLOW") else {
            Issue.record("HP-CREATE-FLOW: \(partial.testResult("HP-CREATE-FLOW"))")
            return
        }
        #expect(text.contains("group 'create' was judged"), "\(text)")
        guard case .failed = full.testResult("HP-NOT-A-CHECK") else {
            Issue.record("HP-NOT-A-CHECK: \(full.testResult("HP-NOT-A-CHECK"))")
            return
        }
    }
}
