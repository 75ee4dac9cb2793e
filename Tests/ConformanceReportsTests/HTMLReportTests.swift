import Foundation
import KitTestSupport
import Testing

@testable import ConformanceModel
@testable import ConformanceReports

@Suite("HTML report")
struct HTMLReportTests {
    @Test("header says CONFORMANT, NOT CONFORMANT or INCOMPLETE")
    func verdictWord() {
        #expect(HTMLReport.render(ReportFixture.result(.pass)).contains("<h1>CONFORMANT</h1>"))
        #expect(HTMLReport.render(ReportFixture.result(.warn)).contains("<h1>CONFORMANT</h1>"))
        #expect(HTMLReport.render(ReportFixture.result(.fail)).contains("<h1>NOT CONFORMANT</h1>"))
        #expect(
            HTMLReport.render(ReportFixture.result(.error)).contains("<h1>INCOMPLETE (not conformant)</h1>"),
            "kit errors mark the run incomplete")
        #expect(
            HTMLReport.render(ReportFixture.result(.error)).contains(
                "<p class=\"kit\" id=\"check-HP-KIT-RUN\">not judged: the run is incomplete"),
            "junit.xml's pointer report.html#check-HP-KIT-RUN lands on the kit's line")
    }

    @Test("self-contained: no script, no external resource")
    func selfContained() {
        let html = HTMLReport.render(ReportFixture.mixed)
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.contains("src=\"http"))
        #expect(!html.contains("<link"))
        #expect(html.contains("<style>"))
        #expect(html.contains("default-src 'none'"))
    }

    @Test("sequence diagram: four lifelines, first scenario only, coloured by worst citing verdict")
    func diagram() {
        let svg = HTMLReport.sequenceDiagram(ReportFixture.mixed, scenario: "happy-path")
        for name in ["App", "Back-end", "Human Plugin", "Browser session"] { #expect(svg.contains(">\(name)</text>")) }
        #expect(svg.contains("POST /v1/captures → 201"))
        #expect(!svg.contains("#5 "))  // exchange 5 belongs to scenario "second"
        #expect(svg.components(separatedBy: "stroke-dasharray=\"5 3\"").count - 1 == 4)
        let verdicts = ReportFixture.mixed.verdicts
        #expect(HTMLReport.colourClass(forExchange: 1, in: verdicts) == "pass")
        #expect(HTMLReport.colourClass(forExchange: 2, in: verdicts) == "fail")  // cited by A-2 warn and A-3 fail
        #expect(HTMLReport.colourClass(forExchange: 4, in: verdicts) == "fail")  // error counts as red
        #expect(HTMLReport.colourClass(forExchange: 5, in: verdicts) == "none")
        #expect(svg.contains("<g class=\"x fail\">"))
        #expect(HTMLReport.render(ReportFixture.mixed, scenario: "second").contains("GET /v1/captures/abc → 200"))
    }

    @Test("checks with evidence in details, JSON bodies pretty-printed")
    func checks() {
        let html = HTMLReport.render(ReportFixture.mixed)
        #expect(html.contains("<span class=\"badge fail\">FAIL</span> A-3: title of A-3"))
        #expect(html.contains("<dt>source</dt><dd>Contract §3.3</dd>"))
        #expect(html.contains("<details><summary>#2 POST /v1/processes → 201</summary>"))
        #expect(html.contains("{\n  &quot;ok&quot; : true\n}") || html.contains("{\n  &quot;ok&quot;: true\n}"))
    }

    @Test("hostile text is escaped and forbidden characters replaced")
    func hostile() {
        let html = HTMLReport.render(ReportFixture.hostile)
        #expect(!html.contains("</failure>]]>"))
        #expect(!html.contains("<!-- &"))
        #expect(html.unicodeScalars.allSatisfy { XMLText.isAllowed($0) })
    }

    /// Two failing checks resting on different journeys, one resting on exchanges cited out of order.
    static var twoJourneys: RunResult {
        var journal = ReportFixture.journal
        journal[3].journey = "j2"
        journal[4].journey = "j3"
        var result = ReportFixture.mixed
        result.journal = journal
        result.kitErrors = []
        result.verdicts = [
            ReportFixture.verdict("A-1", "alpha", .pass, evidence: [1]),
            ReportFixture.verdict("A-3", "alpha", .fail, evidence: [3, 2]),
            ReportFixture.verdict("B-1", "beta", .skip, evidence: []),
            ReportFixture.verdict("B-3", "beta", .fail, evidence: [5]),
        ]
        return result
    }

    @Test("a diagram for every failing check's journey, linked both ways")
    func failingJourneys() {
        let html = HTMLReport.render(Self.twoJourneys)
        #expect(html.components(separatedBy: "<svg class=\"seq\"").count - 1 == 2)
        #expect(
            html.contains(
                "<figure id=\"journey-1\"><figcaption>Journey 1: scenario happy-path · journey j1 · <a href=\"#check-A-3\">A-3</a>"))
        #expect(
            html.contains("<figure id=\"journey-2\"><figcaption>Journey 2: scenario second · journey j3 · <a href=\"#check-B-3\">B-3</a>"))
        #expect(html.contains("<dt>journey</dt><dd><a href=\"#journey-1\">journey 1</a></dd>"))
        #expect(html.contains("<dt>journey</dt><dd><a href=\"#journey-2\">journey 2</a></dd>"))
    }

    @Test("evidence in exchange order; severity only where it matters; skipped checks named in the banner")
    func orderSeveritySkips() throws {
        let html = HTMLReport.render(Self.twoJourneys)
        let card = try #require(html.components(separatedBy: "id=\"check-A-3\"").last)
        let two = try #require(card.range(of: "<summary>#2 "))
        let three = try #require(card.range(of: "<summary>#3 "))
        #expect(two.lowerBound < three.lowerBound)
        #expect(!html.contains("<dt>severity</dt><dd>failure"))
        let header = try #require(html.components(separatedBy: "</header>").first)
        #expect(
            header.contains(
                "<a href=\"#check-B-1\"><span class=\"badge skip\">SKIP</span> B-1</a> title of B-1: scenario skipped by config"))
        var warning = Self.twoJourneys
        warning.verdicts.append(ReportFixture.verdict("W-1", "beta", .warn, evidence: [1], severity: .warning))
        #expect(HTMLReport.render(warning).contains("<dt>severity</dt><dd>warning"))
    }

    @Test("every exchange once: a repeated large body becomes a link, a nearly equal one the words that differ")
    func bodiesOnce() throws {
        let page = String(repeating: "<p>the capture page of prc_0001 with its text</p>\n", count: 20)
        var result = Self.twoJourneys
        result.verdicts = result.verdicts.map {
            var v = $0
            if v.status == .fail { v.status = .pass }
            return v
        }
        for (i, id) in [0, 1, 2].enumerated() {
            let body = i == 2 ? page.replacing("prc_0001", with: "prc_0002") : page
            result.journal[id].response?.body = Array(body.utf8)
        }
        let html = HTMLReport.render(result)
        #expect(html.components(separatedBy: "the capture page of").count - 1 == 20, "the body is written once")
        #expect(html.contains("as in <a href=\"#x-1\">#1</a></p>"))
        #expect(html.contains("as in <a href=\"#x-1\">#1</a> with <code>prc_0002</code> for <code>prc_0001</code></p>"))
        for id in 1...5 { #expect(html.contains("<details id=\"x-\(id)\">")) }
        let substituted = try #require(HTMLReport.substitutions(from: page, to: page.replacing("prc_0001", with: "prc_0002")))
        #expect(substituted.map(\.old) == ["prc_0001"])
        #expect(HTMLReport.substitutions(from: page, to: page + "x") == nil)
    }

    /// Nine failing checks: C-1 on 20 journeys (as a wrong clientId on every create), C-2 to C-7
    /// on three journeys each, C-8 on three journeys of a later scenario (as concurrent isolation,
    /// last in the catalogue), C-9 on an exchange of scenario `s` outside any journey.
    static var manyJourneys: RunResult {
        var journal: [Exchange] = []
        for k in 1...20 {
            for id in [2 * k - 1, 2 * k] {
                var x = ReportFixture.exchange(id, .appToBackend, "POST", "/captures", status: 201, scenario: "s")
                x.journey = "j\(k)"
                journal.append(x)
            }
        }
        var loose = ReportFixture.exchange(41, .backendToHumanPlugin, "GET", "/v1/processes/x", status: 200, scenario: "s")
        loose.journey = nil
        journal.append(loose)
        for id in 42...47 {
            var x = ReportFixture.exchange(id, .appToBackend, "POST", "/captures", status: 201, scenario: "concurrent")
            x.journey = "c\((id - 40) / 2)"
            journal.append(x)
        }
        var verdicts = [ReportFixture.verdict("C-1", "alpha", .fail, evidence: (1...20).map { 2 * $0 - 1 })]
        for m in 2...7 {
            verdicts.append(ReportFixture.verdict("C-\(m)", "alpha", .fail, evidence: (1...3).map { 2 * (3 * (m - 2) + $0) }))
        }
        verdicts.append(ReportFixture.verdict("C-8", "beta", .fail, evidence: Array(42...47)))
        verdicts.append(ReportFixture.verdict("C-9", "beta", .fail, evidence: [41]))
        return RunResult(metadata: ReportFixture.metadata(), verdicts: verdicts, journal: journal)
    }

    @Test("past the diagram cap every failing check keeps a journey row: its diagrams, and the journeys not drawn, counted and named")
    func everyFailingJourneyAccountedFor() throws {
        let result = Self.manyJourneys
        let html = HTMLReport.render(result)
        let figures = html.components(separatedBy: "<figure id=\"journey-").count - 1
        #expect(figures <= HTMLReport.maxDiagrams)
        for verdict in result.verdicts {
            let card = try #require(
                html.components(separatedBy: "id=\"check-\(verdict.checkID)\"").last?.components(separatedBy: "</article>").first)
            let row = try #require(
                card.components(separatedBy: "<dt>journey</dt><dd>").dropFirst().first?.components(separatedBy: "</dd>").first,
                "\(verdict.checkID) has no journey row")
            #expect(row.contains("href=\"#journey-"), "\(verdict.checkID) has a diagram")
            let drawn = row.components(separatedBy: "href=\"#journey-").count - 1
            let notDrawn = row.components(separatedBy: " and ").dropFirst().first.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
            let journeys = Set(
                verdict.evidence.compactMap { id in result.journal.first { $0.id == id }.map { "\($0.scenario)/\($0.journey ?? "")" } })
            #expect(
                drawn + notDrawn == journeys.count,
                "\(verdict.checkID): \(drawn) drawn + \(notDrawn) not drawn of \(journeys.count): \(row)")
        }
        let c1 = try #require(html.components(separatedBy: "id=\"check-C-1\"").last)
        #expect(c1.contains("more, not drawn (the page draws at most \(HTMLReport.maxDiagrams) journeys): j"))
        #expect(html.contains("<p class=\"notdrawn\">Not drawn (the page draws at most \(HTMLReport.maxDiagrams) journeys"))
        #expect(html.contains("<a href=\"#check-C-1\">C-1</a>: "), "the line after the diagrams names the check with journeys left out")
    }

    @Test("a red arrow failed by a check the diagram is not drawn for says which")
    func redArrowNamesItsCheck() throws {
        let html = HTMLReport.render(Self.manyJourneys)
        let first = try #require(
            html.components(separatedBy: "<figure id=\"journey-1\">").dropFirst().first?.components(separatedBy: "</figure>").first)
        #expect(first.contains("red arrows failed by other checks too: <a href=\"#check-C-9\">C-9</a> (#41)"))
        #expect(first.contains("<title>#41 GET /v1/processes/x → 200 · failed by C-9</title>"))
    }
}
