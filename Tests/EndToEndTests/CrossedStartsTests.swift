import Foundation
import KitTestSupport
import Testing

/// Starts whose requests cross (the Python back-end keeping the document number in a field every
/// request shares): named as crossed under HP-CREATE-CREDENTIAL-FIDELITY, with the journeys, not
/// reported as extra creates under HP-CREATE-ONCE.
@Suite("Crossed starts on a back-end the kit did not write", .blockingWork)
struct CrossedStartsTests {
    @Test(
        "the Python back-end with shared request state fails HP-CREATE-CREDENTIAL-FIDELITY naming the crossing; HP-CREATE-ONCE holds",
        .enabled(if: Tools.hasPython, "python3 is not on PATH"))
    func crossed() throws {
        let directory = try EndToEnd.temporaryDirectory("crossed")
        defer { EndToEnd.cleanUp(directory) }
        var config = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: EndToEnd.fixtures.appendingPathComponent("python.json")))
                as? [String: Any])
        var backend = config["backend"] as! [String: Any]
        var launch = backend["launch"] as! [String: Any]
        launch["workingDirectory"] = EndToEnd.fixtures.path
        launch["environment"] = ["FAULT": "shared-request-state"]
        backend["launch"] = launch
        config["backend"] = backend
        let path = directory.appendingPathComponent("crossed.json")
        try JSONSerialization.data(withJSONObject: config).write(to: path)
        let reports = directory.appendingPathComponent("reports")
        let run = try Kit.run(["run", "--config", path.path, "--report-dir", reports.path, "--no-color"], deadline: 240)
        let report = try RunReport.read(reports, run.description)
        #expect(report.statuses["HP-CREATE-CREDENTIAL-FIDELITY"] == "fail", "\(run)")
        #expect(report.statuses["HP-CREATE-ONCE"] == "pass", "crossed starts are not extra creates: \(run)")
        let json = try String(contentsOf: reports.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(json.contains("the two starts crossed"), "the finding names the crossing")
    }
}
