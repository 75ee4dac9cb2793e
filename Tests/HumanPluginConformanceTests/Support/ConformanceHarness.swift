import ConformanceCLI
import ExampleBackend
import Foundation
import Testing

@testable import ConformanceChecks
@testable import ConformanceModel
@testable import ConformanceRun
@testable import HumanPluginConformance

/// Runs the kit against the example back-end in this process, with faults switched on, and gives
/// back the verdicts: the tests' way of showing each check fail on a back-end that breaks its rule.
enum ConformanceHarness {
    static let packageRoot: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
            directory.deleteLastPathComponent()
        }
        return directory
    }()

    /// Where this build put its executables: the folder of the running test binary (any
    /// `--build-path`, configuration or triple), or its parent (the test bundle's folder); no folder
    /// is assumed, so a missing executable is named where this build would have put it.
    static let productsDirectory: URL = {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for folder in [binary, binary.deletingLastPathComponent()]
        where FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("hp-conformance").path) {
            return folder
        }
        return binary
    }()

    static let specs: Specs = try! Specs.load(from: packageRoot.appendingPathComponent("specs"))

    static func exampleConfiguration() -> KitConfiguration {
        try! ConfigurationLoader.load(path: packageRoot.appendingPathComponent("specs/examples/example-backend.json").path)
    }

    /// One full run against the example back-end with `faults`, after `adjust` edits the configuration.
    /// `parallel` scenarios play at once (the kit's default unless given). `processIDNonce` fixes
    /// the process ids too (nil: new ones, as every run of the kit makes).
    static func run(
        faults: Set<ExampleBackendFault> = [], styles: Set<ExampleBackendStyle> = [], callbackUri: String? = nil, seed: UInt64 = 1,
        processIDNonce: UInt64? = nil, parallel: Int? = nil, adjust: (inout KitConfiguration) -> Void = { _ in }
    ) throws -> RunResult {
        var configuration = exampleConfiguration()
        configuration.concurrentUsers = 8
        // A wider bound than the example's 1 s: tests share two cores with other tests, and the
        // example back-end's upstream timeout (a quarter of the bound, at most 1 s) keeps its margin.
        configuration.timeouts.upstreamBoundSeconds = 3
        adjust(&configuration)
        let fixed = configuration
        var options = RunOptions(seed: seed)
        options.processIDNonce = processIDNonce
        if let parallel { options.parallelScenarios = parallel }
        let runner = ConformanceRunner(specs: specs, configuration: fixed, options: options)
        let result = try runner.run { url, token throws(KitError) -> any BackendSession in
            try ExampleBackendSession(
                humanPluginURL: url, token: token, configuration: fixed, faults: faults, styles: styles, callbackUri: callbackUri)
        }.0
        try requireDecided(result)
        return result
    }

    /// Cancels the test, saying why, when a verdict of `result` was not judged for the kit's own
    /// delay (a busy machine): such a run decides nothing about the verdicts a test compares.
    static func requireDecided(_ result: RunResult) throws {
        let delayed = result.verdicts.filter(\.restsOnKitDelay).map(\.checkID)
        if !delayed.isEmpty {
            try Test.cancel(
                "the kit itself was delayed (a busy machine): \(delayed.joined(separator: ", ")) not judged, so this run decides nothing")
        }
    }

    /// Ids of the checks that failed (or warned, when `warnings`).
    static func broken(_ result: RunResult, warnings: Bool = false) -> Set<String> {
        Set(result.verdicts.filter { $0.status == .fail || $0.status == .error || (warnings && $0.status == .warn) }.map(\.checkID))
    }
}
