import BackendLaunch
import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `hp-conformance init`: writes a starter configuration for a chosen shape of back-end.
struct InitCommand {
    let arguments: ParsedArguments

    init(_ raw: [String]) throws(KitError) {
        arguments = try Commands.initialize.parse(raw)
    }

    func execute() throws(KitError) -> Int32 {
        let names = arguments.list("--shape")
        try StarterConfigs.checkAdapterAlone(names)
        let adapter = names.contains(StarterConfigs.adapterShapeName)
        let shape =
            adapter
            ? StarterConfigs.Shape(name: StarterConfigs.adapterShapeName, summary: StarterConfigs.adapterSummary, parts: .init())
            : try StarterConfigs.combined(names)
        let console = Console(color: false)
        let launch = arguments.flags.contains("--launch")
        let json = adapter ? StarterConfigs.adapterJSON(launch: launch) : launch ? shape.launchJSON : shape.json
        guard let output = arguments.value("--output") else {
            console.out(json)
            return 0
        }
        let force = arguments.flags.contains("--force")
        if FileManager.default.fileExists(atPath: output) && !force {
            throw .file(path: output, problem: "already exists (use --force to overwrite)")
        }
        // The adapter starter's skeleton adapter, beside the configuration where its command looks.
        let script =
            adapter
            ? URL(fileURLWithPath: output).deletingLastPathComponent().appendingPathComponent(StarterConfigs.adapterScriptPath).path : nil
        if let script, FileManager.default.fileExists(atPath: script) && !force {
            throw .file(path: script, problem: "already exists (use --force to overwrite)")
        }
        guard FileManager.default.createFile(atPath: output, contents: Data((json + "\n").utf8)) else {
            throw .file(path: output, problem: "cannot be written")
        }
        console.out(
            "wrote \(output) (\(shape.name.split(separator: ",").joined(separator: " + "))\(launch ? ", launch mode" : ""): \(shape.summary)); replace its 'replace-with-...' values, then: hp-conformance validate --config \(output)"
        )
        if let script {
            try Self.writeScript(script)
            console.out(
                "wrote \(script) (a working app adapter for the flat starter API, Python standard library only): replace its calls with your own client's (docs/ADAPTER.md)"
            )
        }
        return 0
    }

    /// Writes the skeleton adapter at `path` (its folder made if need be), executable.
    private static func writeScript(_ path: String) throws(KitError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .file(path: folder, problem: "cannot be created")
        }
        guard
            FileManager.default.createFile(
                atPath: path, contents: Data(StarterConfigs.adapterScript.utf8), attributes: [.posixPermissions: 0o755])
        else {
            throw .file(path: path, problem: "cannot be written")
        }
    }
}

/// `hp-conformance validate`: loads and checks a configuration, runs nothing.
struct ValidateCommand {
    let arguments: ParsedArguments
    let environment: [String: String]

    init(_ raw: [String], environment: [String: String]) throws(KitError) {
        arguments = try Commands.validate.parse(raw)
        self.environment = environment
    }

    func execute() throws(KitError) -> Int32 {
        guard let path = arguments.value("--config") ?? arguments.positionals.first else {
            throw .usage("validate: which configuration? (--config FILE)")
        }
        let specs = try Specs.load(from: Specs.locate(explicit: arguments.value("--specs"), environment: environment))
        let configuration = try ConfigurationLoader.load(path: path, environment: environment)
        try ConfigurationValidator.validate(configuration, against: specs)
        let mode = configuration.backend.launch != nil ? "launch mode" : "attach mode"
        Console(color: false).out(
            "\(path): valid (\(mode), back-end \(configuration.backend.baseURL), variant \(configuration.app.variant.rawValue), \(Self.users(configuration))\(configuration.adapter.map { ", app adapter \($0.command[0])" } ?? ""))"
        )
        if let broken = Self.ruleBroken(configuration) {
            Console(color: false).err("\(path): \(broken)")
            return 1
        }
        return 0
    }

    /// A rule the configuration breaks by itself, whatever the back-end does: a run would fail it,
    /// so `validate` says so now (exit 1). Nil when there is none.
    static func ruleBroken(_ configuration: KitConfiguration) -> String? {
        let scheme = configuration.app.urlScheme
        guard !URLScheme.isValid(scheme) else { return nil }
        let bare = String(scheme.prefix { $0 != ":" && $0 != "/" })
        let why = scheme.contains(":") || scheme.contains("/") ? "contains ':' or '/'" : "is not an RFC 3986 scheme"
        return "app.urlScheme '\(scheme)' \(why): every run fails HP-APP-SCHEME-BARE (ASWebAuthenticationSession needs the bare name"
            + (URLScheme.isValid(bare) ? ", e.g. '\(bare)')" : ")")
    }

    /// What the run will need of the app users.
    static func users(_ configuration: KitConfiguration) -> String {
        let needed = "\(configuration.usersNeeded) app users (\(configuration.concurrentUsers) at once, plus a victim and an attacker)"
        guard let users = configuration.users else { return "\(needed), kit-made names" }
        let how =
            users.login != nil
            ? (users.login?.tokenPointer != nil ? "logging in for a token" : "logging in to a cookie session")
            : users.staticUsers.isEmpty ? "named" : "static headers"
        let listed = users.listedNames.map { ", \($0.count) listed" } ?? ", kit-made names"
        return "\(needed), \(how)\(listed)\(configuration.result != nil ? ", result polled" : "")"
    }
}
