import Foundation
import KitTestSupport
import Testing

@testable import ConformanceModel
@testable import ConformanceReports

@Suite("Markdown report")
struct MarkdownReportTests {
    @Test("verdict, counts, one line per check needing attention, metadata")
    func shape() {
        var result = ReportFixture.mixed
        result.kitErrors = []
        let md = MarkdownReport.render(result)
        #expect(
            md.hasPrefix(
                "# ❌ Human Plugin conformance: NOT CONFORMANT\n\n**5 checks: 1 passed, 1 warning, 1 failed, 1 skipped, 1 not judged** · 4.500 s\n"
            ))
        #expect(md.contains("## Failing\n\n- ❌ `A-3` title of A-3: status 500 for A-3 (exchanges #2, #3)\n"))
        #expect(md.contains("## Not judged\n\n- ⛔ `B-2` title of B-2: not judged: status 500 for B-2 (exchange #4)\n"))
        #expect(md.contains("## Warnings\n\n- ⚠️ `A-2` title of A-2: status 500 for A-2 (exchange #2)\n"))
        #expect(
            md.contains("## Skipped\n\n- ⏭️ `B-1` title of B-1: scenario skipped by config\n"),
            "the heading says skipped, the line does not repeat it")
        #expect(!md.contains("A-1"), "passing checks are counted, not listed")
        #expect(md.contains("| run.seed | 18446744073709551557 |"))
        #expect(md.contains("| contract.sha256 | \(String(repeating: "a", count: 64)) |"))
    }

    @Test("the kit's own state first: incomplete and not-run runs say why")
    func kitStates() {
        let incomplete = MarkdownReport.render(ReportFixture.mixed)
        #expect(incomplete.hasPrefix("# ❌ Human Plugin conformance: INCOMPLETE (not conformant)"))
        #expect(incomplete.contains("> ⛔ `HP-KIT-RUN` **not judged: the run is incomplete (not conformant): kit problem**\n"))
        let notRun = MarkdownReport.render(
            RunResult(
                metadata: ReportFixture.metadata(), verdicts: [], journal: [], kitErrors: ["back-end unreachable at http://127.0.0.1:9"]))
        #expect(notRun.hasPrefix("# ❌ Human Plugin conformance: NOT RUN"))
        #expect(
            notRun.contains("> ⛔ `HP-KIT-RUN` **not judged: the kit could not run: back-end unreachable at http://127.0.0.1:9**\n"),
            "as junit.xml says it")
        #expect(MarkdownReport.render(ReportFixture.result(.pass)).hasPrefix("# ✅ Human Plugin conformance: CONFORMANT"))
    }

    @Test("text from the run renders as text: markup, table pipes and line breaks are escaped")
    func escaping() {
        var result = ReportFixture.result(.fail)
        result.verdicts[0].seen = "<script>alert(1)</script> | *bold* [link](x) `code`\nsecond line"
        result.verdicts[0].checkID = "ID`X"
        let md = MarkdownReport.render(result)
        #expect(md.contains("\\<script\\>alert(1)\\</script\\> \\| \\*bold\\* \\[link\\](x) \\`code\\` second line"))
        #expect(md.contains("`ID'X`"))
        #expect(!md.contains("<script>"))
        let hostile = MarkdownReport.render(ReportFixture.hostile)
        #expect(
            !hostile.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }, "no control character"
        )
        #expect(!hostile.contains("\\</failure>") && hostile.contains("\\</failure\\>"), "markup outside code spans is escaped")
    }

    @Test("a long finding is never cut between its clauses; numbered findings are counted, not clauses")
    func findingsNotClauses() {
        var result = ReportFixture.result(.fail)
        let attacker =
            "app user 'app-user-2acd874e' (foreign-id#2, the attacker) sent the id of app user 'app-user-4fa6ce95' (foreign-id#1, the victim) to 'capture ended' (#106): "
        let read =
            "answering the attacker's call 'capture ended' (POST /captures/{id}/ended) with another user's id, the back-end read it from Human Plugin (#105 GET /v1/processes/prc_90c77feb89a436ab → 200)"
        let decisive = "'capture ended' (POST /captures/{id}/ended) with another user's id answered 200, expected a refusal (4xx)"
        result.verdicts[0].seen = attacker + read + "; " + decisive + "; the answer to 'capture ended' carried the outcome 'approved'"
        result.verdicts[2].seen = (1...40).map { "#\($0): clientId is 'x'; expected 'client-a'" }.joined(separator: "; ")
        let md = MarkdownReport.render(result)
        #expect(md.contains(MarkdownReport.escape(decisive)), "the decisive clause is shown")
        #expect(!md.contains("and 2 more"), "clauses of one finding are not counted as findings")
        let numbered = md.split(separator: "\n").first { $0.contains("`PAGE-1`") } ?? ""
        #expect(numbered.contains("#1: clientId is 'x'; expected 'client-a'; #2:"), "a finding keeps its own clauses")
        let shown = numbered.components(separatedBy: ": clientId").count - 1
        #expect(numbered.contains("; and \(40 - shown) more ("), "the findings left out are counted: \(numbered)")
    }
}
