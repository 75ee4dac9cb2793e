import ConformanceCLI
import Foundation
import HumanPluginConformance
import Testing

/// The conformance checks as a Swift Testing suite: one test per check, all judged from one run.
///
/// By default the run targets the embedded example back-end, so `swift test` shows the suite at
/// work. Set `HP_CONFORMANCE_CONFIG` to a configuration file to judge your own back-end instead
/// (attach or launch mode, as the file says): `HP_CONFORMANCE_CONFIG=my.json swift test --filter ConformanceSuite`.
@Suite("Conformance")
struct ConformanceSuite {
    static let specs: Result<Specs, KitError> = {
        do throws(KitError) {
            return .success(try Specs.load(from: Specs.locate(explicit: specsDirectory())))
        } catch {
            return .failure(error)
        }
    }()

    static func specsDirectory() -> String {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("specs").path
    }

    /// The one run every test reads; the kit's own problems (bad config, unreachable back-end) are kept as the error.
    static let run: Result<RunResult, KitError> = {
        let environment = ProcessInfo.processInfo.environment
        let configPath = environment["HP_CONFORMANCE_CONFIG"].flatMap { $0.isEmpty ? nil : $0 }
        do throws(KitError) {
            let specs = try specs.get()
            let configuration = try ConfigurationLoader.load(path: configPath ?? "\(specsDirectory())/examples/example-backend.json")
            let runner = ConformanceRunner(specs: specs, configuration: configuration)
            let (result, _) = try runner.run { url, token throws(KitError) -> any BackendSession in
                if configPath == nil {
                    return try ExampleBackendSession(humanPluginURL: url, token: token, configuration: configuration)
                }
                if let launch = configuration.backend.launch {
                    return try LaunchedBackend(launch: launch, baseURL: configuration.backend.baseURL, humanPluginURL: url, token: token,
                                               configPath: configuration.sourcePath, console: Console(color: false),
                                               redactor: runner.consoleRedactor, readyPath: configuration.backend.readyPath)
                }
                return AttachedBackend(baseURL: configuration.backend.baseURL)
            }
            return .success(result)
        } catch {
            return .failure(error)
        }
    }()

    /// Every check id of the catalogue (or one placeholder, so a broken contract shows as a failing test).
    static let checkIDs: [String] = (try? specs.get().catalogue.checks.map(\.id)) ?? ["(contract could not be loaded)"]

    @Test("check", arguments: checkIDs)
    func check(_ id: String) throws {
        let result = try Self.run.get()
        let definition = try #require(try Self.specs.get().catalogue.definition(id), "\(id) is not in the catalogue")
        guard let verdict = result.verdicts.first(where: { $0.checkID == id }) else {
            // The run leaves a whole group out when the configuration gives it nothing to read (the
            // app group without app.project): not judged, so skipped, never passed.
            #expect(!result.verdicts.contains { $0.group == definition.group }, "no verdict for \(id), though its group '\(definition.group)' was judged")
            try Test.cancel("\(id): not judged: this run judged nothing of the '\(definition.group)' group (left out by the configuration)")
        }
        switch verdict.status {
        case .pass:
            break
        case .warn:
            print("WARNING \(id): \(verdict.seen)")
        case .skip:
            // Not applicable by configuration, or never reached: either way nothing was judged.
            try Test.cancel("\(id): \(verdict.skipReason == .configuration ? "not applicable" : "not reached"): \(verdict.seen)")
        case .fail, .error:
            Issue.record("\(id) \(verdict.title)\n  source: \(verdict.source)\n  expected: \(verdict.expected)\n  seen: \(verdict.seen)\n  evidence: exchanges \(verdict.evidence.map(String.init).joined(separator: ", "))")
        }
    }
}
