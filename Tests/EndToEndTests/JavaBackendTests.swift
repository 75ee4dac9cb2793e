import Foundation
import KitTestSupport
import Testing

/// The Java fixture back-end (Fixtures/java/Backend.java), written from the vendor's iOS page alone
/// with the JDK only, run as a single-file source program in launch mode: its own login issuing
/// a session token sent as `X-Session`, versioned paths, ids nested in
/// `{"data": {"verification": {"ref", "url"}}}`, a PATCH for "capture ended", verdicts in its own words.
@Suite("Java fixture back-end (JDK only, launch mode)", .serialized, .blockingWork)
struct JavaBackendTests {
    /// `java` that can run a source file: a JDK 11 or later, whose `javac` is on PATH as well.
    static let hasJDK = Tools.onPath("java") != nil && Tools.onPath("javac") != nil
    static let config = EndToEnd.fixtures.appendingPathComponent("java/trial.json").path

    /// Runs the kit on java/trial.json with a fresh demo password (read by the kit through
    /// `${env:DEMO_PASSWORD}` and by the launched back-end from the environment it inherits).
    func run(fault: String?, style: String? = nil) throws -> (KitRun, RunReport, URL, String) {
        let reports = try EndToEnd.temporaryDirectory("java-reports")
        let password = "pw-" + UUID().uuidString
        var environment = ["DEMO_PASSWORD": password]
        if let fault { environment["TRIAL_FAULT"] = fault }
        if let style { environment["TRIAL_STYLE"] = style }
        // Generous: the source launcher compiles Backend.java first, slow on a loaded 2-core machine.
        let run = try Kit.run(
            ["run", "--config", Self.config, "--report-dir", reports.path, "--no-color"],
            deadline: 240, environment: environment)
        #expect(!run.timedOut, "\(run)")
        let report = try RunReport.read(reports, "\(run)")
        return (run, report, reports, password)
    }

    /// The demo password appears in no report file and no console line.
    func expectNoPassword(_ password: String, in reports: URL, run: KitRun) {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: reports.path)) ?? []
        for file in files {
            let text = (try? String(contentsOf: reports.appendingPathComponent(file), encoding: .utf8)) ?? ""
            #expect(!text.contains(password), "\(file) holds the demo password")
        }
        #expect(!run.stdout.contains(password) && !run.stderr.contains(password), "the console shows the demo password")
    }

    @Test("the Java back-end conforms", .enabled(if: hasJDK, "java and javac (a JDK 11 or later) are not on PATH"))
    func conforms() throws {
        let (run, report, reports, password) = try run(fault: nil)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 0, "\(run)")
        #expect(!report.statuses.isEmpty, "every check has a verdict")
        #expect(report.failing.isEmpty, "failing: \(report.failing)\n\(run)")
        #expect(report.notPassing.isEmpty, "not passing: \(report.notPassing)\n\(run)")
        #expect(run.stdout.contains("CONFORMANT"), "\(run)")
        let log = (try? String(contentsOf: reports.appendingPathComponent("backend.log"), encoding: .utf8)) ?? ""
        #expect(log.contains("listening on"), "backend.log holds the back-end's output")
        expectNoPassword(password, in: reports, run: run)
    }

    typealias Fault = PlantedFault

    static let faults = [
        // An unknown 200 read answer taken as a success (an answer without process too: its top
        // level names no success).
        Fault(name: "fail-open", failing: ["HP-READ-FAIL-CLOSED"]),
        // HttpClient's default: no request timeout, so a silent Human Plugin leaves the app waiting
        // (the error comes when Human Plugin gives up, within the app's patience but past the bound).
        Fault(name: "no-request-timeout", failing: ["HP-FAULT-CREATE-TIMEOUT", "HP-FAULT-READ-TIMEOUT"]),
        // A create that timed out is sent again (the same body, so the same correlationId), two
        // upstream timeouts in a row: only the create Human Plugin held shows the duplicate.
        Fault(name: "retry-on-hang", failing: ["HP-FAULT-CREATE-TIMEOUT", "HP-FAULT-NO-RETRY-DUPLICATES"]),
    ]

    /// Correct ways of writing the back-end other than its own (`TRIAL_STYLE`): each must pass.
    static let styles: [(name: String, warning: [String])] = [
        ("tolerant-read", ["HP-READ-STATE-OUTSIDE-PROCESS"]),
        ("failed-as-error", []),
    ]

    @Test(
        "the Java back-end conforms in each correct style", .enabled(if: hasJDK, "java and javac (a JDK 11 or later) are not on PATH"),
        arguments: styles.map(\.name))
    func conformsInStyle(_ style: String) throws {
        let (run, report, reports, _) = try run(fault: nil, style: style)
        defer { EndToEnd.cleanUp(reports) }
        let warning = Self.styles.first { $0.name == style }?.warning ?? []
        #expect(run.status == 0, "\(run)")
        #expect(report.failing.isEmpty, "failing: \(report.failing)\n\(run)")
        #expect(report.notPassing == warning, "\(run)")
    }

    @Test(
        "a faulty Java back-end fails exactly the checks its fault breaks",
        .enabled(if: hasJDK, "java and javac (a JDK 11 or later) are not on PATH"), arguments: faults)
    func fault(_ fault: Fault) throws {
        let (run, report, reports, password) = try run(fault: fault.name)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 1, "\(run)")
        #expect(report.failing == fault.failing, "\(run)")
        #expect(report.notPassing == (fault.failing + fault.warning).sorted(), "only the planted fault's checks may fail")
        for id in fault.failing {
            #expect(run.stdout.contains("FAIL  \(id)"), "\(run)")
        }
        expectNoPassword(password, in: reports, run: run)
    }
}
