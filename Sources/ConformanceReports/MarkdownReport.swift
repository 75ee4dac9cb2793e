import ConformanceModel

/// Renders a `RunResult` as `report.md`: a short Markdown summary for `$GITHUB_STEP_SUMMARY` and
/// merge-request notes. The verdict and counts, then one line per failing, not-judged, warning and
/// skipped check (what was seen, cut between whole findings, never inside one; the exchanges it
/// rests on), then the run's metadata. A run the kit could not run, or cut short, says
/// `not judged: ...` first, as `junit.xml` does. Evidence stays in `report.html`; every text is
/// escaped so it renders as text, never as markup.
public enum MarkdownReport {
    /// The document as a string.
    public static func render(_ result: RunResult) -> String {
        let kit = JUnitReport.kitVerdict(result)
        var md = heading(result) + "\n\n"
        md += countsLine(result) + " · \(CheckTimes.seconds(CheckTimes(result).run)) s\n\n"
        if let note = result.provenance?.note { md += "> \(escape(note))\n\n" }
        if let kit { md += "> ⛔ `\(code(kit.checkID))` **\(escape(VerdictText.notJudged(kit)))**\n\n" }

        for (heading, status, icon) in sections {
            let verdicts = result.verdicts.filter { $0.status == status }
            guard !verdicts.isEmpty else { continue }
            md += "## \(heading)\n\n"
            for v in verdicts {
                let text: String
                switch status {
                case .warn, .fail: text = VerdictText.clipped(oneLine(v.seen), limit: FailureText.seenLimit)
                case .skip: text = String(VerdictText.headline(v).dropFirst("skipped: ".count))  // the heading says skipped
                default: text = VerdictText.headline(v)
                }
                md += "- \(icon) `\(code(v.checkID))` \(escape(v.title)): \(escape(oneLine(text)))"
                if !v.evidence.isEmpty { md += " (\(VerdictText.evidence(v.evidence)))" }
                if let place = v.locations.first { md += " (at `\(code(place.description))`)" }
                md += "\n"
            }
            md += "\n"
        }

        md += ProvenanceText.markdown(result)
        md += "## Run\n\n| | |\n|---|---|\n"
        for (key, value) in JUnitReport.properties(result.metadata) + [("hostname", result.metadata.hostname)] {
            md += "| \(escape(key)) | \(escape(value)) |\n"
        }
        md += "\nEvidence for every check: `report.html`; machine-readable: `report.json`, `junit.xml`.\n"
        return md
    }

    /// The sections listing the checks that are not passes: heading, status, icon.
    package static let sections: [(heading: String, status: VerdictStatus, icon: String)] = [
        ("Failing", .fail, "❌"), ("Not judged", .error, "⛔"), ("Warnings", .warn, "⚠️"), ("Skipped", .skip, "⏭️"),
    ]

    /// The first line: the run's verdict.
    package static func heading(_ result: RunResult) -> String {
        "# \(result.isConformant ? "✅" : "❌") Human Plugin conformance: \(VerdictText.runStatus(result).words)"
    }

    /// The counts, in bold (the line goes on with the run's time).
    package static func countsLine(_ result: RunResult) -> String {
        "**\(result.verdicts.count) checks: \(VerdictText.counts(result))**"
    }

    /// The document as UTF-8 bytes.
    public static func data(_ result: RunResult) -> [UInt8] { Array(render(result).utf8) }

    /// `text` on one line: line breaks, tabs and other control characters become spaces.
    package static func oneLine(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let control = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
            out.append(control ? " " : scalar)
        }
        return String(out)
    }

    /// Markdown and HTML metacharacters escaped with a backslash, line breaks flattened.
    static func escape(_ text: String) -> String {
        var out = ""
        for ch in oneLine(text) {
            if "\\`*_[]<>|~".contains(ch) { out.append("\\") }
            if ch == "&" {
                out += "&amp;"
                continue
            }
            out.append(ch)
        }
        return out
    }

    /// Text for inside a code span: backticks cannot be escaped there, so they are replaced.
    package static func code(_ text: String) -> String {
        oneLine(text).replacing("`", with: "'")
    }
}
