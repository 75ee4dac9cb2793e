import ExampleRunTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import BackendLaunch
@testable import ConformanceModel
@testable import ConformanceRun

/// `run --repeat N`: the concurrency and fault scenarios are played N times in one run, each
/// repetition judged on its own; a check failed in any repetition fails, with that repetition's evidence.
@Suite("Repeated concurrency and fault scenarios", .serialized)
struct RepeatedRunTests {
    @Test("a run with --repeat 2 plays the repeated scenarios under their own names and judges each repetition")
    func repeatedRun() throws {
        var configuration = ConformanceHarness.exampleConfiguration()
        configuration.concurrentUsers = 4
        configuration.timeouts.upstreamBoundSeconds = 3
        var options = RunOptions(seed: 1)
        options.repetitions = 2
        let fixed = configuration
        let result = try ConformanceRunner(specs: ConformanceHarness.specs, configuration: fixed, options: options).run {
            url, token throws(KitError) -> any BackendSession in
            try ExampleBackendSession(humanPluginURL: url, token: token, configuration: fixed, faults: [])
        }.0
        let scenarios = Set(result.journal.map(\.scenario))
        #expect(scenarios.contains("concurrent/4-users/repeat-2"), "\(scenarios.sorted())")
        #expect(scenarios.contains { $0.hasPrefix("create-fault/") && $0.hasSuffix("/repeat-2") })
        #expect(scenarios.contains { $0.hasPrefix("read-fault/") && $0.hasSuffix("/repeat-2") })
        #expect(!scenarios.contains("forged-id/repeat-2"))
        #expect(result.verdicts.first { $0.checkID == "HP-CONCURRENT-ISOLATION" }?.status == .pass)
        // Judged again as it was judged, each repetition on its own: nothing is left "not judged again".
        #expect(result.evidence?.repetitions == 2)
        #expect(result.evidence?.notRederivable.map(\.checkID) == [], "\(result.evidence?.notRederivable ?? [])")
        #expect(
            ConformanceHarness.broken(result).isEmpty,
            "\(result.verdicts.filter { $0.status != .pass }.map { "\($0.checkID): \($0.seen)" })")
    }

    @Test("a fault scenario failing in every repetition is judged in each: the verdict says so")
    func faultInEveryRepetition() throws {
        var configuration = ConformanceHarness.exampleConfiguration()
        configuration.concurrentUsers = 2
        configuration.timeouts.upstreamBoundSeconds = 3
        var options = RunOptions(seed: 1)
        options.repetitions = 2
        let fixed = configuration
        let result = try ConformanceRunner(specs: ConformanceHarness.specs, configuration: fixed, options: options).run {
            url, token throws(KitError) -> any BackendSession in
            try ExampleBackendSession(humanPluginURL: url, token: token, configuration: fixed, faults: [.okOnCreateError])
        }.0
        let verdict = try #require(result.verdicts.first { $0.checkID == "HP-FAULT-CREATE-ERROR" })
        #expect(verdict.status == .fail)
        #expect(verdict.seen.hasPrefix("repetition 1 of 2 (fail in 2 of 2): "), "\(verdict.seen)")
        let failingScenarios = Set(verdict.evidence.compactMap { id in result.journal.first { $0.id == id }?.scenario })
        #expect(!failingScenarios.isEmpty && failingScenarios.allSatisfy { !$0.hasSuffix("/repeat-2") }, "\(failingScenarios)")
    }
}
