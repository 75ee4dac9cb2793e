import CheckTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import ConformanceBasics
@testable import ConformanceCLI
@testable import ConformanceReports

/// `app-check.sarif`: SARIF 2.1.0 with a result per cited place, each on its file, line and column.
@Suite("AppProject: SARIF")
struct AppProjectSARIFTests {
    @Test("each failed or warned app check becomes results on the files and lines it cites; passes are not results")
    func resultsCarryPlaces() throws {
        let path = try AppProjectSupport.copy(
            "AppWithTests", edits: [("App/Capture.swift", "        session.prefersEphemeralWebBrowserSession = true\n", "")])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        let bytes = AppSARIF.render(verdicts, version: "0.1.0")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.count == verdicts.count)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["HP-APP-EPHEMERAL"])
        let result = try #require(results.first)
        #expect(result["level"] as? String == "error")
        #expect(rules[try #require(result["ruleIndex"] as? Int)]["id"] as? String == "HP-APP-EPHEMERAL")
        let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/Capture.swift")
        #expect((physical["artifactLocation"] as? [String: Any])?["uriBaseId"] as? String == "SRCROOT")
        #expect((run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] != nil)
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 5)
        #expect((region["startColumn"] as? Int ?? 0) > 0)
    }

    @Test("paths are URI references: spaces and non-ASCII bytes are percent-encoded")
    func uriEncoding() {
        #expect(AppSARIF.uri("My App/Über.swift") == "My%20App/%C3%9Cber.swift")
    }

    @Test("app-check writes app-check.sarif beside the other reports; --scheme x:// is refused (exit 2)")
    func writtenByAppCheck() throws {
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent("app-sarif-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: reports) }
        let fixture = AppProjectSupport.fixture("SeveralSessions")
        #expect(
            HPConformance.main(["app-check", fixture, "--scheme", "bankcapture", "--variant", "callback", "--report-dir", reports.path])
                == 0)
        #expect(FileManager.default.fileExists(atPath: reports.appendingPathComponent(AppSARIF.fileName).path))
        #expect(HPConformance.main(["app-check", fixture, "--scheme", "bankcapture://", "--report-dir", reports.path]) == 2)
    }

    // MARK: - The OASIS schema

    static let schema = AppProjectSupport.fixtures.appendingPathComponent("Schemas/sarif-schema-2.1.0.json")
    static let schemaSHA256 = "c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e"
    static let hasJSONSchema = ReportTools.python3.map { (try? ReportTools.run($0, ["-c", "import jsonschema"]))?.status == 0 } ?? false

    /// Python `jsonschema` (draft-04, as the schema declares) on `log`: exit status and output.
    static func validate(_ log: [UInt8]) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("app-sarif-\(UUID().uuidString).sarif")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(log).write(to: file)
        let script =
            "import json,sys,jsonschema; jsonschema.Draft4Validator(json.load(open(sys.argv[1]))).validate(json.load(open(sys.argv[2])))"
        return try ReportTools.run(ReportTools.python3!, ["-c", script, schema.path, file.path])
    }

    @Test("the pinned schema is the OASIS file its README names (SHA-256)")
    func pinnedSchema() throws {
        #expect(SHA256.hex(of: [UInt8](try Data(contentsOf: Self.schema))) == Self.schemaSHA256)
    }

    @Test(
        "app-check.sarif is valid SARIF 2.1.0 (the OASIS schema, Python jsonschema): failures, warnings, places and no place; a log breaking the schema is refused",
        .enabled(
            if: AppProjectSARIFTests.hasJSONSchema,
            "needs python3 with the jsonschema package (pip install jsonschema): SARIF schema validation skipped"))
    func validAgainstSchema() throws {
        // Failures (the ephemeral flag, the id item), warnings (a handler the kit cannot find), a
        // note of the session not judged, results with and without a place.
        let path = try AppProjectSupport.copy(
            "SeveralSessions", edits: [("Bank/CaptureController.swift", "        session.prefersEphemeralWebBrowserSession = true\n", "")])
        let unfollowed = try AppProjectSupport.copy(
            "ForwardedHandler", edits: [("App/CaptureController.swift", "self?.finish(url, error)", "self?.complete(url, error)")])
        defer {
            try? FileManager.default.removeItem(atPath: path)
            try? FileManager.default.removeItem(atPath: unfollowed)
        }
        var statuses: Set<String> = []
        for (project, root) in [(path, SARIFRoot.locate(path)), (unfollowed, SARIFRoot.project)] {
            let verdicts = try AppProjectSupport.judge(project, scheme: "bankcapture", variant: .humanToken)
            statuses.formUnion(verdicts.map(\.status.rawValue))
            let log = AppSARIF.render(verdicts, version: "0.1.0", root: root)
            let result = try Self.validate(log)
            #expect(result.status == 0, "\(result.output)")
        }
        #expect(statuses.isSuperset(of: ["fail", "warn", "pass"]), "\(statuses)")
        let broken = AppSARIF.render(try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback), version: "0.1.0")
        let text = String(decoding: broken, as: UTF8.self).replacingOccurrences(of: "\"level\" : \"error\"", with: "\"level\" : \"fatal\"")
        #expect(text != String(decoding: broken, as: UTF8.self))
        let refused = try Self.validate(Array(text.utf8))
        #expect(refused.status != 0 && refused.output.contains("fatal"), "\(refused.output)")
    }

    // MARK: - SRCROOT

    @Test(
        "a project in a subfolder of a git repository: paths from the repository root, SRCROOT the repository (a .git file of a worktree counts too)",
        arguments: [true, false])
    func repositorySubfolder(gitDirectory: Bool) throws {
        let repository = FileManager.default.temporaryDirectory.appendingPathComponent("app-repo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: repository) }
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("ios"), withIntermediateDirectories: true)
        if gitDirectory {
            try FileManager.default.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        } else {
            try Data("gitdir: /elsewhere/.git/worktrees/app\n".utf8).write(to: repository.appendingPathComponent(".git"))
        }
        let project = repository.appendingPathComponent("ios/Bank App").path
        try FileManager.default.copyItem(atPath: AppProjectSupport.fixture("AppWithTests"), toPath: project)
        let capture = project + "/App/Capture.swift"
        try String(contentsOfFile: capture, encoding: .utf8).replacingOccurrences(
            of: "        session.prefersEphemeralWebBrowserSession = true\n", with: ""
        )
        .write(toFile: capture, atomically: true, encoding: .utf8)

        let root = SARIFRoot.locate(project)
        let real = try #require(
            realpath(repository.path, nil).map { pointer in
                defer { free(pointer) }
                return String(cString: pointer)
            })
        #expect(root == SARIFRoot(uri: "file://" + AppSARIF.uri(real + "/"), prefix: "ios/Bank App/", isRepository: true))

        let reports = repository.appendingPathComponent("reports")
        #expect(
            HPConformance.main(["app-check", project, "--scheme", "bankcapture", "--variant", "callback", "--report-dir", reports.path])
                == 1)
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: reports.appendingPathComponent(AppSARIF.fileName))) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let base = try #require((run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any])
        #expect(base["uri"] as? String == "file://" + AppSARIF.uri(real + "/"))
        let locations = (run["results"] as? [[String: Any]] ?? []).compactMap {
            (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
        }
        #expect(!locations.isEmpty)
        #expect(locations.allSatisfy { $0["uriBaseId"] as? String == "SRCROOT" })
        #expect(locations.contains { $0["uri"] as? String == "ios/Bank%20App/App/Capture.swift" }, "\(locations)")
    }

    @Test("a project in no git repository: SRCROOT is the project folder, paths relative to it")
    func noRepository() throws {
        let path = try AppProjectSupport.copy("AppWithTests")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let root = SARIFRoot.locate(path)
        let real = try #require(
            realpath(path, nil).map { pointer in
                defer { free(pointer) }
                return String(cString: pointer)
            })
        #expect(root == SARIFRoot(uri: "file://" + AppSARIF.uri(real + "/"), prefix: "", isRepository: false))
        #expect(SARIFRoot.locate(path + "/missing") == .project)
    }
}
