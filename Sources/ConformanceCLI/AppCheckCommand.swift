import AppSource
import BackendLaunch
import ConformanceChecks
import ConformanceModel
import ConformanceReports
import ConformanceRun

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `hp-conformance app-check [PATH]`: judges the partner's iOS project (the `app` checks) from its
/// source, without building it, and writes the same reports as a run (only the `app` group: the
/// other groups need a run against the back-end and are left out).
struct AppCheckCommand {

    let arguments: ParsedArguments
    let environment: [String: String]
    let console: Console

    init(_ raw: [String], environment: [String: String]) throws(KitError) {
        arguments = try Commands.appCheck.parse(raw)
        self.environment = environment
        console = Console.detect(
            noColorFlag: arguments.flags.contains("--no-color"), verbose: arguments.flags.contains("--verbose"), environment: environment)
    }

    var reportDirectory: URL { URL(fileURLWithPath: arguments.value("--report-dir") ?? "Reports") }

    /// Judges the project and writes its reports. Every way out writes a report: the verdicts, or,
    /// when app-check could not judge (exit 2), one saying why. Before the project is read, a report
    /// saying app-check did not finish replaces the previous one, so that a check killed or crashed
    /// while reading a project never leaves an older result behind.
    func execute() throws(KitError) -> Int32 {
        var known = NotRunReport.Known()
        var written = false
        do {
            return try run(&known, written: &written)
        } catch {
            if !written { writeNotRunReport(error.description, known) }
            throw error
        }
    }

    private func run(_ known: inout NotRunReport.Known, written: inout Bool) throws(KitError) -> Int32 {
        let specs = try Specs.load(from: Specs.locate(explicit: arguments.value("--specs"), environment: environment))
        known.specs = specs
        let configuration = try arguments.value("--config").map { path throws(KitError) in try ConfigurationLoader.load(path: path) }
        known.configuration = configuration
        known.redactor = Self.redactor(configuration)
        guard
            let path = arguments.positionals.first
                ?? configuration.flatMap({ config in
                    config.app.project.map { AppCheckRun.projectPath($0, configPath: config.sourcePath) }
                })
        else {
            throw .usage("app-check: which project? (hp-conformance app-check PATH, or app.project in --config)")
        }
        known.backendBaseURL = "none (app-check: \(path))"
        var variant = configuration?.app.variant
        if let text = arguments.value("--variant") {
            guard let given = KitConfiguration.Variant(rawValue: text) else {
                throw .usage("--variant: expected callback or humanToken, found '\(text)'")
            }
            variant = given
        }
        let scheme = arguments.value("--scheme")
        if let scheme, !URLScheme.isValid(scheme) {
            throw .usage("--scheme: expected a bare scheme name such as myapp (no '://'), found '\(scheme)'")
        }
        var namedSession = configuration?.app.captureSession
        if let text = arguments.value("--session") {
            switch CaptureSessionName.parse(text) {
            case .success(let name): namedSession = name
            case .failure(let error): throw .usage("--session: \(error.reason), found '\(text)'")
            }
        }
        var sessionSDK = configuration?.app.captureSessionSDK
        if let sdk = arguments.value("--session-sdk") {
            guard !sdk.trimmingWhitespace().isEmpty else { throw .usage("--session-sdk: expected the SDK's name") }
            if arguments.value("--session") != nil { throw .usage("--session and --session-sdk: give one") }
            sessionSDK = sdk
            namedSession = nil
        }
        let selected = try selection(specs)

        try write(
            NotRunReport.result(
                "app-check did not finish: it stopped while reading \(path) (killed, or a fault in the kit); this report replaces the previous one",
                known),
            redactor: known.redactor, quiet: true)
        let project = try AppProject.read(path, humanPluginToken: configuration?.humanPlugin.token, capture: namedSession)
        console.err("app-check: \(TerminalText.oneLine(project.fileRule))")
        for problem in project.problems { console.err("app-check: \(TerminalText.oneLine(problem))") }
        let app = AppEvidence(
            project: project, configuredScheme: scheme ?? configuration?.app.urlScheme,
            variant: variant, humanPluginToken: configuration?.humanPlugin.token, namedSession: namedSession, sessionSDK: sessionSDK)
        if let mistake = app.misnamedSession {
            if arguments.value("--session") != nil { throw .run("--session \(mistake)") }
            throw .config(file: configuration?.sourcePath ?? "", field: "app.captureSession", problem: mistake)
        }
        var result = AppCheckRun.result(
            specs: specs, app: app, selected: selected, configBytes: configuration?.sourceBytes ?? [],
            startedAt: known.startedAt, hostname: ProcessInfo.processInfo.hostName)
        // As in a run: checks left out make the run partial, which passes only when asked for.
        result.partial = result.leavesChecksOut
        result.partialAccepted = arguments.flags.contains("--partial")
        let redactor = known.redactor
        var provenance = Provenance.make(
            metadata: result.metadata, configuration: configuration, exampleBackend: false,
            environment: environment, redactor: redactor, options: arguments.recorded)
        (provenance.backendMode, provenance.backend) = ("app-check", redactor.redactFreeText(path))
        result.provenance = provenance
        console.out(console.paint("hp-conformance \(ConformanceRunner.kitVersion)", .bold) + " · app-check \(path)")
        Summary(console: console).print(redactor.redact(result))
        for verdict in result.verdicts where verdict.status != .pass && verdict.status != .skip {
            for location in verdict.locations.prefix(3) {
                console.out(
                    console.paint("        \(verdict.checkID) at \(TerminalText.oneLine(redactor.redact(location.description)))", .dim))
            }
        }
        written = true  // this write's failure is the one error said: no second report over it
        try console.writeReports(
            result, with: ReportWriter(redactor: redactor), to: reportDirectory,
            extraFiles: [
                // From the verdicts as report.json records them (redacted), as verify renders it again.
                AppSARIF.fileName: AppSARIF.render(
                    redactor.redact(result).verdicts, version: ConformanceRunner.kitVersion.description,
                    root: SARIFRoot.locate(project.root))
            ])
        return result.passes ? 0 : 1
    }

    private func write(_ result: RunResult, redactor: Redactor, quiet: Bool) throws(KitError) {
        try console.writeReports(result, with: ReportWriter(redactor: redactor), to: reportDirectory, quiet: quiet)
    }

    /// The report of an app check that could not judge, replacing the directory's previous one.
    /// Best effort: a failure to write is said on standard error, and the exit code stays 2.
    private func writeNotRunReport(_ reason: String, _ known: NotRunReport.Known) {
        do {
            try write(NotRunReport.result(reason, known), redactor: known.redactor, quiet: false)
        } catch {
            console.err("hp-conformance: \(error.description)")
        }
    }

    /// The checks `--only`/`--skip` leave in (ids or the group `app`), or nil for all.
    private func selection(_ specs: Specs) throws(KitError) -> Set<String>? {
        let only = arguments.list("--only"), skip = arguments.list("--skip")
        guard !only.isEmpty || !skip.isEmpty else { return nil }
        let appChecks = specs.catalogue.checks.filter { $0.group == AppChecks.group }
        let known = Set(appChecks.map(\.id) + [AppChecks.group])
        for name in only + skip where !known.contains(name) {
            throw .usage("--only/--skip: '\(name)' is not an app check or the group 'app' (see hp-conformance checks)")
        }
        return RunOptions(only: only.isEmpty ? nil : Set(only), skip: Set(skip)).selectedChecks(specs.catalogue)
    }

    /// Redacts the configured Human Plugin token and secrets from everything printed and written.
    static func redactor(_ configuration: KitConfiguration?) -> Redactor {
        guard let configuration else { return Redactor(secrets: []) }
        var secrets: [(label: String, value: String)] = [("humanplugin.token", configuration.humanPlugin.token)]
        for (index, secret) in configuration.secrets.enumerated() { secrets.append(("secret\(index + 1)", secret)) }
        return Redactor(secrets: secrets)
    }
}
