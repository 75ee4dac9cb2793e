import Foundation
import KitTestSupport
import Testing

@testable import BackendLaunch
@testable import ConformanceModel
@testable import ConformanceRun
@testable import ExampleBackend

/// Runs the kit against the example back-end in this process, with faults switched on, and gives
/// back the verdicts: the tests' way of showing each check fail on a back-end that breaks its rule.
extension ConformanceHarness {
    /// One full run against the example back-end with `faults`, after `adjust` edits the configuration.
    /// `parallel` scenarios play at once (the kit's default unless given). `processIDNonce` fixes
    /// the process ids too (nil: new ones, as every run of the kit makes).
    package static func run(
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
    package static func requireDecided(_ result: RunResult) throws {
        let delayed = result.verdicts.filter(\.restsOnKitDelay).map(\.checkID)
        if !delayed.isEmpty {
            try Test.cancel(
                "the kit itself was delayed (a busy machine): \(delayed.joined(separator: ", ")) not judged, so this run decides nothing")
        }
    }

    /// Ids of the checks that failed (or warned, when `warnings`).
    package static func broken(_ result: RunResult, warnings: Bool = false) -> Set<String> {
        Set(result.verdicts.filter { $0.status == .fail || $0.status == .error || (warnings && $0.status == .warn) }.map(\.checkID))
    }
}
