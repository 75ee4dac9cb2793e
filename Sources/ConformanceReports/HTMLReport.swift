import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Renders a `RunResult` as one self-contained HTML page: inline CSS, no scripts, no network
/// (a `Content-Security-Policy` meta tag forbids any fetch).
///
/// Layout: a header with the verdict (CONFORMANT / NOT CONFORMANT / INCOMPLETE / NOT RUN), the
/// counts, and every check that needs attention (failing, not judged, warning, skipped), linked;
/// the run's metadata; journeys as inline SVG sequence diagrams (lifelines App, Back-end, Human
/// Plugin, Browser session; each exchange a request arrow `POST /path → 201` and a dashed return,
/// coloured by the worst verdict citing it): one for every journey a failing or not-judged check
/// rests on (each check links to its own; past the cap, each check's journey row names those not
/// drawn, and a line after the diagrams counts them), or the first scenario's when nothing failed; then one
/// section per check group, each check with id, title, status, source, expected, seen (severity
/// only for warning-severity checks) and its evidence in exchange order; a failing check shows
/// its exchanges in full, other checks link to them; finally every exchange once, in journal
/// order, with large bodies seen before replaced by a link (nothing is left out, nothing is
/// repeated), kit errors and the run log. Every string is escaped with `XMLText`.
public enum HTMLReport {
    /// How many journeys are drawn at most (the rest are named, with their checks).
    static let maxDiagrams = 12
    /// How many journeys one failing check draws at most.
    static let diagramsPerCheck = 3

    /// The page as a string; `scenario` picks the journey drawn when nothing failed
    /// (default: the journal's first scenario).
    public static func render(_ result: RunResult, scenario: String? = nil) -> String {
        let exchanges = Dictionary(result.journal.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let status = VerdictText.runStatus(result)
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Human Plugin conformance: \(e(status.words))</title>
            <style>\(css)</style>
            </head>
            <body>

            """
        html += banner(result) + "\n<p class=\"counts\">"
        html += "<span>\(result.verdicts.count) checks</span>"
        for status in VerdictStatus.allCases {
            let count = result.count(status)
            html += " <span class=\"badge \(status.rawValue)\(count == 0 ? " zero" : "")\">\(count) \(label(status))</span>"
        }
        html += "</p>\n"
        if let note = result.provenance?.note { html += "<p class=\"kit\" id=\"evidence-note\">\(e(note))</p>\n" }
        let kit = JUnitReport.kitVerdict(result)
        if let kit { html += "<p class=\"kit\" id=\"check-\(e(kit.checkID))\">\(e(VerdictText.notJudged(kit)))</p>\n" }
        // The checks that need attention, linked, so that a failure is not buried under pages of evidence.
        let attention = result.groups.flatMap(\.verdicts).filter { $0.status != .pass }
            .enumerated().sorted {
                rank($0.element.status) != rank($1.element.status)
                    ? rank($0.element.status) > rank($1.element.status) : $0.offset < $1.offset
            }
            .map(\.element)
        if !attention.isEmpty {
            html += "<ul class=\"attention\">"
            for v in attention {
                html +=
                    "<li><a href=\"#check-\(e(v.checkID))\"><span class=\"badge \(v.status.rawValue)\">\(e(label(v.status).uppercased()))</span> "
                html +=
                    "\(e(v.checkID))</a> \(e(v.title))\(v.status == .skip ? ": " + e(String(VerdictText.headline(v).dropFirst("skipped: ".count))) : "")</li>"
            }
            html += "</ul>\n"
        }
        html += "</header>\n"
        html += ProvenanceText.html(result) + ProvenanceText.sincePrevious(result)

        html += "<section><h2>Run</h2><table class=\"meta\">\n"
        for (key, value) in JUnitReport.properties(result.metadata) + [("hostname", result.metadata.hostname)] {
            html += "<tr><th>\(e(key))</th><td>\(e(value))</td></tr>\n"
        }
        html += "<tr><th>wall time</th><td>\(CheckTimes.seconds(CheckTimes(result).run)) s</td></tr>\n"
        html += "</table></section>\n"

        let plan = journeyPlan(result)
        var diagramsOf: [String: [Int]] = [:]
        if plan.drawn.isEmpty {
            let (chosen, journey) = scenario.map { ($0, nil) } ?? defaultJourney(result)
            html += "<section><h2>Journey\(chosen.map { ": " + e($0) } ?? "")\(journey.map { " (" + e($0) + ")" } ?? "")</h2>\n"
            html += sequenceDiagram(result, scenario: chosen, journey: journey)
            html += "</section>\n"
        } else {
            html += "<section><h2>Failing journeys</h2>\n"
            for (index, item) in plan.drawn.enumerated() {
                for id in item.checks { diagramsOf[id, default: []].append(index) }
                html += "<figure id=\"journey-\(index + 1)\"><figcaption>Journey \(index + 1): scenario \(e(item.key.scenario))"
                html += item.key.journey.map { " · journey " + e($0) } ?? ""
                html += " · " + item.checks.map { "<a href=\"#check-\(e($0))\">\(e($0))</a>" }.joined(separator: ", ")
                let others = otherFailures(result, key: item.key, checks: item.checks)
                if !others.isEmpty {
                    html +=
                        "<br><span class=\"others\">red arrows failed by other checks too: "
                        + others.map { other in
                            "<a href=\"#check-\(e(other.check))\">\(e(other.check))</a> ("
                                + other.ids.map { "#\($0)" }.joined(separator: ", ") + ")"
                        }.joined(separator: ", ") + "</span>"
                }
                html += "</figcaption>\n" + sequenceDiagram(result, scenario: item.key.scenario, journey: item.key.journey) + "</figure>\n"
            }
            if !plan.notDrawn.isEmpty {
                html += "<p class=\"notdrawn\">Not drawn (the page draws at most \(maxDiagrams) journeys, \(diagramsPerCheck) a check): "
                html += plan.notDrawn.map {
                    "<a href=\"#check-\(e($0.check))\">\(e($0.check))</a>: \($0.keys.count) \($0.keys.count == 1 ? "journey" : "journeys")"
                }.joined(separator: "; ")
                html += "; each check's journey row names them, and its evidence holds their exchanges.</p>\n"
            }
            html += "</section>\n"
        }
        let notDrawnOf = Dictionary(plan.notDrawn.map { ($0.check, $0.keys) }, uniquingKeysWith: { first, _ in first })

        for group in result.groups {
            html += "<section><h2>\(e(group.name))</h2>\n"
            for verdict in group.verdicts {
                html += check(verdict, exchanges, diagrams: diagramsOf[verdict.checkID] ?? [], notDrawn: notDrawnOf[verdict.checkID] ?? [])
            }
            html += "</section>\n"
        }

        html += journal(result)
        if !result.kitErrors.isEmpty {
            html += "<section><h2>Kit errors</h2><pre>\(e(result.kitErrors.joined(separator: "\n")))</pre></section>\n"
        }
        if !result.log.isEmpty {
            html +=
                "<section><h2>Log</h2><details><summary>\(result.log.count) lines</summary><pre>\(e(result.log.joined(separator: "\n")))</pre></details></section>\n"
        }
        html += "</body>\n</html>\n"
        return html
    }

    /// The page as UTF-8 bytes.
    public static func data(_ result: RunResult, scenario: String? = nil) -> [UInt8] { Array(render(result, scenario: scenario).utf8) }

    // MARK: - Checks

    private static func label(_ status: VerdictStatus) -> String { status == .error ? "not judged" : status.rawValue }

    private static func check(_ v: Verdict, _ exchanges: [Int: Exchange], diagrams: [Int], notDrawn: [JourneyKey] = []) -> String {
        var html = "<article class=\"check \(v.status.rawValue)\" id=\"check-\(e(v.checkID))\">\n"
        html +=
            "<h3><span class=\"badge \(v.status.rawValue)\">\(e(label(v.status).uppercased()))</span> \(e(v.checkID)): \(e(v.title))</h3>\n"
        html += "<dl>"
        if v.severity == .warning { html += "<dt>severity</dt><dd>warning (does not make the back-end non-conformant)</dd>" }
        html += "<dt>source</dt><dd>\(e(v.source))</dd><dt>expected</dt><dd>\(e(v.expected))</dd>"
        html +=
            "<dt>\(v.status == .error ? "not judged" : v.status == .skip ? "skipped" : "seen")</dt><dd>\(e(v.status == .error ? String(VerdictText.notJudged(v).dropFirst("not judged: ".count)) : v.status == .skip ? String(VerdictText.headline(v).dropFirst("skipped: ".count)) : v.seen))</dd>"
        if !diagrams.isEmpty || !notDrawn.isEmpty {
            html += "<dt>journey</dt><dd>" + diagrams.map { "<a href=\"#journey-\($0 + 1)\">journey \($0 + 1)</a>" }.joined(separator: ", ")
            if !notDrawn.isEmpty {
                let named = notDrawn.prefix(notDrawnNamed).map { e($0.description) }.joined(separator: ", ")
                let rest = notDrawn.count - min(notDrawn.count, notDrawnNamed)
                html += diagrams.isEmpty ? "\(notDrawn.count)" : " and \(notDrawn.count) more,"
                html +=
                    " not drawn (the page draws at most \(maxDiagrams) journeys): \(named)\(rest > 0 ? " and \(rest) more" : ""); their exchanges are in the evidence below"
            }
            html += "</dd>"
        }
        html += "</dl>\n"
        html += LocationEvidence.html(v)
        let evidence = v.evidence.sorted()
        if [.fail, .error].contains(v.status) {
            // A failing check shows what it rests on in full (the first few; the rest fold into one line).
            let shown = evidence.count > evidenceShown + 1 ? evidenceShown : evidence.count
            for (index, id) in evidence.enumerated() {
                if index == shown {
                    html += "<details class=\"more\"><summary>\(evidence.count - shown) more exchanges</summary>\n"
                }
                guard let exchange = exchanges[id] else {
                    html += "<p class=\"missing\">exchange #\(id) is not in the journal</p>\n"
                    continue
                }
                html += "<details><summary>#\(id) \(e(ExchangeText.summary(exchange)))</summary>\(exchangeBody(exchange))</details>\n"
            }
            if shown < evidence.count { html += "</details>\n" }
        } else if !evidence.isEmpty {
            html +=
                "<p class=\"ev\">evidence: "
                + evidence.map { id in
                    "<a href=\"#x-\(id)\">#\(id)</a>"
                }.joined(separator: " ") + "</p>\n"
        }
        return html + "</article>\n"
    }

    /// Every exchange once, in journal order, large bodies seen before shown as references.
    package static func journal(_ result: RunResult) -> String {
        guard !result.journal.isEmpty else { return "" }
        var html = "<section id=\"journal\"><h2>Exchanges</h2>\n"
        var memory: BodyMemory? = BodyMemory()
        for x in result.journal.sorted(by: { $0.id < $1.id }) {
            html +=
                "<details id=\"x-\(x.id)\"><summary>#\(x.id) \(e(ExchangeText.summary(x)))</summary>\(exchangeBody(x, memory: &memory))</details>\n"
        }
        return html + "</section>\n"
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

    /// Large bodies already shown, to show later copies as a reference (nothing is left out).
    struct BodyMemory {
        package var exact: [[UInt8]: Int] = [:]
        /// The first few large bodies (pretty-printed), with the exchange that showed them.
        package var similar: [(id: Int, text: String)] = []
    }

    /// The word swaps (at most 3: ids, tokens, numbers) that turn `earlier` into `text`, or nil.
    static func substitutions(from earlier: String, to text: String) -> [(old: String, new: String)]? {
        var source = Array(earlier.unicodeScalars), target = Array(text.unicodeScalars)
        var swaps: [(old: String, new: String)] = []
        func isWord(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "-" }
        while source != target {
            guard swaps.count < 3 else { return nil }
            var start = 0
            while start < source.count && start < target.count && source[start] == target[start] { start += 1 }
            while start > 0 && isWord(source[start - 1]) { start -= 1 }
            var oldEnd = start, newEnd = start
            while oldEnd < source.count && isWord(source[oldEnd]) { oldEnd += 1 }
            while newEnd < target.count && isWord(target[newEnd]) { newEnd += 1 }
            guard oldEnd > start, newEnd > start else { return nil }
            var old = String.UnicodeScalarView(), new = String.UnicodeScalarView()
            old.append(contentsOf: source[start..<oldEnd])
            new.append(contentsOf: target[start..<newEnd])
            let (o, n) = (String(old), String(new))
            guard o != n, !earlier.contains(n) else { return nil }
            source = Array(String(String.UnicodeScalarView(source)).replacing(o, with: n).unicodeScalars)
            swaps.append((o, n))
        }
        return swaps
    }

    private static func exchangeBody(_ x: Exchange) -> String {
        var none: BodyMemory?
        return exchangeBody(x, memory: &none)
    }

    /// Request, response and error of an exchange. With `memory`, a body of 512 bytes or more that
    /// an earlier exchange showed becomes a link to it, and one differing from an earlier body in a
    /// few lines is shown as those lines only (numbered), with a link to the rest.
    private static func exchangeBody(_ x: Exchange, memory: inout BodyMemory?) -> String {
        var html =
            "<p class=\"exmeta\">\(e(x.channel.rawValue)) · scenario \(e(x.scenario))\(x.journey.map { " · journey " + e($0) } ?? "") · step \(e(x.step)) · \(e(ExchangeText.formatMilliseconds(x.durationMilliseconds))) ms</p>"
        /// The body escaped for inside `<pre>`, or nil with a note (a reference to where it was shown).
        func body(_ bytes: [UInt8]) -> (text: String?, note: String?) {
            let text = ExchangeText.prettyBody(bytes)
            guard bytes.count >= 512, memory != nil else { return (e(text), nil) }
            if let first = memory?.exact[bytes] { return (nil, "body (\(bytes.count) bytes) as in <a href=\"#x-\(first)\">#\(first)</a>") }
            memory?.exact[bytes] = x.id
            for earlier in memory?.similar ?? [] {
                guard let swaps = substitutions(from: earlier.text, to: text) else { continue }
                return (
                    nil,
                    "body (\(bytes.count) bytes) as in <a href=\"#x-\(earlier.id)\">#\(earlier.id)</a> with "
                        + swaps.map { "<code>\(e($0.new))</code> for <code>\(e($0.old))</code>" }.joined(separator: ", ")
                )
            }
            if (memory?.similar.count ?? 0) < 8 { memory?.similar.append((x.id, text)) }
            return (e(text), nil)
        }
        func message(_ title: String, _ head: String, _ bytes: [UInt8], _ cut: CutBody?) -> String {
            var out = "<h4>\(title)</h4><pre>\(e(head))"
            guard !bytes.isEmpty else { return out + "</pre>" }
            let shown = body(bytes)
            let cutNote = cut.map { "<p class=\"same\">\(e(ReportBounds.note($0)))</p>" } ?? ""
            if let text = shown.text { return out + "\n\n" + text + "</pre>" + cutNote }
            out += "</pre>"
            return out + "<p class=\"same\">\(shown.note ?? "")</p>" + cutNote
        }
        html += message(
            "Request",
            "\(x.request.method) \(x.request.target) \(x.request.version.rawValue)\n"
                + x.request.headers.fields.map { "\($0.name): \($0.value)" }.joined(separator: "\n"), x.request.body, x.requestBodyCut)
        if let r = x.response {
            html += message(
                "Response",
                "\(r.version.rawValue) \(r.status) \(r.reason)\n"
                    + r.headers.fields.map { "\($0.name): \($0.value)" }.joined(separator: "\n"), r.body, x.responseBodyCut)
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

    /// A journey of a scenario (nil: the scenario's exchanges outside any journey).
    struct JourneyKey: Hashable, CustomStringConvertible {
        package var scenario: String
        package var journey: String?
        /// The journey's name (which names its scenario), or the scenario's.
        package var description: String { journey ?? scenario }
    }

    /// How many not-drawn journeys a check's journey row names before `and N more`.
    static let notDrawnNamed = 5

    /// The journeys failing and not-judged checks rest on: those drawn (in journal order, each with
    /// every failing check that cites it) and, per check, those left out, so the page names them.
    /// Each check's first journey is chosen before any check's second (at most `diagramsPerCheck`
    /// a check, `maxDiagrams` in all), so a check goes without a diagram only past `maxDiagrams` checks.
    static func journeyPlan(
        _ result: RunResult
    ) -> (drawn: [(key: JourneyKey, checks: [String])], notDrawn: [(check: String, keys: [JourneyKey])]) {
        let byID = Dictionary(result.journal.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var firstExchange: [JourneyKey: Int] = [:]
        var keysOf: [(check: String, keys: [JourneyKey])] = []
        for verdict in result.verdicts where verdict.status == .fail || verdict.status == .error {
            guard !keysOf.contains(where: { $0.check == verdict.checkID }) else { continue }
            var keys: [JourneyKey] = []
            for id in verdict.evidence.sorted() {
                guard let x = byID[id] else { continue }
                let key = JourneyKey(scenario: x.scenario, journey: x.journey)
                if !keys.contains(key) { keys.append(key) }
                firstExchange[key] = min(firstExchange[key] ?? id, id)
            }
            // Prefer journeys (a whole user's capture) over loose exchanges of a scenario.
            keysOf.append((verdict.checkID, keys.filter { $0.journey != nil } + keys.filter { $0.journey == nil }))
        }
        var chosen: [JourneyKey] = []
        for round in 0..<diagramsPerCheck {
            for entry in keysOf where round < entry.keys.count && chosen.count < maxDiagrams && !chosen.contains(entry.keys[round]) {
                chosen.append(entry.keys[round])
            }
        }
        let drawnSet = Set(chosen)
        let drawn = chosen.sorted { firstExchange[$0]! < firstExchange[$1]! }.map { key in
            (key: key, checks: keysOf.filter { $0.keys.contains(key) }.map(\.check))
        }
        let notDrawn = keysOf.map { (check: $0.check, keys: $0.keys.filter { !drawnSet.contains($0) }) }.filter { !$0.keys.isEmpty }
        return (drawn, notDrawn)
    }

    /// Failing checks other than `checks` that make an arrow of this journey's diagram red, with
    /// the exchanges they fail on: a reader of the figure learns why an arrow is red.
    static func otherFailures(_ result: RunResult, key: JourneyKey, checks: [String]) -> [(check: String, ids: [Int])] {
        let ids = Set(steps(result, scenario: key.scenario, journey: key.journey).map(\.id))
        var out: [(check: String, ids: [Int])] = []
        for verdict in result.verdicts where (verdict.status == .fail || verdict.status == .error) && !checks.contains(verdict.checkID) {
            let cited = verdict.evidence.filter { ids.contains($0) }.sorted()
            if !cited.isEmpty && !out.contains(where: { $0.check == verdict.checkID }) { out.append((verdict.checkID, cited)) }
        }
        return out
    }

    /// The exchanges a journey's diagram draws: the journey's, and its scenario's outside any journey.
    package static func steps(_ result: RunResult, scenario: String?, journey: String?) -> [Exchange] {
        result.journal.filter { $0.scenario == scenario && (journey == nil || $0.journey == journey || $0.journey == nil) }
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
        let steps = steps(result, scenario: scenario, journey: journey)
        guard !steps.isEmpty else { return "<p>No exchanges recorded.</p>\n" }
        let x = [130, 360, 590, 820]
        let top = 50, row = 46
        let height = top + steps.count * row + 30
        var svg =
            "<svg class=\"seq\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 950 \(height)\" width=\"950\" height=\"\(height)\" role=\"img\" aria-label=\"sequence diagram\">\n<defs>"
        for (name, colour) in colours.sorted(by: { $0.key < $1.key }) {
            svg +=
                "<marker id=\"ah-\(name)\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"\(colour)\"/></marker>"
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
            let label = arrowLabel(
                method: exchange.request.method, path: exchange.request.path,
                status: exchange.response.map { String($0.status) } ?? "✕", limit: room)
            let back = exchange.response.map { "\($0.status) \($0.reason)" } ?? "✕ \(exchange.error ?? "no response")"
            let failedBy = result.verdicts.filter { ($0.status == .fail || $0.status == .error) && $0.evidence.contains(exchange.id) }.map(
                \.checkID)
            let tip =
                "#\(exchange.id) " + ExchangeText.summary(exchange)
                + (failedBy.isEmpty ? "" : " · failed by " + failedBy.joined(separator: ", "))
            svg += "<g class=\"x \(cls)\"><title>\(e(tip))</title>"
            svg += "<text x=\"8\" y=\"\(y + 4)\" class=\"xid\">#\(exchange.id)</text>"
            svg += "<text x=\"\(mid)\" y=\"\(y - 4)\" text-anchor=\"middle\" fill=\"\(colour)\">\(e(label))</text>"
            svg +=
                "<line x1=\"\(x[from])\" y1=\"\(y)\" x2=\"\(x[to])\" y2=\"\(y)\" stroke=\"\(colour)\" stroke-width=\"1.6\" marker-end=\"url(#ah-\(cls))\"/>"
            svg +=
                "<line x1=\"\(x[to])\" y1=\"\(y + 16)\" x2=\"\(x[from])\" y2=\"\(y + 16)\" stroke=\"\(colour)\" stroke-width=\"1.2\" stroke-dasharray=\"5 3\" marker-end=\"url(#ah-\(cls))\"/>"
            svg +=
                "<text x=\"\(mid)\" y=\"\(y + 28)\" text-anchor=\"middle\" class=\"ret\" fill=\"\(colour)\">\(e(truncated(back, room)))</text></g>\n"
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

    /// The page's banner: the run's verdict, green only when conformant.
    package static func banner(_ result: RunResult) -> String {
        "<header class=\"\(result.isConformant ? "ok" : "ko")\"><h1>\(e(VerdictText.runStatus(result).words))</h1>"
    }

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
        p.kit{font-weight:600;margin:6px 0}p.ev{margin:4px 0;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px}
        p.ev a{margin-right:4px}p.same{color:#555;font-size:12px;margin:0}
        figure{margin:12px 0 24px}figcaption{font-weight:600;margin-bottom:4px}figcaption .others{font-weight:400;color:#c62828}
        p.notdrawn{color:#555}
        #journal details{margin:2px 0}
        """
}
