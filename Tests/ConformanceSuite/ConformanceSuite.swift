import ConformanceTesting
import Foundation
import Testing

/// The conformance checks as a Swift Testing suite: one test per check, all judged from one run.
///
/// By default the run targets the embedded example back-end, so `swift test` shows the suite at
/// work. Set `HP_CONFORMANCE_CONFIG` to a configuration file to judge your own back-end instead
/// (attach or launch mode, as the file says): `HP_CONFORMANCE_CONFIG=my.json swift test --filter ConformanceSuite`.
/// What each verdict becomes (pass, warning, skipped, failure) is `ConformanceOutcome.record`,
/// the same decision a partner's own tests make.
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
    static let outcome: Result<ConformanceOutcome, KitError> = {
        let environment = ProcessInfo.processInfo.environment
        let configPath = environment["HP_CONFORMANCE_CONFIG"].flatMap { $0.isEmpty ? nil : $0 }
        do throws(KitError) {
            let test = try ConformanceTest(
                configurationFile: configPath ?? "\(specsDirectory())/examples/example-backend.json",
                backend: configPath == nil ? .example() : .asConfigured, specs: specs.get())
            return .success(try test.run())
        } catch {
            return .failure(error)
        }
    }()

    /// Every check id of the catalogue (or one placeholder, so a broken contract shows as a failing test).
    static let checkIDs: [String] = (try? specs.get().catalogue.checks.map(\.id)) ?? ["(contract could not be loaded)"]

    @Test("check", arguments: checkIDs)
    func check(_ id: String) throws {
        try Self.outcome.get().record(id)
    }
}
