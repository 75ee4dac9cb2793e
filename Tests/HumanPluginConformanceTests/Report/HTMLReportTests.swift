import Foundation
import Testing
@testable import HumanPluginConformance

@Suite("HTML report")
struct HTMLReportTests {
    @Test("header says CONFORMANT or NOT CONFORMANT")
    func verdictWord() {
        #expect(HTMLReport.render(ReportFixture.result(.pass)).contains("<h1>CONFORMANT</h1>"))
        #expect(HTMLReport.render(ReportFixture.result(.warn)).contains("<h1>CONFORMANT</h1>"))
        #expect(HTMLReport.render(ReportFixture.result(.fail)).contains("<h1>NOT CONFORMANT</h1>"))
        #expect(HTMLReport.render(ReportFixture.result(.error)).contains("<h1>NOT CONFORMANT</h1>"))
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
        #expect(!svg.contains("#5 ")) // exchange 5 belongs to scenario "second"
        #expect(svg.components(separatedBy: "stroke-dasharray=\"5 3\"").count - 1 == 4)
        let verdicts = ReportFixture.mixed.verdicts
        #expect(HTMLReport.colourClass(forExchange: 1, in: verdicts) == "pass")
        #expect(HTMLReport.colourClass(forExchange: 2, in: verdicts) == "fail") // cited by A-2 warn and A-3 fail
        #expect(HTMLReport.colourClass(forExchange: 4, in: verdicts) == "fail") // error counts as red
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
}
