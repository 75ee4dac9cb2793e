import CheckTestSupport
import ExampleRunTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import ConformanceCLI
@testable import ConformanceChecks
@testable import ConformanceModel
@testable import ConformanceReports
@testable import ConformanceRun

/// `app.project` in the run configuration: one run judges the back-end and the app together.
@Suite("AppProject: one run, both halves", .serialized)
struct AppProjectRunTests {
    @Test("with app.project the run judges the app group too, and the app's scheme against the back-end's callbackUri")
    func bothHalvesAgree() throws {
        let result = try ConformanceHarness.run { $0.app.project = AppProjectSupport.fixture("SwiftUIApp") }
        #expect(result.verdicts.count == ConformanceHarness.specs.catalogue.checks.count)
        let app = result.verdicts.filter { $0.group == "app" }
        #expect(app.count == AppChecks.all.count)
        for verdict in app {
            #expect(verdict.status == (verdict.checkID == "HP-APP-ID-FROM-CALLBACK" ? .skip : .pass), "\(verdict.checkID): \(verdict.seen)")
        }
        let agrees = try #require(app.first { $0.checkID == "HP-APP-SCHEME-AGREES" })
        #expect(agrees.seen.contains("the back-end's callbackUri"))
        #expect(!agrees.evidence.isEmpty, "the creates carrying callbackUri are cited")
        #expect(result.isConformant)
        #expect(result.log.contains { $0.hasPrefix("app project ") })
    }

    @Test(
        "an app whose scheme differs from the back-end's callbackUri fails HP-APP-SCHEME-AGREES, citing both the source line and the creates"
    )
    func schemesDisagree() throws {
        let result = try ConformanceHarness.run { $0.app.project = AppProjectSupport.fixture("UIKitHumanToken") }
        let agrees = try #require(result.verdicts.first { $0.checkID == "HP-APP-SCHEME-AGREES" })
        #expect(agrees.status == .fail)
        #expect(agrees.seen.contains("'com.example.humantoken'") && agrees.seen.contains("'com.example.capture'"))
        #expect(agrees.locations.first?.file == "App/AuthenticationSessionManager.swift")
        #expect(!agrees.evidence.isEmpty)
        #expect(!result.isConformant)
    }

    @Test("the reports carry file:line evidence: JSON locations, JUnit 'at file:line' lines, HTML list, Markdown place")
    func reportsCarryLocations() throws {
        let result = try ConformanceHarness.run { $0.app.project = AppProjectSupport.fixture("UIKitHumanToken") }
        let json = JSONReport.render(result)
        #expect(json.contains("\"locations\": ["))
        #expect(json.contains("\"file\": \"App/AuthenticationSessionManager.swift\""))
        let junit = JUnitReport.render(result)
        #expect(junit.contains("at App/AuthenticationSessionManager.swift:11:"))
        #expect(junit.contains("<testsuite name=\"app\""))
        #expect(HTMLReport.render(result).contains("<ul class=\"locations\"><li><code>App/AuthenticationSessionManager.swift:11:"))
        #expect(MarkdownReport.render(result).contains("(at `App/AuthenticationSessionManager.swift:11:"))
    }

    @Test("app.project is read from the config (relative to its file) and a bad one is a config error naming the field")
    func configField() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("app-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var text = try String(
            contentsOf: ConformanceHarness.packageRoot.appendingPathComponent("specs/examples/example-backend.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: "\"variant\": \"callback\"", with: "\"variant\": \"callback\", \"project\": \"MyApp\"")
        let config = directory.appendingPathComponent("kit.json")
        try text.write(to: config, atomically: true, encoding: .utf8)
        let loaded = try ConfigurationLoader.load(path: config.path)
        #expect(loaded.app.project == "MyApp")
        #expect(AppCheckRun.projectPath("MyApp", configPath: config.path) == directory.path + "/MyApp")
        #expect(AppCheckRun.projectPath("/abs/App", configPath: config.path) == "/abs/App")

        var configuration = ConformanceHarness.exampleConfiguration()
        configuration.app.project = "/nonexistent/app"
        configuration.sourcePath = config.path
        let runner = ConformanceRunner(specs: ConformanceHarness.specs, configuration: configuration)
        #expect(
            throws: KitError.config(
                file: config.path, field: "app.project", problem: "/nonexistent/app: app project not found (No such file or directory)")
        ) {
            _ = try runner.run { _, _ throws(KitError) -> any BackendSession in throw KitError.run("not reached") }
        }

        // app-check takes the project, scheme and variant from the config.
        try FileManager.default.copyItem(
            atPath: AppProjectSupport.fixture("VendorSample"), toPath: directory.appendingPathComponent("MyApp").path)
        let reports = directory.appendingPathComponent("reports")
        #expect(
            HPConformance.main(["app-check", "--config", config.path, "--report-dir", reports.path]) == 1,
            "myapp is not com.example.capture")
        #expect(HPConformance.main(["app-check", "--config", config.path, "--scheme", "myapp", "--report-dir", reports.path]) == 0)
        let json = try String(contentsOf: reports.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(
            json.contains("\"group\": \"app\"") && !json.contains("\"group\": \"create\""), "app-check alone reports the app group only")
        #expect(!json.contains("sandbox-token") && !json.contains(configuration.humanPlugin.token))
    }
}
