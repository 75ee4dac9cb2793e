import Foundation
import KitTestSupport
import Testing

/// `run --fail-on`: a partner's pipeline gate stricter than the contract. The example back-end
/// with `uppercase-scheme` breaks one warning rule (HP-CALLBACK-LOWERCASE) and is conformant:
/// the gate decides the exit code, never the verdicts or the status.
@Suite("Pipeline gate (--fail-on)", .blockingWork)
struct PipelineGateTests {
    func run(_ extra: [String]) throws -> (KitRun, [String: Any]) {
        try EndToEnd.requireExecutable()
        let reports = try EndToEnd.temporaryDirectory("gate")
        defer { EndToEnd.cleanUp(reports) }
        let run = try Kit.run(
            ["run", "--example-fault", "uppercase-scheme", "--report-dir", reports.path, "--no-color"] + extra, deadline: 90)
        let data = (try? Data(contentsOf: reports.appendingPathComponent("report.json"))) ?? Data()
        return (run, (try? JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:])
    }

    @Test(
        "a warning the gate names fails the exit code; the status stays the contract's and the option is in the provenance",
        arguments: [
            ([String](), Int32(0), nil as String?),
            (["--fail-on", "warning"], 1, "gate --fail-on warning: closed by HP-CALLBACK-LOWERCASE (warning); exit 1"),
            (["--fail-on", "HP-CALLBACK-LOWERCASE"], 1, "closed by HP-CALLBACK-LOWERCASE (warning)"),
            (["--fail-on", "callback"], 1, "closed by HP-CALLBACK-LOWERCASE (warning)"),
            (["--fail-on", "HP-CALLBACK-REVERSE-DNS,skipped"], 0, "gate --fail-on HP-CALLBACK-REVERSE-DNS,skipped: holds"),
        ])
    func gate(_ extra: [String], _ status: Int32, _ line: String?) throws {
        let (run, report) = try run(extra)
        #expect(run.status == status, "\(run)")
        if let line { #expect(run.stdout.contains(line), "\(run.stdout)") }
        #expect(report["status"] as? String == "conformant", "the gate never changes the status")
        let options = ((report["provenance"] as? [String: Any])?["options"] as? [String]) ?? []
        if !extra.isEmpty { #expect(options.contains(extra.joined(separator: " ")), "\(options)") }
    }

    @Test("a token that is not a kind, a check or a group is exit 2 in one line with the closest name")
    func unknownToken() throws {
        let (run, _) = try run(["--fail-on", "HP-CALLBACK-LOWERCAS"])
        #expect(run.status == 2)
        #expect(
            run.errorLines.first
                == "hp-conformance: --fail-on: 'HP-CALLBACK-LOWERCAS' is not warning, skipped, a check id or a group (did you mean HP-CALLBACK-LOWERCASE?)",
            "\(run.errorLines)")
    }
}
