import AppDriving
import BackendLaunch
import CertificationEvidence
import ConformanceModel
import ConformanceReports
import ConformanceRun
import ExampleBackend
import HTTP1Codec
import HTTPTransport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `hp-conformance run`: one conformance run, its summary on the terminal, and its reports.
/// Every way out writes a report: a judged run (complete, or cut short by a signal or the
/// deadline and marked incomplete), or, when the kit could not run (exit 2), a report saying why,
/// so a reused CI workspace never shows an older result.
struct RunCommand {
    let arguments: ParsedArguments
    let environment: [String: String]
    let console: Console

    init(_ raw: [String], environment: [String: String]) throws(KitError) {
        arguments = try Commands.run.parse(raw)
        self.environment = environment
        console = Console.detect(
            noColorFlag: arguments.flags.contains("--no-color"), verbose: arguments.flags.contains("--verbose"), environment: environment)
    }

    /// What is known of a run before it could fail: enough for the report that says why.
    struct Known {
        /// What every not-run report needs (start, specs, configuration, redactor, seed, stand-in URL).
        var report = NotRunReport.Known()
        var flavor = JUnitFlavor.jenkins
        /// The launched back-end's output, kept even when it never became ready.
        var launchOutput: OutputTail?
        var reportWriteAttempted = false
        /// The app adapter process, once started (its log goes with every report).
        var adapter: AdapterProcess?
    }

    var reportDirectory: URL { URL(fileURLWithPath: arguments.value("--report-dir") ?? "Reports") }

    func execute() throws(KitError) -> Int32 {
        var known = Known()
        do {
            return try run(&known)
        } catch {
            known.adapter?.stop()
            if !known.reportWriteAttempted { writeNotRunReport(error, known) }
            throw error
        }
    }

    private func run(_ known: inout Known) throws(KitError) -> Int32 {
        BinaryDigest.prefetch()
        if let name = arguments.value("--junit-flavor") {
            guard let flavor = JUnitFlavor(rawValue: name) else {
                throw .usage(
                    "--junit-flavor: expected one of \(JUnitFlavor.allCases.map(\.rawValue).joined(separator: ", ")), found '\(name)'")
            }
            known.flavor = flavor
        }
        let specs = try Specs.load(from: Specs.locate(explicit: arguments.value("--specs"), environment: environment))
        known.report.specs = specs
        let configPath = arguments.value("--config")
        var configuration = try specs.configuration(file: configPath, environment: environment)
        known.report.configuration = configuration
        if let seconds = try arguments.seconds("--timeout") { configuration.timeouts.runSeconds = seconds }
        var options = try runOptions(specs)
        known.report.seed = options.seed
        let previous = try arguments.value("--previous").map { path throws(KitError) in try DiffCommand.read(path) }
        let faults = try ExampleFaultOption.parse(arguments.list("--example-fault"), configPath: configPath)
        let gate = try PipelineGate.parse(arguments.list("--fail-on"), catalogue: specs.catalogue)

        try Self.checkStandInAddress(configuration)
        InterruptHandler.install(console: console)
        console.out(
            console.paint("hp-conformance \(ConformanceRunner.kitVersion)", .bold)
                + " · contract \(specs.contract.contractVersion) · \(configPath.map { "config \($0)" } ?? "embedded example back-end")")
        let (explorationLines, explored) = try explore(
            &options, specs: specs, configuration: configuration, configPath: configPath, faults: faults, known: &known)
        let runner = ConformanceRunner(specs: specs, configuration: configuration, options: options)
        var (result, backendOutput) = try play(runner, configuration: configuration, configPath: configPath, faults: faults, known: &known)
        var lines = explorationLines
        var found = explored
        let (sampleLines, sampled) = try sample(
            after: result, &options, specs: specs, configuration: configuration, configPath: configPath, faults: faults, known: &known)
        if let sampled {
            // The report is the full run of the case the sample found, as `--explore N` writes it.
            let replay = ConformanceRunner(specs: specs, configuration: configuration, options: options)
            (result, backendOutput) = try play(replay, configuration: configuration, configPath: configPath, faults: faults, known: &known)
            found = sampled
        }
        lines += sampleLines
        result.log += lines
        if let explored = found, !result.verdicts.contains(where: { $0.checkID == explored.checkID && $0.status == .fail }) {
            let line =
                "exploration: the full run of case '\(explored.shrunk.text)' did not fail \(explored.checkID): the failure did not come again"
            result.log.append(line)
            console.out(console.paint("· ", .dim) + line)
        }
        let launched = configuration.backend.launch != nil && configPath != nil
        result.provenance = Provenance.make(
            metadata: result.metadata, configuration: configuration, exampleBackend: configPath == nil,
            environment: environment, redactor: runner.consoleRedactor,
            options: VendorRecordingOption.recorded(arguments.recorded, options.vendorRecording))
        if let previous, let now = try? ReportReader.read(JSONReport.data(result)) {
            result.sincePrevious = ReportDiff(old: previous, new: now)
        }
        Summary(console: console).print(result)
        var extras: [String: [UInt8]] = [:]
        if launched || (configuration.backend.logFile != nil && result.evidence?.backendLog != nil) {
            extras["backend.log"] = backendOutput
        }
        if let adapter = known.adapter { extras["adapter.log"] = adapter.logFile(configuration: configuration) }
        known.reportWriteAttempted = true  // its failure is the one error said: no second report over it
        try write(result, extras: extras, flavor: known.flavor, redactor: runner.consoleRedactor)
        if InterruptHandler.stopReason != nil && !result.kitErrors.isEmpty { return 2 }
        guard result.passes else { return 1 }
        return gateHolds(gate, result) ? 0 : 1
    }

    /// Says whether the pipeline's gate (`--fail-on`) holds on a run the contract passes, and if
    /// not, which verdicts close it, on one line.
    private func gateHolds(_ gate: PipelineGate, _ result: RunResult) -> Bool {
        guard gate.isSet else { return true }
        let closing = gate.closing(result.verdicts)
        let option = "--fail-on " + arguments.list("--fail-on").joined(separator: ",")
        guard !closing.isEmpty else {
            console.out(console.paint("· ", .dim) + "gate \(option): holds")
            return true
        }
        let named = closing.map { "\($0.checkID) (\($0.status == .warn ? "warning" : "skipped"))" }
        console.out(
            console.paint("gate \(option): closed by \(named.joined(separator: ", ")); exit 1", .fail)
                + " (the report's verdicts and status are the contract's)")
        return false
    }

    /// One run through `runner`: the back-end it checks started (or attached), the app adapter
    /// greeted when there is one. Returns the judged run and the launched back-end's output.
    func play(
        _ runner: ConformanceRunner, configuration: KitConfiguration, configPath: String?, faults: Set<ExampleBackendFault>,
        known: inout Known
    ) throws(KitError) -> (result: RunResult, backendOutput: [UInt8]) {
        known.report.redactor = runner.consoleRedactor
        let launched = configuration.backend.launch != nil && configPath != nil
        let launchOutput = OutputTail(limit: 1 << 20)
        if launched { known.launchOutput = launchOutput }
        let (result, backendOutput) = try runner.run { humanPluginURL, token throws(KitError) -> any BackendSession in
            known.report.humanPluginURL = humanPluginURL
            if configPath == nil {
                return try ExampleBackendSession(humanPluginURL: humanPluginURL, token: token, configuration: configuration, faults: faults)
            }
            if let launch = configuration.backend.launch {
                return try LaunchedBackend(
                    launch: launch, baseURL: configuration.backend.baseURL, humanPluginURL: humanPluginURL,
                    token: token, configPath: configuration.sourcePath, console: console,
                    redactor: runner.consoleRedactor, readyPath: configuration.backend.readyPath, output: launchOutput)
            }
            return AttachedBackend(
                baseURL: configuration.backend.baseURL, logFile: configuration.backend.logFile.map { BackendLogFile(path: $0) })
        } adapter: { backendURL, users throws(KitError) -> (any AppAdapter)? in
            guard let adapter = configuration.adapter else { return nil }
            let process = try AdapterProcess(adapter, configPath: configuration.sourcePath, backendURL: backendURL)
            known.adapter = process
            try process.greet(
                backendURL: backendURL, users: users, requestSeconds: configuration.timeouts.requestSeconds,
                configPath: configuration.sourcePath)
            return process
        }
        if let adapter = known.adapter {
            adapter.stop()
            if let failure = adapter.failure { throw .run(failure) }
        }
        return (result, backendOutput)
    }

    private func write(_ result: RunResult, extras: [String: [UInt8]], flavor: JUnitFlavor, redactor: Redactor) throws(KitError) {
        try console.writeReports(
            result, with: ReportWriter(redactor: redactor, junitFlavor: flavor), to: reportDirectory, extraFiles: extras)
    }

    /// The report of a run that could not run: one error testcase (and its JSON, HTML and Markdown
    /// equivalents) saying why, replacing the directory's previous reports; the launched
    /// back-end's output as `backend.log` when there was a launch. Best effort: a failure to write
    /// is said on standard error, and the exit code stays 2.
    private func writeNotRunReport(_ error: KitError, _ known: Known) {
        let listening = known.report.humanPluginURL.map { " (the stand-in Human Plugin was listening at \($0))" } ?? ""
        let reason = (InterruptHandler.stopReason.map { "\($0): " } ?? "") + error.description + listening
        var result = NotRunReport.result(reason, known.report)
        result.provenance = Provenance.make(
            metadata: result.metadata, configuration: known.report.configuration,
            exampleBackend: arguments.value("--config") == nil, environment: environment, redactor: known.report.redactor,
            options: arguments.recorded)
        var extras: [String: [UInt8]] = [:]
        // Only a back-end that failed to start leaves its log here: once scenarios have played, the
        // log may hold document numbers and session tokens this redactor does not know.
        if case .launch = error, let output = known.launchOutput {
            extras["backend.log"] = Array(known.report.redactor.redactFreeText(String(decoding: output.bytes, as: UTF8.self)).utf8)
        }
        if let adapter = known.adapter, let configuration = known.report.configuration {
            extras["adapter.log"] = adapter.logFile(configuration: configuration)
        }
        do {
            try write(result, extras: extras, flavor: known.flavor, redactor: known.report.redactor)
        } catch {
            console.err("hp-conformance: \(error.description)")
        }
    }

    /// A fixed `humanPlugin.port` that cannot be listened on (taken by another program, or a host
    /// that is not this machine's) is a configuration error naming the field, found before anything starts.
    static func checkStandInAddress(_ configuration: KitConfiguration) throws(KitError) {
        let plugin = configuration.humanPlugin
        guard plugin.port != 0 else { return }
        let probe = HTTPServer(configuration: HTTPServerConfiguration(host: plugin.host, port: plugin.port)) { _, _ in
            HTTPResponse(status: 503)
        }
        do {
            _ = try probe.start()
            probe.stop()
        } catch {
            let reason = String(describing: error)
            let inUse = reason.lowercased().contains("in use")
            throw .config(
                file: configuration.sourcePath, field: inUse ? "humanPlugin.port" : "humanPlugin.host",
                problem: "the stand-in Human Plugin \(reason)"
                    + (inUse ? " (another program holds it; free it, or choose another port, 0 picks a free one)" : ""))
        }
    }

    private func runOptions(_ specs: Specs) throws(KitError) -> RunOptions {
        var options = RunOptions()
        if let text = arguments.value("--repeat") {
            guard let count = Int(text), (1...RunOptions.maxRepetitions).contains(count) else {
                throw .usage("--repeat: expected a whole number from 1 to \(RunOptions.maxRepetitions), found '\(text)'")
            }
            options.repetitions = count
        }
        if let text = arguments.value("--parallel") {
            guard let count = Int(text), (1...RunOptions.maxParallelScenarios).contains(count) else {
                throw .usage("--parallel: expected a whole number from 1 to \(RunOptions.maxParallelScenarios), found '\(text)'")
            }
            options.parallelScenarios = count
        }
        if let seedText = arguments.value("--seed") {
            guard let seed = UInt64(seedText) else { throw .usage("--seed: expected a whole number, found '\(seedText)'") }
            options.seed = seed
        }
        let known = Set(specs.catalogue.checks.map(\.id) + specs.catalogue.groups.map(\.id))
        let only = arguments.list("--only")
        let skip = arguments.list("--skip")
        for name in only + skip where !known.contains(name) {
            throw .usage("--only/--skip: '\(name)' is neither a check id nor a group (see hp-conformance checks)")
        }
        if !only.isEmpty { options.only = Set(only) }
        options.skip = Set(skip)
        options.partial = arguments.flags.contains("--partial")
        if let text = arguments.value("--replay") {
            switch VariationCase.parse(text) {
            case let .success(chosen): options.variety = .fixed(chosen)
            case let .failure(error): throw .usage("--replay: \(error.description)")
            }
        }
        options.vendorRecording = try VendorRecordingOption.read(arguments.value("--vendor-recording"))
        let console = self.console
        options.progress = { line in console.out(console.paint("· ", .dim) + line) }
        options.stopReason = { InterruptHandler.stopReason }
        options.scenariosEnded = { InterruptHandler.scenariosEnded() }
        return options
    }
}
