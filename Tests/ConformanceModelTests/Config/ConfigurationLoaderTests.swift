import Foundation
import KitTestSupport
import Testing

@testable import ConformanceBasics
@testable import ConformanceModel

@Suite("Configuration loader")
struct ConfigurationLoaderTests {
    static let examplePath = ConformanceHarness.packageRoot.appendingPathComponent("specs/examples/example-backend.json").path

    /// The example configuration with one edit applied to its JSON object.
    static func edited(_ edit: (inout [String: Any]) -> Void) throws -> [UInt8] {
        try ConformanceHarness.editedExampleConfiguration(edit)
    }

    @Test func exampleLoads() throws {
        let configuration = try ConfigurationLoader.load(path: Self.examplePath)
        #expect(configuration.app.urlScheme == "com.example.capture")
        #expect(configuration.start.id == .body(JSONPointer("/id")!))
        #expect(configuration.outcomes["finished-ok"] == "approved")
        try ConfigurationValidator.validate(configuration, against: ConformanceHarness.specs)
    }

    struct BadCase: Sendable, CustomTestStringConvertible {
        var name: String
        var field: String
        var problem: String
        var edit: @Sendable (inout [String: Any]) -> Void
        var testDescription: String { name }
    }

    static let badCases: [BadCase] = [
        BadCase(name: "missing section", field: "app", problem: "missing (expected an object)") { $0["app"] = nil },
        BadCase(name: "missing field", field: "humanPlugin.clientId", problem: "missing (expected a string)") { object in
            var plugin = object["humanPlugin"] as! [String: Any]
            plugin["clientId"] = nil
            object["humanPlugin"] = plugin
        },
        BadCase(name: "wrong type", field: "humanPlugin.port", problem: "expected a number, found string") { object in
            var plugin = object["humanPlugin"] as! [String: Any]
            plugin["port"] = "8099"
            object["humanPlugin"] = plugin
        },
        BadCase(name: "unknown field", field: "start.idPionter", problem: "unknown field (did you mean idPointer?)") { object in
            var start = object["start"] as! [String: Any]
            start["idPionter"] = "/id"
            object["start"] = start
        },
        BadCase(
            name: "bad JSON pointer", field: "ended.outcomePointer",
            problem: "'outcome' is not a JSON pointer (RFC 6901: '/a/b', '~0' for '~', '~1' for '/')"
        ) { object in
            var ended = object["ended"] as! [String: Any]
            ended["outcomePointer"] = "outcome"
            object["ended"] = ended
        },
        BadCase(name: "bad method", field: "start.method", problem: "expected one of DELETE, GET, PATCH, POST, PUT, found 'FETCH'") {
            object in
            var start = object["start"] as! [String: Any]
            start["method"] = "fetch"
            object["start"] = start
        },
        BadCase(
            name: "unknown placeholder", field: "ended.path",
            problem: "unknown placeholder {processId} (known: {claim}, {documentNumber}, {documentType}, {id}, {user}, {uuid})"
        ) { object in
            var ended = object["ended"] as! [String: Any]
            ended["path"] = "/captures/{processId}"
            object["ended"] = ended
        },
        BadCase(name: "bad base URL", field: "backend.baseURL", problem: "expected http://host:port[/prefix], found 'https://example.com'")
        { object in
            var backend = object["backend"] as! [String: Any]
            backend["baseURL"] = "https://example.com"
            object["backend"] = backend
        },
        BadCase(
            name: "short token", field: "humanPlugin.token", problem: "must be at least 8 characters (it is redacted from reports by value)"
        ) { object in
            var plugin = object["humanPlugin"] as! [String: Any]
            plugin["token"] = "abc"
            object["humanPlugin"] = plugin
        },
        BadCase(name: "timeout out of range", field: "timeouts.runSeconds", problem: "expected seconds between 0 and 3600, found -1.0") {
            object in
            var timeouts = object["timeouts"] as! [String: Any]
            timeouts["runSeconds"] = -1
            object["timeouts"] = timeouts
        },
        BadCase(
            name: "a line feed in start.path", field: "start.path",
            problem: "holds the control character U+000A, which no HTTP request line can carry; percent-encode it (%0A)"
        ) { object in
            var start = object["start"] as! [String: Any]
            start["path"] = "/captures\n/{user}"
            object["start"] = start
        },
        BadCase(
            name: "a space in start.path", field: "start.path",
            problem: "holds a space, which no HTTP request line can carry; percent-encode it (%20)"
        ) { object in
            var start = object["start"] as! [String: Any]
            start["path"] = "/captures/{user} now"
            object["start"] = start
        },
        BadCase(
            name: "a NUL in backend.readyPath", field: "backend.readyPath",
            problem: "holds the control character U+0000, which no HTTP request line can carry; percent-encode it (%00)"
        ) { object in
            var backend = object["backend"] as! [String: Any]
            backend["readyPath"] = "/health\u{0}"
            object["backend"] = backend
        },
        BadCase(
            name: "'=' in an environment name", field: "backend.launch.environment",
            problem: "the variable name 'A=B' holds '=', which ends a name in the environment"
        ) { object in
            var backend = object["backend"] as! [String: Any]
            backend["launch"] = ["command": ["/bin/true"], "environment": ["A=B": "1"]]
            object["backend"] = backend
        },
        BadCase(name: "an empty environment name", field: "backend.launch.environment", problem: "a variable name is empty") { object in
            var backend = object["backend"] as! [String: Any]
            backend["launch"] = ["command": ["/bin/true"], "environment": ["": "1"]]
            object["backend"] = backend
        },
        BadCase(
            name: "a NUL in an environment value", field: "backend.launch.environment",
            problem: "the value of DEBUG holds a NUL character, which no environment can carry"
        ) { object in
            var backend = object["backend"] as! [String: Any]
            backend["launch"] = ["command": ["/bin/true"], "environment": ["DEBUG": "1\u{0}2"]]
            object["backend"] = backend
        },
        BadCase(
            name: "'=' in portVariable", field: "backend.launch.portVariable",
            problem: "the variable name 'PORT=' holds '=', which ends a name in the environment"
        ) { object in
            var backend = object["backend"] as! [String: Any]
            backend["launch"] = ["command": ["/bin/true"], "portVariable": "PORT="]
            object["backend"] = backend
        },
    ]

    @Test(arguments: badCases)
    func namesTheField(_ bad: BadCase) throws {
        let bytes = try Self.edited(bad.edit)
        #expect(throws: KitError.config(file: "cfg.json", field: bad.field, problem: bad.problem)) {
            try ConfigurationLoader.parse(bytes, file: "cfg.json")
        }
    }

    @Test("valid JSON nested 600 deep is refused for its depth, not called invalid")
    func tooDeep() {
        let bytes = Array((String(repeating: "[", count: 600) + String(repeating: "]", count: 600)).utf8)
        #expect(
            throws: KitError.config(
                file: "cfg.json", field: "(file)",
                problem: "nested 600 levels deep; the kit reads JSON nested at most 64 deep (a configuration needs a few)")
        ) {
            try ConfigurationLoader.parse(bytes, file: "cfg.json")
        }
    }

    @Test func notJSON() {
        #expect(throws: KitError.self) { try ConfigurationLoader.parse(Array("{ nope".utf8), file: "cfg.json") }
        #expect(throws: KitError.config(file: "/no/such.json", field: "(file)", problem: "no such file")) {
            try ConfigurationLoader.load(path: "/no/such.json")
        }
    }

    @Test func commentsAreAllowedAnywhere() throws {
        let bytes = try Self.edited { object in
            object["//"] = "top"
            var app = object["app"] as! [String: Any]
            app["//"] = "the app"
            object["app"] = app
        }
        _ = try ConfigurationLoader.parse(bytes, file: "cfg.json")
    }

    @Test func validatorWantsEveryFinalState() throws {
        var configuration = try ConfigurationLoader.load(path: Self.examplePath)
        configuration.outcomes["expired"] = nil
        #expect(throws: KitError.self) { try ConfigurationValidator.validate(configuration, against: ConformanceHarness.specs) }
        configuration.outcomes["expired"] = "approved"
        #expect(
            throws: KitError.config(
                file: configuration.sourcePath, field: "outcomes.expired",
                problem: "'approved' is also the outcome of a success; a failure must be told apart")
        ) {
            try ConfigurationValidator.validate(configuration, against: ConformanceHarness.specs)
        }
    }
}

@Suite("Configuration loader: what the calls must carry")
struct ConfigurationCallRulesTests {
    static func parse(_ edit: (inout [String: Any]) -> Void) throws -> KitConfiguration {
        try ConfigurationLoader.parse(try ConfigurationLoaderTests.edited(edit), file: "cfg.json")
    }

    @Test("backend.logFile is resolved against the configuration's folder, and refused in launch mode")
    func logFile() throws {
        let attached = try ConfigurationLoader.parse(
            try ConfigurationLoaderTests.edited { config in
                var backend = config["backend"] as! [String: Any]
                backend["logFile"] = "../logs/app.log"
                config["backend"] = backend
            }, file: "/srv/kit/cfg.json")
        #expect(attached.backend.logFile == "/srv/logs/app.log")
        do {
            _ = try Self.parse { config in
                config["backend"] = [
                    "baseURL": "http://127.0.0.1:{port}", "logFile": "app.log",
                    "launch": ["command": ["./server"], "portVariable": "PORT"],
                ]
            }
            Issue.record("a log file was taken in launch mode")
        } catch {
            #expect("\(error)".contains("backend.logFile: is for attach mode"), "\(error)")
        }
    }

    @Test("app.captureSessionSDK names the SDK that makes the session; with captureSession as well, it is refused")
    func sessionSDK() throws {
        func app(_ extra: [String: Any]) throws -> KitConfiguration {
            try Self.parse { config in
                var app = config["app"] as! [String: Any]
                app.merge(extra) { $1 }
                config["app"] = app
            }
        }
        #expect(try app(["captureSessionSDK": "AcmeLogin"]).app.captureSessionSDK == "AcmeLogin")
        #expect(throws: KitError.self) { try app(["captureSessionSDK": "AcmeLogin", "captureSession": "App/Capture.swift:4"]) }
        #expect(throws: KitError.self) { try app(["captureSessionSDK": " "]) }
    }

    @Test func startWithoutUser() {
        #expect(
            throws: KitError.config(
                file: "cfg.json", field: "start.path",
                problem: "no {user} in the path, headers or body; the kit plays several app users and your back-end must tell them apart")
        ) {
            try Self.parse { object in
                var start = object["start"] as! [String: Any]
                start["headers"] = [:] as [String: String]
                object["start"] = start
            }
        }
    }

    @Test func endedWithoutID() {
        #expect(
            throws: KitError.config(
                file: "cfg.json", field: "ended.path",
                problem: "no {id} in the path, headers or body; the app sends the process id back in this call")
        ) {
            try Self.parse { object in
                var ended = object["ended"] as! [String: Any]
                ended["path"] = "/captures/current/ended"
                object["ended"] = ended
            }
        }
    }

    @Test func idInBodyIsEnough() throws {
        let configuration = try Self.parse { object in
            var ended = object["ended"] as! [String: Any]
            ended["path"] = "/captures/ended"
            ended["body"] = ["processId": "{id}"]
            object["ended"] = ended
        }
        #expect(configuration.ended.call.path == "/captures/ended")
    }

    @Test func unknownPlaceholderInHeader() {
        #expect(
            throws: KitError.config(
                file: "cfg.json", field: "start.headers.X-App-User",
                problem: "unknown placeholder {usr} (known: {claim}, {documentNumber}, {documentType}, {id}, {user}, {uuid})")
        ) {
            try Self.parse { object in
                var start = object["start"] as! [String: Any]
                start["headers"] = ["X-App-User": "{usr}"]
                object["start"] = start
            }
        }
    }

    @Test func shortSecret() {
        #expect(
            throws: KitError.config(
                file: "cfg.json", field: "secrets[1]", problem: SecretValue.lengthProblem("abcdefg")!)
        ) {
            try Self.parse { $0["secrets"] = ["long-enough", "abcdefg"] }
        }
    }

    @Test func pendingMustDifferFromFinalOutcomes() throws {
        var configuration = try ConfigurationLoader.load(path: ConfigurationLoaderTests.examplePath)
        configuration.outcomes["created"] = "rejected"
        #expect(
            throws: KitError.config(
                file: configuration.sourcePath, field: "outcomes.created",
                problem: "'rejected' is also the outcome of 'finished-invalid-identity'; pending must be told apart from a final outcome")
        ) {
            try ConfigurationValidator.validate(configuration, against: ConformanceHarness.specs)
        }
    }
}
