import Foundation
import Testing

/// Full runs of the built kit against back-ends it launches itself, written in other languages
/// with their standard libraries only, each with its own API shape described by its configuration.
/// Serialized: each run times its back-end's answers, and the machine may be small.
@Suite("Launched back-ends (Python, Node) and the embedded example", .serialized)
struct LaunchedBackendTests {
    /// A faulty variant and the checks it must fail, no more, no fewer.
    struct FaultCase: Sendable, CustomTestStringConvertible {
        var config: String
        var failing: [String]
        var testDescription: String { config }
    }

    static let pythonFaults = [
        FaultCase(config: "python-trust-app-claim.json", failing: ["HP-OUTCOME-SERVER-DECIDES"]),
        FaultCase(config: "python-no-ownership-check.json", failing: ["HP-IDOR-FOREIGN-ID", "HP-IDOR-FORGED-ID"]),
    ]

    static let nodeFaults = [
        FaultCase(config: "node-constant-correlation-id.json", failing: ["HP-CORRELATION-UNIQUE"]),
        FaultCase(config: "node-no-ownership-check.json", failing: ["HP-IDOR-FOREIGN-ID", "HP-IDOR-FORGED-ID"]),
    ]

    /// Runs the kit on a fixture configuration; returns the run and its report.
    func run(_ config: String) throws -> (KitRun, RunReport, URL) {
        let reports = try EndToEnd.temporaryDirectory("reports")
        let run = try Kit.run(["run", "--config", EndToEnd.fixtures.appendingPathComponent(config).path,
                               "--report-dir", reports.path, "--no-color"])
        #expect(!run.timedOut, "\(run)")
        let report = try #require(try? RunReport(directory: reports), "no readable report.json in \(reports.path)\n\(run)")
        return (run, report, reports)
    }

    func expectConformant(_ config: String) throws {
        let (run, report, reports) = try run(config)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 0, "\(run)")
        #expect(report.statuses.count == EndToEnd.backendCheckCount, "every back-end check of specs/checks.json has a verdict")
        #expect(report.notPassing.isEmpty, "not passing: \(report.notPassing)\n\(run)")
        let log = reports.appendingPathComponent("backend.log")
        #expect(FileManager.default.fileExists(atPath: log.path), "backend.log is written in launch mode")
        let logText = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(logText.contains("listening on"), "backend.log holds the back-end's output")
        #expect(run.stdout.contains("CONFORMANT"), "\(run)")
    }

    func expectFailing(_ fault: FaultCase) throws {
        let (run, report, reports) = try run(fault.config)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 1, "\(run)")
        #expect(report.failing == fault.failing.sorted(), "\(run)")
        #expect(report.notPassing == fault.failing.sorted(), "only the expected checks may fail; the rest pass")
        #expect(run.errorLines.isEmpty, "a run that judged the back-end writes nothing on stderr\n\(run)")
    }

    @Test("the Python back-end conforms", .enabled(if: Tools.hasPython, "python3 is not on PATH"))
    func pythonConforms() throws {
        try expectConformant("python.json")
    }

    @Test("the Node back-end conforms", .enabled(if: Tools.hasNode, "node is not on PATH"))
    func nodeConforms() throws {
        try expectConformant("node.json")
    }

    @Test("a faulty Python back-end fails exactly the checks its fault breaks",
          .enabled(if: Tools.hasPython, "python3 is not on PATH"), arguments: pythonFaults)
    func pythonFault(_ fault: FaultCase) throws {
        try expectFailing(fault)
    }

    @Test("a faulty Node back-end fails exactly the checks its fault breaks",
          .enabled(if: Tools.hasNode, "node is not on PATH"), arguments: nodeFaults)
    func nodeFault(_ fault: FaultCase) throws {
        try expectFailing(fault)
    }

    @Test("without --config the embedded example back-end conforms")
    func embeddedDefault() throws {
        let reports = try EndToEnd.temporaryDirectory("reports")
        defer { EndToEnd.cleanUp(reports) }
        let run = try Kit.run(["--report-dir", reports.path, "--no-color"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("embedded example back-end"), "\(run)")
        let report = try RunReport(directory: reports)
        #expect(report.failing.isEmpty, "\(run)")
        #expect(!FileManager.default.fileExists(atPath: reports.appendingPathComponent("backend.log").path),
                "the embedded back-end has no launched output to keep")
    }
}
