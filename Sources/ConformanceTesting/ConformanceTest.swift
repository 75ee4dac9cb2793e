import AppDriving
import BackendLaunch
import ConformanceChecks
import ConformanceModel
import ConformanceReports
import ConformanceRun
import ExampleBackend
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One conformance run from a partner's own Swift tests: a configuration (a file or a JSON value),
/// the back-end to judge, and the contract compiled into the kit (no `specs/` directory needed).
///
/// ```swift
/// let conformance = Result { try ConformanceTest(configurationFile: "conformance.json").run() }
///
/// @Test(arguments: ConformanceTest.checkIDs)
/// func check(_ id: String) throws { try conformance.get().record(id) }
/// ```
public struct ConformanceTest: Sendable {
    /// The back-end a run judges.
    public enum Backend: Sendable {
        /// As the configuration says: `backend.launch` starts that command, otherwise the kit
        /// attaches to `backend.baseURL` (the back-end must already point at `humanPlugin.host:port`).
        case asConfigured
        /// A back-end this process starts: `start` gets the stand-in Human Plugin's URL and token
        /// and returns the running back-end (its base URL and how to stop it).
        case inProcess(@Sendable (_ humanPlugin: HumanPluginAddress) throws -> InProcessBackend)
        /// The kit's own example back-end, with rules broken on purpose when `faults` is not empty.
        case example(faults: Set<ExampleBackendFault> = [])
    }

    /// What `hp-conformance run` reads from the configuration file: the back-end, Human Plugin's
    /// values, the app users and calls, timeouts, secrets.
    public var configuration: KitConfiguration
    /// The back-end the run judges.
    public var backend: Backend
    /// The contract judged against: the one compiled into the kit unless given.
    public var specs: Specs
    /// What `hp-conformance run`'s options set: seed, `only`/`skip`, `partial`, repeats, parallel scenarios.
    public var options: RunOptions
    /// Performs the app's steps in this process with the partner's own client (see `AppAdapter`):
    /// made once the back-end is ready, with its base URL, the listed app users and the app's
    /// deadline per call (what an adapter process's hello gets). Nil: the configuration's
    /// `adapter` process, or its declarative calls.
    public var adapter: (@Sendable (_ context: AppAdapterContext) throws -> any AppAdapter)?

    /// The check ids of the contract compiled into the kit, in catalogue order (for `@Test(arguments:)`).
    /// Should that contract not load, one placeholder id, so the tests fail instead of vanishing.
    public static var checkIDs: [String] {
        (try? Specs.embedded().catalogue.checks.map(\.id)) ?? ["(the contract compiled into the kit could not be loaded)"]
    }

    /// A run configured by the JSON file at `path` (relative paths resolve against the working directory).
    /// `specs` defaults to the contract compiled into the kit.
    public init(
        configurationFile path: String, backend: Backend = .asConfigured, specs: Specs? = nil,
        options: RunOptions = RunOptions(),
        adapter: (@Sendable (_ context: AppAdapterContext) throws -> any AppAdapter)? = nil
    ) throws(KitError) {
        try self.init(
            configuration: ConfigurationLoader.load(path: path), backend: backend, specs: specs, options: options, adapter: adapter)
    }

    /// A run configured by `json`, the text of a configuration file (`source` names it in error messages).
    public init(
        configurationJSON json: String, source: String = "configuration", backend: Backend = .asConfigured,
        specs: Specs? = nil, options: RunOptions = RunOptions(),
        adapter: (@Sendable (_ context: AppAdapterContext) throws -> any AppAdapter)? = nil
    ) throws(KitError) {
        try self.init(
            configuration: ConfigurationLoader.parse(Array(json.utf8), file: source), backend: backend,
            specs: specs, options: options, adapter: adapter)
    }

    /// A run of an already loaded configuration.
    public init(
        configuration: KitConfiguration, backend: Backend = .asConfigured, specs: Specs? = nil,
        options: RunOptions = RunOptions(),
        adapter: (@Sendable (_ context: AppAdapterContext) throws -> any AppAdapter)? = nil
    ) throws(KitError) {
        self.configuration = configuration
        self.adapter = adapter
        self.backend = backend
        if let specs { self.specs = specs } else { self.specs = try Specs.embedded() }
        self.options = options
    }

    /// The embedded example back-end's own configuration (the one `hp-conformance` runs by default).
    public static func exampleConfiguration() throws(KitError) -> KitConfiguration {
        try Specs.embedded().exampleConfiguration()
    }

    /// Plays every scenario against the back-end and judges the journal. With `reportDirectory`,
    /// also writes `junit.xml`, `report.json`, `report.html`, `report.md`, `attestation.intoto.json`
    /// and `SHA256SUMS` there. The result states its provenance (CI, back-end, kit binary, ...).
    /// Throws only when the kit cannot run (bad configuration, back-end not starting or unreachable).
    ///
    /// With `reportDirectory`, every way out writes a report there, as `hp-conformance run` does: a
    /// kit error (a back-end that does not start, an adapter that fails) writes a report of a run
    /// that could not run, saying why, so that the directory never keeps an older result.
    public func run(reportDirectory: String? = nil) throws(KitError) -> ConformanceOutcome {
        let startedAt = Date()
        let runner = ConformanceRunner(specs: specs, configuration: configuration, options: options)
        var writeAttempted = false
        do {
            return try play(runner, reportDirectory: reportDirectory, writeAttempted: &writeAttempted)
        } catch {
            // A failed write of the run's own reports is the one error said: no second report over it.
            if let reportDirectory, !writeAttempted {
                var known = NotRunReport.Known()
                known.startedAt = startedAt
                known.specs = specs
                known.configuration = configuration
                known.seed = options.seed
                known.redactor = runner.consoleRedactor
                var result = NotRunReport.result(error.description, known)
                result.provenance = Provenance.make(
                    metadata: result.metadata, configuration: configuration, exampleBackend: false,
                    environment: ProcessInfo.processInfo.environment, redactor: known.redactor, options: options.recorded,
                    binaryDigest: "unknown: the kit runs as a library inside the caller's test binary")
                _ = try? ReportWriter(redactor: known.redactor).write(result, to: URL(fileURLWithPath: reportDirectory))
            }
            throw error
        }
    }

    private func play(
        _ runner: ConformanceRunner, reportDirectory: String?, writeAttempted: inout Bool
    ) throws(KitError) -> ConformanceOutcome {
        var (result, output, adapterLog) = try playOnce(runner)
        let (lines, finding) = try sampled(after: result)
        if let finding {
            // The report is the full run of the case the sample found, as `hp-conformance run` writes it.
            var replay = options
            replay.variety = .fixed(finding.shrunk)
            (result, output, adapterLog) = try playOnce(ConformanceRunner(specs: specs, configuration: configuration, options: replay))
        }
        result.log += lines
        if let reportDirectory {
            let directory = URL(fileURLWithPath: reportDirectory)
            var extras: [String: [UInt8]] = [:]
            if !output.isEmpty { extras["backend.log"] = output }
            if let adapterLog { extras["adapter.log"] = adapterLog }
            writeAttempted = true
            do {
                _ = try ReportWriter(redactor: runner.consoleRedactor).write(result, to: directory, extraFiles: extras)
            } catch let error as ReportError {
                throw .run("reports not written: \(error)")
            } catch {
                throw .file(path: directory.path, problem: "reports not written: \(error)")
            }
        }
        return ConformanceOutcome(
            result: result, catalogue: specs.catalogue,
            reportDirectory: reportDirectory.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
            appProjectDirectory: appProjectDirectory)
    }

    /// The sample of the vendor's variations after a plain run that passes (`options.samplesVariations`),
    /// as `hp-conformance run` plays it: the happy journeys again against every variation of Human
    /// Plugin's answers, each varied run with a back-end of its own. A case that breaks a check is
    /// shrunk to its cause. Returns the lines that say what the sample played, for the run's log.
    private func sampled(after result: RunResult) throws(KitError) -> (lines: [String], finding: Exploration.Finding?) {
        guard options.samplesVariations, options.variety == .none, options.scenarios == .all, result.passes,
            !result.verdicts.isEmpty
        else { return ([], nil) }
        let exploration = Exploration.sample(options, configuration: configuration)
        let plain = options
        let outcome = try exploration.explore(after: result) { variety throws(KitError) -> RunResult in
            let runner = ConformanceRunner(specs: specs, configuration: configuration, options: Exploration.variedRun(plain, variety))
            return try playOnce(runner).result
        }
        var lines = outcome.summaryLines(seed: exploration.seed, runs: exploration.plannedRuns)
        if let finding = outcome.finding {
            lines.append("the full run of case '\(finding.shrunk.text)' follows; its report is the run's")
        }
        return (lines, outcome.finding)
    }

    /// One run with its own back-end and adapter, stopped after it: the result (with its
    /// provenance), the back-end's output, and the adapter's log when the run started one.
    private func playOnce(_ runner: ConformanceRunner) throws(KitError) -> (result: RunResult, output: [UInt8], adapterLog: [UInt8]?) {
        let configuration = self.configuration
        let backend = self.backend
        // An adapter process this run starts, stopped on every way out.
        let started = Mutex<AdapterProcess?>(nil)
        defer { started.withLock { $0 }?.stop() }
        var (result, output) = try runner.run { url, token throws(KitError) -> any BackendSession in
            switch backend {
            case .asConfigured:
                if let launch = configuration.backend.launch {
                    return try LaunchedBackend(
                        launch: launch, baseURL: configuration.backend.baseURL, humanPluginURL: url,
                        token: token, configPath: configuration.sourcePath, console: Console(color: false),
                        redactor: runner.consoleRedactor, readyPath: configuration.backend.readyPath)
                }
                return AttachedBackend(baseURL: configuration.backend.baseURL)
            case let .inProcess(start):
                do {
                    return try start(HumanPluginAddress(url: url, token: token))
                } catch let error as KitError {
                    throw error
                } catch {
                    throw .launch(problem: "the in-process back-end did not start: \(error)")
                }
            case let .example(faults):
                return try ExampleBackendSession(humanPluginURL: url, token: token, configuration: configuration, faults: faults)
            }
        } adapter: { backendURL, users throws(KitError) -> (any AppAdapter)? in
            if let makeAdapter = self.adapter {
                do {
                    return try makeAdapter(
                        AppAdapterContext(
                            backendURL: backendURL, users: users,
                            requestSeconds: configuration.timeouts.requestSeconds))
                } catch let error as KitError {
                    throw error
                } catch {
                    throw .run("the app adapter did not start: \(error)")
                }
            }
            guard let adapter = configuration.adapter else { return nil }
            let process = try AdapterProcess(adapter, configPath: configuration.sourcePath, backendURL: backendURL)
            started.withLock { $0 = process }
            try process.greet(
                backendURL: backendURL, users: users, requestSeconds: configuration.timeouts.requestSeconds,
                configPath: configuration.sourcePath)
            return process
        }
        if let process = started.withLock({ $0 }) {
            process.stop()
            if let failure = process.failure { throw .run(failure) }
        }
        var exampleBackend = false
        if case .example = backend { exampleBackend = true }
        result.provenance = Provenance.make(
            metadata: result.metadata, configuration: configuration, exampleBackend: exampleBackend,
            environment: ProcessInfo.processInfo.environment, redactor: runner.consoleRedactor, options: options.recorded,
            binaryDigest: "unknown: the kit runs as a library inside the caller's test binary")
        if case .inProcess = backend { result.provenance?.backendMode = "in-process" }
        return (result, output, started.withLock { $0 }?.logFile(configuration: configuration))
    }

    /// The folder the app checks' places are relative to: `app.project` resolved against the
    /// configuration file, made absolute (an `.xcodeproj` or `.xcworkspace` given: its folder).
    private var appProjectDirectory: String? {
        guard let project = configuration.app.project else { return nil }
        var url = URL(fileURLWithPath: AppCheckRun.projectPath(project, configPath: configuration.sourcePath))
        if ["xcodeproj", "xcworkspace"].contains(url.pathExtension) { url.deleteLastPathComponent() }
        return url.standardizedFileURL.path
    }
}

/// Where the stand-in Human Plugin of a run listens, and the token it expects: what an in-process
/// back-end must be configured with.
public struct HumanPluginAddress: Sendable {
    /// `http://127.0.0.1:PORT`, the base URL to send `POST /v1/processes` and `GET /v1/processes/{id}` to.
    public var url: String
    /// The bearer token the back-end must send.
    public var token: String
}

/// A back-end started in the test's own process: its base URL, how to stop it after the run, and,
/// when given, its log, which HP-LOG-NO-SECRETS searches and the reports keep as `backend.log`.
public struct InProcessBackend: BackendSession {
    public let baseURL: String
    private let stopAction: @Sendable () -> Void
    private let logAction: (@Sendable () -> [UInt8])?
    private let logFile: BackendLogFile?

    /// `baseURL` is `http://host:port[/prefix]` of the running back-end; `stop` is called once after
    /// the run. Without a log, HP-LOG-NO-SECRETS is not judged (the kit has nothing to read).
    public init(baseURL: String, stop: @escaping @Sendable () -> Void) {
        self.baseURL = baseURL
        stopAction = stop
        logAction = nil
        logFile = nil
    }

    /// A back-end whose log is `log()`, read once the scenarios are over, before `stop`: the bytes
    /// of its log file, or a `BackendLogSink`'s (`sink.contents`). HP-LOG-NO-SECRETS judges it as it
    /// judges a launched back-end's output.
    public init(baseURL: String, log: @escaping @Sendable () -> [UInt8], stop: @escaping @Sendable () -> Void) {
        self.baseURL = baseURL
        stopAction = stop
        logAction = log
        logFile = nil
    }

    /// A back-end that logs to the file at `logFile`, read after the scenarios through the kit's
    /// file opener (a regular file only; its last MiB, from a line's start). A file that cannot be
    /// read is no log: HP-LOG-NO-SECRETS is then not judged, and the run's log says why.
    public init(baseURL: String, logFile: String, stop: @escaping @Sendable () -> Void) {
        self.baseURL = baseURL
        stopAction = stop
        logAction = nil
        self.logFile = BackendLogFile(path: logFile, wholeFile: true)
    }

    public var capturedOutput: [UInt8] { logFile.map { $0.kept ?? [] } ?? logAction?() ?? [] }
    public var keepsOutput: Bool { logAction != nil || logFile?.kept != nil }
    public var droppedOutputBytes: Int { logFile?.skipped ?? 0 }
    public var outputProblem: String? { logFile?.problem("log file") }
    public func stop() { stopAction() }
}
