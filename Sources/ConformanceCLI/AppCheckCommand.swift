#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import HumanPluginConformance

/// `hp-conformance app-check [PATH]`: judges the partner's iOS project (the `app` checks) from its
/// source, without building it, and writes the same reports as a run (only the `app` group: the
/// other groups need a run against the back-end and are left out).
struct AppCheckCommand {
    static let flags: Set<String> = ["--no-color", "--verbose"]
    static let options: Set<String> = ["--config", "--scheme", "--variant", "--report-dir", "--only", "--skip", "--specs"]

    let arguments: ParsedArguments
    let environment: [String: String]
    let console: Console

    init(_ raw: [String], environment: [String: String]) throws(KitError) {
        arguments = try ParsedArguments(raw, command: "app-check", flags: Self.flags, options: Self.options, maxPositionals: 1)
        self.environment = environment
        console = Console.detect(noColorFlag: arguments.flags.contains("--no-color"), verbose: arguments.flags.contains("--verbose"), environment: environment)
    }

    func execute() throws(KitError) -> Int32 {
        let startedAt = Date()
        let specs = try Specs.load(from: Specs.locate(explicit: arguments.value("--specs"), environment: environment))
        let configuration = try arguments.value("--config").map { path throws(KitError) in try ConfigurationLoader.load(path: path) }
        guard let path = arguments.positionals.first ?? configuration.flatMap({ config in
            config.app.project.map { AppCheckRun.projectPath($0, configPath: config.sourcePath) }
        }) else {
            throw .usage("app-check: which project? (hp-conformance app-check PATH, or app.project in --config)")
        }
        var variant = configuration?.app.variant
        if let text = arguments.value("--variant") {
            guard let given = KitConfiguration.Variant(rawValue: text) else {
                throw .usage("--variant: expected callback or humanToken, found '\(text)'")
            }
            variant = given
        }
        let selected = try selection(specs)

        let project = try AppProject.read(path)
        for problem in project.problems { console.err("app-check: \(problem)") }
        let app = AppEvidence(project: project, configuredScheme: arguments.value("--scheme") ?? configuration?.app.urlScheme,
                              variant: variant, humanPluginToken: configuration?.humanPlugin.token)
        var result = AppCheckRun.result(specs: specs, app: app, selected: selected, configBytes: configuration?.sourceBytes ?? [],
                                        startedAt: startedAt, hostname: ProcessInfo.processInfo.hostName)
        let redactor = Self.redactor(configuration)
        var provenance = Provenance.make(metadata: result.metadata, configuration: configuration, exampleBackend: false,
                                         environment: environment, redactor: redactor)
        (provenance.backendMode, provenance.backend) = ("app-check", redactor.redactFreeText(path))
        result.provenance = provenance
        console.out(console.paint("hp-conformance \(ConformanceRunner.kitVersion)", .bold) + " · app-check \(path)")
        Summary(console: console).print(redactor.redact(result))
        for verdict in result.verdicts where verdict.status != .pass && verdict.status != .skip {
            for location in verdict.locations.prefix(3) { console.out(console.paint("        \(verdict.checkID) at \(redactor.redact(location.description))", .dim)) }
        }
        let directory = URL(fileURLWithPath: arguments.value("--report-dir") ?? "Reports")
        try console.writeReports(result, with: ReportWriter(redactor: redactor), to: directory)
        return result.isConformant ? 0 : 1
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
