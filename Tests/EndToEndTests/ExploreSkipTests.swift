import Foundation
import KitTestSupport
import Testing

/// `run --explore-skip ITEM=REASON`: a variation the partner accepts, never drawn, recorded with its
/// reason in the report's log and provenance; a malformed one is exit 2 naming it.
@Suite("Exploration: accepted variations (--explore-skip)", .blockingWork)
struct ExploreSkipTests {
    @Test("the accepted variation and its reason are in the report's log and provenance")
    func recorded() throws {
        try EndToEnd.requireExecutable()
        let reports = try EndToEnd.temporaryDirectory("explore-skip")
        defer { EndToEnd.cleanUp(reports) }
        let skip = "read:chunked-trailers=JDK 17 HttpClient rejects trailers"
        let run = try Kit.run(
            ["run", "--explore", "3", "--explore-skip", skip, "--report-dir", reports.path, "--no-color"], deadline: 120)
        #expect(run.status == 0, "\(run)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: reports.appendingPathComponent("report.json"))) as? [String: Any])
        let log = json["log"] as? [String] ?? []
        #expect(
            log.contains("exploration: accepted by the partner, never drawn: read:chunked-trailers (JDK 17 HttpClient rejects trailers)"),
            "\(log)")
        let options = ((json["provenance"] as? [String: Any])?["options"] as? [String]) ?? []
        #expect(options.contains("--explore-skip \(skip)"), "\(options)")
    }

    @Test(
        "without a reason, naming no variation, or with --explore 0: exit 2 in one line",
        arguments: [
            (
                ["--explore", "2", "--explore-skip", "read:chunked-trailers"],
                "--explore-skip: 'read:chunked-trailers': expected ITEM=REASON"
            ),
            (["--explore", "2", "--explore-skip", "read:trailers=why"], "--explore-skip: 'read:trailers': expected create:NAME"),
            (["--explore", "0", "--explore-skip", "read:spaces=why"], "--explore-skip: nothing is explored with --explore 0"),
            (["--explore", "0", "--explore-seed", "3"], "--explore-seed: nothing is explored with --explore 0"),
        ])
    func refused(_ arguments: [String], _ says: String) throws {
        try EndToEnd.requireExecutable()
        let reports = try EndToEnd.temporaryDirectory("explore-skip")
        defer { EndToEnd.cleanUp(reports) }
        let run = try Kit.run(["run", "--report-dir", reports.path, "--no-color"] + arguments, deadline: 60)
        #expect(run.status == 2, "\(run)")
        #expect(run.errorLines.first?.hasPrefix("hp-conformance: \(says)") == true, "\(run.errorLines)")
    }
}
