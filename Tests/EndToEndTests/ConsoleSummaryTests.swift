import Foundation
import KitTestSupport
import Testing

/// The summary `run` prints after its table: the checks needing attention named by status, the
/// verdict with its counts, and the report files.
@Suite("Console summary", .serialized, .blockingWork)
struct ConsoleSummaryTests {
    @Test("a warning is named after the table, its line under the check is short, and the run stays conformant")
    func warningsNamed() throws {
        let directory = try EndToEnd.temporaryDirectory("summary")
        defer { EndToEnd.cleanUp(directory) }
        let run = try Kit.run(
            ["run", "--example-fault", "uppercase-scheme", "--report-dir", directory.appendingPathComponent("Reports").path], deadline: 120)
        #expect(run.status == 0, "\(run)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("warnings: HP-CALLBACK-LOWERCASE"), "\(run)")
        let below = try #require(lines.firstIndex { $0.contains("WARN  HP-CALLBACK-LOWERCASE") }.map { lines[$0 + 1] })
        // #1 is the app's start call, journaled when sent; #2 the create it caused.
        #expect(below.trimmingCharacters(in: .whitespaces).hasPrefix("warning: #2: scheme 'COM.EXAMPLE.CAPTURE'"), "\(below)")
        #expect(below.count < 450, "\(below.count) characters")
        #expect(
            lines.contains { $0.hasPrefix("CONFORMANT · ") && $0.contains(" passed, 1 warning, 0 failed, 0 skipped, 0 not judged · ") },
            "\(run)")
        #expect(lines.contains { $0.hasSuffix("Reports/report.md") })
    }
}
