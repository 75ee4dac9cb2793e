import Foundation
import KitTestSupport
import Testing

@testable import CertificationEvidence
@testable import ConformanceChecks
@testable import ConformanceModel
@testable import ConformanceReports
@testable import ConformanceRun
@testable import ConformanceTesting
@testable import ExampleBackend

/// The public API for partners' Swift tests: configuration as a file or a value, the contract
/// compiled in, and the back-end in-process, the kit's example, or started by command.
@Suite("ConformanceTest API", .serialized)
struct ConformanceTestTests {
    static let exampleConfigPath = ConformanceHarness.packageRoot.appendingPathComponent("specs/examples/example-backend.json").path

    @Test("the check ids are the embedded catalogue's")
    func checkIDs() throws {
        #expect(ConformanceTest.checkIDs == (try Specs.embedded().catalogue.checks.map(\.id)))
        #expect(!ConformanceTest.checkIDs.isEmpty)
    }

    @Test(
        "an in-process back-end from a configuration file: every back-end check passes; the app group and the log check, not applicable, are skipped"
    )
    func inProcess() throws {
        let stopped = StopCounter()
        let outcome = try ConformanceTest(
            configurationFile: Self.exampleConfigPath,
            backend: .inProcess { humanPlugin in
                let backend = ExampleBackend(
                    configuration: ExampleBackendConfiguration(
                        humanPluginBaseURL: humanPlugin.url,
                        humanPluginToken: humanPlugin.token))
                _ = try backend.start()
                return InProcessBackend(baseURL: backend.baseURL) {
                    backend.stop()
                    stopped.add()
                }
            }
        ).run()
        #expect(outcome.isConformant, "\(outcome.failures.map(\.explanation))")
        for id in ConformanceTest.checkIDs {
            let verdict = outcome.verdict(id)
            // Not judged by configuration: the app group (no app.project), the log check (the kit launched nothing).
            if verdict.group == AppChecks.group || id == "HP-LOG-NO-SECRETS" {
                #expect(verdict.isNotApplicableByConfiguration, "\(verdict.explanation)")
                #expect(outcome.testResult(id) == .skipped("\(id) not applicable: \(verdict.seen)"))
            } else {
                #expect(outcome.testResult(id) == .passed, "\(verdict.explanation)")
            }
        }
        #expect(
            stopped.count == 1 + Exploration.sampleRuns,
            "the back-end is started and stopped for the run and for each run of the sample of the vendor's variations")
        #expect(outcome.result.log.contains("exploration: no variation broke a check the plain run passed"), "\(outcome.result.log)")
        #expect(outcome.result.metadata.contractSHA256 == (try Specs.embedded().sha256))
        #expect(outcome.result.provenance?.backendMode == "in-process")
        #expect(outcome.verdict("HP-LOG-NO-SECRETS").seen.contains("a back-end in the test's own process"))
        #expect(outcome.result.provenance?.options == ["--seed 1"])
    }

    @Test(
        "a run made in process finds, through the sample, a bug a back-end the kit did not write shows only under a variation (Python, a Content-Type compared exactly), and returns and reports the shrunk case's full run"
    )
    func sampleFindsInProcess() throws {
        let python = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/python3" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard python != nil else { try Test.cancel("needs python3 on PATH (Tests/EndToEndTests/Fixtures/variety)") }
        let fixture = ConformanceHarness.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/variety")
        var config = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: fixture.appendingPathComponent("variety-python.json")))
                as? [String: Any])
        var backend = try #require(config["backend"] as? [String: Any])
        var launch = try #require(backend["launch"] as? [String: Any])
        launch["workingDirectory"] = fixture.path
        launch["environment"] = ["BUG": "exact-content-type"]
        backend["launch"] = launch
        config["backend"] = backend
        let json = String(decoding: try JSONSerialization.data(withJSONObject: config), as: UTF8.self)
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent("hp-api-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: reports) }
        let outcome = try ConformanceTest(configurationJSON: json).run(reportDirectory: reports.path)
        let log = outcome.result.log
        let found = try #require(log.first { $0.contains("fails under variation since varied run") }, "\(log)")
        let replay = try #require(log.first { $0.hasPrefix("exploration: replay it with --replay '") }, "\(log)")
        #expect(["charset", "media-type-case"].contains { replay.contains(":\($0)'") }, "shrunk to one variation: \(replay)")
        // What is returned and reported is the shrunk case's full run: it fails the check the sample found.
        let check = String(found.dropFirst("exploration: ".count).prefix { $0 != " " })
        #expect(!outcome.isConformant && outcome.failures.map(\.checkID).contains(check), "\(outcome.failures.map(\.checkID)) \(found)")
        #expect(outcome.result.journal.contains { $0.variations?.isEmpty == false }, "the reported run's journal names its variations")
        let written = try String(contentsOf: reports.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(written.contains("fails under variation since varied run"), "report.json keeps the sample's lines")
    }

    @Test(
        "an in-process run left without the sample of the vendor's variations records --explore 0, and its report verifies as not certifiable for that reason"
    )
    func sampleLeftOut() throws {
        var test = try ConformanceTest(configurationFile: Self.exampleConfigPath, backend: .example())
        test.options.samplesVariations = false
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent("hp-api-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: reports) }
        let outcome = try test.run(reportDirectory: reports.path)
        #expect(outcome.isConformant)
        #expect(outcome.result.provenance?.options == ["--explore 0", "--seed 1"])
        #expect(!outcome.result.log.contains { $0.hasPrefix("exploration:") }, "\(outcome.result.log)")
        let verdict = ReportVerification(specs: try Specs.embedded()).verify(reports)
        guard case .verifiedNotCertifiable(_, let reasons, _) = verdict else {
            Issue.record("\(verdict)")
            return
        }
        #expect(reasons.contains { $0.hasPrefix("the run left out the sample of the vendor's variations (--explore 0)") }, "\(reasons)")
    }

    @Test("a partial in-process run records its options as the command line would, and its report verifies as partial")
    func partialInProcessVerifies() throws {
        var test = try ConformanceTest(configurationFile: Self.exampleConfigPath, backend: .example())
        test.options.only = ["create"]
        test.options.partial = true
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent("hp-api-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: reports) }
        let outcome = try test.run(reportDirectory: reports.path)
        #expect(outcome.result.provenance?.options == ["--only create", "--partial", "--seed 1"])
        let verdict = ReportVerification(specs: try Specs.embedded()).verify(reports)
        guard case .verifiedNotCertifiable(_, let reasons, _) = verdict else {
            Issue.record("\(verdict)")
            return
        }
        #expect(reasons.contains("the run is partial, not conformant"), "\(reasons)")
    }

    @Test("a configuration value and a broken example back-end: exactly the broken rule fails, reports written")
    func brokenExample() throws {
        let json = try String(contentsOfFile: Self.exampleConfigPath, encoding: .utf8)
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent("hp-api-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: reports) }
        let outcome = try ConformanceTest(configurationJSON: json, backend: .example(faults: [.wrongClientId])).run(
            reportDirectory: reports.path)
        #expect(outcome.failures.map(\.checkID) == ["HP-CREATE-CLIENT-ID"])
        #expect(!outcome.verdict("HP-CREATE-CLIENT-ID").holds)
        #expect(outcome.verdict("HP-CREATE-CLIENT-ID").explanation.contains("expected:"))
        #expect(!outcome.isConformant)
        #expect(FileManager.default.fileExists(atPath: reports.appendingPathComponent("report.json").path))
    }

    @Test("a back-end started by command (backend.launch), the built example-backend")
    func launched() throws {
        let executable = ConformanceHarness.productsDirectory.appendingPathComponent("example-backend").path
        try #require(
            FileManager.default.isExecutableFile(atPath: executable),
            "example-backend is not built at \(executable); run `swift build` first")
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.exampleConfigPath))
        var config = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        config["backend"] = [
            "baseURL": "http://127.0.0.1:{port}", "readyPath": "/health",
            "launch": [
                "command": [executable], "portVariable": "PORT", "readyTimeoutSeconds": 20,
                "humanPluginURLVariable": "HUMAN_PLUGIN_BASE_URL", "humanPluginTokenVariable": "HUMAN_PLUGIN_TOKEN",
            ],
        ]
        let json = String(decoding: try JSONSerialization.data(withJSONObject: config), as: UTF8.self)
        let outcome = try ConformanceTest(configurationJSON: json, source: "launched.json").run()
        #expect(outcome.isConformant, "\(outcome.failures.map(\.explanation))")
    }

    @Test("a bad configuration value is one error naming its source and field")
    func badConfiguration() {
        #expect {
            try ConformanceTest(configurationJSON: #"{"backend": 3}"#, source: "inline.json")
        } throws: { error in
            "\(error)".contains("inline.json")
        }
    }

    @Test("an in-process back-end that fails to start is a launch error, not a crash")
    func failingStart() throws {
        struct Refused: Error {}
        #expect(throws: KitError.self) {
            try ConformanceTest(configurationFile: Self.exampleConfigPath, backend: .inProcess { _ in throw Refused() }).run()
        }
    }

    @Test("a kit error in library mode replaces the previous reports with a not-run report saying why, as the CLI does")
    func kitErrorReplacesReports() throws {
        struct Refused: Error {}
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent("hp-api-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: reports) }
        let passing = try ConformanceTest(configurationFile: Self.exampleConfigPath, backend: .example()).run(reportDirectory: reports.path)
        #expect(passing.isConformant)
        #expect(throws: KitError.self) {
            try ConformanceTest(configurationFile: Self.exampleConfigPath, backend: .inProcess { _ in throw Refused() }).run(
                reportDirectory: reports.path)
        }
        let report = try ReportReader.read([UInt8](try Data(contentsOf: reports.appendingPathComponent("report.json"))))
        #expect(report.status == "not-run" && report.verdicts.isEmpty, "\(report.status)")
        #expect(report.kitErrors.first?.contains("the in-process back-end did not start") == true, "\(report.kitErrors)")
        let verdict = ReportVerification(specs: try Specs.embedded()).verify(reports)
        #expect(verdict.exitCode == 3, "a not-run report verifies as not certifiable: \(verdict)")
    }

    @Test("a check the contract does not have is an error verdict, never a pass")
    func unknownCheck() throws {
        let outcome = try ConformanceTest(
            configurationFile: Self.exampleConfigPath, backend: .example(),
            options: RunOptions(only: ["HP-CREATE-FLOW"])
        ).run()
        #expect(outcome.verdict("HP-NOT-A-CHECK").status == .error)
        #expect(!outcome.verdict("HP-NOT-A-CHECK").holds)
    }
}

final class StopCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var stops = 0
    func add() {
        lock.lock()
        stops += 1
        lock.unlock()
    }
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return stops
    }
}
