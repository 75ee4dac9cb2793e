import Foundation
import KitTestSupport
import Testing

/// HP-LOG-NO-SECRETS end to end: a back-end that prints the document numbers it is sent, launched
/// by the kit or attached with `backend.logFile`, gets a warning naming the lines, and backend.log
/// keeps none of the numbers.
@Suite("A back-end that logs document numbers: launched, or attached with its log file", .serialized, .blockingWork)
struct BackendLogSecretsTests {
    @Test(
        "the Python back-end with log-document-number: a warning naming backend.log's lines; the numbers redacted",
        .enabled(if: Tools.hasPython, "python3 is not on PATH"))
    func logsDocumentNumbers() throws {
        let reports = try EndToEnd.temporaryDirectory("reports")
        defer { EndToEnd.cleanUp(reports) }
        let run = try Kit.run([
            "run", "--config", EndToEnd.fixtures.appendingPathComponent("python-log-document-number.json").path,
            "--report-dir", reports.path, "--no-color",
        ])
        #expect(!run.timedOut, "\(run)")
        #expect(run.status == 0, "a warning leaves the run conformant\n\(run)")
        let report = try RunReport.read(reports, "")
        #expect(report.notPassing == ["HP-LOG-NO-SECRETS"], "\(run)")
        #expect(report.statuses["HP-LOG-NO-SECRETS"] == "warn", "\(report.statuses["HP-LOG-NO-SECRETS"] ?? "none")")
        let json = try String(contentsOf: reports.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(json.contains("holds the document number"), "the verdict names what the line holds")
        let log = try String(contentsOf: reports.appendingPathComponent("backend.log"), encoding: .utf8)
        #expect(log.contains("documentNumber=<redacted:"), "backend.log keeps the line, the number redacted")
        #expect(log.range(of: "documentNumber=[0-9]", options: .regularExpression) == nil, "no document number is left in backend.log")
    }

    @Test(
        "the Python back-end with log-encoded-number ('masked' as base64): a warning too; backend.log keeps no encoding of a number",
        .enabled(if: Tools.hasPython, "python3 is not on PATH"))
    func logsEncodedNumbers() throws {
        let reports = try EndToEnd.temporaryDirectory("reports")
        defer { EndToEnd.cleanUp(reports) }
        let run = try Kit.run([
            "run", "--config", EndToEnd.fixtures.appendingPathComponent("python-log-encoded-number.json").path,
            "--report-dir", reports.path, "--no-color",
        ])
        #expect(run.status == 0, "a warning leaves the run conformant\n\(run)")
        let report = try RunReport.read(reports, "")
        #expect(report.notPassing == ["HP-LOG-NO-SECRETS"], "\(run)")
        #expect(report.statuses["HP-LOG-NO-SECRETS"] == "warn", "\(report.statuses["HP-LOG-NO-SECRETS"] ?? "none")")
        let log = try String(contentsOf: reports.appendingPathComponent("backend.log"), encoding: .utf8)
        #expect(log.contains("document=<redacted:"), "backend.log keeps the line, the encoding redacted: \(log)")
        #expect(log.range(of: "document=[A-Za-z0-9+/]{12}", options: .regularExpression) == nil, "no encoded number is left")
    }

    @Test("the conformant Python back-end's log holds no secret", .enabled(if: Tools.hasPython, "python3 is not on PATH"))
    func cleanLog() throws {
        let reports = try EndToEnd.temporaryDirectory("reports")
        defer { EndToEnd.cleanUp(reports) }
        let run = try Kit.run([
            "run", "--config", EndToEnd.fixtures.appendingPathComponent("python.json").path,
            "--report-dir", reports.path, "--no-color",
        ])
        let report = try RunReport.read(reports, "")
        #expect(report.statuses["HP-LOG-NO-SECRETS"] == "pass", "\(run)")
    }

    /// The Python back-end started by the test itself (attach mode), its output sent to `log`;
    /// returns the configuration pointing the kit at it, with `backend.logFile` when `follow`.
    static func attached(fault: String?, log: URL, follow: Bool, in folder: URL) throws -> (Process, String) {
        let (standIn, backend) = (try HeldPort(), try HeldPort())
        let (standInPort, backendPort) = (standIn.port, backend.port)
        standIn.close()
        backend.close()
        FileManager.default.createFile(atPath: log.path, contents: Data("before the run: 99999999999\n".utf8))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", EndToEnd.fixtures.appendingPathComponent("python_backend.py").path]
        var environment = ProcessInfo.processInfo.environment
        environment["HUMAN_PLUGIN_BASE_URL"] = "http://127.0.0.1:\(standInPort)"
        environment["HUMAN_PLUGIN_TOKEN"] = "hp-e2e-token-python"
        environment["PORT"] = String(backendPort)
        environment["FAULT"] = fault ?? ""
        process.environment = environment
        let handle = try FileHandle(forWritingTo: log)
        handle.seekToEndOfFile()
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        var config = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: EndToEnd.fixtures.appendingPathComponent("python.json")))
                as? [String: Any])
        config["backend"] = ["baseURL": "http://127.0.0.1:\(backendPort)", "readyPath": "/health"].merging(
            follow ? ["logFile": log.lastPathComponent] : [:]
        ) { $1 }
        var humanPlugin = config["humanPlugin"] as! [String: Any]
        humanPlugin["port"] = Int(standInPort)
        config["humanPlugin"] = humanPlugin
        let path = folder.appendingPathComponent("attach.json").path
        try JSONSerialization.data(withJSONObject: config).write(to: URL(fileURLWithPath: path))
        return (process, path)
    }

    @Test(
        "attach mode with backend.logFile: the log written during the run is judged and kept; without it the rule is skipped and a gate can fail it",
        .enabled(if: Tools.hasPython, "python3 is not on PATH"),
        arguments: [("log-document-number", true), (nil, true), ("log-document-number", false)] as [(String?, Bool)])
    func attachedLogFile(_ fault: String?, _ follow: Bool) throws {
        let folder = try EndToEnd.temporaryDirectory("attach-log")
        defer { EndToEnd.cleanUp(folder) }
        let log = folder.appendingPathComponent("backend-own.log")
        let (backend, config) = try Self.attached(fault: fault, log: log, follow: follow, in: folder)
        defer {
            kill(backend.processIdentifier, SIGKILL)  // the fixture's server threads outlive SIGTERM
            backend.waitUntilExit()
        }
        let reports = folder.appendingPathComponent("reports")
        let run = try Kit.run(["run", "--config", config, "--report-dir", reports.path, "--no-color", "--fail-on", "HP-LOG-NO-SECRETS"])
        let report = try RunReport.read(reports, "")
        let status = report.statuses["HP-LOG-NO-SECRETS"]
        switch (fault, follow) {
        case (_?, true):
            #expect(status == "warn", "\(run)")
            #expect(run.status == 1, "the gate names the rule\n\(run)")
            let kept = try String(contentsOf: reports.appendingPathComponent("backend.log"), encoding: .utf8)
            #expect(kept.contains("documentNumber=<redacted:"), "backend.log keeps the line, the number redacted: \(kept.prefix(300))")
            #expect(!kept.contains("before the run"), "only what was written during the run is read")
        case (nil, _):
            #expect(status == "pass", "\(run)")
            #expect(run.status == 0, "\(run)")
        case (_?, false):
            #expect(status == "skip", "\(run)")
            #expect(run.status == 1, "a gate naming the rule fails a run where it was not judged\n\(run)")
            #expect(!FileManager.default.fileExists(atPath: reports.appendingPathComponent("backend.log").path))
        }
        // RunReport.read has verify read the directory: genuine, whatever the gate said.
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: reports.appendingPathComponent("report.json"))) as? [String: Any]
        #expect(json?["status"] as? String == "conformant", "the log rule is a warning: \(run)")
    }
}
