import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `run --repeat N`: the concurrency and fault scenarios are played N times in one run (a
/// back-end that scales out with an in-memory store fails them only now and then). Each
/// repetition is judged on its own, with the scenarios played once and that repetition's plays of
/// the repeated ones; a check that fails in any repetition fails, with that repetition's evidence.
package enum RepeatedJudging {
    /// Whether `scenario` is played again in each repetition.
    package static func isRepeated(_ scenario: Scenario) -> Bool { scenario.isRepeated }

    /// Every play of a run, in order (`Scenario.plays`).
    public static func plays(_ scenarios: [Scenario], repetitions: Int) -> [(Scenario, Int)] {
        Scenario.plays(scenarios, repetitions: repetitions)
    }

    /// The evidence of one repetition: the scenarios played once, the repeated ones as played in
    /// `repetition`, and only their exchanges and processes (exchange numbers unchanged).
    public static func evidence(_ evidence: RunEvidence, repetition: Int) -> RunEvidence {
        let kept = evidence.scenarios.filter { isRepeated($0.scenario) ? $0.repetition == repetition : $0.repetition == 1 }
        let left = Set(evidence.scenarios.map(\.name)).subtracting(kept.map(\.name))
        var chosen = RunEvidence(
            configuration: evidence.configuration, contract: evidence.contract,
            journal: evidence.journal.filter { !left.contains($0.scenario) }, scenarios: kept,
            processes: evidence.processes.filter { !left.contains($0.scenario) })
        chosen.app = evidence.app
        chosen.appSessionSecrets = evidence.appSessionSecrets
        chosen.backendLog = evidence.backendLog
        return chosen
    }

    /// The verdicts of a run of `repetitions`: `judge` applied to each repetition's evidence, and
    /// per check the worst verdict (failed, then could not judge, then warned), the first
    /// repetition that gave it named; otherwise the first repetition's verdict.
    public static func verdicts(evidence: RunEvidence, repetitions: Int, judge: (RunEvidence) -> [Verdict]) -> [Verdict] {
        guard repetitions > 1 else { return judge(evidence) }
        let judged = (1...repetitions).map { judge(Self.evidence(evidence, repetition: $0)) }
        return merge(judged)
    }

    /// Per check (same order in every list), the worst verdict of all repetitions, saying which.
    public static func merge(_ judged: [[Verdict]]) -> [Verdict] {
        guard var merged = judged.first else { return [] }
        for index in merged.indices {
            var worst = (repetition: 1, verdict: merged[index])
            for (offset, verdicts) in judged.enumerated().dropFirst() where index < verdicts.count {
                if rank(verdicts[index].status) > rank(worst.verdict.status) { worst = (offset + 1, verdicts[index]) }
            }
            var verdict = worst.verdict
            if [.fail, .error, .warn].contains(verdict.status) {
                let failedIn = judged.indices.filter { index < judged[$0].count && judged[$0][index].status == verdict.status }.map {
                    $0 + 1
                }
                verdict.seen =
                    "repetition \(worst.repetition) of \(judged.count) (\(verdict.status.rawValue) in \(failedIn.count) of \(judged.count)): \(verdict.seen)"
            }
            merged[index] = verdict
        }
        return merged
    }

    package static func rank(_ status: VerdictStatus) -> Int {
        switch status {
        case .fail: 4
        case .error: 3
        case .warn: 2
        case .pass: 1
        case .skip: 0
        }
    }
}
