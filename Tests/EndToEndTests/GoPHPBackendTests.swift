import Foundation
import KitTestSupport
import Testing

/// Full runs of the built kit against the Go and PHP back-ends it launches itself, shaped like real
/// partner APIs: a JSON login handing out bearer tokens, pre-provisioned users whose tokens come
/// from the environment, results polled after a 202, a form login with a rotating PHP session
/// cookie, and errors answered as `200 {"ok": false}`. Each planted fault fails its own check.
/// Serialized: each run times its back-end's answers, and the machine may be small.
@Suite("Launched back-ends in Go and PHP (logins, sessions, polled results, errors in bodies)", .serialized, .blockingWork)
struct GoPHPBackendTests {
    /// A configuration under Fixtures, optionally with a planted fault, and the checks it must fail.
    struct Case: Sendable, CustomTestStringConvertible {
        var config: String
        var fault: String? = nil
        var failing: [String] = []
        /// A correct style other than the back-end's own (`STYLE`), and the warnings it may give.
        var style: String? = nil
        var warning: [String] = []
        var testDescription: String {
            fault.map { "\(config) with FAULT=\($0)" } ?? style.map { "\(config) with STYLE=\($0)" } ?? config
        }
    }

    static let goConformant = [
        Case(config: "go/async.json"), Case(config: "go/sync.json"), Case(config: "go/static.json"),
        // The state read at the top level when "process" is missing: a warning, not a failure.
        Case(config: "go/async.json", style: "tolerant-read", warning: ["HP-READ-STATE-OUTSIDE-PROCESS"]),
        Case(config: "go/sync.json", style: "tolerant-read", warning: ["HP-READ-STATE-OUTSIDE-PROCESS"]),
        // A capture that failed at Human Plugin answered with an error, as an unreadable read is.
        Case(config: "go/async.json", style: "failed-as-error"),
        Case(config: "go/sync.json", style: "failed-as-error"),
    ]

    static let goFaults = [
        Case(config: "go/async.json", fault: "no-ownership-check", failing: ["HP-IDOR-FOREIGN-ID", "HP-IDOR-FORGED-ID"]),
        Case(config: "go/async.json", fault: "no-ownership-check-on-result", failing: ["HP-IDOR-FOREIGN-ID"]),
        Case(config: "go/async.json", fault: "trust-app-claim", failing: ["HP-OUTCOME-SERVER-DECIDES"]),
        Case(config: "go/async.json", fault: "read-error-as-rejected", failing: ["HP-FAULT-READ-ERROR"]),
        // "processing" for ever is no result: the expired journey's polls run to the bound.
        Case(config: "go/async.json", fault: "expired-stays-processing", failing: ["HP-OUTCOME-FOLLOWS-STATE", "HP-RESULT-WITHIN-BOUND"]),
        Case(config: "go/async.json", fault: "finished-unless-rejected", failing: ["HP-READ-FAIL-CLOSED"]),
        // Polled, the read hanging: the result says "processing" while the goroutine waits, which is
        // no answer; the error comes only when Human Plugin gives up (4 s), past the bound plus one poll.
        Case(config: "go/async.json", fault: "no-upstream-timeout", failing: ["HP-FAULT-CREATE-TIMEOUT", "HP-FAULT-READ-TIMEOUT"]),
        // Synchronous: the app waits on that read too.
        Case(config: "go/sync.json", fault: "no-upstream-timeout", failing: ["HP-FAULT-CREATE-TIMEOUT", "HP-FAULT-READ-TIMEOUT"]),
        Case(config: "go/static.json", fault: "no-ownership-check", failing: ["HP-IDOR-FOREIGN-ID", "HP-IDOR-FORGED-ID"]),
        // A create Human Plugin held is sent again (same body): two 1 s timeouts pass the 2 s bound,
        // and only the held create shows the duplicate.
        Case(
            config: "go/async.json", fault: "retry-on-hang",
            failing: ["HP-FAULT-CREATE-TIMEOUT", "HP-FAULT-NO-RETRY-DUPLICATES"]),
        // Only the read without a timeout: "processing" to every poll while it hangs is no answer.
        Case(config: "go/async.json", fault: "hang-while-polling", failing: ["HP-FAULT-READ-TIMEOUT"]),
    ]

    static let phpFaults = [
        Case(config: "php/session.json", fault: "no-ownership-check", failing: ["HP-IDOR-FOREIGN-ID", "HP-IDOR-FORGED-ID"]),
        Case(config: "php/session.json", fault: "no-status-check", failing: ["HP-FAULT-CREATE-ERROR"]),
        // It answers an unusable read answer with 'rejected' too: a decision that read did not make.
        Case(config: "php/session.json", fault: "read-error-as-outcome", failing: ["HP-FAULT-READ-ERROR", "HP-READ-FAIL-CLOSED"]),
        // As the Go one: two 1 s timeouts in a row, and a duplicate only the held create shows.
        Case(
            config: "php/session.json", fault: "retry-on-hang",
            failing: ["HP-FAULT-CREATE-TIMEOUT", "HP-FAULT-NO-RETRY-DUPLICATES"]),
    ]

    static let phpStyles = [
        // A regular expression over the answer finds the state when "process" is missing: a warning.
        Case(config: "php/session.json", style: "tolerant-read", warning: ["HP-READ-STATE-OUTSIDE-PROCESS"]),
        // The failed state answered {"ok": false}, an error by the configuration's errorWhen.
        Case(config: "php/session.json", style: "failed-as-error"),
        // A read that failed reported as the outcome of a failed capture: harmless, a warning.
        // The failed capture's outcome for an unusable read answer too: the same warning.
        Case(config: "php/session.json", style: "read-error-as-failed", warning: ["HP-FAULT-READ-ERROR", "HP-READ-FAIL-CLOSED"]),
    ]

    static let configs = ["go/async.json", "go/sync.json", "go/static.json", "php/session.json"]

    /// The environment of one run: fresh secrets, the Go binary built once, the fault if any.
    func environment(for testCase: Case) throws -> [String: String] {
        var environment = GoPHPFixtures.secretEnvironment()
        if testCase.config.hasPrefix("go/") {
            environment["VERIFICATIONS_BINARY"] = try GoPHPFixtures.requireGoBinary()
        }
        if let fault = testCase.fault { environment["FAULT"] = fault }
        if let style = testCase.style { environment["STYLE"] = style }
        return environment
    }

    /// Runs the kit on `config` (a path); returns the run, its report, and the report folder.
    func run(config: String, environment: [String: String]) throws -> (KitRun, RunReport, URL) {
        let reports = try EndToEnd.temporaryDirectory("reports")
        let run = try Kit.run(
            ["run", "--config", config, "--report-dir", reports.path, "--no-color"],
            deadline: 120, environment: environment)
        #expect(!run.timedOut, "\(run)")
        let report = try RunReport.read(reports, "\(run)")
        return (run, report, reports)
    }

    /// Runs a correct back-end; returns the steps (login, start, ...) whose answers set a cookie.
    @discardableResult
    func expectConformant(_ testCase: Case) throws -> Set<String> {
        let environment = try environment(for: testCase)
        let (run, report, reports) = try run(
            config: EndToEnd.fixtures.appendingPathComponent(testCase.config).path,
            environment: environment)
        let asExpected = run.status == 0 && report.notPassing == testCase.warning.sorted()
        defer { keepOnFailure(reports, asExpected) }
        #expect(run.status == 0, "\(run)")
        #expect(!report.statuses.isEmpty, "report.json has verdicts")
        #expect(
            report.notPassing == testCase.warning.sorted(), "not passing: \(report.notPassing)\n\(run)\nreports kept in \(reports.path)")
        #expect(run.stdout.contains("CONFORMANT"), "\(run)")
        let log = (try? String(contentsOf: reports.appendingPathComponent("backend.log"), encoding: .utf8)) ?? ""
        #expect(log.contains("listening on"), "backend.log holds the back-end's output")
        expectNoSecret(of: environment, in: reports, run: run)
        return try stepsSettingCookies(in: reports)
    }

    /// The journal's app-to-back-end steps whose answers carry `Set-Cookie`.
    func stepsSettingCookies(in reports: URL) throws -> Set<String> {
        let data = try Data(contentsOf: reports.appendingPathComponent("report.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let journal = try #require(root["journal"] as? [[String: Any]], "report.json has a journal")
        var steps: Set<String> = []
        for exchange in journal {
            let headers = (exchange["response"] as? [String: Any])?["headers"] as? [[String: Any]] ?? []
            if headers.contains(where: { ($0["name"] as? String)?.lowercased() == "set-cookie" }), let step = exchange["step"] as? String {
                steps.insert(step)
            }
        }
        return steps
    }

    func expectFailing(_ testCase: Case) throws {
        let (run, report, reports) = try run(
            config: EndToEnd.fixtures.appendingPathComponent(testCase.config).path,
            environment: try environment(for: testCase))
        let asExpected = run.status == 1 && report.notPassing == testCase.failing.sorted()
        defer { keepOnFailure(reports, asExpected) }
        #expect(run.status == 1, "\(run)")
        #expect(report.failing == testCase.failing.sorted(), "\(run)\nreports kept in \(reports.path)")
        #expect(report.notPassing == testCase.failing.sorted(), "only the intended checks may fail; the rest pass")
        #expect(run.errorLines.isEmpty, "a run that judged the back-end writes nothing on stderr\n\(run)")
    }

    /// Removes a run's reports, or keeps them for a look when the run did not go as expected.
    func keepOnFailure(_ reports: URL, _ asExpected: Bool) {
        if asExpected { EndToEnd.cleanUp(reports) }
    }

    /// The password and tokens taken from the environment appear in no report file and no console line.
    func expectNoSecret(of environment: [String: String], in reports: URL, run: KitRun) {
        let secrets = environment.filter { $0.key == "APP_TEST_PASSWORD" || $0.key.hasSuffix("_TOKEN") }.map(\.value)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: reports.path)) ?? []
        for file in files {
            let text = (try? String(contentsOf: reports.appendingPathComponent(file), encoding: .utf8)) ?? ""
            for secret in secrets {
                #expect(!text.contains(secret), "\(file) holds a secret taken from the environment")
            }
        }
        for secret in secrets {
            #expect(!run.stdout.contains(secret) && !run.stderr.contains(secret), "the console shows a secret taken from the environment")
        }
    }

    // MARK: - Go

    @Test(
        "the Go back-end conforms: login + bearer with polled results, synchronous results, static users",
        .enabled(if: GoPHPFixtures.hasGo, "go is not on PATH (Debian package golang-go)"), arguments: goConformant)
    func goConforms(_ testCase: Case) throws {
        try expectConformant(testCase)
    }

    @Test(
        "a faulty Go back-end fails exactly the checks its fault breaks",
        .enabled(if: GoPHPFixtures.hasGo, "go is not on PATH (Debian package golang-go)"), arguments: goFaults)
    func goFault(_ testCase: Case) throws {
        try expectFailing(testCase)
    }

    // MARK: - PHP

    @Test(
        "the PHP back-end conforms: form login, rotating session cookie, errors in 200 bodies",
        .enabled(if: GoPHPFixtures.hasPHP, "php with the curl extension is not on PATH (Debian packages php-cli, php-curl)"))
    func phpConforms() throws {
        let renewing = try expectConformant(Case(config: "php/session.json"))
        // The session id changes on every answer (the old one destroyed), so a run that conforms
        // followed each rotation: show that the rotations happened beyond the login.
        #expect(renewing.isSuperset(of: ["login", "start", "ended"]), "answers that set the session cookie: \(renewing.sorted())")
    }

    @Test(
        "the PHP back-end written in another correct style conforms",
        .enabled(if: GoPHPFixtures.hasPHP, "php with the curl extension is not on PATH (Debian packages php-cli, php-curl)"),
        arguments: phpStyles)
    func phpStyle(_ testCase: Case) throws {
        _ = try expectConformant(testCase)
    }

    @Test(
        "a faulty PHP back-end fails exactly the checks its fault breaks",
        .enabled(if: GoPHPFixtures.hasPHP, "php with the curl extension is not on PATH (Debian packages php-cli, php-curl)"),
        arguments: phpFaults)
    func phpFault(_ testCase: Case) throws {
        try expectFailing(testCase)
    }

    // MARK: - Logins that fail, configurations

    /// The back-end expects another password than the kit sends: its login refuses every user,
    /// with a 401 (Go) or a 200 `{"ok": false}` (PHP). The kit could not run: exit 2, one line.
    func expectRefusedLogin(_ config: String, folder: URL, loginPath: String) throws {
        var object = try ConfigFiles.load(config)
        ConfigFiles.edit(&object, "backend.launch.workingDirectory", folder.path)
        ConfigFiles.edit(&object, "backend.launch.environment.APP_TEST_PASSWORD", "a-password-the-kit-does-not-send")
        let directory = try EndToEnd.temporaryDirectory("config")
        defer { EndToEnd.cleanUp(directory) }
        let path = try ConfigFiles.write(object, as: "refused-login.json", in: directory)
        let environment = try environment(for: Case(config: config))
        let reports = try EndToEnd.temporaryDirectory("reports")
        defer { EndToEnd.cleanUp(reports) }
        let run = try Kit.run(
            ["run", "--config", path, "--report-dir", reports.path, "--no-color"],
            deadline: 120, environment: environment)
        #expect(!run.timedOut, "\(run)")
        #expect(run.status == 2, "\(run)")
        #expect(run.errorLines.count == 1, "one line on stderr\n\(run)")
        let line = run.errorLines.first ?? ""
        #expect(
            line.contains("login failed") && line.contains(loginPath) && line.contains("app-user-") && line.contains(" answered "),
            "the line gives the back-end's answer: the call, the user and the status\n\(run)")
        #expect(
            !run.stdout.contains(environment["APP_TEST_PASSWORD"]!) && !run.stderr.contains(environment["APP_TEST_PASSWORD"]!),
            "the password is not shown")
    }

    @Test(
        "a login the Go back-end refuses with 401 stops the run with exit 2 and one line",
        .enabled(if: GoPHPFixtures.hasGo, "go is not on PATH (Debian package golang-go)"))
    func goRefusedLogin() throws {
        try expectRefusedLogin("go/async.json", folder: GoPHPFixtures.goFolder, loginPath: "POST /api/login")
    }

    @Test(
        "a login the PHP back-end refuses with 200 {\"ok\": false} stops the run with exit 2 and one line",
        .enabled(if: GoPHPFixtures.hasPHP, "php with the curl extension is not on PATH (Debian packages php-cli, php-curl)"))
    func phpRefusedLogin() throws {
        try expectRefusedLogin("php/session.json", folder: GoPHPFixtures.phpFolder, loginPath: "POST /login")
    }

    @Test("each Go and PHP configuration validates with its environment set", arguments: configs)
    func validates(_ config: String) throws {
        let path = EndToEnd.fixtures.appendingPathComponent(config).path
        let run = try Kit.run(["validate", "--config", path], environment: GoPHPFixtures.secretEnvironment())
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("\(path): valid (launch mode"), "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
    }

    @Test(
        "a configuration whose ${env:...} variable is not set is a config error naming the variable",
        arguments: ["go/async.json", "go/static.json", "php/session.json"])
    func unsetVariable(_ config: String) throws {
        let path = EndToEnd.fixtures.appendingPathComponent(config).path
        var environment = GoPHPFixtures.secretEnvironment()
        let missing = config == "go/static.json" ? "HP_E2E_CAROL_TOKEN" : "APP_TEST_PASSWORD"
        environment.removeValue(forKey: missing)
        try #require(ProcessInfo.processInfo.environment[missing] == nil, "\(missing) is set in the tests' own environment")
        let run = try Kit.run(["validate", "--config", path], environment: environment)
        #expect(run.status == 2, "\(run)")
        #expect(run.errorLines.count == 1, "one line on stderr\n\(run)")
        #expect(run.errorLines.first?.contains(missing) == true, "\(run)")
        #expect(run.errorLines.first?.contains(path) == true, "the line names the file\n\(run)")
    }

    @Test(
        "each Go and PHP configuration passes specs/config.schema.json",
        .enabled(if: Tools.hasJSONSchema, "python3 with the jsonschema package is not available"))
    func schema() throws {
        let paths = Self.configs.map { EndToEnd.fixtures.appendingPathComponent($0).path }
        let result = try Tools.exec(Tools.python3!, [SchemaTests.script.path, SchemaTests.schema.path] + paths)
        #expect(result.status == 0, "\(result.output)")
    }
}
