import ConformanceChecks
import ConformanceModel
import ConformanceRun
import ExampleBackend

extension RunCommand {
    /// `--explore N`: the explored journeys played plainly, then varied (`Exploration`: the sample of
    /// every variation, then N cases drawn), each run
    /// through `play`. A variation that broke a check makes `options` replay its shrunk case in the
    /// full run that follows. Returns the lines the report's log and the console get, and the finding.
    func explore(
        _ options: inout RunOptions, specs: Specs, configuration: KitConfiguration, configPath: String?,
        faults: Set<ExampleBackendFault>, known: inout Known
    ) throws(KitError) -> (lines: [String], finding: Exploration.Finding?) {
        guard let exploration = try exploration(options, configuration: configuration) else { return ([], nil) }
        return try explore(
            exploration, after: nil, options: &options, specs: specs, configuration: configuration, configPath: configPath,
            faults: faults, known: &known)
    }

    /// The sample of every variation (`VariationCase.covering`), played after a plain run that passed
    /// (no `--explore N`, `--explore 0` or `--replay`): a variation that breaks a check makes `options`
    /// replay its shrunk case, which the caller plays as the full run of the report. Returns the lines
    /// for the report's log and the console, and the finding; nothing when the sample does not apply.
    func sample(
        after result: RunResult, _ options: inout RunOptions, specs: Specs, configuration: KitConfiguration, configPath: String?,
        faults: Set<ExampleBackendFault>, known: inout Known
    ) throws(KitError) -> (lines: [String], finding: Exploration.Finding?) {
        guard arguments.value("--explore") == nil, arguments.value("--replay") == nil, options.variety == .none,
            result.passes, !result.verdicts.isEmpty, InterruptHandler.stopReason == nil
        else { return ([], nil) }
        var exploration = try exploration(runs: 0, options, configuration: configuration)
        exploration.sample = VariationCase.covering(boundSeconds: exploration.boundSeconds)
        console.out(
            console.paint("· ", .dim)
                + "the sample of the vendor's variations: the happy journeys again, \(exploration.sample.count) times, against every variation of its answers"
        )
        return try explore(
            exploration, after: result, options: &options, specs: specs, configuration: configuration,
            configPath: configPath, faults: faults, known: &known)
    }

    /// Plays `exploration` with `options`'s journeys explored, each run through `play`; a finding makes
    /// `options` replay its shrunk case.
    private func explore(
        _ exploration: Exploration, after plainRun: RunResult?, options: inout RunOptions, specs: Specs,
        configuration: KitConfiguration, configPath: String?, faults: Set<ExampleBackendFault>, known: inout Known
    ) throws(KitError) -> (lines: [String], finding: Exploration.Finding?) {
        let plain = options
        let outcome = try exploration.explore(after: plainRun) { variety throws(KitError) -> RunResult in
            let runner = ConformanceRunner(specs: specs, configuration: configuration, options: Exploration.variedRun(plain, variety))
            return try play(runner, configuration: configuration, configPath: configPath, faults: faults, known: &known).result
        }
        let lines =
            Exploration.Outcome.acceptedLines(exploration.accepted)
            + outcome.summaryLines(seed: exploration.seed, runs: exploration.plannedRuns)
        for line in lines { console.out(console.paint("· ", .dim) + line) }
        if let finding = outcome.finding {
            options.variety = .fixed(finding.shrunk)
            console.out(console.paint("· ", .dim) + "the full run of that case follows; its report is written")
        }
        return (lines, outcome.finding)
    }

    /// The exploration `--explore N` asks for (nil without it, or with 0); `--replay` sets the variety of `options`.
    private func exploration(_ options: RunOptions, configuration: KitConfiguration) throws(KitError) -> Exploration? {
        guard let text = arguments.value("--explore") else {
            if arguments.value("--explore-seed") != nil { throw .usage("--explore-seed: only with --explore N") }
            return nil
        }
        guard let runs = Int(text), (0...Exploration.maxRuns).contains(runs) else {
            throw .usage("--explore: expected a whole number from 0 to \(Exploration.maxRuns), found '\(text)'")
        }
        if arguments.value("--replay") != nil { throw .usage("--explore and --replay: give one (--explore prints the case to replay)") }
        if runs == 0 {
            if arguments.value("--explore-seed") != nil { throw .usage("--explore-seed: nothing is explored with --explore 0") }
            if arguments.value("--explore-skip") != nil { throw .usage("--explore-skip: nothing is explored with --explore 0") }
            return nil
        }
        var exploration = try exploration(runs: runs, options, configuration: configuration)
        exploration.sample = VariationCase.covering(boundSeconds: exploration.boundSeconds)
        return exploration
    }

    /// An exploration of `runs` drawn cases with the options every exploration shares: the seed, the
    /// accepted variations, the run's deadline.
    private func exploration(runs: Int, _ options: RunOptions, configuration: KitConfiguration) throws(KitError) -> Exploration {
        var seed = options.seed
        if let seedText = arguments.value("--explore-seed") {
            guard let value = UInt64(seedText) else { throw .usage("--explore-seed: expected a whole number, found '\(seedText)'") }
            seed = value
        }
        var exploration = Exploration(runs: runs, seed: seed, options: options, configuration: configuration)
        for given in arguments.all("--explore-skip") {
            switch AcceptedVariation.parse(given) {
            case let .success(accepted): exploration.accepted.append(accepted)
            case let .failure(error): throw .usage("--explore-skip: \(error.description)")
            }
        }
        return exploration
    }
}
