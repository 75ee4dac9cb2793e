import Foundation
import KitTestSupport
import Testing

/// The outcome read from where a back-end puts it other than its body: a header (`outcomeHeader`)
/// or the status code (`outcomeStatus`). The Python fixture back-end (python_backend.py) answers
/// "complete" that way under STYLE outcome-header or outcome-status, its body then holding the
/// capture id alone; each is judged through the built executable, correct and with a fault.
@Suite(
    "Outcome in a header or the status code (Python back-end, launch mode)", .serialized,
    .enabled(if: Tools.hasPython, "python3 is not on PATH"), .blockingWork)
struct OutcomePlacesTests {
    /// Where the outcome is, and how the configuration says so.
    struct Place: Sendable, CustomTestStringConvertible {
        var style: String
        var field: String
        var value: [String: String]
        var testDescription: String { style }
    }

    static let places = [
        Place(style: "outcome-header", field: "outcomeHeader", value: ["name": "X-Verification-Outcome", "pattern": "^([a-z]+)$"]),
        Place(
            style: "outcome-status", field: "outcomeStatus",
            value: ["200": "approved", "202": "pending", "203": "rejected", "207": "failed", "208": "expired"]),
    ]

    /// python.json with the outcome at `place` instead of its body (and `fault` planted), in `directory`.
    static func config(_ place: Place, fault: String?, in directory: URL) throws -> String {
        var config = try ConfigFiles.load("python.json")
        var environment = ["STYLE": place.style]
        if let fault { environment["FAULT"] = fault }
        ConfigFiles.edit(&config, "backend.launch.environment", environment)
        ConfigFiles.edit(&config, "backend.launch.workingDirectory", EndToEnd.fixtures.path)
        ConfigFiles.edit(&config, "ended.outcomePointer", nil)
        ConfigFiles.edit(&config, "ended.\(place.field)", place.value)
        return try ConfigFiles.write(config, as: "\(place.style)\(fault.map { "-\($0)" } ?? "").json", in: directory)
    }

    func run(_ config: String) throws -> (KitRun, RunReport, URL) {
        let reports = try EndToEnd.temporaryDirectory("reports")
        let run = try Kit.run(["run", "--config", config, "--report-dir", reports.path, "--no-color"], deadline: 120)
        #expect(!run.timedOut, "\(run)")
        let report = try RunReport.read(reports, "\(run)")
        return (run, report, reports)
    }

    @Test("the outcome only in a header, or only in the status code: CONFORMANT", arguments: places)
    func conformant(_ place: Place) throws {
        try EndToEnd.requireExecutable()
        let directory = try EndToEnd.temporaryDirectory("outcome-place")
        defer { EndToEnd.cleanUp(directory) }
        let (run, report, reports) = try run(try Self.config(place, fault: nil, in: directory))
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 0, "\(run)")
        #expect(report.statuses.count == EndToEnd.backendCheckCount)
        #expect(report.notPassing.isEmpty, "not passing: \(report.notPassing)\n\(run)")
        #expect(run.stdout.contains("CONFORMANT"), "\(run)")
        // The body holds no outcome: the verdicts came from the header or the status code.
        let json = try String(contentsOf: reports.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(
            !json.contains(#"\"result\":{\"status\""#) && !json.contains(#"\"result\": {\"status\""#), "an ended body carries the outcome")
        if place.style == "outcome-status" { #expect(json.contains("203") || json.contains("207") || json.contains("208")) }
        if place.style == "outcome-header" { #expect(json.contains("X-Verification-Outcome")) }
    }

    @Test("the outcome in a header or the status code, and the app's claim believed: the outcome check fails", arguments: places)
    func trustAppClaim(_ place: Place) throws {
        try EndToEnd.requireExecutable()
        let directory = try EndToEnd.temporaryDirectory("outcome-place")
        defer { EndToEnd.cleanUp(directory) }
        let (run, report, reports) = try run(try Self.config(place, fault: "trust-app-claim", in: directory))
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 1, "\(run)")
        #expect(report.failing == ["HP-OUTCOME-SERVER-DECIDES"], "\(run)")
        #expect(report.notPassing == ["HP-OUTCOME-SERVER-DECIDES"], "only the planted fault's check may fail")
    }
}
