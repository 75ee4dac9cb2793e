/// How the reports show a verdict's file:line evidence (the app checks'), kept apart from the
/// exchange evidence so that each writer needs one line to include it.
enum LocationEvidence {
    /// JSON: `"locations": [{"file", "line", "column", "excerpt"}]`, only on verdicts that have some.
    static func json(_ verdict: Verdict) -> [String: JSONReport.Value] {
        guard !verdict.locations.isEmpty else { return [:] }
        return ["locations": .array(verdict.locations.map { location in
            .object(["file": .string(location.file), "line": .int(location.line), "column": .int(location.column), "excerpt": .string(location.excerpt)])
        })]
    }

    /// HTML: a list of places with their excerpts, already escaped.
    static func html(_ verdict: Verdict) -> String {
        guard !verdict.locations.isEmpty else { return "" }
        var html = "<ul class=\"locations\">"
        for location in verdict.locations {
            html += "<li><code>\(XMLText.escapeText(location.description))</code>"
            if !location.excerpt.isEmpty { html += " <pre>\(XMLText.escapeText(location.excerpt))</pre>" }
            html += "</li>"
        }
        return html + "</ul>\n"
    }

    /// The locations with every secret replaced.
    static func redacted(_ locations: [SourceLocation], _ redactor: Redactor) -> [SourceLocation] {
        locations.map { SourceLocation(file: redactor.redact($0.file), line: $0.line, column: $0.column, excerpt: redactor.redact($0.excerpt)) }
    }
}
