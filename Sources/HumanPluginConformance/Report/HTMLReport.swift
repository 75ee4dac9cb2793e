import Foundation

/// Renders a `RunResult` as one self-contained HTML page: inline CSS, no scripts, no network
/// (a `Content-Security-Policy` meta tag forbids any fetch).
///
/// Layout: a header with the verdict (CONFORMANT / NOT CONFORMANT), summary counts and run
/// metadata; the journey of one scenario (the first in the journal unless one is chosen) as an
/// inline SVG sequence diagram with the lifelines App, Back-end, Human Plugin and Browser session,
/// each exchange a request arrow labelled `POST /path → 201` and a dashed return arrow, coloured
/// by the worst verdict citing it (red fail/error, amber warn, green pass, grey uncited/skipped);
/// then one section per check group, each check with id, title, severity, source, status,
/// expected, seen and its evidence exchanges in `<details>` (JSON bodies pretty-printed);
/// finally kit errors and the run log. Every string is escaped with `XMLText`.
public enum HTMLReport {
    /// The page as a string; `scenario` picks the journey drawn (default: the journal's first).
    public static func render(_ result: RunResult, scenario: String? = nil) -> String {
        let exchanges = Dictionary(result.journal.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let conformant = result.isConformant
        let verdictWord = conformant ? "CONFORMANT" : "NOT CONFORMANT"
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Human Plugin conformance: \(e(verdictWord))</title>
        <style>\(css)</style>
        </head>
        <body>

        """
        html += "<header class=\"\(conformant ? "ok" : "ko")\"><h1>\(e(verdictWord))</h1>\n<p class=\"counts\">"
        html += "<span>\(result.verdicts.count) checks</span>"
        for status in VerdictStatus.allCases {
            let count = result.count(status)
            html += " <span class=\"badge \(status.rawValue)\(count == 0 ? " zero" : "")\">\(count) \(status.rawValue)</span>"
        }
        html += "</p>\n"
        // The checks that need attention, linked, so that a failure is not buried under pages of evidence.
        let attention = result.groups.flatMap(\.verdicts).filter { [.fail, .error, .warn].contains($0.status) }
            .sorted { rank($0.status) > rank($1.status) }
        if !attention.isEmpty {
            html += "<ul class=\"attention\">"
            for v in attention {
                html += "<li><a href=\"#check-\(e(v.checkID))\"><span class=\"badge \(v.status.rawValue)\">\(v.status.rawValue.uppercased())</span> "
                html += "\(e(v.checkID))</a> \(e(v.title))</li>"
            }
            html += "</ul>\n"
        }
        html += "</header>\n"

        html += "<section><h2>Run</h2><table class=\"meta\">\n"
        for (key, value) in JUnitReport.properties(result.metadata) + [("hostname", result.metadata.hostname)] {
            html += "<tr><th>\(e(key))</th><td>\(e(value))</td></tr>\n"
        }
        html += "</table></section>\n"

        let (chosen, journey) = scenario.map { ($0, nil) } ?? defaultJourney(result)
        html += "<section><h2>Journey\(chosen.map { ": " + e($0) } ?? "")\(journey.map { " (" + e($0) + ")" } ?? "")</h2>\n"
        html += sequenceDiagram(result, scenario: chosen, journey: journey)
        html += "</section>\n"

        for group in result.groups {
            html += "<section><h2>\(e(group.name))</h2>\n"
            for verdict in group.verdicts { html += check(verdict, exchanges) }
            html += "</section>\n"
        }

        if !result.kitErrors.isEmpty {
            html += "<section><h2>Kit errors</h2><pre>\(e(result.kitErrors.joined(separator: "\n")))</pre></section>\n"
        }
        if !result.log.isEmpty {
            html += "<section><h2>Log</h2><details><summary>\(result.log.count) lines</summary><pre>\(e(result.log.joined(separator: "\n")))</pre></details></section>\n"
        }
        html += "</body>\n</html>\n"
        return html
    }

    /// The page as UTF-8 bytes.
    public static func data(_ result: RunResult, scenario: String? = nil) -> [UInt8] { Array(render(result, scenario: scenario).utf8) }

    // MARK: - Checks

    private static func check(_ v: Verdict, _ exchanges: [Int: Exchange]) -> String {
        var html = "<article class=\"check \(v.status.rawValue)\" id=\"check-\(e(v.checkID))\">\n"
        html += "<h3><span class=\"badge \(v.status.rawValue)\">\(v.status.rawValue.uppercased())</span> \(e(v.checkID)): \(e(v.title))</h3>\n"
        html += "<dl><dt>severity</dt><dd>\(e(v.severity.rawValue))</dd><dt>source</dt><dd>\(e(v.source))</dd>"
        html += "<dt>expected</dt><dd>\(e(v.expected))</dd><dt>seen</dt><dd>\(e(v.seen))</dd></dl>\n"
        html += LocationEvidence.html(v)
        // A check can cite dozens of exchanges: the first few are listed, the rest fold into one line.
        let shown = v.evidence.count > evidenceShown + 1 ? evidenceShown : v.evidence.count
        for (index, id) in v.evidence.enumerated() {
            if index == shown {
                html += "<details class=\"more\"><summary>\(v.evidence.count - shown) more exchanges</summary>\n"
            }
            guard let exchange = exchanges[id] else {
                html += "<p class=\"missing\">exchange #\(id) is not in the journal</p>\n"
                continue
            }
            html += "<details><summary>#\(id) \(e(ExchangeText.summary(exchange)))</summary>\(exchangeBody(exchange))</details>\n"
        }
        if shown < v.evidence.count { html += "</details>\n" }
        return html + "</article>\n"
    }

    /// How many evidence exchanges a check lists before folding the rest.
    static let evidenceShown = 4

    private static func rank(_ status: VerdictStatus) -> Int {
        switch status {
        case .error: 4
        case .fail: 3
        case .warn: 2
        case .pass: 1
        case .skip: 0
        }
    }

    private static func exchangeBody(_ x: Exchange) -> String {
        var html = "<p class=\"exmeta\">\(e(x.channel.rawValue)) · scenario \(e(x.scenario))\(x.journey.map { " · journey " + e($0) } ?? "") · step \(e(x.step)) · \(e(ExchangeText.formatMilliseconds(x.durationMilliseconds))) ms</p>"
        var request = "\(x.request.method) \(x.request.target) \(x.request.version.rawValue)\n"
        request += x.request.headers.fields.map { "\($0.name): \($0.value)" }.joined(separator: "\n")
        if !x.request.body.isEmpty { request += "\n\n" + ExchangeText.prettyBody(x.request.body) }
        html += "<h4>Request</h4><pre>\(e(request))</pre>"
        if let r = x.response {
            var response = "\(r.version.rawValue) \(r.status) \(r.reason)\n"
            response += r.headers.fields.map { "\($0.name): \($0.value)" }.joined(separator: "\n")
            if !r.body.isEmpty { response += "\n\n" + ExchangeText.prettyBody(r.body) }
            html += "<h4>Response</h4><pre>\(e(response))</pre>"
        }
        if let error = x.error { html += "<h4>Error</h4><pre>\(e(error))</pre>" }
        return html
    }

    // MARK: - Sequence diagram

    private static let lifelines = ["App", "Back-end", "Human Plugin", "Browser session"]
    private static let colours: [String: String] = ["pass": "#2e7d32", "warn": "#b26a00", "fail": "#c62828", "none": "#757575"]

    /// Index of the sending and receiving lifeline for a channel.
    private static func ends(_ channel: Channel) -> (from: Int, to: Int) {
        switch channel {
        case .appToBackend: (0, 1)
        case .backendToHumanPlugin: (1, 2)
        case .browser: (3, 2)
        }
    }

    /// `fail`, `warn`, `pass` or `none`: the worst status among verdicts citing exchange `id`.
    static func colourClass(forExchange id: Int, in verdicts: [Verdict]) -> String {
        var worst = 0
        for verdict in verdicts where verdict.evidence.contains(id) {
            switch verdict.status {
            case .fail, .error: worst = max(worst, 3)
            case .warn: worst = max(worst, 2)
            case .pass: worst = max(worst, 1)
            case .skip: break
            }
        }
        return ["none", "pass", "warn", "fail"][worst]
    }

    /// The journey drawn by default: the one holding the first exchange cited by a failing check
    /// (else an erroring, else a warning one), so the diagram shows where things went wrong;
    /// the journal's first scenario when every check passed.
    static func defaultJourney(_ result: RunResult) -> (scenario: String?, journey: String?) {
        for status in [VerdictStatus.fail, .error, .warn] {
            for verdict in result.verdicts where verdict.status == status {
                for id in verdict.evidence {
                    if let exchange = result.journal.first(where: { $0.id == id }), exchange.journey != nil {
                        return (exchange.scenario, exchange.journey)
                    }
                }
            }
        }
        return (result.journal.first?.scenario, nil)
    }

    static func sequenceDiagram(_ result: RunResult, scenario: String?, journey: String? = nil) -> String {
        let steps = result.journal.filter { $0.scenario == scenario && (journey == nil || $0.journey == journey || $0.journey == nil) }
        guard !steps.isEmpty else { return "<p>No exchanges recorded.</p>\n" }
        let x = [130, 360, 590, 820]
        let top = 50, row = 46
        let height = top + steps.count * row + 30
        var svg = "<svg class=\"seq\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 950 \(height)\" width=\"950\" height=\"\(height)\" role=\"img\" aria-label=\"sequence diagram\">\n<defs>"
        for (name, colour) in colours.sorted(by: { $0.key < $1.key }) {
            svg += "<marker id=\"ah-\(name)\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"\(colour)\"/></marker>"
        }
        svg += "</defs>\n"
        for (index, name) in lifelines.enumerated() {
            svg += "<rect x=\"\(x[index] - 70)\" y=\"8\" width=\"140\" height=\"26\" rx=\"4\" class=\"life\"/>"
            svg += "<text x=\"\(x[index])\" y=\"26\" text-anchor=\"middle\" class=\"lifename\">\(e(name))</text>"
            svg += "<line x1=\"\(x[index])\" y1=\"34\" x2=\"\(x[index])\" y2=\"\(height - 6)\" class=\"lifeline\"/>\n"
        }
        for (n, exchange) in steps.enumerated() {
            let (from, to) = ends(exchange.channel)
            let y = top + n * row + 14
            let cls = colourClass(forExchange: exchange.id, in: result.verdicts)
            let colour = colours[cls]!
            let mid = (x[from] + x[to]) / 2
            // A label must fit between its two lifelines (monospace 11px ≈ 6.7px a character): the
            // path is shortened in the middle, the method and the status always stay readable.
            let room = (abs(x[to] - x[from]) - 16) * 10 / 67
            let label = arrowLabel(method: exchange.request.method, path: exchange.request.path,
                                   status: exchange.response.map { String($0.status) } ?? "✕", limit: room)
            let back = exchange.response.map { "\($0.status) \($0.reason)" } ?? "✕ \(exchange.error ?? "no response")"
            svg += "<g class=\"x \(cls)\"><title>\(e("#\(exchange.id) " + ExchangeText.summary(exchange)))</title>"
            svg += "<text x=\"8\" y=\"\(y + 4)\" class=\"xid\">#\(exchange.id)</text>"
            svg += "<text x=\"\(mid)\" y=\"\(y - 4)\" text-anchor=\"middle\" fill=\"\(colour)\">\(e(label))</text>"
            svg += "<line x1=\"\(x[from])\" y1=\"\(y)\" x2=\"\(x[to])\" y2=\"\(y)\" stroke=\"\(colour)\" stroke-width=\"1.6\" marker-end=\"url(#ah-\(cls))\"/>"
            svg += "<line x1=\"\(x[to])\" y1=\"\(y + 16)\" x2=\"\(x[from])\" y2=\"\(y + 16)\" stroke=\"\(colour)\" stroke-width=\"1.2\" stroke-dasharray=\"5 3\" marker-end=\"url(#ah-\(cls))\"/>"
            svg += "<text x=\"\(mid)\" y=\"\(y + 28)\" text-anchor=\"middle\" class=\"ret\" fill=\"\(colour)\">\(e(truncated(back, room)))</text></g>\n"
        }
        return svg + "</svg>\n"
    }

    /// `METHOD path → status` in at most `limit` characters, eliding the middle of the path.
    static func arrowLabel(method: String, path: String, status: String, limit: Int) -> String {
        let fixed = "\(method)  → \(status)".count
        let room = max(limit - fixed, 6)
        guard path.count > room else { return "\(method) \(path) → \(status)" }
        let tail = (room - 1) / 2, head = room - 1 - tail
        return "\(method) \(path.prefix(head))…\(path.suffix(tail)) → \(status)"
    }

    private static func truncated(_ text: String, _ limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }

    private static func e(_ text: String) -> String { XMLText.escapeText(text) }

    private static let css = """
    body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0 auto;max-width:1000px;padding:0 16px 40px;color:#1b1b1b}
    header{padding:16px 20px;margin:16px 0;border-radius:6px;color:#fff}
    header.ok{background:#2e7d32}header.ko{background:#c62828}
    header h1{margin:0 0 6px;font-size:26px;letter-spacing:.04em}
    .counts span{margin-right:6px}
    .badge{display:inline-block;padding:1px 7px;border-radius:10px;font-size:12px;font-weight:600;color:#fff;background:#757575}
    .badge.pass{background:#2e7d32}.badge.warn{background:#b26a00}.badge.fail{background:#c62828}.badge.error{background:#6a1b9a}.badge.skip{background:#757575}
    header .badge,header .badge.pass,header .badge.warn,header .badge.fail,header .badge.error,header .badge.skip{background:#fff;border:1px solid #fff;color:#424242}header .badge.zero{opacity:.65}
    header .badge.pass{color:#2e7d32}header .badge.warn{color:#b26a00}header .badge.fail{color:#c62828}header .badge.error{color:#6a1b9a}
    ul.attention{list-style:none;margin:10px 0 0;padding:8px 0 0;border-top:1px solid rgba(255,255,255,.45)}
    ul.attention li{margin:3px 0}ul.attention a{color:#fff;font-weight:600;text-decoration:none;font-family:ui-monospace,Menlo,Consolas,monospace}
    ul.attention a:hover{text-decoration:underline}details.more>summary{color:#555;font-family:inherit}
    table.meta{border-collapse:collapse}table.meta th{text-align:left;padding:2px 14px 2px 0;font-weight:600;vertical-align:top}
    table.meta td{font-family:ui-monospace,Menlo,Consolas,monospace;word-break:break-all}
    svg.seq{max-width:100%;height:auto;font:11px ui-monospace,Menlo,Consolas,monospace}
    svg .life{fill:#eceff1;stroke:#90a4ae}svg .lifename{font-weight:600;font-family:system-ui,sans-serif;font-size:12px}
    svg .lifeline{stroke:#b0bec5;stroke-dasharray:3 4}svg .xid{fill:#555}
    svg g.x text{paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}
    article.check{border-left:4px solid #757575;padding:4px 12px;margin:10px 0;background:#fafafa}
    article.pass{border-color:#2e7d32}article.warn{border-color:#b26a00}article.fail{border-color:#c62828}article.error{border-color:#6a1b9a}
    article h3{margin:4px 0;font-size:15px}
    dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:6px 0}dt{font-weight:600}dd{margin:0;white-space:pre-wrap;word-break:break-word}
    details{margin:4px 0}summary{cursor:pointer;font-family:ui-monospace,Menlo,Consolas,monospace}
    pre{background:#f1f3f4;padding:8px;overflow:auto;white-space:pre-wrap;word-break:break-all;margin:4px 0}
    h4{margin:6px 0 0;font-size:13px}.exmeta{color:#555;margin:4px 0;font-size:12px}
    """
}
