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
    static func verdict(_ status: VerdictStatus, seen: String, evidence: [Int]) -> Verdict {
        Verdict(
            checkID: "HP-CONCURRENT-ISOLATION", group: "concurrency", title: "t", severity: .failure, source: "s",
            status: status, expected: "e", seen: seen, evidence: evidence)
    }

    @Test("a check failed in one repetition fails, with that repetition's evidence and its number")
    func failureInAnyRepetitionWins() {
        let merged = RepeatedJudging.merge([
            [Self.verdict(.pass, seen: "isolated", evidence: [1, 2])],
            [Self.verdict(.fail, seen: "user 3 got user 5's outcome", evidence: [41, 42])],
            [Self.verdict(.pass, seen: "isolated", evidence: [81])],
        ])
        #expect(merged.count == 1)
        #expect(merged[0].status == .fail)
        #expect(merged[0].evidence == [41, 42])
        #expect(merged[0].seen == "repetition 2 of 3 (fail in 1 of 3): user 3 got user 5's outcome")
    }

    @Test("a check passing in every repetition keeps the first repetition's verdict")
    func passingEverywhere() {
        let first = Self.verdict(.pass, seen: "isolated", evidence: [1])
        #expect(RepeatedJudging.merge([[first], [Self.verdict(.pass, seen: "isolated", evidence: [9])]]) == [first])
    }

    @Test("the plays: every scenario once, then only the concurrency and fault scenarios again per repetition")
    func plays() {
        let configuration = ConformanceHarness.exampleConfiguration()
        let all = Scenario.all(contract: ConformanceHarness.specs.contract, configuration: configuration)
        let plays = RepeatedJudging.plays(all, repetitions: 3)
        let repeated = all.filter(RepeatedJudging.isRepeated)
        #expect(plays.count == all.count + 2 * repeated.count)
        #expect(repeated.contains(.concurrent(users: configuration.concurrentUsers)))
        #expect(!repeated.contains(.forgedID) && !repeated.contains(.sessionClosed))
        #expect(RepeatedJudging.plays(all, repetitions: 1).count == all.count)
    }

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
