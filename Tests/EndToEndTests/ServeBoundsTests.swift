import Foundation
import KitTestSupport
import Testing

/// `hp-conformance serve` flooded through the built executable (Fixtures/serve_flood.py): large bodies,
/// large correlation ids and thousands of idle connections leave it small, with bounded threads, and an
/// ordinary request is still answered.
@Suite("serve under floods", .serialized, .enabled(if: Tools.hasPython, "python3 is not on PATH"), .blockingWork)
struct ServeBoundsTests {
    func flood(_ arguments: [String]) throws -> [String: Any] {
        try EndToEnd.requireExecutable()
        let script = EndToEnd.fixtures.appendingPathComponent("serve_flood.py").path
        let result = try Tools.exec(
            try #require(Tools.python3),
            [script, EndToEnd.executable.path, EndToEnd.packageRoot.appendingPathComponent("specs").path] + arguments)
        let line = try #require(result.output.split(separator: "\n").last { $0.hasPrefix("{") }, "no figures: \(result.output)")
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(result.status == 0, "\(result.output)")
        return figures
    }

    func megabytes(_ figures: [String: Any], _ stage: String, _ key: String = "hwm_mb") -> Double {
        ((figures[stage] as? [String: Any])?[key] as? Double) ?? .infinity
    }

    func threads(_ figures: [String: Any], _ stage: String) -> Int {
        ((figures[stage] as? [String: Any])?["threads"] as? Int) ?? .max
    }

    @Test("one-megabyte creates and 100 KB correlation ids: the journal and process table stay bounded")
    func largeBodies() throws {
        // 24 MB of bodies and 6 MB of correlation ids; unbounded, the journal alone would hold ~30 MB more.
        let figures = try flood(["--big-posts", "24", "--big-bytes", "1000000", "--creates", "60", "--correlation-bytes", "100000"])
        #expect(figures["failures"] as? Int == 0)
        #expect(megabytes(figures, "after_creates") < 120, "peak \(megabytes(figures, "after_creates")) MB")
        let growth = megabytes(figures, "after_creates", "rss_mb") - megabytes(figures, "start", "rss_mb")
        #expect(growth < 25, "resident memory grew by \(growth) MB")
    }

    @Test("3,000 connections that send nothing: threads capped, an ordinary create still answered, threads released after")
    func idleConnectionFlood() throws {
        let figures = try flood(["--big-posts", "0", "--creates", "0", "--idle-connections", "3000"])
        // A hard bound: 1,024 connection threads at most (an evicted connection's thread counts until it
        // has left), plus the main, accept and delay-watch threads and a few of the runtime's.
        #expect(threads(figures, "during_idle_flood") <= 1024 + 8)
        let during = try #require(figures["request_during_flood"] as? [String: Any])
        #expect(during["status"] as? Int == 201, "\(during)")
        #expect((during["seconds"] as? Double ?? 99) < 10)
        #expect(threads(figures, "after_idle_flood") <= 8)
        #expect(megabytes(figures, "during_idle_flood") < 150)
    }
}
