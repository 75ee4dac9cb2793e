import Foundation
import KitTestSupport
import Testing

/// A check left out is never conformant: any `--only`/`--skip` that leaves a check out makes the
/// run PARTIAL in every file and on the console, and it passes (exit 0) only with `--partial`.
@Suite("Partial runs", .serialized, .blockingWork)
struct PartialRunTests {
    static let everyGroupButApp = "create,callback,start,browser,read,outcome,security,faults,concurrency"

    /// The run's exit status, console and report files for `arguments`, one directory each.
    static func check(_ arguments: [String], partial: Bool) throws {
        let reports = try EndToEnd.temporaryDirectory("partial")
        defer { EndToEnd.cleanUp(reports) }
        let run = try Kit.run(
            ["run"] + arguments + ["--report-dir", reports.path, "--no-color"] + (partial ? ["--partial"] : []), deadline: 120)
        #expect(run.status == (partial ? 0 : 1), "\(arguments) partial \(partial): \(run)")
        #expect(run.stdout.split(separator: "\n").contains { $0.hasPrefix("PARTIAL (checks left out; none judged failed) · ") }, "\(run)")
        #expect(!run.stdout.contains("CONFORMANT ·") || run.stdout.contains("NOT CONFORMANT"), "\(run)")
        if !partial {
            #expect(run.stdout.contains("the run is PARTIAL, never conformant, and does not pass (--partial lets it pass)"), "\(run)")
        }
        let data = try Data(contentsOf: reports.appendingPathComponent("report.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(root["status"] as? String == "partial")
        #expect(root["conformant"] as? Bool == false)
        let markdown = try String(contentsOf: reports.appendingPathComponent("report.md"), encoding: .utf8)
        let html = try String(contentsOf: reports.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(markdown.contains("PARTIAL") && !markdown.contains("**CONFORMANT**"))
        #expect(html.contains("PARTIAL"))
    }

    @Test("skipping every group, or judging only one: PARTIAL in every file, exit 1; with --partial: PARTIAL, exit 0")
    func leftOutIsPartial() throws {
        for partial in [false, true] {
            try Self.check(["--skip", Self.everyGroupButApp], partial: partial)
            try Self.check(["--only", "create"], partial: partial)
        }
    }

    @Test("--partial on a run that fails still fails")
    func partialFailing() throws {
        let reports = try EndToEnd.temporaryDirectory("partial")
        defer { EndToEnd.cleanUp(reports) }
        let run = try Kit.run(
            ["run", "--only", "create", "--partial", "--example-fault", "wrong-flow", "--report-dir", reports.path, "--no-color"],
            deadline: 120)
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("NOT CONFORMANT"), "\(run)")
    }
}
