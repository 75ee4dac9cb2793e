import Foundation
import KitTestSupport
import Testing

/// Bytes from a peer never reach the terminal as control sequences: `serve` given a create, and
/// `app-check` given a project, whose strings hold clear-screen, window-title and OSC 8 sequences
/// print them escaped (`\u{1B}`). Each command ends in seconds and has a deadline of its own: a
/// test's time limit would also count the time it waits for a thread (`.blockingWork`).
@Suite("Console escaping of peer bytes", .serialized, .enabled(if: Tools.hasPython, "python3 is not on PATH"), .blockingWork)
struct ConsoleEscapeTests {
    @Test("serve prints a hostile create's control sequences escaped, even with --no-color")
    func serveEscapes() throws {
        try EndToEnd.requireExecutable()
        let script = EndToEnd.fixtures.appendingPathComponent("serve_escape.py").path
        let result = try Tools.exec(
            try #require(Tools.python3), [script, EndToEnd.executable.path, EndToEnd.packageRoot.appendingPathComponent("specs").path],
            deadline: 120)
        let line = try #require(result.output.split(separator: "\n").last { $0.hasPrefix("{") }, "no figures: \(result.output)")
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(figures["raw_esc"] as? Bool == false, "a raw ESC reached the console: \(result.output)")
        #expect(figures["marker"] as? Bool == true, "the sequences are shown escaped: \(result.output)")
    }

    @Test("app-check prints control sequences from a Swift string, a file name and Info.plist escaped")
    func appCheckEscapes() throws {
        let project = try EndToEnd.temporaryDirectory("escape-project")
        defer { EndToEnd.cleanUp(project) }
        let hostile = "\u{1B}]0;owned\u{07}\u{1B}[2J"
        let app = project.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key>
        <array><string>bad\(hostile)scheme</string></array></dict></array></dict></plist>
        """.write(to: app.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        try """
        import AuthenticationServices
        func start(url: URL) {
            let session = ASWebAuthenticationSession(url: url, callbackURLScheme: "http\(hostile)") { callbackURL, error in
                print(callbackURL as Any)
            }
            session.start()
        }
        """.write(to: app.appendingPathComponent("Capture\(hostile).swift"), atomically: true, encoding: .utf8)
        let reports = try EndToEnd.temporaryDirectory("escape-reports")
        defer { EndToEnd.cleanUp(reports) }
        let run = try WatchedRun.run(["app-check", project.path, "--no-color", "--report-dir", reports.path], deadline: 60)
        #expect(!run.killedAtDeadline && run.status == 1, "\(run)")
        #expect(!(run.stdout + run.stderr).contains("\u{1B}"), "a raw ESC reached the console\n\(run)")
        #expect(run.stdout.contains("Capture\\u{1B}]0;owned\\u{7}"), "the file name is shown escaped\n\(run)")
    }

    @Test(
        "a line feed in what the kit was given (a --replay case, an app project's file name) is shown as a marker, never starting a console line of its own"
    )
    func lineFeedsNeverForgeLines() throws {
        let forged = "FORGED: CONFORMANT · 99 passed"
        let replay = try WatchedRun.run(["run", "--no-color", "--replay", "read:spaces\n\(forged)"], deadline: 60)
        #expect(replay.status == 2, "\(replay)")
        #expect(!(replay.stdout + replay.stderr).split(separator: "\n").contains { $0.hasPrefix("FORGED") }, "\(replay)")
        #expect(replay.stderr.contains("\\u{A}\(forged)"), "\(replay)")

        let project = try EndToEnd.temporaryDirectory("newline-project")
        defer { EndToEnd.cleanUp(project) }
        let app = project.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try "import AuthenticationServices\nlet s = ASWebAuthenticationSession(url: u, callbackURLScheme: \"http\") { _, _ in }\n".write(
            to: app.appendingPathComponent("Capture\n\(forged)\n.swift"), atomically: true, encoding: .utf8)
        let reports = try EndToEnd.temporaryDirectory("newline-reports")
        defer { EndToEnd.cleanUp(reports) }
        let check = try WatchedRun.run(["app-check", project.path, "--no-color", "--report-dir", reports.path], deadline: 60)
        #expect(!check.killedAtDeadline, "\(check)")
        #expect(!(check.stdout + check.stderr).split(separator: "\n").contains { $0.hasPrefix("FORGED") }, "\(check)")
        #expect((check.stdout + check.stderr).contains("Capture\\u{A}\(forged)"), "\(check)")
    }
}
