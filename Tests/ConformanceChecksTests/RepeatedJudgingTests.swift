import ExampleRunTestSupport
import KitTestSupport
import Testing

@testable import ConformanceChecks
@testable import ConformanceModel

/// `run --repeat N` judged per repetition: the plays, and the worst verdict of the repetitions kept.
/// The run and `verify` share it.
@Suite("Repeated judging: each repetition on its own")
struct RepeatedJudgingTests {
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

}
