import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The provenance section of `report.html` and `report.md`: where the run comes from, one line a
/// field (`Provenance.lines`); a link to the CI run when there is one.
enum ProvenanceText {
    /// The HTML section (empty without provenance): a table in the report's `meta` style.
    package static func html(_ result: RunResult) -> String {
        guard let provenance = result.provenance else { return "" }
        var html = "<section id=\"provenance\"><h2>Provenance</h2><table class=\"meta\">\n"
        for (key, value) in provenance.lines {
            let shown =
                key == "ci.runURL" && isWebLink(value)
                ? "<a href=\"\(XMLText.escapeAttribute(value))\">\(XMLText.escapeText(value))</a>" : XMLText.escapeText(value)
            html += "<tr><th>\(XMLText.escapeText(key))</th><td>\(shown)</td></tr>\n"
        }
        return html + "</table></section>\n"
    }

    /// The "Since the previous report" section (empty without `run --previous`).
    package static func sincePrevious(_ result: RunResult) -> String {
        guard let diff = result.sincePrevious else { return "" }
        return "<section id=\"since-previous\"><h2>Since the previous report</h2><pre>\(XMLText.escapeText(diff.text))</pre></section>\n"
    }

    /// The Markdown section (empty without provenance).
    package static func markdown(_ result: RunResult) -> String {
        guard let provenance = result.provenance else { return "" }
        var md = "## Provenance\n\n| | |\n|---|---|\n"
        for (key, value) in provenance.lines {
            md += "| \(MarkdownReport.escape(key)) | \(MarkdownReport.escape(value)) |\n"
        }
        return md + "\n"
    }

    private static func isWebLink(_ text: String) -> Bool {
        (text.hasPrefix("https://") || text.hasPrefix("http://")) && !text.contains { $0 == "\"" || $0 == "<" || $0 == ">" || $0 == " " }
    }
}
