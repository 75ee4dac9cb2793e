import ConformanceModel

/// How the reports show a verdict's file:line evidence (the app checks'), kept apart from the
/// exchange evidence so that each writer needs one line to include it.
enum LocationEvidence {
    /// JSON: `"locations": [{"file", "line", "column", "excerpt"}]`, only on verdicts that have some.
    package static func json(_ verdict: Verdict) -> [String: JSONReport.Value] {
        guard !verdict.locations.isEmpty else { return [:] }
        return [
            "locations": .array(
                verdict.locations.map { location in
                    .object([
                        "file": .string(location.file), "line": .int(location.line), "column": .int(location.column),
                        "excerpt": .string(location.excerpt),
                    ])
                })
        ]
    }

    /// HTML: a list of places with their excerpts, already escaped.
    package static func html(_ verdict: Verdict) -> String {
        guard !verdict.locations.isEmpty else { return "" }
        var html = "<ul class=\"locations\">"
        for location in verdict.locations {
            html += "<li><code>\(XMLText.escapeText(location.description))</code>"
            if !location.excerpt.isEmpty { html += " <pre>\(XMLText.escapeText(location.excerpt))</pre>" }
            html += "</li>"
        }
        return html + "</ul>\n"
    }
}
