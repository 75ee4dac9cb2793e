import Foundation
import Testing

/// HP-LOG-NO-SECRETS end to end: a launched back-end that prints the document numbers it is sent
/// gets a warning naming the lines, and backend.log keeps none of the numbers.
@Suite("A launched back-end that logs document numbers", .serialized)
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
}
