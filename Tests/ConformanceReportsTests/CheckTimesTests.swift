import Foundation
import KitTestSupport
import Testing

@testable import ConformanceModel
@testable import ConformanceReports

@Suite("Check times")
struct CheckTimesTests {
    /// An exchange of `scenario` starting `at` seconds into the run and lasting `ms` milliseconds.
    static func exchange(_ id: Int, _ scenario: String, at: Double, ms: Double) -> Exchange {
        var x = ReportFixture.exchange(id, .appToBackend, "POST", "/captures", status: 201, scenario: scenario)
        x.startedAt = ReportFixture.start.addingTimeInterval(at)
        x.durationMilliseconds = ms
        return x
    }

    /// Scenario `a` (0-1 s) is read by A-1 alone; `b` (1-2.5 s, but its last exchange runs on past
    /// the start of `c`) by A-1 and A-2 (one group); `c` (2-4 s) by A-2 and B-1 (two groups).
    static var result: RunResult {
        let journal = [
            exchange(1, "a", at: 0, ms: 1000),
            exchange(2, "b", at: 1, ms: 500),
            exchange(3, "b", at: 1.5, ms: 3000),  // ends at 4.5 s, past c's start: clipped at 2 s
            exchange(4, "c", at: 2, ms: 2000),
        ]
        return RunResult(
            metadata: ReportFixture.metadata(),
            verdicts: [
                ReportFixture.verdict("A-1", "alpha", .pass, evidence: [1, 2]),
                ReportFixture.verdict("A-2", "alpha", .fail, evidence: [3, 4]),
                ReportFixture.verdict("B-1", "beta", .pass, evidence: [4]),
                ReportFixture.verdict("B-2", "beta", .skip, evidence: []),
            ], journal: journal)
    }

    @Test("a scenario's time is shared among the checks that read it; the time no scenario took among the judged checks")
    func attribution() {
        let times = CheckTimes(Self.result)
        // a: 1 s (A-1 alone); b: 1 s (clipped at c's start), A-1 and A-2 half each; c: 2 s, A-2 and
        // B-1 half each; the 0.5 s no scenario took, a third each to, B-1 (B-2 was skipped).
        #expect(times.checks == ["A-1": 1667, "A-2": 1667, "B-1": 1166, "B-2": 0])
        #expect(times.groups == ["alpha": 3334, "beta": 1166])
        #expect(times.run == 4500)
    }

    @Test("the checks' times sum to the run's wall time, each suite's to its checks' sum")
    func sumsEqualTheRun() {
        let times = CheckTimes(Self.result)
        #expect(times.checks.values.reduce(0, +) == times.run)
        #expect(times.groups.values.reduce(0, +) == times.run)
        let nothingRead = RunResult(
            metadata: ReportFixture.metadata(), verdicts: [ReportFixture.verdict("A-1", "alpha", .pass, evidence: [])], journal: [])
        #expect(CheckTimes(nothingRead).checks == ["A-1": 4500], "a run whose checks cite nothing still accounts for its time")
        #expect(CheckTimes(RunResult(metadata: ReportFixture.metadata(), verdicts: [], journal: [])).groups.isEmpty)
    }

    @Test("sums never exceed their totals, whatever the overlap", arguments: 0..<20)
    func bounded(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed + 1))
        var journal: [Exchange] = []
        for id in 1...30 {
            journal.append(
                Self.exchange(
                    id, "s\(Int.random(in: 0..<6, using: &generator))",
                    at: Double.random(in: -1...5, using: &generator), ms: Double.random(in: 0...3000, using: &generator)))
        }
        let verdicts = (1...8).map { n in
            ReportFixture.verdict(
                "C-\(n)", "g\(n % 3)", .pass,
                evidence: (0..<Int.random(in: 0...4, using: &generator)).map { _ in Int.random(in: 1...30, using: &generator) })
        }
        let times = CheckTimes(RunResult(metadata: ReportFixture.metadata(), verdicts: verdicts, journal: journal))
        for group in Set(verdicts.map(\.group)) {
            let sum = verdicts.filter { $0.group == group }.map { times.checks[$0.checkID]! }.reduce(0, +)
            #expect(sum <= times.groups[group]!)
        }
        #expect(times.groups.values.reduce(0, +) <= times.run)
        #expect(times.checks.values.reduce(0, +) == times.run, "every millisecond accounted for")
    }

    @Test("seconds are written with three decimals from whole milliseconds")
    func formatting() {
        #expect(CheckTimes.seconds(0) == "0.000")
        #expect(CheckTimes.seconds(1005) == "1.005")
        #expect(CheckTimes.seconds(12345) == "12.345")
        #expect(CheckTimes.seconds(-3) == "0.000")
    }
}

/// A small reproducible random number generator (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
