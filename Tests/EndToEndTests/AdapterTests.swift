import Foundation
import KitTestSupport
import Testing

/// Runs of the built kit through an app adapter process (docs/ADAPTER.md): the Python fixture
/// adapter drives the example back-end (launched by the kit) as the declarative calls would, and
/// judges the same; an adapter that breaks the protocol ends the run with exit 2, one line, a
/// not-run report and nothing left running.
@Suite("App adapter process (Python)", .serialized, .enabled(if: Tools.hasPython, "python3 is not on PATH"), .blockingWork)
struct AdapterTests {
    static let adapterFolder = EndToEnd.fixtures.appendingPathComponent("adapter")
    static let exampleBackend = EndToEnd.productsDirectory.appendingPathComponent("example-backend").path

    /// The example back-end's configuration, launched by the kit (with `faults`), in `directory`:
    /// declarative, or with `rest_adapter.py` (copied there: `adapter.command` resolves against it).
    static func config(adapter: [String: Any]?, faults: [String] = [], in directory: URL) throws -> String {
        var root = try #require(
            try JSONSerialization.jsonObject(
                with: Data(
                    contentsOf: EndToEnd.packageRoot
                        .appendingPathComponent("specs/examples/example-backend.json"))) as? [String: Any])
        root["backend"] = [
            "baseURL": "http://127.0.0.1:{port}", "readyPath": "/health",
            "launch": ["command": [exampleBackend] + faults.flatMap { ["--fault", $0] }, "portVariable": "PORT"],
        ]
        if let adapter {
            root["start"] = nil
            root["ended"] = nil
            root["adapter"] = adapter
            for script in ["rest_adapter.py", "fault_adapter.py"]
            where !FileManager.default.fileExists(atPath: directory.appendingPathComponent(script).path) {
                try FileManager.default.copyItem(
                    at: adapterFolder.appendingPathComponent(script), to: directory.appendingPathComponent(script))
            }
        }
        return try ConfigFiles.write(root, as: adapter == nil ? "declarative.json" : "adapter.json", in: directory)
    }

    static var restAdapter: [String: Any] {
        [
            "command": ["python3", "rest_adapter.py"],
            "environment": ["BACKEND_URL": "${backendURL}", "REQUEST_SECONDS": "5"],
        ]
    }

    func run(_ config: String, deadline: Double = 120, environment: [String: String] = [:]) throws -> (KitRun, URL) {
        let reports = try EndToEnd.temporaryDirectory("adapter-reports")
        let run = try Kit.run(
            ["run", "--config", config, "--report-dir", reports.path, "--no-color"], deadline: deadline, environment: environment)
        #expect(!run.timedOut, "\(run)")
        return (run, reports)
    }

    @Test("the example back-end through the Python adapter is conformant; adapter.log is kept")
    func conformant() throws {
        try EndToEnd.requireExecutable()
        let folder = try EndToEnd.temporaryDirectory("adapter")
        defer { EndToEnd.cleanUp(folder) }
        let (run, reports) = try run(try Self.config(adapter: Self.restAdapter, in: folder))
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 0, "\(run)")
        let report = try RunReport.read(reports, "")
        #expect(report.statuses.count == EndToEnd.backendCheckCount)
        #expect(report.notPassing.isEmpty, "not passing: \(report.notPassing)\n\(run)")
        let log = (try? String(contentsOf: reports.appendingPathComponent("adapter.log"), encoding: .utf8)) ?? ""
        #expect(
            log.contains("hello: back-end at http://127.0.0.1:") && log.contains("bye"),
            "adapter.log holds the adapter's standard error: \(log)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: reports.appendingPathComponent("report.json"))) as? [String: Any])
        let journal = try #require(json["journal"] as? [[String: Any]])
        let app = journal.filter { $0["channel"] as? String == "app->backend" }
        #expect(!app.isEmpty)
        #expect(
            app.allSatisfy { ($0["request"] as? [String: Any])?["method"] as? String == "POST" },
            "every app exchange is a call the adapter reported")
    }

    /// Faults of the example back-end: through the adapter, exactly the checks the declarative calls fail.
    static let faults = ["trust-app-claim", "no-ownership-check", "leak-in-error-answer", "fixed-document-type", "created-as-approved"]

    @Test("a broken example back-end fails the same checks through the adapter as declaratively", arguments: faults)
    func sameVerdicts(_ fault: String) throws {
        try EndToEnd.requireExecutable()
        let folder = try EndToEnd.temporaryDirectory("adapter")
        defer { EndToEnd.cleanUp(folder) }
        let (declarativeRun, declarativeReports) = try run(try Self.config(adapter: nil, faults: [fault], in: folder))
        defer { EndToEnd.cleanUp(declarativeReports) }
        let (adapterRun, adapterReports) = try run(try Self.config(adapter: Self.restAdapter, faults: [fault], in: folder))
        defer { EndToEnd.cleanUp(adapterReports) }
        let declarative = try RunReport.read(declarativeReports, "")
        let adapted = try RunReport.read(adapterReports, "")
        #expect(declarativeRun.status == 1 && adapterRun.status == 1, "\(declarativeRun)\n\(adapterRun)")
        #expect(!declarative.failing.isEmpty)
        #expect(adapted.failing == declarative.failing, "\(fault): adapter \(adapted.failing), declarative \(declarative.failing)")
        #expect(adapted.notPassing == declarative.notPassing)
    }

    @Test("a concurrency fault through the adapter: shared-last-process fails HP-CONCURRENT-ISOLATION, as it does declaratively")
    func concurrencyFault() throws {
        try EndToEnd.requireExecutable()
        let folder = try EndToEnd.temporaryDirectory("adapter")
        defer { EndToEnd.cleanUp(folder) }
        let (declarativeRun, declarativeReports) = try run(try Self.config(adapter: nil, faults: ["shared-last-process"], in: folder))
        defer { EndToEnd.cleanUp(declarativeReports) }
        let (adapterRun, adapterReports) = try run(try Self.config(adapter: Self.restAdapter, faults: ["shared-last-process"], in: folder))
        defer { EndToEnd.cleanUp(adapterReports) }
        let declarative = try RunReport.read(declarativeReports, "")
        let adapted = try RunReport.read(adapterReports, "")
        #expect(adapterRun.status == 1, "\(adapterRun)")
        #expect(declarative.failing.contains("HP-CONCURRENT-ISOLATION"), "\(declarativeRun)")
        #expect(adapted.failing.contains("HP-CONCURRENT-ISOLATION"), "through the adapter: \(adapted.failing)\n\(adapterRun)")
        #expect(adapted.failing == declarative.failing, "adapter \(adapted.failing), declarative \(declarative.failing)")
    }

    /// The example back-end's login-bearer API shape (`--api login-bearer`, with `apiFault`), through
    /// the adapter's login step: each app user logs in with the password (a configured secret)
    /// before its first step, and its later calls carry the token the login answered.
    static func loginConfig(apiFault: String?, in directory: URL) throws -> String {
        let path = try config(adapter: restAdapter, in: directory)
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        ConfigFiles.edit(
            &root, "backend.launch.command", [exampleBackend, "--api", "login-bearer"] + (apiFault.map { ["--api-fault", $0] } ?? []))
        root["adapter"] = [
            "command": ["python3", "rest_adapter.py"],
            "environment": [
                "BACKEND_URL": "${backendURL}", "REQUEST_SECONDS": "5", "START_PATH": "/api/captures",
                "ENDED_PATH": "/api/captures/{id}/ended", "LOGIN_PATH": "/api/login",
                "APP_PASSWORD": "${env:APP_TEST_PASSWORD}",
            ],
        ]
        return try ConfigFiles.write(root, as: "login-adapter.json", in: directory)
    }

    static let password = ["APP_TEST_PASSWORD": "adapter-login-password-77d1"]

    @Test(
        "a back-end with a login, through the adapter's login step: conformant; one login per user before its steps; token and password redacted"
    )
    func loginStep() throws {
        try EndToEnd.requireExecutable()
        let folder = try EndToEnd.temporaryDirectory("adapter")
        defer { EndToEnd.cleanUp(folder) }
        let (run, reports) = try run(try Self.loginConfig(apiFault: nil, in: folder), environment: Self.password)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 0, "\(run)")
        let report = try RunReport.read(reports, "")
        #expect(report.notPassing.isEmpty, "not passing: \(report.notPassing)\n\(run)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: reports.appendingPathComponent("report.json"))) as? [String: Any])
        let app = try #require(json["journal"] as? [[String: Any]]).filter { $0["channel"] as? String == "app->backend" }
        let logins = app.filter { $0["step"] as? String == "login" }
        #expect(
            !logins.isEmpty && logins.allSatisfy { ($0["request"] as? [String: Any])?["target"] as? String == "/api/login" },
            "\(logins.count) logins")
        let users = logins.compactMap { exchange in
            ((exchange["request"] as? [String: Any])?["headers"] as? [[String: Any]])?.first { $0["name"] as? String == "X-App-User" }?[
                "value"] as? String
        }
        #expect(users.count == logins.count && users.count == Set(users).count, "one login per app user: \(users)")
        let text = try String(contentsOf: reports.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(text.contains("Bearer <redacted"), "the calls carry the login's token, redacted")
        #expect(
            text.range(of: #"access_token\\?"\s*:\s*\\?"[A-Za-z0-9_-]{8,}"#, options: .regularExpression) == nil,
            "a login token in report.json")
        for file in try FileManager.default.contentsOfDirectory(atPath: reports.path) {
            let bytes = try Data(contentsOf: reports.appendingPathComponent(file))
            #expect(bytes.range(of: Data(Self.password["APP_TEST_PASSWORD"]!.utf8)) == nil, "\(file) holds the password")
        }
    }

    @Test(
        "a login the back-end refuses, through the adapter's login step: exit 2, one line naming the user and the call, as a declarative login"
    )
    func refusedLoginStep() throws {
        try EndToEnd.requireExecutable()
        let folder = try EndToEnd.temporaryDirectory("adapter")
        defer { EndToEnd.cleanUp(folder) }
        let (run, reports) = try run(try Self.loginConfig(apiFault: "login-refused", in: folder), environment: Self.password)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 2, "\(run)")
        #expect(run.errorLines.count == 1, "\(run)")
        let line = run.errorLines.first ?? ""
        #expect(line.hasPrefix("hp-conformance: login failed for app user '"), "\(run)")
        #expect(line.contains(": POST /api/login answered 401"), "\(run)")
        #expect(!line.contains("adapter") && !line.contains("config error"), "the back-end's answer, not the adapter's fault: \(line)")
    }

    /// The example back-end's async-poll API shape (`--api async-poll`, with `apiFault`): the
    /// result is polled, declaratively with a `result` call, through the adapter with `result` steps.
    /// The adapter also sends a bearer token it reports as a secret, and logs it.
    static func asyncPollConfig(adapter: Bool, apiFault: String?, in directory: URL) throws -> String {
        let path = try config(adapter: adapter ? restAdapter : nil, in: directory)
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        ConfigFiles.edit(
            &root, "backend.launch.command", [exampleBackend, "--api", "async-poll"] + (apiFault.map { ["--api-fault", $0] } ?? []))
        let polling: [String: Any] = ["intervalSeconds": 0.2, "boundSeconds": 10, "inProgress": ["processing", "queued"]]
        if adapter {
            root["adapter"] = [
                "command": ["python3", "rest_adapter.py"], "pollResult": true, "resultPolling": polling,
                "environment": [
                    "BACKEND_URL": "${backendURL}", "REQUEST_SECONDS": "5", "START_PATH": "/api/captures",
                    "ENDED_PATH": "/api/captures/{id}/ended", "RESULT_PATH": "/api/verifications/{id}",
                    "APP_TOKEN": secretToken, "LOG_TOKEN": "1",
                ],
            ]
        } else {
            ConfigFiles.edit(&root, "start.path", "/api/captures")
            ConfigFiles.edit(&root, "ended.path", "/api/captures/{id}/ended")
            ConfigFiles.edit(&root, "ended.outcomePointer", nil)
            root["result"] = [
                "method": "GET", "path": "/api/verifications/{id}", "headers": ["X-App-User": "{user}"],
                "outcomePointer": "/status",
            ].merging(polling) { $1 }
        }
        return try ConfigFiles.write(root, as: adapter ? "poll-adapter.json" : "poll-declarative.json", in: directory)
    }

    static let secretToken = "adapter-token-5f2e9c"

    @Test(
        "a polled result through the adapter: same verdicts as the declarative result call; its secret redacted everywhere",
        arguments: [nil, "result-no-ownership"] as [String?])
    func polledResult(_ apiFault: String?) throws {
        try EndToEnd.requireExecutable()
        let folder = try EndToEnd.temporaryDirectory("adapter")
        defer { EndToEnd.cleanUp(folder) }
        let (declarativeRun, declarativeReports) = try run(try Self.asyncPollConfig(adapter: false, apiFault: apiFault, in: folder))
        defer { EndToEnd.cleanUp(declarativeReports) }
        let (adapterRun, adapterReports) = try run(try Self.asyncPollConfig(adapter: true, apiFault: apiFault, in: folder))
        defer { EndToEnd.cleanUp(adapterReports) }
        let declarative = try RunReport.read(declarativeReports, "")
        let adapted = try RunReport.read(adapterReports, "")
        #expect(adapterRun.status == declarativeRun.status, "\(declarativeRun)\n\(adapterRun)")
        #expect(adapterRun.status == (apiFault == nil ? 0 : 1), "\(adapterRun)")
        #expect(adapted.notPassing == declarative.notPassing, "adapter \(adapted.notPassing), declarative \(declarative.notPassing)")
        let log = (try? String(contentsOf: adapterReports.appendingPathComponent("adapter.log"), encoding: .utf8)) ?? ""
        #expect(log.contains("using token <redacted:"), "the adapter logged its token, redacted: \(log)")
        for file in try FileManager.default.contentsOfDirectory(atPath: adapterReports.path) {
            let bytes = try Data(contentsOf: adapterReports.appendingPathComponent(file))
            #expect(bytes.range(of: Data(Self.secretToken.utf8)) == nil, "\(file) holds the adapter's reported secret")
        }
        #expect(!adapterRun.stdout.contains(Self.secretToken))
    }

    struct AdapterFault: Sendable, CustomTestStringConvertible {
        var name: String
        /// What the one line says, after the adapter's name.
        var says: String
        /// The longest the run may take.
        var boundSeconds: Double
        var testDescription: String { name }
    }

    static let adapterFaults = [
        AdapterFault(name: "exit-at-start", says: "exited with status 3 before its hello", boundSeconds: 20),
        AdapterFault(name: "exit-mid-run", says: "exited with status 4 while step s3 (", boundSeconds: 20),
        AdapterFault(name: "exit-setsid", says: "exited with status 4 (process ", boundSeconds: 20),
        AdapterFault(name: "silent", says: "did not answer step s1 (start, journey ", boundSeconds: 25),
        AdapterFault(
            name: "malformed", says: "printed a line that is not a JSON object (19 bytes) while step s1 (start, journey ", boundSeconds: 20),
        AdapterFault(name: "wrong-id", says: "sent a reply for an unknown step id 's99' while step s1 (start, journey ", boundSeconds: 20),
        AdapterFault(name: "failure", says: "could not perform step s1 (start, journey ", boundSeconds: 20),
        AdapterFault(name: "twice", says: "sent a second reply for step id 's1' while ", boundSeconds: 20),
        AdapterFault(name: "flood", says: "wrote a line longer than 1 MiB while step s1 (start, journey ", boundSeconds: 20),
        AdapterFault(
            name: "flood-lines", says: "wrote more than 64 MiB to its standard output while step s1 (start, journey ", boundSeconds: 25),
    ]

    @Test(
        "an adapter breaking the protocol: exit 2 in bound, one line naming adapter and step, a not-run report, nothing left running",
        arguments: adapterFaults)
    func adapterFault(_ fault: AdapterFault) throws {
        try EndToEnd.requireExecutable()
        let folder = try EndToEnd.temporaryDirectory("adapter")
        defer { EndToEnd.cleanUp(folder) }
        let pidFile = folder.appendingPathComponent("adapter.pid")
        let config = try Self.config(
            adapter: [
                "command": ["python3", "fault_adapter.py", fault.name], "environment": ["PID_FILE": pidFile.path],
                "startSeconds": 5, "stepSeconds": 6,
            ], in: folder)
        let (run, reports) = try run(config, deadline: 60)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 2, "\(run)")
        #expect(run.seconds < fault.boundSeconds, "\(run.seconds) s")
        let name = fault.name == "exit-at-start" ? "python3" : "fault-adapter-\(fault.name)"
        #expect(run.errorLines.count == 1, "one line: \(run.errorLines)")
        #expect(run.errorLines.first?.contains("adapter '\(name)' \(fault.says)") == true, "\(run.errorLines)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: reports.appendingPathComponent("report.json"))) as? [String: Any])
        #expect(json["status"] as? String == "not-run")
        #expect((json["kitErrors"] as? [String])?.first?.contains("adapter '\(name)'") == true)
        #expect((json["verdicts"] as? [Any])?.isEmpty == true)
        #expect(FileManager.default.fileExists(atPath: reports.appendingPathComponent("adapter.log").path))
        let written = try String(contentsOf: pidFile, encoding: .utf8).split(separator: " ")
        let group = try #require(Int32(written.last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""))
        #expect(Int32(written.first ?? "") == group, "the adapter leads its own process group")
        #expect(Self.liveMembers(of: group).isEmpty, "left running in the adapter's group: \(Self.liveMembers(of: group))")
        if fault.name == "exit-setsid" {
            // A child in a session of its own, holding the adapter's output: found by that pipe and ended.
            let held = try String(contentsOfFile: pidFile.path + ".session", encoding: .utf8).trimmingCharacters(
                in: .whitespacesAndNewlines)
            #expect(run.errorLines.first?.contains("process \(held) it started still held its output") == true, "\(run.errorLines)")
            #expect(!Self.isLive(held), "the adapter's setsid child \(held) outlived the run")
        }
        if fault.name == "failure" {
            // The failure quoted the user's token (named in secrets) and the document number sent.
            let line = run.errorLines.first ?? ""
            #expect(line.contains("refused: 401") && line.contains("<redacted:"), "\(line)")
            #expect(!line.contains("tok-failure-secret-123") && !line.contains("document None"), "\(line)")
            let text = try String(contentsOf: reports.appendingPathComponent("report.json"), encoding: .utf8)
            #expect(!text.contains("tok-failure-secret-123"))
            #expect(line.range(of: #"document [0-9]{6,}"#, options: .regularExpression) == nil, "\(line)")
        }
    }

    /// Whether process `pid` runs (a zombie does not).
    static func isLive(_ pid: String) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else {
            return false
        }
        let state = stat[stat.index(after: close)...].split(separator: " ").first
        return state != "Z" && state != "X"
    }

    /// The pids of processes of `group` that are not zombies (a container's first process may never reap them).
    static func liveMembers(of group: Int32) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.first?.isNumber == true }.filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else {
                return false
            }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 3 && Int32(fields[2]) == group && fields[0] != "Z" && fields[0] != "X"
        }
    }
}
