import Foundation
import Testing
@testable import HumanPluginConformance

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

    // Needs xmllint (Debian libxml2-utils) and the pinned schemas in ../shared/junit next to the package.
    @Test("validates against both pinned schemas",
          .enabled(if: ReportTools.hasSchemaValidator, "xmllint or ../shared/junit/*.xsd is missing: schema validation skipped"),
          arguments: cases.map(\.0), schemas)
    func validates(caseName: String, schema: String) throws {
        let result = Self.cases.first { $0.0 == caseName }!.1
        let dir = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("junit.xml")
        try Data(JUnitReport.data(result)).write(to: file)
        let xsd = ReportTools.junitSchemas!.appendingPathComponent(schema).path
        let (status, output) = try ReportTools.run(ReportTools.xmllint!, ["--noout", "--schema", xsd, file.path])
        #expect(status == 0, "\(caseName) against \(schema): \(output)")
    }

    // Needs python3 with junitparser (pip install junitparser), the parser CI reporters use.
    @Test("junitparser counts what the run result counts",
          .enabled(if: ReportTools.hasJunitparser, "python3 or its junitparser module is missing: consumer check skipped"),
          arguments: cases.map(\.0))
    func consumerCounts(caseName: String) throws {
        let result = Self.cases.first { $0.0 == caseName }!.1
        let dir = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("junit.xml")
        try Data(JUnitReport.data(result)).write(to: file)
        let script = ReportTools.fixtures.appendingPathComponent("junit_counts.py").path
        let (status, output) = try ReportTools.run(ReportTools.python3!, [script, file.path])
        #expect(status == 0, "\(output)")
        let expected = "tests=\(result.verdicts.count) failures=\(result.count(.fail)) errors=\(result.count(.error)) skipped=\(result.count(.skip))"
        #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == expected)
    }

    @Test("shape: suites per group, ids, properties, status elements, warnings in system-out")
    func shape() {
        let xml = JUnitReport.render(ReportFixture.mixed)
        #expect(xml.contains("<testsuites>\n"))
        #expect(xml.contains("<testsuite name=\"alpha\" package=\"HumanPluginConformance.alpha\" id=\"0\" hostname=\"ci-runner-1\" timestamp=\"2026-01-31T12:00:00\" tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"0\""))
        #expect(xml.contains("name=\"beta\" package=\"HumanPluginConformance.beta\" id=\"1\""))
        #expect(xml.contains("<property name=\"contract.sha256\" value=\"\(String(repeating: "a", count: 64))\"/>"))
        #expect(xml.contains("<property name=\"run.seed\" value=\"18446744073709551557\"/>"))
        #expect(xml.contains("<testcase classname=\"alpha\" name=\"A-1: title of A-1\" time=\"0.01"))
        #expect(xml.contains("<failure type=\"A-3\" message=\"expected: status 201 for A-3; seen: status 500 for A-3\">"))
        #expect(xml.contains("&gt; POST /v1/processes HTTP/1.1"))
        #expect(xml.contains("<error type=\"B-2\""))
        #expect(xml.contains("<skipped message=\"scenario skipped by config\"/>"))
        #expect(xml.contains("<system-out>WARNING A-2: title of A-2"))
        #expect(xml.contains("<system-err>kit problem</system-err>"))
        #expect(!xml.contains("<![CDATA["))
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
