import Foundation
import KitTestSupport
import Testing

/// `run --vendor-recording`: the stand-in answers in the bytes a probe recorded from a sandbox
/// (here the HTTPS sandbox of ProbeTests, which writes JSON as Python does: `"state": "..."`).
/// A back-end that reads the stand-in's own layout rather than JSON passes a plain run and fails
/// with the recording; a correct one passes both.
@Suite("run --vendor-recording: the stand-in in the vendor's own bytes", .blockingWork)
struct VendorRecordingTests {
    /// A configuration of the Python fixture back-end with `fault`, written into `directory`.
    static func python(_ fault: String?, in directory: URL) throws -> String {
        var config = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: EndToEnd.fixtures.appendingPathComponent("python.json")))
                as? [String: Any])
        var backend = config["backend"] as! [String: Any]
        var launch = backend["launch"] as! [String: Any]
        launch["workingDirectory"] = EndToEnd.fixtures.path
        launch["environment"] = fault.map { ["FAULT": $0] } ?? [:]
        backend["launch"] = launch
        config["backend"] = backend
        let path = directory.appendingPathComponent("\(fault ?? "correct").json")
        try JSONSerialization.data(withJSONObject: config).write(to: path)
        return path.path
    }

    @Test(
        "a back-end reading the stand-in's layout: CONFORMANT on the stand-in's own answers (--explore 0), failed by the sample of variations and by the recording; a correct one passes"
    )
    func layoutReadCaught() throws {
        try #require(ProbeTests.missing == nil, "needs \(ProbeTests.missing ?? "")")
        let directory = try EndToEnd.temporaryDirectory("vendor-recording")
        defer { EndToEnd.cleanUp(directory) }
        let sandbox = try ProbeTests.Sandbox(mode: "conformant")
        let (probe, probeReports) = try ProbeTests.probe(sandbox)
        sandbox.stop()
        defer { EndToEnd.cleanUp(probeReports) }
        #expect(probe.status == 0, "\(probe)")
        let recording = probeReports.appendingPathComponent("drift.json").path

        let layout = try Self.python("layout-read", in: directory)
        let own = try Kit.run(
            ["run", "--config", layout, "--explore", "0", "--report-dir", directory.appendingPathComponent("own").path], deadline: 120)
        #expect(own.status == 0, "the stand-in's own bytes hide the fault: \(own)")
        // The plain run's sample of every variation writes the answers in other layouts too.
        let plain = try Kit.run(["run", "--config", layout, "--report-dir", directory.appendingPathComponent("plain").path], deadline: 240)
        #expect(plain.status == 1, "the sample of the vendor's variations catches it without a recording: \(plain)")

        let recorded = directory.appendingPathComponent("recorded")
        let caught = try Kit.run(
            ["run", "--config", layout, "--report-dir", recorded.path, "--vendor-recording", recording], deadline: 120)
        #expect(caught.status == 1, "\(caught)")
        let report = try RunReport.read(recorded, caught.description)
        #expect(report.statuses["HP-OUTCOME-FOLLOWS-STATE"] == "fail", "\(caught)")
        let json = try String(contentsOf: recorded.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(json.contains("the vendor's answers recorded by probe at "), "the report says where the answers came from")
        #expect(json.contains(#"\"state\": \"PROCESS_STATE_FINISHED\""#), "the read answers in the recording's layout")

        let correct = try Kit.run(
            [
                "run", "--config", try Self.python(nil, in: directory), "--report-dir", directory.appendingPathComponent("ok").path,
                "--vendor-recording", recording,
            ], deadline: 120)
        #expect(correct.status == 0, "\(correct)")
    }

    @Test("a recording whose probe found drift, or a file that is not one: exit 2, one line naming it")
    func refusedRecordings() throws {
        let directory = try EndToEnd.temporaryDirectory("vendor-recording-refused")
        defer { EndToEnd.cleanUp(directory) }
        let drifted = directory.appendingPathComponent("drift.json")
        try Data(
            #"{"kind":"hp-conformance probe","exitCode":1,"exchanges":[],"findings":[{"member":"specs/contract.json#/vendorAnswers/unknownProcessStatus","status":"contradicted"}]}"#
                .utf8
        ).write(to: drifted)
        let notOne = directory.appendingPathComponent("other.json")
        try Data(#"{"hello":1}"#.utf8).write(to: notOne)
        for (file, said) in [
            (drifted, "found drift (specs/contract.json#/vendorAnswers/unknownProcessStatus)"), (notOne, "not a recording"),
        ] {
            let run = try Kit.run(["run", "--vendor-recording", file.path, "--report-dir", directory.appendingPathComponent("r").path])
            #expect(run.status == 2, "\(run)")
            #expect(run.stderr.contains(said), "\(run)")
        }
    }
}
