import Foundation
import HumanPluginConformance

/// `hp-conformance run`: one conformance run, its summary on the terminal, and its reports.
struct RunCommand {
    let arguments: ParsedArguments
    let environment: [String: String]
    let console: Console

    init(_ raw: [String], environment: [String: String]) throws(KitError) {
        arguments = try ParsedArguments(raw, command: "run", flags: ["--verbose", "--no-color"],
                                        options: ["--config", "--report-dir", "--only", "--skip", "--seed", "--timeout", "--specs", "--example-fault"], maxPositionals: 0)
        self.environment = environment
        console = Console.detect(noColorFlag: arguments.flags.contains("--no-color"), verbose: arguments.flags.contains("--verbose"), environment: environment)
    }

    func execute() throws(KitError) -> Int32 {
        let specs = try Specs.load(from: Specs.locate(explicit: arguments.value("--specs"), environment: environment))
        let configPath = arguments.value("--config")
        var configuration = try specs.configuration(file: configPath)
        if let seconds = try arguments.seconds("--timeout") { configuration.timeouts.runSeconds = seconds }
        let options = try runOptions(specs)
        let faults = try ExampleFaultOption.parse(arguments.list("--example-fault"), configPath: configPath)
        let reportDirectory = URL(fileURLWithPath: arguments.value("--report-dir") ?? "Reports")

        try Self.checkStandInAddress(configuration)
        InterruptHandler.install(console: console)
        console.out(console.paint("hp-conformance \(ConformanceRunner.kitVersion)", .bold) + " · contract \(specs.contract.contractVersion) · \(configPath.map { "config \($0)" } ?? "embedded example back-end")")
        let runner = ConformanceRunner(specs: specs, configuration: configuration, options: options)
        let (result, backendOutput) = try runner.run { humanPluginURL, token throws(KitError) -> any BackendSession in
            if configPath == nil {
                return try ExampleBackendSession(humanPluginURL: humanPluginURL, token: token, configuration: configuration, faults: faults)
            }
            if let launch = configuration.backend.launch {
                return try LaunchedBackend(launch: launch, baseURL: configuration.backend.baseURL, humanPluginURL: humanPluginURL,
                                           token: token, configPath: configuration.sourcePath, console: console,
                                           redactor: runner.consoleRedactor)
            }
            return AttachedBackend(baseURL: configuration.backend.baseURL)
        }
        let redactor = runner.consoleRedactor
        Summary(console: console).print(result)
        var extras: [String: [UInt8]] = [:]
        if configuration.backend.launch != nil && configPath != nil { extras["backend.log"] = backendOutput }
        let written: [URL]
        do {
            written = try ReportWriter(redactor: redactor).write(result, to: reportDirectory, extraFiles: extras)
        } catch {
            throw .file(path: reportDirectory.path, problem: "reports not written: \(error)")
        }
        for url in written { console.out("report: \(url.path)") }
        return result.isConformant ? 0 : 1
    }

    /// A fixed `humanPlugin.port` that cannot be listened on (taken by another program, or a host
    /// that is not this machine's) is a configuration error naming the field, found before anything starts.
    static func checkStandInAddress(_ configuration: KitConfiguration) throws(KitError) {
        let plugin = configuration.humanPlugin
        guard plugin.port != 0 else { return }
        let probe = HTTPServer(configuration: HTTPServerConfiguration(host: plugin.host, port: plugin.port)) { _, _ in HTTPResponse(status: 503) }
        do {
            _ = try probe.start()
            probe.stop()
        } catch {
            let reason = String(describing: error)
            let inUse = reason.localizedCaseInsensitiveContains("in use")
            throw .config(file: configuration.sourcePath, field: inUse ? "humanPlugin.port" : "humanPlugin.host",
                          problem: "the stand-in Human Plugin \(reason)" + (inUse ? " (another program holds it; free it, or choose another port, 0 picks a free one)" : ""))
        }
    }

    private func runOptions(_ specs: Specs) throws(KitError) -> RunOptions {
        var options = RunOptions()
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
        let console = self.console
        options.progress = { line in console.out(console.paint("· ", .dim) + line) }
        return options
    }
}
