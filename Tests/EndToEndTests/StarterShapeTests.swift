import Foundation
import KitTestSupport
import Testing

/// `hp-conformance init`'s starter shapes through the built executable: each is refused while it
/// holds init's placeholders, and valid once they are replaced; `--launch` writes the stand-in's
/// port as 0, and `serve --config` honours it. Mistakes in the new fields (users, result,
/// errorWhen, bodyEncoding, `${env:NAME}`) are exit 2 with one line naming the file and the field.
@Suite("Starter shapes and partner configuration through the executable", .serialized, .blockingWork)
struct StarterShapeTests {
    static let newShapes = ["login-bearer", "cookie-session", "async-poll", "body-errors", "location"]
    static let password = ["APP_TEST_PASSWORD": "starter-test-password"]

    /// `init` output with its placeholders replaced as a partner would.
    static func filledIn(_ path: String, command: String? = nil) throws {
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: "replace-with-a-test-token", with: "my-test-token-0001")
            .replacingOccurrences(of: "replace-with-your-app-scheme", with: "com.example.capture")
            .replacingOccurrences(of: "replace-with-your-client-id", with: "client-a")
        if let command { text = text.replacingOccurrences(of: "\"replace-with-your-start-command\"", with: command) }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test("init --help says what each shape is, and what {claim} is")
    func helpDescribesShapes() throws {
        let help = try Kit.run(["init", "--help"])
        #expect(help.status == 0)
        for shape in try ValidateInitTests.shapes() {
            #expect(help.stdout.contains("\n  \(shape) "), "no line describing \(shape)\n\(help.stdout)")
        }
        #expect(help.stdout.contains("{claim} what the app claims"), "\(help.stdout)")
        #expect(help.stdout.contains("--launch"))
    }

    @Test("every shape: validate refuses init's placeholder with one line, then accepts the filled-in file")
    func placeholderThenValid() throws {
        let shapes = try ValidateInitTests.shapes()
        #expect(Set(shapes).isSuperset(of: Self.newShapes), "\(shapes)")
        let directory = try EndToEnd.temporaryDirectory("starter")
        defer { EndToEnd.cleanUp(directory) }
        for shape in shapes {
            let path = directory.appendingPathComponent("\(shape).json").path
            #expect(try Kit.run(["init", "--shape", shape, "--output", path]).status == 0)
            let refused = try Kit.run(["validate", "--config", path], environment: Self.password)
            #expect(refused.status == 2, "\(refused)")
            #expect(
                refused.errorLines == [
                    "hp-conformance: config error in \(path): app.urlScheme: 'replace-with-your-app-scheme' is a placeholder written by hp-conformance init; replace it with the URL scheme your app passes as callbackURLScheme (bare, no '://'), the one your back-end puts in callbackUri; still placeholders as well: humanPlugin.clientId, humanPlugin.token"
                ], "\(refused)")
            try Self.filledIn(path)
            let valid = try Kit.run(["validate", "--config", path], environment: Self.password)
            #expect(valid.status == 0, "\(shape): \(valid)")
            #expect(valid.stdout.contains("valid (attach mode") && valid.stdout.contains("22 app users"), "\(valid)")
        }
    }

    @Test("run refuses init's placeholder too, before anything is started")
    func runRefusesPlaceholder() throws {
        let directory = try EndToEnd.temporaryDirectory("starter")
        defer { EndToEnd.cleanUp(directory) }
        let path = directory.appendingPathComponent("flat.json").path
        #expect(try Kit.run(["init", "--output", path]).status == 0)
        let run = try Kit.run(["run", "--config", path, "--report-dir", directory.appendingPathComponent("r").path])
        #expect(run.status == 2, "\(run)")
        #expect(
            run.errorLines.count == 1 && run.errorLines[0].contains("app.urlScheme: 'replace-with-your-app-scheme' is a placeholder")
                && run.errorLines[0].contains("still placeholders as well: humanPlugin.clientId, humanPlugin.token"),
            "\(run)")
    }

    @Test("the login shapes need their password variable: one line naming the field and the variable")
    func passwordVariable() throws {
        let directory = try EndToEnd.temporaryDirectory("starter")
        defer { EndToEnd.cleanUp(directory) }
        for shape in ["login-bearer", "cookie-session"] {
            let path = directory.appendingPathComponent("\(shape).json").path
            #expect(try Kit.run(["init", "--shape", shape, "--output", path]).status == 0)
            try Self.filledIn(path)
            // A variable name no environment sets, so the test does not depend on the caller's.
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains("${env:APP_TEST_PASSWORD}"))
            try text.replacingOccurrences(of: "${env:APP_TEST_PASSWORD}", with: "${env:HP_STARTER_TEST_UNSET}").write(
                toFile: path, atomically: true, encoding: .utf8)
            let run = try Kit.run(["validate", "--config", path])
            #expect(run.status == 2, "\(run)")
            #expect(
                run.errorLines == [
                    "hp-conformance: config error in \(path): users.login.body.password: ${env:HP_STARTER_TEST_UNSET}: the environment variable HP_STARTER_TEST_UNSET is not set"
                ], "\(run)")
        }
    }

    @Test("init --launch writes port 0 and a command placeholder; filled in, it validates in launch mode")
    func launchMode() throws {
        let directory = try EndToEnd.temporaryDirectory("starter")
        defer { EndToEnd.cleanUp(directory) }
        for shape in try ValidateInitTests.shapes() {
            let path = directory.appendingPathComponent("\(shape)-launch.json").path
            #expect(try Kit.run(["init", "--shape", shape, "--launch", "--output", path]).status == 0)
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
            #expect((object["humanPlugin"] as? [String: Any])?["port"] as? Int == 0, "\(shape)")
            try Self.filledIn(path)
            let refused = try Kit.run(["validate", "--config", path], environment: Self.password)
            #expect(
                refused.status == 2
                    && refused.errorLines.first?.contains("backend.launch.command[0]: 'replace-with-your-start-command' is a placeholder")
                        == true,
                "\(refused)")
            try Self.filledIn(path, command: #""python3", "server.py""#)
            let valid = try Kit.run(["validate", "--config", path], environment: Self.password)
            #expect(valid.status == 0 && valid.stdout.contains("valid (launch mode"), "\(valid)")
        }
    }

    @Test("serve --config with port 0 listens on a free port and prints it, though the app users' login password is unset")
    func servePortZero() throws {
        let directory = try EndToEnd.temporaryDirectory("starter")
        defer { EndToEnd.cleanUp(directory) }
        let path = directory.appendingPathComponent("launch.json").path
        // The login shape reads ${env:APP_TEST_PASSWORD}, which the stand-in never uses.
        #expect(try Kit.run(["init", "--shape", "login-bearer", "--launch", "--output", path]).status == 0)
        try Self.filledIn(path, command: #""python3", "server.py""#)
        let log = directory.appendingPathComponent("serve.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = EndToEnd.executable
        process.arguments = ["serve", "--config", path, "--no-color"]
        process.currentDirectoryURL = EndToEnd.packageRoot
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "APP_TEST_PASSWORD" }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            try? handle.close()
        }
        var port: Int?
        let deadline = Date().addingTimeInterval(30)
        while port == nil && Date() < deadline && process.isRunning {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if let range = text.range(of: #"listening on http://127\.0\.0\.1:[0-9]+"#, options: .regularExpression) {
                port = Int(text[range].split(separator: ":").last!)
            } else {
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
        let found = try #require(port, "serve printed no address: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        #expect(found != 8099 && found > 0)
    }

    struct Broken: Sendable, CustomTestStringConvertible {
        var name: String
        var field: String
        var problem: String
        var edit: @Sendable (inout [String: Any]) -> Void
        var testDescription: String { name }
    }

    /// Mistakes in the new fields, each an edit of the filled-in login-bearer or async-poll starter.
    static let broken: [Broken] = [
        Broken(
            name: "unknown key in result, with the closest name", field: "result.outcomPointer",
            problem: "unknown field (did you mean outcomePointer?)"
        ) {
            ConfigFiles.edit(&$0, "result.outcomPointer", "/status")
        },
        Broken(
            name: "result without its pointer", field: "result.outcomePointer",
            problem: "missing (expected where the outcome is: outcomePointer"
        ) {
            ConfigFiles.edit(&$0, "result.outcomePointer", nil)
        },
        Broken(name: "result bound of the wrong type", field: "result.boundSeconds", problem: "expected a number, found string") {
            ConfigFiles.edit(&$0, "result.boundSeconds", "10")
        },
        Broken(name: "errorWhen without pointer", field: "ended.errorWhen.pointer", problem: "missing (expected a string)") {
            ConfigFiles.edit(&$0, "ended.errorWhen", ["equals": [false]])
        },
        Broken(name: "bodyEncoding unknown", field: "start.bodyEncoding", problem: "expected json or form, found 'xml'") {
            ConfigFiles.edit(&$0, "start.bodyEncoding", "xml")
        },
        Broken(name: "users: unknown key", field: "users.logn", problem: "unknown field (did you mean login?)") {
            ConfigFiles.edit(&$0, "users.logn", ["path": "/api/login"])
        },
        Broken(name: "static users too few", field: "users.static", problem: "lists 1 app users; a run needs 22") {
            $0["users"] = ["static": [["name": "alice", "headers": ["Authorization": "Bearer ${env:APP_TEST_PASSWORD}"]]]]
        },
        Broken(
            name: "an env var not set", field: "start.headers.X-Api-Key",
            problem: "${env:HP_NOT_SET_ANYWHERE}: the environment variable HP_NOT_SET_ANYWHERE is not set"
        ) {
            ConfigFiles.edit(&$0, "start.headers.X-Api-Key", "${env:HP_NOT_SET_ANYWHERE}")
        },
    ]

    /// The filled-in async-poll starter with an errorWhen on ended, edited by `broken`.
    static func brokenFile(_ broken: Broken, in directory: URL) throws -> String {
        let source = directory.appendingPathComponent("async-poll.json").path
        #expect(try Kit.run(["init", "--shape", "async-poll", "--output", source]).status == 0)
        try Self.filledIn(source)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: source))) as? [String: Any])
        ConfigFiles.edit(&object, "ended.errorWhen", ["pointer": "/ok", "equals": [false]])
        broken.edit(&object)
        return try ConfigFiles.write(object, as: "broken.json", in: directory)
    }

    @Test(
        "what the loader refuses in the new fields, the schema refuses (where a schema can say it)",
        .enabled(if: Tools.hasJSONSchema, SchemaTests.jsonschemaReason), arguments: broken.prefix(6))
    func schemaAgrees(_ broken: Broken) throws {
        let directory = try EndToEnd.temporaryDirectory("starter")
        defer { EndToEnd.cleanUp(directory) }
        let path = try Self.brokenFile(broken, in: directory)
        let result = try SchemaTests.validate([path])
        #expect(result.status == 1, "the schema accepts \(broken.field): \(result.output)")
    }

    @Test("a mistake in a new field: exit 2 from validate and run, one line naming the file and the field", arguments: broken)
    func brokenField(_ broken: Broken) throws {
        let directory = try EndToEnd.temporaryDirectory("starter")
        defer { EndToEnd.cleanUp(directory) }
        let path = try Self.brokenFile(broken, in: directory)
        for arguments in [
            ["validate", "--config", path], ["run", "--config", path, "--report-dir", directory.appendingPathComponent("r").path],
        ] {
            let run = try Kit.run(arguments, environment: Self.password)
            #expect(run.status == 2, "\(run)")
            #expect(run.errorLines.count == 1, "\(run)")
            let line = run.errorLines.first ?? ""
            #expect(line.hasPrefix("hp-conformance: config error in \(path): \(broken.field): "), "\(run)")
            #expect(line.contains(broken.problem), "\(run)")
        }
    }

    /// The example back-end the build leaves beside hp-conformance.
    static let exampleBackend = EndToEnd.productsDirectory.appendingPathComponent("example-backend")

    /// `init --launch --shape shape`, filled in to start the example back-end behind that API
    /// shape (with `fault` planted), tuned to run quickly.
    static func launchConfig(_ shape: String, fault: String?, in directory: URL) throws -> String {
        let path = directory.appendingPathComponent("\(shape).json").path
        #expect(try Kit.run(["init", "--shape", shape, "--launch", "--output", path]).status == 0)
        try filledIn(path)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        ConfigFiles.edit(
            &object, "backend.launch.command", [exampleBackend.path, "--api", shape] + (fault.map { ["--api-fault", $0] } ?? []))
        ConfigFiles.edit(&object, "timeouts", ["requestSeconds": 5, "upstreamBoundSeconds": 3, "runSeconds": 120])
        object["concurrentUsers"] = 8
        if object["result"] != nil { ConfigFiles.edit(&object, "result.boundSeconds", 2) }
        return try ConfigFiles.write(object, as: "\(shape).json", in: directory)
    }

    /// Every shape `init --shape` offers, and a few of the combinations it allows.
    static let everyShape = ["flat", "nested", "id-in-body", "human-token"] + newShapes
    static let combinations = [
        "nested,login-bearer", "id-in-body,cookie-session,human-token", "async-poll,login-bearer,body-errors", "location,cookie-session",
    ]

    @Test("every starter shape must have an example back-end shape to run against")
    func everyShapeIsCovered() throws {
        #expect(Set(try ValidateInitTests.shapes()) == Set(Self.everyShape))
    }

    @Test(
        "each starter, and a few combinations, pointed at the example back-end behind that API shape (--api), runs CONFORMANT through the executable",
        arguments: everyShape + combinations)
    func starterRunsConformant(_ shape: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.exampleBackend.path), "example-backend is not built (swift build)")
        let directory = try EndToEnd.temporaryDirectory("starter")
        defer { EndToEnd.cleanUp(directory) }
        let path = try Self.launchConfig(shape, fault: nil, in: directory)
        let reports = directory.appendingPathComponent("reports")
        let run = try Kit.run(
            ["run", "--config", path, "--report-dir", reports.path, "--no-color"], deadline: 120, environment: Self.password)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("CONFORMANT ·"), "\(run)")
        let report = try String(contentsOf: reports.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(!report.contains(Self.password["APP_TEST_PASSWORD"]!), "the password reached the report")
    }

    @Test(
        "a planted fault behind a starter shape fails its check through the executable, exit 1",
        arguments: [
            ("login-bearer", "identity-ignored", "HP-IDOR-FOREIGN-ID"), ("cookie-session", "identity-ignored", "HP-IDOR-FOREIGN-ID"),
            ("async-poll", "result-no-ownership", "HP-IDOR-FOREIGN-ID"),
            ("async-poll", "result-never-finishes", "HP-OUTCOME-FOLLOWS-STATE"),
            ("async-poll", "ended-echoes-claim", "HP-OUTCOME-SERVER-DECIDES"),
            ("body-errors", "error-as-success", "HP-FAULT-CREATE-ERROR"), ("location", "result-no-ownership", "HP-IDOR-FOREIGN-ID"),
        ])
    func starterFaultFails(_ shape: String, _ fault: String, _ check: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.exampleBackend.path), "example-backend is not built (swift build)")
        let directory = try EndToEnd.temporaryDirectory("starter")
        defer { EndToEnd.cleanUp(directory) }
        let path = try Self.launchConfig(shape, fault: fault, in: directory)
        let run = try Kit.run(
            ["run", "--config", path, "--report-dir", directory.appendingPathComponent("r").path, "--no-color"],
            deadline: 120, environment: Self.password)
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.split(separator: "\n").contains { $0.contains("FAIL") && $0.contains(check) }, "\(run)")
    }

    @Test("a login the example back-end refuses: exit 2, one line naming the user and the call")
    func refusedLogin() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.exampleBackend.path), "example-backend is not built (swift build)")
        let directory = try EndToEnd.temporaryDirectory("starter")
        defer { EndToEnd.cleanUp(directory) }
        let path = try Self.launchConfig("cookie-session", fault: "login-refused", in: directory)
        let run = try Kit.run(
            ["run", "--config", path, "--report-dir", directory.appendingPathComponent("r").path, "--no-color"],
            deadline: 120, environment: Self.password)
        #expect(run.status == 2, "\(run)")
        #expect(run.errorLines.count == 1, "\(run)")
        let line = run.errorLines.first ?? ""
        #expect(line.hasPrefix("hp-conformance: login failed for app user 'app-user-"), "\(run)")
        #expect(line.contains(": POST /api/login answered 401"), "\(run)")
        #expect(!line.contains("config error"), "\(run)")
    }
}
