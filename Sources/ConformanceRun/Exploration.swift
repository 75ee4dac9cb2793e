import ConformanceBasics
import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `run --explore N`: the journeys whose answers Human Plugin writes as documented, played first
/// with the stand-in's own answers, then `runs` times with a case of variations drawn from `seed`.
/// Each varied run that fails a check the plain one did not is shrunk to the fewest variations
/// that still fail it: a replayable case (`--replay`). The variations of a case found are left out
/// of the later runs, as are those the partner accepts (`accepted`), so that one known failure
/// never hides another: every distinct case is found in one exploration. The same checks judge
/// every run; a variation changes the bytes of an answer, never what it says, so a correct
/// back-end passes all.
public struct Exploration: Sendable {
    public var runs: Int
    public var seed: UInt64
    /// The back-end's upstream bound: latencies go up to an eighth of it.
    public var boundSeconds: Double
    public var progress: @Sendable (String) -> Void
    /// Why the exploration must stop now (a signal), or nil to go on; asked before each run.
    public var stopReason: @Sendable () -> String? = { nil }
    /// When the exploration stops, shrinking included, whatever `runs` asks (the run's deadline:
    /// `timeouts.runSeconds`, `--timeout`); nil for none.
    public var deadline: ContinuousClock.Instant?
    /// The seconds `deadline` stands for, as the stop line says them.
    public var deadlineSeconds: Double = 0
    /// Variations the partner accepts (`--explore-skip`): never drawn.
    public var accepted: [AcceptedVariation] = []
    /// Cases played before the drawn ones, in order (`VariationCase.covering`: every variation,
    /// in every run of the CLI).
    public var sample: [VariationCase] = []

    public static let maxRuns = 500

    /// Varied runs of the sample (`VariationCase.covering` at any bound: as many as the largest family has members).
    public static var sampleRuns: Int { VariationCase.covering(boundSeconds: 2).count }

    /// The sample a plain run plays once it passes (`VariationCase.covering`), by the run's own
    /// seed and options, until `configuration`'s run deadline: `hp-conformance run` and a run made
    /// in process play the same one.
    package static func sample(_ options: RunOptions, configuration: KitConfiguration) -> Exploration {
        var exploration = Exploration(runs: 0, seed: options.seed, options: options, configuration: configuration)
        exploration.sample = VariationCase.covering(boundSeconds: exploration.boundSeconds)
        return exploration
    }

    /// `runs` cases drawn from `seed`, with `options`' progress and stop, at `configuration`'s upstream
    /// bound; every loop it starts ends by the run's deadline (500 runs and their shrinking too).
    package init(runs: Int, seed: UInt64, options: RunOptions, configuration: KitConfiguration) {
        self.init(runs: runs, seed: seed, boundSeconds: configuration.timeouts.upstreamBoundSeconds, progress: options.progress)
        stopReason = options.stopReason
        deadlineSeconds = configuration.timeouts.runSeconds
        deadline = .now + .milliseconds(Int64(configuration.timeouts.runSeconds * 1000))
    }

    /// `options` for one varied run of an exploration: only the journeys whose answers vary, without
    /// the plain run's progress lines.
    package static func variedRun(_ options: RunOptions, _ variety: AnswerVariety) -> RunOptions {
        var varied = options
        varied.variety = variety
        varied.scenarios = .explored
        varied.progress = { _ in }
        varied.scenariosEnded = {}
        return varied
    }

    public init(runs: Int, seed: UInt64, boundSeconds: Double, progress: @escaping @Sendable (String) -> Void = { _ in }) {
        self.runs = runs
        self.seed = seed
        self.boundSeconds = boundSeconds
        self.progress = progress
    }

    /// A check a variation broke, and the case that breaks it.
    public struct Finding: Sendable, Equatable {
        public var checkID: String
        /// The varied run that first failed it (from 1) and its case.
        public var run: Int
        public var drawn: VariationCase
        /// The fewest variations found that still fail it, and the runs it took to find them.
        public var shrunk: VariationCase
        public var shrinkSteps: Int
        /// What the check saw in the last run of the shrunk case.
        public var seen: String
    }

    public struct Outcome: Sendable, Equatable {
        /// Checks the plain run already failed: no variation is blamed for them.
        public var plainFailures: [String]
        /// Varied runs played (shrinking not counted).
        public var runsPlayed: Int
        /// Every distinct case found, in the order found.
        public var findings: [Finding]
        /// The first case found: the one the full run replays.
        public var finding: Finding? { findings.first }
        /// Seconds of the plain run and of each varied run, shrinking included.
        public var plainSeconds: Double
        public var variedSeconds: [Double]
        /// The wall time of the whole exploration, from the plain run to the last shrinking step.
        public var totalSeconds: Double = 0
        /// Why it stopped before playing every run, or shrinking to the end (a signal, the deadline).
        public var stopped: String?
    }

    /// Why the exploration must stop now, or nil: a signal, or the deadline passed.
    private func mustStop() -> String? {
        if let reason = stopReason() { return reason }
        if let deadline, ContinuousClock.now >= deadline {
            return "the run's deadline (\(String(cFormat: "%.0f", deadlineSeconds)) s) passed"
        }
        return nil
    }

    /// Plays the exploration; `play` runs the explored journeys once against a stand-in varied as
    /// told and returns the judged run. With `plain` (a run already played with the stand-in's own
    /// answers, the full run of a plain `run`), its failures are the ones no variation is blamed for
    /// and the explored journeys are not played plainly again.
    public func explore(after plain: RunResult? = nil, play: (AnswerVariety) throws(KitError) -> RunResult) throws(KitError) -> Outcome {
        let plainStart = ContinuousClock.now
        var outcome = try explore(from: plainStart, after: plain, play: play)
        outcome.totalSeconds = (ContinuousClock.now - plainStart).milliseconds / 1000
        return outcome
    }

    /// The case the `index`-th varied run plays: the sample's cases first, then cases drawn from `seed`.
    func plannedCase(_ index: Int) -> VariationCase {
        index < sample.count
            ? sample[index] : VariationCase.draw(seed: seed, index: index - sample.count, boundSeconds: boundSeconds)
    }

    /// "7 varied run(s): the sample of every variation (4), then 3 drawn from seed 1".
    static func plannedWords(sample: Int, drawn: Int, seed: UInt64) -> String {
        let drawnWords = "\(drawn) drawn from seed \(seed)"
        guard sample > 0 else { return "\(drawn) varied run(s) from seed \(seed)" }
        return "\(sample + drawn) varied run(s): the sample of every variation (\(sample))" + (drawn > 0 ? ", then \(drawnWords)" : "")
    }

    /// Varied runs planned: the sample's, then `runs` drawn.
    public var plannedRuns: Int { sample.count + runs }

    private func explore(
        from plainStart: ContinuousClock.Instant, after given: RunResult?, play: (AnswerVariety) throws(KitError) -> RunResult
    ) throws(KitError)
        -> Outcome
    {
        let plain: RunResult
        if let given { plain = given } else { plain = try play(.none) }
        let plainFailures = Set(plain.verdicts.filter { $0.status == .fail }.map(\.checkID))
        var outcome = Outcome(
            plainFailures: plainFailures.sorted(), runsPlayed: 0, findings: [],
            plainSeconds: given.map { $0.metadata.finishedAt.timeIntervalSince($0.metadata.startedAt) }
                ?? (ContinuousClock.now - plainStart).milliseconds / 1000,
            variedSeconds: [])
        let planned = plannedRuns
        progress(
            "exploration: the plain run \(plainFailures.isEmpty ? "failed no check" : "already failed \(plainFailures.sorted().joined(separator: ", ")): no variation is blamed for them"); \(Self.plannedWords(sample: sample.count, drawn: runs, seed: seed))"
        )
        func timedPlay(_ variety: AnswerVariety) throws(KitError) -> RunResult {
            let start = ContinuousClock.now
            defer { outcome.variedSeconds.append((ContinuousClock.now - start).milliseconds / 1000) }
            return try play(variety)
        }
        for index in 0..<planned {
            if let reason = mustStop() {
                progress("exploration stopped after \(outcome.runsPlayed) varied run(s): \(reason)")
                outcome.stopped = reason
                break
            }
            // What the partner accepts, and what a case found already breaks, is not drawn again.
            let found = Set(outcome.findings.flatMap(\.shrunk.answers))
            let drawn = plannedCase(index).leaving { answer in
                found.contains(answer) || accepted.contains { $0.matches(answer) }
            }
            guard !drawn.isEmpty else { continue }
            outcome.runsPlayed = index + 1
            let result = try timedPlay(.fixed(drawn))
            guard let broken = Self.newFailures(result, beyond: plainFailures).first else {
                progress("varied run \(index + 1)/\(planned): no new failure (\(drawn.text))")
                continue
            }
            progress("varied run \(index + 1)/\(planned): \(broken.checkID) fails (\(drawn.text)); shrinking")
            var shrinking = Shrinking(drawn, seen: broken.seen)
            while let trial = shrinking.next() {
                if let reason = mustStop() {
                    outcome.stopped = "shrinking stopped at \(shrinking.smallest.answers.count) variation(s): \(reason)"
                    break
                }
                let played = try timedPlay(.fixed(trial))
                shrinking.record(played.verdicts.first { $0.checkID == broken.checkID && $0.status == .fail }?.seen)
            }
            let shrunk = shrinking.smallest
            outcome.findings.append(
                Finding(
                    checkID: broken.checkID, run: index + 1, drawn: drawn, shrunk: shrunk, shrinkSteps: shrinking.steps,
                    seen: shrinking.seen))
            progress(
                "shrunk in \(shrinking.steps) run(s) to \(shrunk.answers.count) variation(s): \(shrunk.text); the exploration goes on without them"
            )
            if outcome.stopped != nil { break }
        }
        return outcome
    }

    /// The checks `result` fails that the plain run did not, in the catalogue's order.
    static func newFailures(_ result: RunResult, beyond plain: Set<String>) -> [Verdict] {
        result.verdicts.filter { $0.status == .fail && !plain.contains($0.checkID) }
    }
}

extension Exploration.Outcome {
    /// The lines the report's log and the console carry: what was played, what broke, how to replay it.
    public func summaryLines(seed: UInt64, runs: Int) -> [String] {
        var lines = ["exploration: seed \(seed), \(runsPlayed) of \(runs) varied run(s) played in \(Self.format(totalSeconds)) s"]
        if let stopped { lines.append("exploration: stopped early: \(stopped)") }
        if !plainFailures.isEmpty {
            lines.append(
                "exploration: the plain run already failed \(plainFailures.joined(separator: ", ")); no variation is blamed for them")
        }
        let perRun = variedSeconds.isEmpty ? 0 : variedSeconds.reduce(0, +) / Double(variedSeconds.count)
        lines.append(
            "exploration: the plain run took \(Self.format(plainSeconds)) s, a varied run \(Self.format(perRun)) s on average over \(variedSeconds.count)"
        )
        guard !findings.isEmpty else {
            lines.append("exploration: no variation broke a check the plain run passed")
            return lines
        }
        if findings.count > 1 {
            lines.append(
                "exploration: \(findings.count) distinct cases break a check: \(findings.map { "\($0.checkID) (\($0.shrunk.text))" }.joined(separator: "; ")); the full run replays the first"
            )
        }
        for finding in findings {
            lines.append(
                "exploration: \(finding.checkID) fails under variation since varied run \(finding.run) (\(finding.drawn.answers.count) variation(s): \(finding.drawn.text))"
            )
            lines.append(
                "exploration: \(finding.checkID) saw: \(finding.seen.count > 300 ? String(finding.seen.prefix(300)) + "…" : finding.seen)")
            lines.append(
                "exploration: shrunk in \(finding.shrinkSteps) step(s) to \(finding.shrunk.answers.count): \(finding.shrunk.words)")
            lines.append("exploration: replay it with --replay '\(finding.shrunk.text)'")
            if let transport = Self.transportNote(finding) { lines.append(transport) }
        }
        return lines
    }

    /// The lines naming the variations the partner accepts, with the reasons, for the report's log.
    /// The line that names a finding whose case changes only the HTTP framing or connection: what
    /// failed is the back-end's HTTP client reading the answer, and `checkID` is only where it showed.
    static func transportNote(_ finding: Exploration.Finding) -> String? {
        guard !finding.shrunk.answers.isEmpty, finding.shrunk.answers.allSatisfy(\.variation.isTransportOnly) else { return nil }
        return
            "exploration: \(finding.shrunk.text) changes only how HTTP carries the answer, not what it says: the back-end's HTTP client (or a proxy before it) does not read it, a transport failure that shows in \(finding.checkID); fix the client, or if your stack cannot take it, accept it for the reviewer with \(finding.shrunk.answers.map { "--explore-skip \(VariationCase([$0]).text)=REASON" }.joined(separator: " "))"
    }

    public static func acceptedLines(_ accepted: [AcceptedVariation]) -> [String] {
        accepted.map { "exploration: accepted by the partner, never drawn: \($0.item) (\($0.reason))" }
    }

    private static func format(_ seconds: Double) -> String { String(cFormat: "%.2f", seconds) }
}
