import AppDriving
import AppSource
import ConformanceBasics
import ConformanceChecks
import ConformanceModel
import ConformanceReports
import Dispatch
import HTTP1Codec
import HTTPTransport
import StandInHumanPlugin

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One conformance run, from configuration to verdicts: starts the stand-in Human Plugin, lets the
/// caller bring up the back-end pointed at it, waits until the back-end is ready, plays every
/// scenario, and judges the journal. Data flows one way: config and specs, run, journal, verdicts.
public struct ConformanceRunner: Sendable {
    public static let kitVersion = KitVersion.current

    public let specs: Specs
    public let configuration: KitConfiguration
    public let options: RunOptions

    public init(specs: Specs, configuration: KitConfiguration, options: RunOptions = RunOptions()) {
        self.specs = specs
        self.configuration = configuration
        self.options = options
    }

    /// Runs everything. `backend` receives the stand-in's base URL and token, and returns the
    /// back-end session to test (it may start the back-end there and then).
    /// Returns the redacted result and the back-end's output (redacted by the same rules).
    /// Throws only when the kit cannot run; a misbehaving back-end yields failed verdicts instead.
    /// `adapter`, when given, receives the back-end's base URL and the listed app users once the
    /// back-end is ready, and returns the app adapter that performs the app's steps (see `AppAdapter`),
    /// or nil for the declarative calls.
    public func run(
        backend makeBackend: (_ humanPluginURL: String, _ token: String) throws(KitError) -> any BackendSession,
        adapter makeAdapter: (_ backendURL: String, _ users: [String]) throws(KitError) -> (any AppAdapter)? = { _, _ in nil }
    ) throws(KitError) -> (RunResult, capturedOutput: [UInt8]) {
        try ConfigurationValidator.validate(configuration, against: specs)
        let appProject = try readAppProject()
        // Watching the kit's own delay from here on: the time checks judge against it.
        let delayWatcher = SchedulingDelay.shared
        let startedAt = Date()
        let clock = ContinuousClock.now
        let deadline = clock + .milliseconds(Int(configuration.timeouts.runSeconds * 1000))
        let journal = Journal()
        let processIDNonce = options.processIDNonce ?? StableIdentifiers.newProcessNonce()
        var standInConfiguration = HumanPluginStandIn.Configuration(
            host: configuration.humanPlugin.host, port: configuration.humanPlugin.port,
            token: configuration.humanPlugin.token, variant: configuration.app.variant, seed: options.seed,
            processIDNonce: processIDNonce, variety: options.variety,
            upstreamBoundSeconds: configuration.timeouts.upstreamBoundSeconds)
        standInConfiguration.recording = options.vendorRecording
        let standIn = HumanPluginStandIn(contract: specs.contract, configuration: standInConfiguration, journal: journal)
        try standIn.start()
        defer { standIn.stop() }
        options.progress("stand-in Human Plugin listening on \(standIn.baseURL)")
        let processIDsLine =
            "process ids: seed \(options.seed) mixed with this run's nonce \(StableIdentifiers.nonceText(processIDNonce)), new on every run as Human Plugin's are"
        options.progress(processIDsLine)

        let session = try makeBackend(standIn.baseURL, configuration.humanPlugin.token)
        defer { session.stop() }
        let endpoint: HTTPEndpoint
        do {
            endpoint = try HTTPEndpoint(url: session.baseURL)
        } catch {
            throw .config(file: configuration.sourcePath, field: "backend.baseURL", problem: error.description)
        }
        let client = HTTPClient(configuration: HTTPClientConfiguration(maxAnswerBytes: configuration.limits.maxAnswerBytes))
        // A scenario cut in the middle may still be using the client on its own thread: the client
        // is then closed when that thread ends (its own waits have deadlines), never under its feet.
        let abandoned = PlainMutex<[DispatchSemaphore]>([])
        defer {
            let running = abandoned.withLock { $0 }
            if running.isEmpty {
                client.close()
            } else {
                DispatchQueue.global().async {
                    running.forEach { $0.wait() }
                    client.close()
                }
            }
        }
        let readyStatus = try Readiness.wait(
            for: endpoint, path: configuration.backend.readyPath, client: client, seconds: configuration.timeouts.requestSeconds)
        // A 4xx counts as ready (the back-end answers), but it often means its routes did not load: say what it was.
        let readyNote =
            readyStatus >= 400
            ? " (GET \(configuration.backend.readyPath) answered \(readyStatus); any answer below 500 counts as ready)" : ""
        options.progress("back-end ready at \(session.baseURL)\(readyNote)")

        let sessions = AppSessions(staticUsers: configuration.users?.staticUsers ?? [])
        let adapter = try makeAdapter(session.baseURL, configuration.users?.listedNames ?? [])
        let player = ScenarioPlayer(
            driver: AppDriver(
                configuration: configuration, backend: endpoint, client: client, journal: journal,
                sessions: sessions, deadline: deadline, adapter: adapter),
            standIn: standIn, seed: options.seed)
        let deadlineReason = "the run deadline (\(configuration.timeouts.runSeconds) s) passed first"
        let pool = ScenarioPool(
            player: player, parallel: options.parallelScenarios, deadline: deadline, deadlineReason: deadlineReason,
            stop: options.stopReason, progress: options.progress, failure: { sessions.failure },
            abandon: { semaphore in abandoned.withLock { $0.append(semaphore) } })
        // What a scenario cut in the middle recorded is left out: half a journey proves nothing.
        let played = try pool.play(
            RepeatedJudging.plays(
                options.scenarios.scenarios(contract: specs.contract, configuration: configuration),
                repetitions: options.repetitions))
        options.scenariosEnded()
        let kitDelay = KitDelay(
            samples: delayWatcher.stalls(from: clock, to: .now), runClock: clock, runStartedAt: startedAt,
            measured: delayWatcher.isWatching)
        let records = played.records, cutShort = played.cutShort, cutWhilePlaying = played.cutWhilePlaying
        var log = [processIDsLine] + played.log + [kitDelay.logLine]
        if let line = options.variety.logLine { log.insert(line, at: 1) }
        if options.scenarios != .all {
            log.insert("only the journeys an exploration varies were played (happy paths and the closed session)", at: 1)
        }

        let concurrent = Set(records.compactMap { record -> String? in if case .concurrent = record.scenario { record.name } else { nil } })
        let (attributed, processes) = JourneyAttribution.apply(
            journal: journal.exchanges.filter { !cutWhilePlaying.contains($0.scenario) },
            processes: standIn.processes.filter { !cutWhilePlaying.contains($0.scenario) },
            scenarios: records, readPrefix: specs.contract.read.pathPrefix)
        let (ordered, newID) = CanonicalOrder.apply(to: attributed, concurrentScenarios: concurrent, scenarioOrder: records.map(\.name))
        var evidence = RunEvidence(
            configuration: configuration, contract: specs.contract, journal: ordered,
            scenarios: records.map { $0.renumbered(newID) }, processes: processes.map { $0.renumbered(newID) })
        evidence.app = appProject.map { project in
            AppEvidence(
                project: project, configuredScheme: configuration.app.urlScheme, variant: configuration.app.variant,
                humanPluginToken: configuration.humanPlugin.token, backendCallbackSchemes: AppCheckRun.callbackSchemes(in: evidence),
                namedSession: configuration.app.captureSession, sessionSDK: configuration.app.captureSessionSDK)
        }
        if let app = evidence.app { log += AppCheckRun.logLines(app) }
        evidence.appSessionSecrets = sessions.secrets
        // Read once: the log HP-LOG-NO-SECRETS judges is the log backend.log keeps (a log file or a
        // callback read twice may have grown in between).
        evidence.backendLog = session.launchedOutput
        evidence.kitDelay = kitDelay
        let redactor = redactor(evidence: evidence, appSecrets: sessions.secrets)
        let unplayed = records.filter(\.cutByDeadline).map(\.name)
        var incomplete = unplayed.isEmpty ? nil : "\(cutShort ?? deadlineReason): \(unplayed.count) scenario(s) not played"
        if incomplete != nil, cutShort == deadlineReason,
            let slow = SlowAnswers.summary(journal.exchanges, requestSeconds: configuration.timeouts.requestSeconds)
        {
            // Say why the run took that long.
            incomplete! += "; \(slow)"
        }
        // Without an app project the app group has nothing to judge and is left out of the run.
        let catalogue = appProject == nil ? specs.catalogue.leaving(out: AppChecks.group) : specs.catalogue
        // Judging has until the run deadline, and at least `judgingSeconds` when the scenarios used it all.
        let judgingDeadline = max(deadline, ContinuousClock.now + .seconds(Self.judgingSeconds))
        let verdicts = RepeatedJudging.verdicts(evidence: evidence, repetitions: options.repetitions) { evidence in
            Judge.verdicts(
                catalogue: catalogue, evidence: evidence, selected: options.selectedChecks(specs.catalogue),
                incomplete: incomplete, until: judgingDeadline)
        }
        let metadata = RunMetadata(
            kitVersion: Self.kitVersion, contractVersion: specs.contract.contractVersion,
            contractSHA256: specs.sha256,
            configSHA256: SHA256.hex(of: redactor.redact(bytes: configuration.sourceBytes)),
            backendBaseURL: session.baseURL, humanPluginBaseURL: standIn.baseURL,
            startedAt: startedAt, finishedAt: Date(), seed: options.seed,
            hostname: ProcessInfo.processInfo.hostName, processIDNonce: StableIdentifiers.nonceText(processIDNonce))
        if options.only != nil || !options.skip.isEmpty {
            log.append(
                "checks left out on request: only \(options.only.map { $0.sorted().joined(separator: ",") } ?? "all"), skip \(options.skip.sorted().joined(separator: ","))"
            )
        }
        if let problem = session.outputProblem { log.append(problem) }
        if session.droppedOutputBytes > 0 {
            log.append(
                "backend.log is cut: its first \(session.droppedOutputBytes) bytes are dropped, only the last part of the back-end's output is kept"
            )
        }
        var result = RunResult(
            metadata: metadata, verdicts: verdicts, journal: evidence.journal, log: log,
            kitErrors: incomplete.map { ["\($0): \(unplayed.joined(separator: ", "))"] } ?? [])
        result.partial = result.leavesChecksOut
        result.partialAccepted = options.partial
        if result.partial && !options.partial {
            log.append(VerdictText.partialNote(result)!)
            result.log = log
        } else if result.judgedNothing && !result.partial {
            log.append("no failure-severity check was judged: the run proves nothing")
            result.log = log
        }
        result = redactor.redact(result)
        result.evidence = RecordedEvidence(
            configuration: ConfigurationText.recorded(configuration.sourceBytes, redactor: redactor),
            configurationSource: configuration.sourcePath,
            selected: options.selectedChecks(specs.catalogue).sorted(), incomplete: incomplete, judgedApp: appProject != nil,
            scenarios: evidence.scenarios, processes: evidence.processes, effective: .init(configuration),
            backendLog: evidence.backendLog.map { redactor.redactFreeText(String(decoding: $0, as: UTF8.self)) }, kitDelay: kitDelay,
            repetitions: options.repetitions > 1 ? options.repetitions : nil,
            processNonce: StableIdentifiers.nonceText(processIDNonce)
        ).redacted(by: redactor)
        // backend.log is the log the evidence records, redacted as free text (inline credential headers too).
        let backendOutput = Array((result.evidence?.backendLog ?? "").utf8)
        if let cause = VerdictText.firstCause(result) { result.log.append(cause) }
        // The reports show each body within ReportBounds (verdicts were judged on the whole bodies);
        // what can be judged again offline is decided on the bounded report, as it is written.
        let bounded = ReportBounds.apply(to: result, until: max(deadline, judgingDeadline))
        return (Rejudge.annotated(bounded, specs: specs), backendOutput)
    }

    /// The project named by `app.project`, read before anything starts (a path that is not a
    /// project directory is a configuration error).
    private func readAppProject() throws(KitError) -> AppProject? {
        guard let project = configuration.app.project else { return nil }
        let read: AppProject
        do {
            read = try AppProject.read(
                AppCheckRun.projectPath(project, configPath: configuration.sourcePath), humanPluginToken: configuration.humanPlugin.token,
                capture: configuration.app.captureSession)
        } catch {
            throw .config(file: configuration.sourcePath, field: "app.project", problem: error.description)
        }
        // A named session the project shows to be misnamed is refused before anything is played.
        if let mistake = AppEvidence(project: read, namedSession: configuration.app.captureSession).misnamedSession {
            throw .config(file: configuration.sourcePath, field: "app.captureSession", problem: mistake)
        }
        return read
    }

    /// The least time judging gets after the scenarios, even when they ran to the run deadline.
    static let judgingSeconds = 10

    /// A redactor for what the kit prints and writes besides the run's result (which is redacted
    /// already): the Human Plugin token and the configured secrets, plus the header rules.
    public var consoleRedactor: Redactor {
        var secrets: [(label: String, value: String)] = [("humanplugin.token", configuration.humanPlugin.token)]
        for (index, secret) in configuration.secrets.enumerated() { secrets.append(("secret\(index + 1)", secret)) }
        return Redactor(secrets: secrets)
    }

    /// The redactor for this run: the token, every document number used, configured secrets (with
    /// the values of `${env:NAME}`), and `appSecrets`: the app users' tokens and cookies.
    public func redactor(evidence: RunEvidence, appSecrets: [String] = []) -> Redactor {
        var secrets: [(label: String, value: String)] = [("humanplugin.token", configuration.humanPlugin.token)]
        // Each distinct document number gets a label of its own (`credential.value.1`, ...), so that
        // equal numbers redact to equal labels and `verify` can still tell them apart.
        var numbered: [String: String] = [:]
        let numbers =
            evidence.scenarios.flatMap(\.journeys).map(\.context.documentNumber)
            + evidence.secretsForApp.filter { $0.label == "document number" }.map(\.value)
        for number in numbers where numbered[number] == nil {
            numbered[number] = "\(Redactor.credentialValueLabel).\(numbered.count + 1)"
            secrets.append((numbered[number]!, number))
        }
        for (index, secret) in configuration.secrets.enumerated() {
            secrets.append(("secret\(index + 1)", secret))
        }
        for secret in appSecrets {
            secrets.append(("app.session", secret))
        }
        return Redactor(secrets: secrets)
    }
}
