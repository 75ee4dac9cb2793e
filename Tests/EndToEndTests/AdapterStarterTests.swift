import Foundation
import KitTestSupport
import Testing

/// `hp-conformance init --shape adapter --output FILE` writes, beside FILE, the skeleton adapter its
/// `adapter.command` names (adapters/app_adapter.py): a working one, run here as written against the
/// example back-end's flat API.
@Suite("init --shape adapter: the skeleton adapter", .serialized, .enabled(if: Tools.hasPython, "python3 is not on PATH"), .blockingWork)
struct AdapterStarterTests {
    @Test("the skeleton written beside the configuration runs CONFORMANT against the example back-end's flat API")
    func skeletonConformant() throws {
        try EndToEnd.requireExecutable()
        try #require(
            FileManager.default.isExecutableFile(atPath: StarterShapeTests.exampleBackend.path),
            "example-backend is not built (swift build)")
        let directory = try EndToEnd.temporaryDirectory("adapter-starter")
        defer { EndToEnd.cleanUp(directory) }
        let path = directory.appendingPathComponent("conformance.json").path
        let made = try Kit.run(["init", "--shape", "adapter", "--launch", "--output", path])
        #expect(made.status == 0, "\(made)")
        let script = directory.appendingPathComponent("adapters/app_adapter.py").path
        #expect(FileManager.default.isExecutableFile(atPath: script), "no skeleton adapter at \(script)")
        #expect(made.stdout.contains("wrote \(script) "), "\(made)")

        try StarterShapeTests.filledIn(path)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        ConfigFiles.edit(&object, "backend.launch.command", [StarterShapeTests.exampleBackend.path, "--api", "flat"])
        ConfigFiles.edit(&object, "timeouts", ["requestSeconds": 5, "upstreamBoundSeconds": 3, "runSeconds": 120])
        object["concurrentUsers"] = 8
        _ = try ConfigFiles.write(object, as: "conformance.json", in: directory)
        let reports = directory.appendingPathComponent("reports")
        let run = try Kit.run(["run", "--config", path, "--report-dir", reports.path, "--no-color"], deadline: 120)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("CONFORMANT ·"), "\(run)")
        let report = try RunReport.read(reports, "")
        #expect(report.statuses.count == EndToEnd.backendCheckCount && report.notPassing.isEmpty, "not passing: \(report.notPassing)")
        let log = (try? String(contentsOf: reports.appendingPathComponent("adapter.log"), encoding: .utf8)) ?? ""
        #expect(log.contains("app-adapter: back-end at http://127.0.0.1:"), "the skeleton ran: \(log)")
    }

    @Test("a skeleton already there is kept unless --force: one line naming it")
    func existingSkeletonKept() throws {
        try EndToEnd.requireExecutable()
        let directory = try EndToEnd.temporaryDirectory("adapter-starter")
        defer { EndToEnd.cleanUp(directory) }
        let script = directory.appendingPathComponent("adapters/app_adapter.py")
        try FileManager.default.createDirectory(at: script.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "# my own adapter\n".write(to: script, atomically: true, encoding: .utf8)
        let path = directory.appendingPathComponent("conformance.json").path
        let refused = try Kit.run(["init", "--shape", "adapter", "--output", path])
        #expect(refused.status == 2, "\(refused)")
        #expect(
            refused.errorLines.count == 1 && refused.errorLines[0].contains("\(script.path)")
                && refused.errorLines[0].contains("already exists (use --force"),
            "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: path), "nothing is written when the skeleton is refused")
        #expect(try String(contentsOf: script, encoding: .utf8) == "# my own adapter\n")
        let forced = try Kit.run(["init", "--shape", "adapter", "--output", path, "--force"])
        #expect(forced.status == 0, "\(forced)")
        #expect(try String(contentsOf: script, encoding: .utf8).contains("protocol 1"))
    }
}
