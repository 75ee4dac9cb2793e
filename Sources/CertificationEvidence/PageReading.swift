import ConformanceModel
import ConformanceReports

/// What `verify` reads of the pages a reviewer reads (`report.md`, `report.html`): the run's
/// verdict in words, its counts, and each check's status, to hold them against `report.json`. The
/// pages are the kit's own renderings, so their shape is known: anything else is a mismatch.
enum PageReading {
    /// The mismatches of `report.md` against `result` (its verdicts and status as `report.json` gives them).
    static func markdownProblems(_ text: String, result: RunResult) -> [String] {
        var problems: [String] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.first.map(String.init) != MarkdownReport.heading(result) {
            problems.append("report.md: its heading is not the run's verdict (report.json gives '\(VerdictText.runStatus(result).words)')")
        }
        let counts = MarkdownReport.countsLine(result)
        if !lines.contains(where: { $0.hasPrefix(counts) }) {
            problems.append("report.md: its counts are not report.json's (\(VerdictText.counts(result)))")
        }
        let sections = Dictionary(uniqueKeysWithValues: MarkdownReport.sections.map { (Substring("## \($0.heading)"), $0.status) })
        var listed: [VerdictStatus: Set<String>] = [:]
        var current: VerdictStatus?
        for line in lines {
            if line.hasPrefix("## ") {
                current = sections[line]
                continue
            }
            guard let status = current, line.hasPrefix("- "), let id = firstCode(line) else { continue }
            listed[status, default: []].insert(id)
        }
        for status in MarkdownReport.sections.map(\.status) {
            let expected = Set(result.verdicts.filter { $0.status == status }.map(\.checkID))
            let shown = listed[status] ?? []
            if shown != expected {
                problems.append(
                    "report.md lists \(describe(shown)) as \(status.rawValue), report.json \(describe(expected))")
            }
        }
        return problems
    }

    /// The mismatches of `report.html` against `result`.
    static func htmlProblems(_ text: String, result: RunResult) -> [String] {
        var problems: [String] = []
        if !text.contains(HTMLReport.banner(result)) {
            problems.append(
                "report.html: its banner is not the run's verdict (report.json gives '\(VerdictText.runStatus(result).words)')")
        }
        var shown: [String: String] = [:]
        var rest = text[...]
        let open = "<article class=\"check "
        while let start = rest.firstRange(of: open) {
            let after = rest[start.upperBound...]
            guard let quote = after.firstIndex(of: "\""), after[quote...].hasPrefix("\" id=\"check-") else {
                rest = after
                continue
            }
            let status = String(after[..<quote])
            let idStart = after.index(quote, offsetBy: "\" id=\"check-".count)
            guard let idEnd = after[idStart...].firstIndex(of: "\"") else { break }
            let id = String(after[idStart..<idEnd])
            if shown[id] != nil { problems.append("report.html shows \(id) twice") }
            shown[id] = status
            rest = after[idEnd...]
        }
        for verdict in result.verdicts {
            let escaped = XMLText.escapeText(verdict.checkID)
            switch shown.removeValue(forKey: escaped) {
            case nil: problems.append("report.html: \(verdict.checkID) is missing (report.json records \(verdict.status.rawValue))")
            case let status? where status != verdict.status.rawValue:
                problems.append("report.html shows \(verdict.checkID) as \(status), report.json records \(verdict.status.rawValue)")
            default: break
            }
        }
        for id in shown.keys.sorted() { problems.append("report.html: \(id) is not in report.json") }
        return problems
    }

    /// The text between the first pair of backticks of `line`.
    private static func firstCode(_ line: Substring) -> String? {
        guard let open = line.firstIndex(of: "`") else { return nil }
        let rest = line[line.index(after: open)...]
        guard let close = rest.firstIndex(of: "`") else { return nil }
        return String(rest[..<close])
    }

    private static func describe(_ ids: Set<String>) -> String {
        ids.isEmpty ? "none" : ids.sorted().joined(separator: ", ")
    }
}
