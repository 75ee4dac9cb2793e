import Foundation
import Testing

@testable import ConformanceModel

/// `diff` prints values read from two reports: none of them may start a console line of its own.
@Suite("Report diff text")
struct ReportDiffTextTests {
    @Test("a check id, a warning and a configuration line holding line feeds stay on their own line of the diff")
    func lineFeedsStayInTheirLine() {
        let diff = ReportDiff(
            oldRunID: "old", newRunID: "new",
            statusChanges: [.init(checkID: "HP-X\nchecks whose status changed:", old: .pass, new: .fail)],
            newWarnings: ["HP-Y: seen\n  HP-Z: pass → fail"], goneWarnings: [], facts: [], configuration: ["+ \"a\":\t\"b\nc\""])
        let lines = diff.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0 == "checks whose status changed:" }.count == 1, "\(diff.text)")
        #expect(!lines.contains("  HP-Z: pass → fail"), "\(diff.text)")
        #expect(diff.text.contains("HP-X\\u{A}checks whose status changed:: pass → fail"), "\(diff.text)")
        #expect(diff.text.contains("\\u{9}"), "a tab is shown as its marker")
    }

    @Test("oneLine leaves a text without line feeds or tabs as it is")
    func plainTextUnchanged() {
        #expect(TerminalText.oneLine("HP-CREATE-FLOW: pass → fail") == "HP-CREATE-FLOW: pass → fail")
        #expect(TerminalText.oneLine("a\nb") == "a\\u{A}b")
    }
}
