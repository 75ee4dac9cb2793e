import Foundation
import Testing

/// A run that judges nothing proves nothing: it is not conformant unless asked to be partial.
@Suite("Partial runs", .serialized)
struct PartialRunTests {
    static let everyGroupButApp = "create,callback,start,browser,read,outcome,security,faults,concurrency"

    @Test("skipping every group: NOT CONFORMANT (nothing judged), exit 1; with --partial: PARTIAL, exit 0")
    func nothingJudged() throws {
        for partial in [false, true] {
            let reports = try EndToEnd.temporaryDirectory("partial")
            defer { EndToEnd.cleanUp(reports) }
            let run = try Kit.run(
                ["run", "--skip", Self.everyGroupButApp, "--report-dir", reports.path, "--no-color"] + (partial ? ["--partial"] : []),
                deadline: 120)
            #expect(run.status == (partial ? 0 : 1), "\(run)")
            let words = partial ? "PARTIAL (checks left out; none judged failed) · " : "NOT CONFORMANT (nothing judged) · "
            #expect(run.stdout.split(separator: "\n").contains { $0.hasPrefix(words) }, "\(run)")
            let data = try Data(contentsOf: reports.appendingPathComponent("report.json"))
            let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(root["status"] as? String == (partial ? "partial" : "not-conformant"))
            #expect(root["conformant"] as? Bool == false)
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
