import Foundation
import KitTestSupport
import Testing

/// Full runs of the built kit against back-ends it launches itself, written in other languages
/// with their standard libraries only, each with its own API shape described by its configuration.
/// Serialized: each run times its back-end's answers, and the machine may be small.
@Suite("Launched back-ends (Python, Node) and the embedded example", .serialized, .blockingWork)
struct LaunchedBackendTests {
    /// A faulty variant and the checks it must fail, no more, no fewer.
    struct FaultCase: Sendable, CustomTestStringConvertible {
        var config: String
        var failing: [String]
        var testDescription: String { config }
    }

    static let pythonFaults = [
        FaultCase(config: "python-trust-app-claim.json", failing: ["HP-OUTCOME-SERVER-DECIDES"]),
        // "order-" + base64url(document number): no digits in sight, the number all the same.
        FaultCase(config: "python-encoded-correlation-id.json", failing: ["HP-CORRELATION-NO-DOCUMENT"]),
        // http.client's IncompleteRead caught and the partial body searched: a read cut short after
        // its state is reported as that state's outcome.
        FaultCase(config: "python-partial-read-kept.json", failing: ["HP-FAULT-READ-ERROR"]),
        FaultCase(config: "python-no-ownership-check.json", failing: ["HP-IDOR-FOREIGN-ID", "HP-IDOR-FORGED-ID"]),
        // A create Human Plugin held is sent again (same body, same correlationId) after a 1 s
        // timeout: two timeouts pass the 2 s bound, and only the held create shows the duplicate.
        FaultCase(
            config: "python-retry-on-hang.json",
            failing: ["HP-FAULT-CREATE-TIMEOUT", "HP-FAULT-NO-RETRY-DUPLICATES"]),
    ]

    /// Correct ways of writing the Python back-end other than its own, and the warnings they may give.
    static let pythonStyles: [String: [String]] = [
        // `process` missing: the state is read from the top level (a warning, not a failure).
        "python-tolerant-read.json": ["HP-READ-STATE-OUTSIDE-PROCESS"],
        // The failed state and a read that could not be made reported as the outcome "error", as
        // its configuration says (outcomes.failed: "error").
        "python-failed-as-error.json": [],
    ]

    static let nodeFaults = [
        FaultCase(config: "node-constant-correlation-id.json", failing: ["HP-CORRELATION-UNIQUE"]),
        FaultCase(config: "node-no-ownership-check.json", failing: ["HP-IDOR-FOREIGN-ID", "HP-IDOR-FORGED-ID"]),
        // As the Python one: two 1 s timeouts in a row, and a duplicate only the held create shows.
        FaultCase(
            config: "node-retry-on-hang.json",
            failing: ["HP-FAULT-CREATE-TIMEOUT", "HP-FAULT-NO-RETRY-DUPLICATES"]),
    ]

    /// Correct ways of writing the Node back-end other than its own, and the warnings they may give.
    static let nodeStyles: [String: [String]] = [
        // A regular expression over the answer finds the state when `process` is missing (a warning).
        "node-tolerant-read.json": ["HP-READ-STATE-OUTSIDE-PROCESS"],
        // The failed state answered 502, configured as outcomes.failed: "error".
        "node-failed-as-error.json": [],
    ]

    /// Runs the kit on a fixture configuration; returns the run and its report.
    func run(_ config: String) throws -> (KitRun, RunReport, URL) {
        let reports = try EndToEnd.temporaryDirectory("reports")
        let run = try Kit.run([
            "run", "--config", EndToEnd.fixtures.appendingPathComponent(config).path,
            "--report-dir", reports.path, "--no-color",
        ])
        #expect(!run.timedOut, "\(run)")
        let report = try RunReport.read(reports, "\(run)")
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

    @Test(
        "a back-end keeping Human Plugin's process id as a unique key (SQLite), run twice on one store: conformant both times",
        .enabled(if: Tools.hasPython, "python3 is not on PATH"))
    func uniqueKeyAcrossRuns() throws {
        let directory = try EndToEnd.temporaryDirectory("store")
        defer { EndToEnd.cleanUp(directory) }
        var config = try ConfigFiles.load("python.json")
        ConfigFiles.edit(&config, "backend.launch.workingDirectory", EndToEnd.fixtures.path)
        ConfigFiles.edit(&config, "backend.launch.environment", ["STORE": directory.appendingPathComponent("captures.sqlite").path])
        let path = try ConfigFiles.write(config, as: "store.json", in: directory)
        for attempt in 1...2 {
            let reports = directory.appendingPathComponent("reports-\(attempt)")
            let run = try Kit.run(["run", "--config", path, "--report-dir", reports.path, "--no-color"])
            let report = try RunReport.read(reports, "\(run)")
            #expect(run.status == 0 && report.notPassing.isEmpty, "run \(attempt): not passing \(report.notPassing)\n\(run)")
        }
    }

    @Test("the Python back-end conforms", .enabled(if: Tools.hasPython, "python3 is not on PATH"))
    func pythonConforms() throws {
        try expectConformant("python.json")
    }

    @Test("the Node back-end conforms", .enabled(if: Tools.hasNode, "node is not on PATH"))
    func nodeConforms() throws {
        try expectConformant("node.json")
    }

    @Test(
        "the Python back-end written in another correct style conforms",
        .enabled(if: Tools.hasPython, "python3 is not on PATH"), arguments: pythonStyles.keys.sorted())
    func pythonStyle(_ config: String) throws {
        let (run, report, reports) = try run(config)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 0, "\(run)")
        #expect(report.failing.isEmpty, "failing: \(report.failing)\n\(run)")
        #expect(report.notPassing == Self.pythonStyles[config], "\(run)")
    }

    @Test(
        "a faulty Python back-end fails exactly the checks its fault breaks",
        .enabled(if: Tools.hasPython, "python3 is not on PATH"), arguments: pythonFaults)
    func pythonFault(_ fault: FaultCase) throws {
        try expectFailing(fault)
    }

    @Test(
        "the Node back-end written in another correct style conforms",
        .enabled(if: Tools.hasNode, "node is not on PATH"), arguments: nodeStyles.keys.sorted())
    func nodeStyle(_ config: String) throws {
        let (run, report, reports) = try run(config)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 0, "\(run)")
        #expect(report.failing.isEmpty, "failing: \(report.failing)\n\(run)")
        #expect(report.notPassing == Self.nodeStyles[config], "\(run)")
    }

    @Test(
        "a faulty Node back-end fails exactly the checks its fault breaks",
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
        let report = try RunReport.read(reports, "")
        #expect(report.failing.isEmpty, "\(run)")
        #expect(
            !FileManager.default.fileExists(atPath: reports.appendingPathComponent("backend.log").path),
            "the embedded back-end has no launched output to keep")
    }
}
