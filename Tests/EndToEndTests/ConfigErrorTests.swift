import Foundation
import KitTestSupport
import Testing

/// A configuration the kit cannot use ends the run with exit 2 and one line on stderr that names
/// the file and the field, before anything is judged.
@Suite("Configuration errors", .blockingWork)
struct ConfigErrorTests {
    /// One broken configuration: an edit of `python.json` and what the error line must say.
    struct BrokenConfig: Sendable, CustomTestStringConvertible {
        var name: String
        var field: String
        var problem: String
        var edit: @Sendable (inout [String: Any]) -> Void
        var testDescription: String { name }
    }

    static let staticErrors: [BrokenConfig] = [
        BrokenConfig(name: "missing field", field: "start.idPointer", problem: "missing") {
            ConfigFiles.edit(&$0, "start.idPointer", nil)
        },
        BrokenConfig(name: "missing object", field: "humanPlugin", problem: "missing") {
            $0["humanPlugin"] = nil
        },
        BrokenConfig(name: "wrong type", field: "timeouts.requestSeconds", problem: "expected a number, found string") {
            ConfigFiles.edit(&$0, "timeouts.requestSeconds", "5")
        },
        BrokenConfig(name: "wrong type in a list", field: "backend.launch.command[1]", problem: "expected a string") {
            ConfigFiles.edit(&$0, "backend.launch.command", ["python3", 3])
        },
        BrokenConfig(name: "unknown field", field: "ended.outcomePointr", problem: "unknown field") {
            ConfigFiles.edit(&$0, "ended.outcomePointr", "/status")
        },
        BrokenConfig(name: "unknown top-level field", field: "concurrentUser", problem: "unknown field") {
            $0["concurrentUser"] = 4
        },
        BrokenConfig(name: "bad JSON pointer", field: "start.linkPointer", problem: "is not a JSON pointer") {
            ConfigFiles.edit(&$0, "start.linkPointer", "data/capture/link")
        },
        BrokenConfig(name: "short token", field: "humanPlugin.token", problem: "at least 8 characters") {
            ConfigFiles.edit(&$0, "humanPlugin.token", "short")
        },
        BrokenConfig(name: "outcome missing for a final state", field: "outcomes.created", problem: "missing") {
            ConfigFiles.edit(&$0, "outcomes.created", nil)
        },
        BrokenConfig(name: "{port} without portVariable", field: "backend.baseURL", problem: "portVariable") {
            ConfigFiles.edit(&$0, "backend.launch.portVariable", nil)
        },
        BrokenConfig(name: "id from a body pointer and a header", field: "start.idHeader", problem: "not with idPointer") {
            ConfigFiles.edit(&$0, "start.idHeader", ["name": "Location", "pattern": "/captures/([^/]+)"])
        },
        BrokenConfig(name: "a header pattern without a capture group", field: "start.idHeader.pattern", problem: "has no capture group") {
            ConfigFiles.edit(&$0, "start.idPointer", nil)
            ConfigFiles.edit(&$0, "start.idHeader", ["name": "Location", "pattern": "/captures/[^/]+"])
        },
        BrokenConfig(name: "an error status as an outcome", field: "ended.outcomeStatus.404", problem: "only 2xx answers do") {
            ConfigFiles.edit(&$0, "ended.outcomePointer", nil)
            ConfigFiles.edit(&$0, "ended.outcomeStatus", ["200": "approved", "404": "failed"])
        },
    ]

    /// Runs `arguments`, expects exit 2 and exactly one stderr line containing every fragment.
    func expectOneLineError(
        _ arguments: [String], _ fragments: [String], deadline: Double = 60,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let run = try Kit.run(arguments, deadline: deadline)
        #expect(run.status == 2, "\(run)", sourceLocation: sourceLocation)
        #expect(run.errorLines.count == 1, "one line on stderr\n\(run)", sourceLocation: sourceLocation)
        let line = run.errorLines.first ?? ""
        #expect(line.hasPrefix("hp-conformance: "), "\(run)", sourceLocation: sourceLocation)
        for fragment in fragments {
            #expect(line.contains(fragment), "stderr line lacks '\(fragment)'\n\(run)", sourceLocation: sourceLocation)
        }
        #expect(!run.timedOut, sourceLocation: sourceLocation)
    }

    @Test("a broken configuration is refused by run and validate, naming the field", arguments: staticErrors)
    func staticError(_ broken: BrokenConfig) throws {
        let directory = try EndToEnd.temporaryDirectory("config")
        defer { EndToEnd.cleanUp(directory) }
        var config = try ConfigFiles.load("python.json")
        broken.edit(&config)
        let path = try ConfigFiles.write(config, as: "broken.json", in: directory)
        let expected = ["config error in \(path)", "\(broken.field): ", broken.problem]
        try expectOneLineError(
            ["run", "--config", path, "--report-dir", directory.appendingPathComponent("r").path, "--no-color"], expected)
        try expectOneLineError(["validate", "--config", path], expected)
    }

    @Test("a configuration file that does not exist")
    func nonexistentFile() throws {
        let directory = try EndToEnd.temporaryDirectory("config")
        defer { EndToEnd.cleanUp(directory) }
        let path = directory.appendingPathComponent("nowhere.json").path
        try expectOneLineError(["run", "--config", path, "--no-color"], [path, "(file)", "no such file"])
        try expectOneLineError(["validate", "--config", path], [path, "(file)", "no such file"])
    }

    @Test("a configuration path that cannot be read as a file")
    func unreadableFile() throws {
        let directory = try EndToEnd.temporaryDirectory("config")
        defer { EndToEnd.cleanUp(directory) }
        // A directory exists but has no contents to read (chmod 000 would not stop root).
        let path = directory.appendingPathComponent("config.json").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try expectOneLineError(["run", "--config", path, "--no-color"], [path, "(file)", "a directory, not a regular file; not read"])
    }

    @Test("a configuration file that is not JSON")
    func notJSON() throws {
        let directory = try EndToEnd.temporaryDirectory("config")
        defer { EndToEnd.cleanUp(directory) }
        let path = directory.appendingPathComponent("config.json").path
        try Data("backend: {baseURL: http://127.0.0.1:8080}\n".utf8).write(to: URL(fileURLWithPath: path))
        try expectOneLineError(["run", "--config", path, "--no-color"], [path, "(file)", "not valid JSON"])
        try expectOneLineError(["validate", "--config", path], [path, "(file)", "not valid JSON"])
    }

    @Test("a configuration whose top level is not an object")
    func notAnObject() throws {
        let directory = try EndToEnd.temporaryDirectory("config")
        defer { EndToEnd.cleanUp(directory) }
        let path = directory.appendingPathComponent("config.json").path
        try Data("[1, 2]".utf8).write(to: URL(fileURLWithPath: path))
        try expectOneLineError(["validate", "--config", path], [path, "(top level)", "expected an object"])
    }
}

/// Errors that appear only once the kit starts things: the stand-in's port, the back-end's
/// command, its early exit, its silence. Serialized: these start processes and wait on them.
@Suite("Launch errors", .serialized, .blockingWork)
struct LaunchErrorTests {
    func broken(_ edit: (inout [String: Any]) -> Void, in directory: URL) throws -> String {
        var config = try ConfigFiles.load("python.json")
        ConfigFiles.edit(&config, "backend.launch.workingDirectory", EndToEnd.fixtures.path)
        edit(&config)
        return try ConfigFiles.write(config, as: "config.json", in: directory)
    }

    func expectOneLineError(
        _ path: String, _ fragments: [String], maxSeconds: Double, absent: [String] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let reports = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("reports")
        let run = try Kit.run(["run", "--config", path, "--report-dir", reports.path, "--no-color"], deadline: 60)
        #expect(run.status == 2, "\(run)", sourceLocation: sourceLocation)
        #expect(run.errorLines.count == 1, "one line on stderr\n\(run)", sourceLocation: sourceLocation)
        let line = run.errorLines.first ?? ""
        for fragment in fragments {
            #expect(line.contains(fragment), "stderr line lacks '\(fragment)'\n\(run)", sourceLocation: sourceLocation)
        }
        for fragment in absent {
            #expect(!line.contains(fragment), "stderr line holds '\(fragment)'\n\(run)", sourceLocation: sourceLocation)
        }
        #expect(run.seconds < maxSeconds, "took \(run.seconds) s\n\(run)", sourceLocation: sourceLocation)
    }

    @Test("the stand-in's configured port is held by another program")
    func portInUse() throws {
        let directory = try EndToEnd.temporaryDirectory("launch")
        defer { EndToEnd.cleanUp(directory) }
        let held = try HeldPort()
        defer { held.close() }
        let path = try broken({ ConfigFiles.edit(&$0, "humanPlugin.port", Int(held.port)) }, in: directory)
        try expectOneLineError(path, ["config error in \(path)", "humanPlugin.port: ", ":\(held.port)", "in use"], maxSeconds: 10)
    }

    @Test("the back-end command does not exist")
    func commandNotFound() throws {
        let directory = try EndToEnd.temporaryDirectory("launch")
        defer { EndToEnd.cleanUp(directory) }
        let path = try broken({ ConfigFiles.edit(&$0, "backend.launch.command", ["hp-no-such-backend", "--serve"]) }, in: directory)
        try expectOneLineError(
            path, ["config error in \(path)", "backend.launch.command[0]: ", "'hp-no-such-backend' not found"], maxSeconds: 10)
    }

    @Test("the back-end's working directory does not exist")
    func workingDirectoryMissing() throws {
        let directory = try EndToEnd.temporaryDirectory("launch")
        defer { EndToEnd.cleanUp(directory) }
        let path = try broken({ ConfigFiles.edit(&$0, "backend.launch.workingDirectory", "no-such-folder") }, in: directory)
        try expectOneLineError(
            path, ["config error in \(path)", "backend.launch.workingDirectory: ", "is not a directory"], maxSeconds: 10)
    }

    @Test("the back-end exits before it is ready", .enabled(if: Tools.hasPython, "python3 is not on PATH"))
    func exitsEarly() throws {
        let directory = try EndToEnd.temporaryDirectory("launch")
        defer { EndToEnd.cleanUp(directory) }
        let path = try broken(
            {
                ConfigFiles.edit(
                    &$0, "backend.launch.command",
                    ["python3", "-c", "import sys; print('starting'); print('boom: no database'); sys.exit(3)"])
            }, in: directory)
        try expectOneLineError(path, ["back-end launch failed", "exited with status 3", "boom: no database"], maxSeconds: 15)
    }

    @Test(
        "the back-end answers its readiness path only with 500: waited past to the timeout, named with its output",
        .enabled(if: Tools.hasPython, "python3 is not on PATH"))
    func answersOnly500() throws {
        let directory = try EndToEnd.temporaryDirectory("launch")
        defer { EndToEnd.cleanUp(directory) }
        let server = """
            import http.server, os, sys
            class H(http.server.BaseHTTPRequestHandler):
                def do_GET(self):
                    print("ArgumentError: Missing secret_key_base", flush=True)
                    self.send_response(500); self.send_header("Content-Length", "0"); self.end_headers()
                def log_message(self, *a): pass
            http.server.HTTPServer(("127.0.0.1", int(os.environ["PORT"])), H).serve_forever()
            """
        let path = try broken(
            {
                ConfigFiles.edit(&$0, "backend.launch.command", ["python3", "-c", server])
                ConfigFiles.edit(&$0, "backend.launch.readyTimeoutSeconds", 2)
            }, in: directory)
        try expectOneLineError(
            path,
            [
                "back-end launch failed", "not ready at http://127.0.0.1:", "after 2.0 s",
                "answered 500", "Missing secret_key_base",
            ], maxSeconds: 15, absent: ["never answered"])
    }

    @Test("the back-end never becomes ready")
    func neverReady() throws {
        let directory = try EndToEnd.temporaryDirectory("launch")
        defer { EndToEnd.cleanUp(directory) }
        let path = try broken(
            {
                ConfigFiles.edit(&$0, "backend.launch.command", ["sleep", "30"])
                ConfigFiles.edit(&$0, "backend.launch.readyTimeoutSeconds", 1)
            }, in: directory)
        try expectOneLineError(
            path,
            [
                "back-end launch failed", "not ready at http://127.0.0.1:", "after 1.0 s",
                "never answered: if it was still starting, backend.launch.readyTimeoutSeconds gives it longer",
            ], maxSeconds: 10)
    }
}
