import Foundation
import HumanPluginConformance

/// `hp-conformance init`: writes a starter configuration for a chosen shape of back-end.
struct InitCommand {
    let arguments: ParsedArguments

    init(_ raw: [String]) throws(KitError) {
        arguments = try ParsedArguments(raw, command: "init", flags: ["--force"], options: ["--shape", "--output"], maxPositionals: 0)
    }

    func execute() throws(KitError) -> Int32 {
        let name = arguments.value("--shape") ?? "flat"
        guard let shape = StarterConfigs.shape(name) else {
            throw .usage("--shape: expected one of \(StarterConfigs.shapes.map(\.name).joined(separator: ", ")), found '\(name)'")
        }
        let console = Console(color: false)
        guard let output = arguments.value("--output") else {
            console.out(shape.json)
            return 0
        }
        if FileManager.default.fileExists(atPath: output) && !arguments.flags.contains("--force") {
            throw .file(path: output, problem: "already exists (use --force to overwrite)")
        }
        guard FileManager.default.createFile(atPath: output, contents: Data((shape.json + "\n").utf8)) else {
            throw .file(path: output, problem: "cannot be written")
        }
        console.out("wrote \(output) (\(shape.name): \(shape.summary)); check it with: hp-conformance validate --config \(output)")
        return 0
    }
}

/// `hp-conformance validate`: loads and checks a configuration, runs nothing.
struct ValidateCommand {
    let arguments: ParsedArguments
    let environment: [String: String]

    init(_ raw: [String], environment: [String: String]) throws(KitError) {
        arguments = try ParsedArguments(raw, command: "validate", flags: [], options: ["--config", "--specs"], maxPositionals: 1)
        self.environment = environment
    }

    func execute() throws(KitError) -> Int32 {
        guard let path = arguments.value("--config") ?? arguments.positionals.first else {
            throw .usage("validate: which configuration? (--config FILE)")
        }
        let specs = try Specs.load(from: Specs.locate(explicit: arguments.value("--specs"), environment: environment))
        let configuration = try ConfigurationLoader.load(path: path)
        try ConfigurationValidator.validate(configuration, against: specs)
        let mode = configuration.backend.launch != nil ? "launch mode" : "attach mode"
        Console(color: false).out("\(path): valid (\(mode), back-end \(configuration.backend.baseURL), variant \(configuration.app.variant.rawValue))")
        return 0
    }
}
