import Foundation
import KitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The built kit against back-ends that answer within every read bound but make what follows the
/// read expensive (`Fixtures/hostile/bounds_backend.py`): big answers for 20 users, big login
/// tokens, answers that are not HTTP/1.x, a ready probe that stalls, a flood of output. Each run
/// ends within its deadline, in bounded memory, with a report that says why.
@Suite("Bounds after the read (hostile back-ends)", .serialized, .enabled(if: Tools.hasPython, "python3 is not on PATH"), .blockingWork)
struct AfterReadBoundsTests {
    /// Runs the kit against `bounds_backend.py` in `mode`; returns the run, the report directory's
    /// files by name (report.json, report.html, backend.log...) and what is left running 2 s after.
    func run(
        _ mode: String, users: Int? = nil, login: [String: Any]? = nil, readyTimeout: Double? = nil
    )
        throws -> (WatchedRun, [String: Data], [Int32])
    {
        let directory = try EndToEnd.temporaryDirectory("bounds")
        defer { EndToEnd.cleanUp(directory) }
        let marker = HostileConfigs.marker()
        var edits: [String: Any?] = [
            "backend.launch.command": ["python3", "\(HostileConfigs.fixtures)/hostile/bounds_backend.py", marker],
            "backend.launch.environment": ["BOUNDS_MODE": mode],
        ]
        if let users { edits["concurrentUsers"] = users }
        if let login { edits["users"] = ["login": login] }
        if let readyTimeout { edits["backend.launch.readyTimeoutSeconds"] = readyTimeout }
        let config = try HostileConfigs.write("hostile.json", marker: marker, in: directory, edits: edits)
        let reports = directory.appendingPathComponent("reports")
        let run = try WatchedRun.run(["run", "--config", config, "--report-dir", reports.path, "--no-color"], deadline: 150)
        let left = Leftovers.after(2, marked: marker)
        var files: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: reports.path)) ?? [] {
            files[name] = FileManager.default.contents(atPath: reports.appendingPathComponent(name).path)
        }
        return (run, files, left)
    }

    func figure(_ label: String, _ run: WatchedRun, _ files: [String: Data]) {
        let size = files.values.reduce(0) { $0 + $1.count }
        print(
            "figure: \(label): \(String(format: "%.1f", run.seconds)) s, peak \(String(format: "%.1f", run.peakMegabytes)) MB, exit \(run.status), reports \(size) bytes"
        )
    }

    @Test("20 users answered just under 4 MiB: reports of a few MB with each body's length and SHA-256, in bounded memory")
    func bigAnswers() throws {
        let (run, files, left) = try run("big-answers", users: 20)
        figure("20 users, 4 MiB answers", run, files)
        #expect(!run.killedAtDeadline && run.status == 1, "\(run)")
        let json = try #require(files["report.json"], "a report is written\n\(run)")
        let html = try #require(files["report.html"])
        #expect(json.count < 32 << 20 && html.count < 32 << 20, "report.json \(json.count) bytes, report.html \(html.count) bytes")
        #expect(String(decoding: json, as: UTF8.self).contains("\"bodyCut\": {"))
        #expect(run.peakMegabytes < 700, "\(run)")
        #expect(left.isEmpty, "back-end processes left: \(left)")
    }

    static var bearerLogin: [String: Any] {
        [
            "method": "POST", "path": "/api/login", "bodyEncoding": "form",
            "body": ["username": "{user}", "password": "bounds-password"],
            "tokenPointer": "/access_token", "sendToken": ["Authorization": "Bearer {token}"],
        ]
    }

    @Test("a 50 KB login token: one line naming the user and the call, exit 2, not a gigabyte")
    func bigToken() throws {
        let (run, files, left) = try run("big-token", login: Self.bearerLogin)
        figure("50 KB login token", run, files)
        #expect(!run.killedAtDeadline && run.status == 2, "\(run)")
        #expect(run.stderr.contains("login failed for app user '"), "\(run)")
        #expect(
            run.stderr.contains(
                ": POST /api/login answered a token of 50000 bytes at /access_token, more than the 8192 bytes the kit takes"),
            "\(run)")
        #expect(!run.stderr.contains("body: '"), "the refused token's answer is never quoted\n\(run)")
        #expect(files["report.json"] != nil, "a report says why\n\(run)")
        #expect(run.peakMegabytes < 200, "\(run)")
        #expect(left.isEmpty, "back-end processes left: \(left)")
    }

    @Test("answers that are not HTTP/1.x are named as such, not as cut short", arguments: ["http09", "http2"])
    func notHTTP1(_ mode: String) throws {
        let (run, files, left) = try run(mode)
        #expect(!run.killedAtDeadline, "\(run)")
        let json = String(decoding: try #require(files["report.json"], "\(run)"), as: UTF8.self)
        #expect(json.contains("not an HTTP/1.x answer: it begins with"), "\(mode)")
        // The kit's own words for a cut answer ("answer to /path cut short"), not the run's scenario of that name.
        #expect(json.firstMatch(of: /answer to \S+ cut short/) == nil, "\(mode)")
        #expect(left.isEmpty, "back-end processes left: \(left)")
    }

    @Test(
        "a ready probe that stalls or answers 1 GiB: not ready, and the error says what the last probe met",
        arguments: [("ready-stall", "timed out"), ("ready-huge", "answer larger than")])
    func readyProbe(_ mode: String, _ fate: String) throws {
        let (run, _, left) = try run(mode, readyTimeout: 4)
        #expect(!run.killedAtDeadline && run.status == 2, "\(run)")
        #expect(run.stderr.contains("after 4.0 s"), "\(run)")
        #expect(run.stderr.contains("; last probe: \(fate)"), "\(run)")
        #expect(left.isEmpty, "back-end processes left: \(left)")
    }

    @Test("a back-end that writes more than 1 MiB: backend.log and the report say the log is cut")
    func logFlood() throws {
        let (run, files, left) = try run("log-flood")
        let log = String(decoding: try #require(files["backend.log"], "\(run)"), as: UTF8.self)
        #expect(log.hasPrefix("[hp-conformance: the back-end wrote "), "\(log.prefix(200))")
        let json = String(decoding: try #require(files["report.json"]), as: UTF8.self)
        #expect(json.contains("backend.log is cut: its first "), "the report's log says so")
        #expect(left.isEmpty, "back-end processes left: \(left)")
    }
}
