import CheckTestSupport
import Foundation
import Synchronization
import Testing

@testable import ConformanceTesting
@testable import ExampleBackend

/// `ConformanceOutcome.record(_:)`, the one line of a partner's test of a check: the issue it records
/// says how to fix the rule and where the report is, and points at the app's own file and line when
/// the verdict rests on the app's code (Sources/ConformanceTesting/ConformanceOutcome+Testing.swift).
@Suite("ConformanceTesting: a check recorded in the running test")
struct RecordTests {
    static let fixture = AppProjectSupport.fixture("SeveralSessions")

    /// The example back-end with the app project SeveralSessions, whose capture session passes
    /// `callbackURLScheme: "bankcapture"` (Bank/CaptureController.swift:6) where the configuration
    /// says `com.example.capture`: HP-APP-SCHEME-AGREES fails at that line. `faults` break the back-end.
    static func run(faults: Set<ExampleBackendFault> = [], reports: URL) throws -> ConformanceOutcome {
        var configuration = try ConformanceTest.exampleConfiguration()
        configuration.app.project = fixture
        return try ConformanceTest(configuration: configuration, backend: .example(faults: faults)).run(reportDirectory: reports.path)
    }

    static func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
    }

    @Test("an app check's failure points at the app's file and line, and says the fix and the report's anchor")
    func appCheckAtTheAppsLine() throws {
        let reports = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: reports) }
        let outcome = try Self.run(reports: reports)
        let file = Self.fixture + "/Bank/CaptureController.swift"
        let place = try #require(outcome.appPlace("HP-APP-SCHEME-AGREES"))
        #expect(place.path == file && place.line == 6 && place.column == 80, "\(place)")

        let issues = Mutex<[Issue]>([])
        try withKnownIssue {
            try outcome.record("HP-APP-SCHEME-AGREES")
        } matching: { issue in
            issues.withLock { $0.append(issue) }
            return true
        }
        let recorded = issues.withLock { $0 }
        let issue = try #require(recorded.first)
        #expect(recorded.count == 1)
        #expect(issue.sourceLocation?.filePath == file && issue.sourceLocation?.line == 6, "\(String(describing: issue.sourceLocation))")
        let text = issue.comments.map(\.rawValue).joined(separator: "\n")
        #expect(text.contains("HP-APP-SCHEME-AGREES fail"), "\(text)")
        #expect(text.contains("at: \(file):6:80"), "\(text)")
        let fix = try #require(
            ConformanceTest(configuration: ConformanceTest.exampleConfiguration()).specs.catalogue.definition("HP-APP-SCHEME-AGREES")?.fix)
        #expect(text.contains("fix: \(fix)"), "\(text)")
        let anchor = "report: \(reports.standardizedFileURL.path)/report.html#check-HP-APP-SCHEME-AGREES"
        #expect(text.contains(anchor), "\(text)")
        let html = try String(contentsOf: reports.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains(#"id="check-HP-APP-SCHEME-AGREES""#), "the report has the anchor the issue links to")
    }

    @Test("a back-end check's failure points at the test's own line; a pass records nothing")
    func backendCheckAtTheCaller() throws {
        let reports = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: reports) }
        let outcome = try Self.run(faults: [.wrongFlow], reports: reports)
        #expect(outcome.appPlace("HP-CREATE-FLOW") == nil)
        let issues = Mutex<[Issue]>([])
        let line = #line + 2
        try withKnownIssue {
            try outcome.record("HP-CREATE-FLOW")
        } matching: { issue in
            issues.withLock { $0.append(issue) }
            return true
        }
        let recorded = issues.withLock { $0 }
        #expect(recorded.count == 1)
        #expect(recorded.first?.sourceLocation?.fileName == "RecordTests.swift" && recorded.first?.sourceLocation?.line == line)
        let text = recorded.first?.comments.map(\.rawValue).joined(separator: "\n") ?? ""
        #expect(text.contains("fix: ") && text.contains("report.html#check-HP-CREATE-FLOW"), "\(text)")
        // A check that held: no issue (an issue here would fail this test).
        try outcome.record("HP-CREATE-CLIENT-ID")
    }
}
