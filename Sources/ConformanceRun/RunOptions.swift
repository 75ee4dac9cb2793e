import ConformanceModel

/// Choices for one run that are not part of the partner's configuration.
public struct RunOptions: Sendable {
    /// Fixes users, document numbers and the other ids, so two runs with the same seed match
    /// (process ids excepted, below).
    public var seed: UInt64 = 1
    /// Mixed into the stand-in's process ids (nil: a new random one each run). Real Human Plugin
    /// never reissues an id, so ids are new on every run while the seed fixes everything else; a
    /// test that compares two runs' ids fixes this.
    var processIDNonce: UInt64?
    /// How many times the concurrency and fault scenarios are played (`--repeat`); each
    /// repetition is judged on its own and a check failed in any of them fails.
    public var repetitions = 1
    public static let maxRepetitions = 20
    /// How many scenarios play at once (`--parallel`). The default, 1, plays them one after
    /// another: a back-end with one worker (`php -S`, a single-threaded development server) makes
    /// a request queue behind another scenario's held one, and the time checks would blame it
    /// for the wait. With 4, the two scenarios that hold a request up to the back-end's bound
    /// (create and read no-answer) play beside two lanes of the short ones, so a run lasts about
    /// its longest bound, for back-ends that serve requests at once.
    public var parallelScenarios = 1
    public static let maxParallelScenarios = 16
    /// Only these check ids or group ids (nil: all).
    public var only: Set<String>?
    /// Leave out these check ids or group ids.
    public var skip: Set<String> = []
    /// A partial run is accepted (`--partial`): checks left out by `only`/`skip` always make the
    /// run "partial", never conformant; with this, a partial run with no judged failure passes
    /// (exit 0), and without it, it does not.
    public var partial = false
    /// How the stand-in varies its answers (`--replay`, and each varied run of `--explore`).
    public var variety: AnswerVariety = .none
    /// The vendor's own answers for the stand-in to play (`--vendor-recording`); nil: the stand-in's.
    public var vendorRecording: VendorRecording?
    /// Which scenarios play: all of them, or only the journeys whose answers an exploration varies.
    public var scenarios: ScenarioSelection = .all
    /// A run made in process plays, once it passes, the sample of the vendor's variations as
    /// `hp-conformance run` does (`Exploration.sampleRuns` more runs of the happy journeys); false
    /// leaves it out, recorded as `--explore 0`, which `verify` names not certifiable.
    public var samplesVariations = true
    /// Receives progress lines (already redacted).
    public var progress: @Sendable (String) -> Void = { _ in }
    /// Why the run must stop now (a signal), or nil to go on; asked while scenarios play. A stopped
    /// run judges what it played to the end and is reported incomplete.
    public var stopReason: @Sendable () -> String? = { nil }
    /// Told once every scenario has played (or been cut): from then on the run only judges and
    /// reports, and a stop request no longer shortens it.
    public var scenariosEnded: @Sendable () -> Void = {}

    public init(
        seed: UInt64 = 1, only: Set<String>? = nil, skip: Set<String> = [], progress: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.seed = seed
        self.only = only
        self.skip = skip
        self.progress = progress
    }

    /// These options as the command line would give them (`--seed 7`, `--only create`, ...), for
    /// the provenance of a run made in process, sorted as a command's recorded options are.
    public var recorded: [String] {
        var words = ["--seed \(seed)"]
        if let only { words.append("--only \(only.sorted().joined(separator: ","))") }
        if !skip.isEmpty { words.append("--skip \(skip.sorted().joined(separator: ","))") }
        if repetitions != 1 { words.append("--repeat \(repetitions)") }
        if parallelScenarios != 1 { words.append("--parallel \(parallelScenarios)") }
        if partial { words.append("--partial") }
        if scenarios == .explored { words.append(ScenarioSelection.recordedExplored) }
        if !samplesVariations { words.append("--explore 0") }
        return words.sorted()
    }

    /// The check ids of `catalogue` this run judges.
    public func selectedChecks(_ catalogue: CheckCatalogue) -> Set<String> {
        catalogue.selection(only: only, skip: skip)
    }
}
