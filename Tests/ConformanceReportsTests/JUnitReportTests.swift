import Foundation
import KitTestSupport
import Testing

@testable import ConformanceModel
@testable import ConformanceReports

@Suite("JUnit report")
struct JUnitReportTests {
    static let cases: [(String, RunResult)] = [
        ("passing", ReportFixture.result(.pass)),
        ("failing", ReportFixture.result(.fail)),
        ("erroring", ReportFixture.result(.error)),
        ("skipped", ReportFixture.result(.skip)),
        ("warning", ReportFixture.result(.warn)),
        ("mixed", ReportFixture.mixed),
        ("hostile", ReportFixture.hostile),
        ("empty", RunResult(metadata: ReportFixture.metadata(), verdicts: [], journal: [])),
        ("kit-errors-only", RunResult(metadata: ReportFixture.metadata(), verdicts: [], journal: [], kitErrors: ["back-end unreachable"])),
    ]
    static let schemas = ["windyroad-JUnit.xsd", "jenkins-junit-10.xsd"]

    /// Which pinned schema each flavor must validate against: the default (jenkins) follows
    /// Jenkins' de-facto schema; the strict flavor follows both.
    static let flavorSchemas: [(JUnitFlavor, String)] = [
        (.jenkins, "jenkins-junit-10.xsd"), (.strict, "windyroad-JUnit.xsd"), (.strict, "jenkins-junit-10.xsd"),
    ]

    // Needs xmllint (Debian libxml2-utils) and the pinned schemas in ../shared/junit next to the package.
    @Test(
        "validates against the pinned schemas its flavor follows",
        .enabled(if: ReportTools.hasSchemaValidator, "xmllint or ../shared/junit/*.xsd is missing: schema validation skipped"),
        arguments: cases.map(\.0), 0..<flavorSchemas.count)
    func validates(caseName: String, pairing: Int) throws {
        let (flavor, schema) = Self.flavorSchemas[pairing]
        let result = Self.cases.first { $0.0 == caseName }!.1
        let dir = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("junit.xml")
        try Data(JUnitReport.data(result, flavor: flavor)).write(to: file)
        let xsd = ReportTools.junitSchemas!.appendingPathComponent(schema).path
        let (status, output) = try ReportTools.run(ReportTools.xmllint!, ["--noout", "--schema", xsd, file.path])
        #expect(status == 0, "\(caseName) (\(flavor)) against \(schema): \(output)")
    }

    @Test(
        "the default flavor is not valid against the strict schema only because a warning sits in its testcase",
        .enabled(if: ReportTools.hasSchemaValidator, "xmllint or ../shared/junit/*.xsd is missing: schema validation skipped"))
    func defaultFlavorAgainstStrict() throws {
        let dir = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let xsd = ReportTools.junitSchemas!.appendingPathComponent("windyroad-JUnit.xsd").path
        let file = dir.appendingPathComponent("junit.xml")
        try Data(JUnitReport.data(ReportFixture.mixed)).write(to: file)
        let (status, output) = try ReportTools.run(ReportTools.xmllint!, ["--noout", "--schema", xsd, file.path])
        #expect(status != 0)
        #expect(output.contains("system-out") || output.contains("testsuites"), "\(output)")
    }

    // Needs python3 with junitparser (pip install junitparser), the parser CI reporters use.
    @Test(
        "junitparser counts what the run result counts (the kit's own error testcase included)",
        .enabled(if: ReportTools.hasJunitparser, "python3 or its junitparser module is missing: consumer check skipped"),
        arguments: cases.map(\.0), JUnitFlavor.allCases)
    func consumerCounts(caseName: String, flavor: JUnitFlavor) throws {
        let result = Self.cases.first { $0.0 == caseName }!.1
        let dir = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("junit.xml")
        try Data(JUnitReport.data(result, flavor: flavor)).write(to: file)
        let script = ReportTools.fixtures.appendingPathComponent("junit_counts.py").path
        let (status, output) = try ReportTools.run(ReportTools.python3!, [script, file.path])
        #expect(status == 0, "\(output)")
        let kit = result.kitErrors.isEmpty ? 0 : 1
        let expected =
            "tests=\(result.verdicts.count + kit) failures=\(result.count(.fail)) errors=\(result.count(.error) + kit) skipped=\(result.count(.skip))"
        #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == expected)
    }

    @Test("shape: suites per group, properties once, status elements, warnings on their testcase")
    func shape() {
        let xml = JUnitReport.render(ReportFixture.mixed)
        #expect(xml.contains("<testsuites name=\"hp-conformance\" tests=\"6\" failures=\"1\" errors=\"2\" time=\"4.500\">\n"))
        // The kit's suite comes first: the run is incomplete (the fixture has a kit error).
        #expect(xml.contains("<testsuite name=\"kit\" package=\"HumanPluginConformance\" id=\"0\""))
        #expect(
            xml.contains(
                "<testsuite name=\"alpha\" package=\"HumanPluginConformance\" id=\"1\" hostname=\"ci-runner-1\" timestamp=\"2026-01-31T12:00:00\" tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"0\""
            ))
        #expect(xml.contains("name=\"beta\" package=\"HumanPluginConformance\" id=\"2\""))
        #expect(xml.components(separatedBy: "<properties>").count == 2, "properties once per file")
        #expect(xml.contains("<property name=\"contract.sha256\" value=\"\(String(repeating: "a", count: 64))\"/>"))
        #expect(xml.contains("<property name=\"run.seed\" value=\"18446744073709551557\"/>"))
        #expect(xml.contains("<testcase classname=\"HumanPluginConformance.alpha (hp-conformance)\" name=\"A-1: title of A-1\" time=\""))
        #expect(!xml.contains("classname=\"alpha\""), "Jenkins would show HumanPluginConformance.alpha.alpha")
        #expect(
            xml.contains(
                "<failure type=\"A-3\" message=\"expected: status 201 for A-3; seen: status 500 for A-3\">expected: status 201 for A-3; seen: status 500 for A-3\n"
            ))
        #expect(xml.contains("\n  #2 POST /v1/processes → 201 (backend-&gt;humanplugin, scenario happy-path, journey j1)\n"))
        #expect(xml.contains("full evidence: report.html#check-A-3</failure>"))
        #expect(xml.contains("<error type=\"B-2\" message=\"not judged: status 500 for B-2\">not judged: status 500 for B-2\n"))
        #expect(xml.contains("<error type=\"HP-KIT-RUN\" message=\"not judged: the run is incomplete (not conformant): kit problem\">"))
        #expect(xml.contains("<skipped message=\"scenario skipped by config\">scenario skipped by config</skipped>"))
        #expect(
            xml.contains(
                "name=\"A-2: title of A-2\" time=\"1.125\">\n      <system-out>WARNING A-2: title of A-2\nseen: status 500 for A-2\nevidence: exchange #2</system-out>"
            ))
        #expect(xml.contains("<system-err>kit problem</system-err>"))
        #expect(!xml.contains("<![CDATA["))
        #expect(!xml.contains("(failure)"), "the severity is never written where the status belongs")
    }

    @Test("strict flavor: no attributes on testsuites, warnings in the suite's system-out, empty properties elsewhere")
    func strictShape() {
        let xml = JUnitReport.render(ReportFixture.mixed, flavor: .strict)
        #expect(xml.contains("<testsuites>\n"))
        #expect(xml.contains("name=\"A-2: title of A-2\" time=\"1.125\"/>"))
        #expect(xml.contains("<system-out>WARNING A-2: title of A-2\nseen: status 500 for A-2\nevidence: exchange #2</system-out>"))
        #expect(xml.components(separatedBy: "<properties/>").count == 3)
    }

    @Test("a long warning is cut to its first findings with a count; its evidence by exchange number")
    func shortWarning() {
        var result = ReportFixture.result(.warn)
        result.verdicts[0].seen = (1...40).map { "#\($0): scheme 'MYAPP' has capital letters" }.joined(separator: "; ")
        result.verdicts[0].evidence = Array(1...40)
        result.journal = (1...40).map { ReportFixture.exchange($0, .appToBackend, "POST", "/captures", status: 201) }
        let xml = JUnitReport.render(result)
        let out = xml.components(separatedBy: "<system-out>")[1].components(separatedBy: "</system-out>")[0]
        #expect(out.count < 1000, "Jenkins keeps 500+500 characters of a passing case's output; got \(out.count)")
        #expect(out.contains("seen: #1: scheme &#39;MYAPP&#39; has capital letters; #2: scheme"), "whole findings first")
        #expect(out.contains("; and 32 more\n"), "a count of the findings left out: \(out)")
        var one = result
        one.verdicts[0].seen = String(repeating: "x", count: 2000)
        let single = JUnitReport.render(one).components(separatedBy: "<system-out>")[1].components(separatedBy: "</system-out>")[0]
        #expect(single.contains("… (1680 more characters in report.html)"))
        #expect(out.contains("exchanges #1, #2, #3, #4, #5, #6, #7, #8 and 32 more (40 in all)"))
    }

    /// A failing check resting on 300 exchanges with a 6 KB body each and 200 findings.
    static var bigFailure: RunResult {
        var result = ReportFixture.result(.fail)
        let body = String(repeating: "{\"process\":\"prc_0001\"}", count: 250)
        result.journal = (1...300).map {
            ReportFixture.exchange($0, .backendToHumanPlugin, "POST", "/v1/processes", status: 201, responseBody: body)
        }
        result.verdicts[0].seen = (1...200).map { "#\($0): clientId is \"someone-else\", expected \"client-a\"" }.joined(separator: "; ")
        result.verdicts[0].evidence = Array(1...300)
        return result
    }

    @Test("a failure's text is bounded: the headline once, the facts, the first exchanges, and N more, the pointer to report.html")
    func boundedFailure() throws {
        let xml = JUnitReport.render(Self.bigFailure)
        let failure = try #require(xml.components(separatedBy: "<failure ").dropFirst().first?.components(separatedBy: "</failure>").first)
        #expect(failure.utf8.count < 6_000, "\(failure.utf8.count) bytes")
        let message = try #require(failure.components(separatedBy: "message=\"").dropFirst().first?.components(separatedBy: "\"").first)
        let text = try #require(failure.components(separatedBy: "\">").dropFirst().first)
        #expect(message.contains("; and ") && message.hasSuffix(" more"), "findings left out are counted: \(message)")
        #expect(text.components(separatedBy: "seen: ").count == 2, "the headline once in the text, not repeated by the details")
        #expect(text.contains("evidence: 300 exchanges, the first 3:\n  #1 POST /v1/processes → 201"))
        #expect(text.contains("\n  and 297 more\n"))
        #expect(text.hasSuffix("full evidence: report.html#check-START-1"))
        #expect(!text.contains("prc_0001"), "bodies stay in report.html")
        let lines = text.split(separator: "\n")
        #expect(!lines.contains { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("at ") }, "no line reads as a stack frame")
    }

    @Test("a failure's text keeps a text that names a partner's file on one line with the kit's label")
    func failureTextOneLine() {
        var result = ReportFixture.result(.fail)
        result.verdicts[0].seen = "boom\n\tat com.partner.Outcome.decide(Outcome.java:42)"
        result.verdicts[0].locations = [SourceLocation(file: "App/Capture.swift", line: 12, excerpt: "at x(Capture.swift:1)")]
        let text = FailureText.text(result.verdicts[0], [:])
        #expect(text.contains("seen: boom  at com.partner.Outcome.decide(Outcome.java:42)\n"))
        #expect(text.contains("\nplaces:\n  - at App/Capture.swift:12: at x(Capture.swift:1)\n"))
    }

    @Test("times: testcases never sum past their suite, suites never past the run")
    func timesBounded() throws {
        let xml = JUnitReport.render(ReportFixture.mixed)
        let seconds = { (text: Substring) -> Double in Double(text.split(separator: "\"")[0])! }
        let run = seconds(xml.components(separatedBy: "<testsuites")[1].components(separatedBy: "time=\"")[1].prefix(20))
        var suiteSum = 0.0
        for suite in xml.components(separatedBy: "<testsuite ").dropFirst() {
            let suiteTime = seconds(suite.components(separatedBy: " time=\"")[1].prefix(20))
            let cases = suite.components(separatedBy: "<testcase ").dropFirst().map {
                seconds($0.components(separatedBy: " time=\"")[1].prefix(20))
            }
            #expect(cases.reduce(0, +) <= suiteTime + 1e-9)
            suiteSum += suiteTime
        }
        #expect(suiteSum <= run + 1e-9)
        #expect(run == 4.5)
    }

    @Test("hostile bytes leave no forbidden character and no raw markup")
    func hostile() {
        let xml = JUnitReport.render(ReportFixture.hostile)
        let bad = xml.unicodeScalars.filter { !XMLText.isAllowed($0) }
        #expect(bad.isEmpty)
        #expect(!xml.contains("]]>"))
        #expect(!xml.contains("</failure>]]"))
        #expect(xml.contains("hostname=\"localhost\""))
    }
}
