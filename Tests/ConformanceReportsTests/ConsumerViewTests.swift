import Foundation
import KitTestSupport
import Testing

@testable import ConformanceModel
@testable import ConformanceReports

/// What CI consumers show of `junit.xml`: junitparser and junit2html run for real
/// (`Fixtures/junit_consumers.py`); dorny/test-reporter, mikepenz/action-junit-report, Jenkins'
/// junit plugin and GitLab through one model each of their documented parsing rules
/// (`Fixtures/consumers/<name>.py`, each naming the source files its rules come from).
///
/// The fixture holds one check of each status and a kit error: A-1 pass, A-2 warning, A-3
/// failure, B-1 skipped, B-2 not judged, and the kit's own HP-KIT-RUN error (run incomplete).
@Suite("JUnit consumers", .serialized)
struct ConsumerViewTests {
    struct Case: Decodable {
        var status: String
        var shown: String
        var time: Double?
        var fullName: String?
        var hashShown: Bool?
        /// The file an annotation lands on (models given a repository).
        var path: String?
        var line: Int?
    }

    struct View: Decodable {
        var suites: [String]?
        var tests: Int?
        var passed: Int?
        var failed: Int?
        var skipped: Int?
        var errors: Int?
        var time: Double?
        var cases: [String: Case]

        func shown(_ id: String) -> String { cases.first { $0.key.hasPrefix(id + ":") }?.value.shown ?? "<no case \(id)>" }
        func caseTime(_ id: String) -> Double { cases.first { $0.key.hasPrefix(id + ":") }?.value.time ?? -1 }
    }

    static let result = ReportFixture.mixed
    static let runSeconds = 4.5

    /// The view of the modelled consumer `name` (`Fixtures/consumers/<name>.py`) of `xml` (default:
    /// the fixture's report); with `repo`, each failure's annotation file is resolved in it.
    static func model(_ name: String, flavor: JUnitFlavor, xml: String? = nil, repo: URL? = nil) throws -> View {
        let dir = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("junit.xml")
        try Data(xml.map { Array($0.utf8) } ?? JUnitReport.data(result, flavor: flavor)).write(to: file)
        let script = ReportTools.fixtures.appendingPathComponent("consumers/\(name).py").path
        let (status, output) = try ReportTools.run(ReportTools.python3!, [script, file.path] + (repo.map { [$0.path] } ?? []))
        try #require(status == 0, "\(name).py: \(output)")
        return try JSONDecoder().decode(View.self, from: Data(output.utf8))
    }

    static func views(_ script: String, flavor: JUnitFlavor) throws -> [String: View] {
        let dir = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("junit.xml")
        try Data(JUnitReport.data(result, flavor: flavor)).write(to: file)
        let (status, output) = try ReportTools.run(
            ReportTools.python3!, [ReportTools.fixtures.appendingPathComponent(script).path, file.path])
        try #require(status == 0, "\(script): \(output)")
        return try JSONDecoder().decode([String: View].self, from: Data(output.utf8))
    }

    // MARK: - Modelled consumers (python3 only)

    @Test(
        "dorny/test-reporter: counts and the run's wall time; failures and not-judged errors by message; nothing of a passing or skipped case",
        .enabled(if: ReportTools.python3 != nil, "python3 is missing: consumer models skipped"))
    func dorny() throws {
        let view = try Self.model("dorny", flavor: .jenkins)
        #expect(view.tests == 6 && view.failed == 3 && view.skipped == 1 && view.passed == 2)
        #expect(view.time == Self.runSeconds, "testsuites@time is the run's wall time")
        #expect(view.suites == ["kit", "alpha", "beta"])
        #expect(view.shown("A-3").hasPrefix("A-3: expected: status 201 for A-3; seen: status 500 for A-3"))
        #expect(view.shown("B-2").hasPrefix("B-2: not judged: status 500 for B-2"))
        #expect(view.shown("HP-KIT-RUN").hasPrefix("HP-KIT-RUN: not judged: the run is incomplete (not conformant): kit problem"))
        #expect(view.shown("A-2") == "", "its rules show nothing of a passing case: the warning is in report.md for the step summary")
        #expect(view.shown("B-1") == "", "its rules drop the skip reason")
        let strict = try Self.model("dorny", flavor: .strict)
        #expect(strict.time == Self.runSeconds, "without testsuites@time it sums the suites' times, which add up to the run's")
    }

    @Test(
        "mikepenz/action-junit-report: counts, time summed from testcases, failure annotations by message",
        .enabled(if: ReportTools.python3 != nil, "python3 is missing: consumer models skipped"))
    func mikepenz() throws {
        let view = try Self.model("mikepenz", flavor: .jenkins)
        #expect(view.tests == 6 && view.failed == 3 && view.skipped == 1 && view.passed == 2)
        #expect((view.time ?? 99) <= Self.runSeconds)
        #expect(view.shown("A-3") == "expected: status 201 for A-3; seen: status 500 for A-3")
        #expect(view.shown("B-2") == "not judged: status 500 for B-2")
        #expect(view.shown("A-2") == "A-2: title of A-2", "a passing case is annotated with its name alone")
        #expect(view.shown("B-1") == "B-1: title of B-1", "a skipped case is annotated with its name alone")
    }

    @Test(
        "Jenkins: suites named once, the warning on its own case untruncated and nowhere else, skip reason, not-judged message",
        .enabled(if: ReportTools.python3 != nil, "python3 is missing: consumer models skipped"))
    func jenkins() throws {
        let view = try Self.model("jenkins", flavor: .jenkins)
        #expect(view.suites == ["HumanPluginConformance.kit", "HumanPluginConformance.alpha", "HumanPluginConformance.beta"])
        #expect(view.cases["A-1: title of A-1"]?.fullName == "HumanPluginConformance.alpha (hp-conformance).A-1: title of A-1")
        #expect(view.tests == 6 && view.failed == 3 && view.skipped == 1)
        #expect((view.time ?? 99) <= Self.runSeconds)
        #expect(view.shown("A-2") == "Standard Output\nWARNING A-2: title of A-2\nseen: status 500 for A-2\nevidence: exchange #2")
        #expect(!view.shown("A-1").contains("WARNING"), "no warning on a case it does not belong to")
        #expect(view.shown("B-1") == "Skipped Message\nscenario skipped by config")
        #expect(view.shown("B-2").hasPrefix("Error Message\nnot judged: status 500 for B-2\nStacktrace\nnot judged: status 500 for B-2"))
        let strict = try Self.model("jenkins", flavor: .strict)
        #expect(strict.shown("A-1").contains("WARNING A-2"), "strict: the suite's output shows on every case of the suite")
    }

    @Test(
        "GitLab: counts with errors apart, skip reason as text (not a Hash), not-judged first, no output for a passing case",
        .enabled(if: ReportTools.python3 != nil, "python3 is missing: consumer models skipped"))
    func gitlab() throws {
        let view = try Self.model("gitlab", flavor: .jenkins)
        #expect(view.tests == 6 && view.failed == 1 && view.errors == 2 && view.skipped == 1 && view.passed == 2)
        #expect((view.time ?? 99) <= Self.runSeconds)
        #expect(view.shown("B-1") == "scenario skipped by config")
        #expect(view.cases.first { $0.key.hasPrefix("B-1:") }?.value.hashShown == false)
        #expect(view.shown("B-2").hasPrefix("not judged: status 500 for B-2"))
        #expect(view.shown("A-3").hasPrefix("expected: status 201 for A-3"))
        #expect(view.shown("A-2") == "", "its rules show no output for a passing case")
    }

    // MARK: - Which file an annotation lands on

    /// A partner's repository: files named like the kit's groups, a check id and the kit, a Java
    /// class and a Rust file a failure text could name, and the kit's configuration file.
    static func partnerRepository() throws -> URL {
        let repo = try ReportTools.temporaryDirectory()
        let files = [
            "app/handlers/outcome.go", "app/auth/security.py", "src/create.ts", "src/read.go", "src/callback.rb",
            "src/start.php", "src/faults.java", "src/concurrency.go", "src/session.kt", "src/browser.js", "src/kit.sh",
            "src/main/java/com/partner/app/Outcome.java", "lib/src/lib.rs", "docs/HP-OUTCOME-FOLLOWS-STATE.md",
            "HumanPluginConformance.swift", "hp-conformance.sh", "checks.py", "conformance.json",
        ]
        for file in files {
            let url = repo.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("partner code\n".utf8).write(to: url)
        }
        return repo
    }

    /// Failures in the kit's real groups, their text naming partner files the way a back-end's
    /// error answer might (a Java stack trace, `file:line`), and a kit error.
    static var partnerFailures: RunResult {
        var result = ReportFixture.mixed
        let trace =
            "java.lang.IllegalStateException: no outcome\n\tat com.partner.app.Outcome.decide(Outcome.java:42)\n"
            + "see app/handlers/outcome.go:12 and lib/src/lib.rs:7; outcome.go:3"
        result.verdicts = [
            ReportFixture.verdict("HP-OUTCOME-FOLLOWS-STATE", "outcome", .fail, evidence: [1, 2]),
            ReportFixture.verdict("HP-IDOR-FOREIGN-ID", "security", .fail, evidence: [3]),
            ReportFixture.verdict("HP-CREATE-CLIENT-ID", "create", .error, evidence: [2]),
            ReportFixture.verdict("HP-CORRELATION-UNIQUE", "concurrency", .fail, evidence: []),
        ]
        for index in result.verdicts.indices { result.verdicts[index].seen = trace }
        result.journal[0].response?.body = Array(trace.utf8)
        return result
    }

    @Test(
        "mikepenz/action-junit-report and dorny/test-reporter annotate no partner file, whatever the failure text names",
        .enabled(if: ReportTools.python3 != nil, "python3 is missing: consumer models skipped"), arguments: JUnitFlavor.allCases)
    func annotationsOnNoPartnerFile(flavor: JUnitFlavor) throws {
        let repo = try Self.partnerRepository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let xml = JUnitReport.render(Self.partnerFailures, flavor: flavor)
        for consumer in ["mikepenz", "dorny"] {
            let view = try Self.model(consumer, flavor: flavor, xml: xml, repo: repo)
            let failed = view.cases.filter { $0.value.status == "failed" }
            #expect(failed.count == 5, "\(consumer): four failures and the kit's error")
            for (name, annotation) in failed {
                if let path = annotation.path {
                    #expect(
                        !FileManager.default.fileExists(atPath: repo.appendingPathComponent(path).path),
                        "\(consumer) annotates \(name) on the partner's \(path):\(annotation.line ?? 0)")
                }
            }
        }
        // The model resolves as the consumer does: the old classname put the failure on outcome.go.
        let old = xml.replacing(
            "classname=\"HumanPluginConformance.outcome (hp-conformance)\"", with: "classname=\"HumanPluginConformance.outcome\"")
        let before = try Self.model("mikepenz", flavor: flavor, xml: old, repo: repo)
        #expect(before.cases.first { $0.key.hasPrefix("HP-OUTCOME-FOLLOWS-STATE:") }?.value.path == "app/handlers/outcome.go")
    }

    // MARK: - Installed consumers (PyPI junitparser and junit2html)

    static let installed = ReportTools.hasJunitparser && ReportTools.executable("junit2html") != nil

    @Test(
        "junitparser: counts, times within the run, the warning on its case, skip reason, not-judged message",
        .enabled(if: installed, "junitparser or junit2html (pip install junitparser junit2html) is missing: consumer check skipped"))
    func junitparser() throws {
        let view = try #require(try Self.views("junit_consumers.py", flavor: .jenkins)["junitparser"])
        #expect(view.tests == 6 && view.failed == 1 && view.errors == 2 && view.skipped == 1 && view.passed == 2)
        #expect((view.time ?? 99) <= Self.runSeconds)
        #expect(view.shown("A-2").contains("WARNING A-2: title of A-2"))
        #expect(!view.shown("A-1").contains("WARNING"))
        #expect(view.shown("B-1") == "scenario skipped by config\nscenario skipped by config")
        #expect(view.shown("B-2").hasPrefix("not judged: status 500 for B-2\nnot judged: status 500 for B-2"))
        let strict = try #require(try Self.views("junit_consumers.py", flavor: .strict)["junitparser"])
        #expect(!strict.shown("A-2").contains("WARNING"), "strict: the warning is only in the suite's output")
    }

    @Test(
        "junit2html: the warning, skip reason and not-judged message inside their case's block",
        .enabled(if: installed, "junitparser or junit2html (pip install junitparser junit2html) is missing: consumer check skipped"))
    func junit2html() throws {
        let view = try #require(try Self.views("junit_consumers.py", flavor: .jenkins)["junit2html"])
        #expect(view.cases.count == 6)
        #expect(view.shown("A-2").contains("WARNING A-2: title of A-2"))
        #expect(!view.shown("A-1").contains("WARNING"))
        #expect(view.shown("B-1").contains("scenario skipped by config"))
        #expect(view.shown("B-2").contains("not judged: status 500 for B-2"))
        #expect(view.shown("HP-KIT-RUN").contains("the run is incomplete"))
    }
}
