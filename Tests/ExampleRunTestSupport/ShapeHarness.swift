import Foundation
import KitTestSupport
import Synchronization

@testable import ConformanceCLI
@testable import ConformanceModel
@testable import ConformanceRun
@testable import ExampleBackend

/// Runs the kit, configured by one of `hp-conformance init`'s starter shapes, against the example
/// back-end behind the matching API shape (logins, cookie sessions, asynchronous results, errors
/// in 200 bodies), in this process.
package enum ShapeHarness {
    /// Combinations `init --shape` allows, one of each role at most.
    package static let combinations: [[ExampleAPIShape]] = [
        [.nested, .loginBearer], [.idInBody, .cookieSession, .humanToken], [.nested, .asyncPoll, .bodyErrors],
        [.asyncPoll, .loginBearer, .bodyErrors], [.idInBody, .bodyErrors], [.location, .cookieSession],
    ]

    package static let password = "correct-horse-battery-staple"
    package static let token = "shape-test-token-0001"

    /// The starter configuration of `shape`, placeholders replaced, tuned for tests.
    package static func configuration(
        _ shape: ExampleAPIShape, adjust: (inout KitConfiguration) -> Void = { _ in }
    ) throws -> KitConfiguration {
        try configuration(ExampleAPI([shape])!, adjust: adjust)
    }

    /// The starter configuration `init --shape` writes for `api`'s shapes combined, placeholders replaced, tuned for tests.
    package static func configuration(_ api: ExampleAPI, adjust: (inout KitConfiguration) -> Void = { _ in }) throws -> KitConfiguration {
        let starter = try StarterConfigs.combined(api.shapes.map(\.rawValue)).json.replacingOccurrences(
            of: "replace-with-a-test-token", with: token
        ).replacingOccurrences(of: "replace-with-your-app-scheme", with: "com.example.capture")
            .replacingOccurrences(of: "replace-with-your-client-id", with: "client-a")
        var configuration = try ConfigurationLoader.parse(
            Array(starter.utf8), file: "\(api).json",
            environment: ["APP_TEST_PASSWORD": password])
        configuration.humanPlugin.port = 0
        configuration.concurrentUsers = 8
        configuration.timeouts.requestSeconds = 5
        configuration.timeouts.upstreamBoundSeconds = 3
        configuration.timeouts.runSeconds = 120
        configuration.result?.boundSeconds = 3
        adjust(&configuration)
        return configuration
    }

    /// One full run; also gives back every credential the back-end handed out.
    package static func run(
        _ shape: ExampleAPIShape, faults: Set<ExampleShapeFault> = [], seed: UInt64 = 1,
        adjust: (inout KitConfiguration) -> Void = { _ in }
    ) throws -> (result: RunResult, credentials: [String]) {
        try run(ExampleAPI([shape])!, faults: faults, seed: seed, adjust: adjust)
    }

    /// One full run of `api`'s starter against the example back-end behind `api`.
    package static func run(
        _ api: ExampleAPI, faults: Set<ExampleShapeFault> = [], seed: UInt64 = 1,
        adjust: (inout KitConfiguration) -> Void = { _ in }
    ) throws -> (result: RunResult, credentials: [String]) {
        let configuration = try configuration(api, adjust: adjust)
        let started = Mutex<ShapedBackend?>(nil)
        defer { started.withLock { $0?.stop() } }
        let runner = ConformanceRunner(specs: ConformanceHarness.specs, configuration: configuration, options: RunOptions(seed: seed))
        let result = try runner.run { url, token throws(KitError) -> any BackendSession in
            let backend = ShapedBackend(
                api: api, faults: faults, password: password,
                configuration: ExampleBackendConfiguration(
                    humanPluginBaseURL: url, humanPluginToken: token, clientId: configuration.humanPlugin.clientId,
                    callbackUri: "\(configuration.app.urlScheme)://callback", upstreamTimeout: .milliseconds(750)))
            do {
                try backend.start()
            } catch {
                throw .launch(problem: "shaped back-end: \(error)")
            }
            started.withLock { $0 = backend }
            return AttachedBackend(baseURL: backend.baseURL)
        }.0
        return (result, started.withLock { $0?.issuedCredentials } ?? [])
    }
}
