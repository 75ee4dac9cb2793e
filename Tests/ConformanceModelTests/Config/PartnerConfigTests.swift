import Foundation
import Testing

@testable import ConformanceBasics
@testable import ConformanceModel

/// The configuration of real partner APIs: users (login, cookie session, static), `${env:NAME}`,
/// `bodyEncoding`, `errorWhen`, `result`. Every mistake is one error naming the file and the field.
@Suite("Configuration: users, env, body encoding, errorWhen, result")
struct PartnerConfigTests {
    static let environment = ["APP_PASSWORD": "hunter2-long", "ALICE_TOKEN": "alice-token-1"]

    static func parse(_ edit: (inout [String: Any]) -> Void) throws -> KitConfiguration {
        try ConfigurationLoader.parse(try ConfigurationLoaderTests.edited(edit), file: "cfg.json", environment: environment)
    }

    static func set(_ object: inout [String: Any], _ path: String, _ value: Any?) {
        var keys = path.split(separator: ".").map(String.init)
        let last = keys.removeLast()
        func assign(_ node: inout [String: Any], _ rest: ArraySlice<String>) {
            guard let key = rest.first else {
                node[last] = value
                return
            }
            var child = node[key] as? [String: Any] ?? [:]
            assign(&child, rest.dropFirst())
            node[key] = child
        }
        assign(&object, keys[...])
    }

    static var login: [String: Any] {
        [
            "method": "POST", "path": "/api/login", "bodyEncoding": "form",
            "body": ["username": "{user}", "password": "${env:APP_PASSWORD}"],
            "tokenPointer": "/access_token", "sendToken": ["Authorization": "Bearer {token}"],
        ]
    }

    static var result: [String: Any] {
        [
            "method": "GET", "path": "/api/verifications/{id}", "headers": ["X-App-User": "{user}"], "outcomePointer": "/status",
            "inProgress": ["processing"], "intervalSeconds": 0.2, "boundSeconds": 10,
        ]
    }

    @Test func loginUsersLoad() throws {
        let configuration = try Self.parse { object in
            object["users"] = ["login": Self.login]
            Self.set(&object, "start.headers", [String: String]())
        }
        let login = try #require(configuration.users?.login)
        #expect(login.call.bodyEncoding == .form)
        #expect(login.call.body?["password"]?.stringValue == "hunter2-long")
        #expect(login.tokenPointer?.description == "/access_token")
        #expect(login.sendToken == ["Authorization": "Bearer {token}"])
        #expect(configuration.secrets.contains("hunter2-long"), "an expanded value is a secret")
        #expect(configuration.users?.listedNames == nil)
    }

    @Test func staticUsersLoad() throws {
        let users = (0..<10).map { ["name": "user\($0)", "headers": ["Authorization": "Bearer ${env:ALICE_TOKEN}-\($0)"]] }
        let configuration = try Self.parse { object in
            object["users"] = ["static": users]
            object["concurrentUsers"] = 8
        }
        #expect(configuration.users?.listedNames?.count == 10)
        #expect(configuration.users?.staticUsers[3].headers["Authorization"] == "Bearer alice-token-1-3")
        #expect(configuration.secrets.contains("alice-token-1"))
    }

    @Test func resultMakesEndedOutcomeOptional() throws {
        let configuration = try Self.parse { object in
            object["result"] = Self.result
            Self.set(&object, "ended.outcomePointer", nil)
        }
        #expect(configuration.ended.outcome == nil)
        #expect(configuration.result?.inProgress == ["processing"])
        #expect(configuration.result?.intervalSeconds == 0.2)
    }

    @Test func errorWhenLoads() throws {
        let configuration = try Self.parse { Self.set(&$0, "start.errorWhen", ["pointer": "/ok", "equals": [false, "no"]]) }
        let rule = try #require(configuration.start.call.errorWhen)
        #expect(rule.matches(JSONValue.parse(Array(#"{"ok": false}"#.utf8))))
        #expect(rule.matches(JSONValue.parse(Array(#"{"ok": "no"}"#.utf8))))
        #expect(!rule.matches(JSONValue.parse(Array(#"{"ok": true}"#.utf8))))
        // A 200 with no error and no result is not mistaken for an error.
        #expect(!rule.matches(JSONValue.parse(Array("{}".utf8))))
        #expect(!rule.matches(nil))
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        var name: String
        var field: String
        var problem: String
        var edit: @Sendable (inout [String: Any]) -> Void
        var testDescription: String { name }
    }

    static let bad: [Bad] = [
        Bad(
            name: "typo of an optional field: unknown first, with the closest name", field: "ended.outcomPointer",
            problem: "unknown field (did you mean outcomePointer?)"
        ) { object in
            Self.set(&object, "ended.outcomePointer", nil)
            Self.set(&object, "ended.outcomPointer", "/outcome")
        },
        Bad(
            name: "unknown field reported before a missing one elsewhere", field: "result.boundSecond",
            problem: "unknown field (did you mean boundSeconds?)"
        ) { object in
            var result = Self.result
            result["boundSecond"] = 3
            object["result"] = result
            Self.set(&object, "start.idPointer", nil)
        },
        Bad(name: "unknown field without a close name", field: "users.sso", problem: "unknown field (known: login, names, static)") {
            $0["users"] = ["sso": true]
        },
        Bad(name: "typo in a static user", field: "users.static[0].header", problem: "unknown field (did you mean headers?)") {
            $0["users"] = ["static": [["name": "a", "header": [:] as [String: String]]]]
        },
        Bad(
            name: "init placeholder", field: "humanPlugin.token",
            problem: "'replace-with-a-test-token' is a placeholder written by hp-conformance init"
        ) {
            Self.set(&$0, "humanPlugin.token", "replace-with-a-test-token")
        },
        Bad(
            name: "env var not set", field: "users.login.body.password",
            problem: "${env:NOPE_PASSWORD}: the environment variable NOPE_PASSWORD is not set"
        ) {
            var login = Self.login
            login["body"] = ["username": "{user}", "password": "${env:NOPE_PASSWORD}"]
            $0["users"] = ["login": login]
        },
        Bad(name: "env var in a header not set", field: "start.headers.Authorization", problem: "the environment variable NOPE is not set")
        {
            Self.set(&$0, "start.headers", ["X-App-User": "{user}", "Authorization": "Bearer ${env:NOPE}"])
        },
        Bad(name: "bodyEncoding unknown", field: "start.bodyEncoding", problem: "expected json or form, found 'xml'") {
            Self.set(&$0, "start.bodyEncoding", "xml")
        },
        Bad(name: "bodyEncoding wrong type", field: "start.bodyEncoding", problem: "expected a string, found number") {
            Self.set(&$0, "start.bodyEncoding", 1)
        },
        Bad(name: "form body not strings", field: "start.body.count", problem: "with bodyEncoding form, expected a string, found number") {
            Self.set(&$0, "start.bodyEncoding", "form")
            Self.set(&$0, "start.body", ["documentNumber": "{documentNumber}", "count": 2])
        },
        Bad(name: "errorWhen without pointer", field: "ended.errorWhen.pointer", problem: "missing (expected a string)") {
            Self.set(&$0, "ended.errorWhen", ["equals": [false]])
        },
        Bad(name: "errorWhen bad pointer", field: "ended.errorWhen.pointer", problem: "'ok' is not a JSON pointer") {
            Self.set(&$0, "ended.errorWhen", ["pointer": "ok", "equals": [false]])
        },
        Bad(
            name: "errorWhen equals not a list", field: "ended.errorWhen.equals",
            problem: "expected a non-empty array of JSON values, found boolean"
        ) {
            Self.set(&$0, "ended.errorWhen", ["pointer": "/ok", "equals": false])
        },
        Bad(name: "login token pointer missing with sendToken", field: "users.login.tokenPointer", problem: "missing (sendToken needs") {
            var login = Self.login
            login["tokenPointer"] = nil
            $0["users"] = ["login": login]
        },
        Bad(name: "login token pointer wrong type", field: "users.login.tokenPointer", problem: "expected a string, found number") {
            var login = Self.login
            login["tokenPointer"] = 3
            $0["users"] = ["login": login]
        },
        Bad(name: "sendToken without {token}", field: "users.login.sendToken.Authorization", problem: "no {token} in 'Bearer abc'") {
            var login = Self.login
            login["sendToken"] = ["Authorization": "Bearer abc"]
            $0["users"] = ["login": login]
        },
        Bad(name: "login and static together", field: "users.static", problem: "not with users.login") {
            $0["users"] = ["login": Self.login, "static": [["name": "a", "headers": ["X": "y"]]]]
        },
        Bad(
            name: "static users too few", field: "users.static",
            problem:
                "lists 2 app users; a run needs 22 (concurrentUsers 20 capturing at once, plus a victim and an attacker for the foreign-id scenario)"
        ) {
            $0["users"] = ["static": [["name": "a", "headers": ["X": "y"]], ["name": "b", "headers": ["X": "z"]]]]
        },
        Bad(name: "names too few", field: "users.names", problem: "lists 3 app users; a run needs 6") {
            $0["users"] = ["names": ["a", "b", "c"]]
            $0["concurrentUsers"] = 4
        },
        Bad(name: "names alone: the calls must still carry {user}", field: "start.path", problem: "no {user} in the path, headers or body")
        {
            $0["users"] = ["names": ["a", "b", "c", "d", "e", "f"]]
            $0["concurrentUsers"] = 4
            Self.set(&$0, "start.headers", [String: String]())
        },
        Bad(name: "users of the wrong type", field: "users", problem: "expected an object, found string") { $0["users"] = "alice" },
        Bad(name: "names of the wrong type", field: "users.names", problem: "expected an array of strings, found string") {
            $0["users"] = ["names": "alice"]
        },
        Bad(name: "static of the wrong type", field: "users.static", problem: "expected an array of users") {
            $0["users"] = ["static": ["name": "a"]]
        },
        Bad(name: "sendToken of the wrong type", field: "users.login.sendToken", problem: "expected an object of strings, found string") {
            var login = Self.login
            login["sendToken"] = "Bearer {token}"
            $0["users"] = ["login": login]
        },
        Bad(name: "result of the wrong type", field: "result", problem: "expected an object, found array") { $0["result"] = [1] },
        Bad(name: "inProgress of the wrong type", field: "result.inProgress[0]", problem: "expected a string, found number") {
            var result = Self.result
            result["inProgress"] = [1]
            $0["result"] = result
        },
        Bad(name: "errorWhen of the wrong type", field: "start.errorWhen", problem: "expected an object, found boolean") {
            Self.set(&$0, "start.errorWhen", true)
        },
        Bad(name: "a name listed twice", field: "users.names[1]", problem: "'a' is listed twice") {
            $0["users"] = ["names": ["a", "a", "b", "c", "d", "e"]]
            $0["concurrentUsers"] = 4
        },
        Bad(name: "static user without headers", field: "users.static[0].headers", problem: "missing") {
            $0["users"] = ["static": [["name": "a"]]]
        },
        Bad(
            name: "result without outcomePointer", field: "result.outcomePointer",
            problem: "missing (expected where the outcome is: outcomePointer"
        ) {
            var result = Self.result
            result["outcomePointer"] = nil
            $0["result"] = result
        },
        Bad(name: "result without inProgress", field: "result.inProgress", problem: "missing") {
            var result = Self.result
            result["inProgress"] = nil
            $0["result"] = result
        },
        Bad(name: "result interval wrong type", field: "result.intervalSeconds", problem: "expected a number, found string") {
            var result = Self.result
            result["intervalSeconds"] = "0.2"
            $0["result"] = result
        },
        Bad(name: "result interval past the bound", field: "result.intervalSeconds", problem: "is longer than boundSeconds") {
            var result = Self.result
            result["intervalSeconds"] = 20
            $0["result"] = result
        },
        Bad(
            name: "result interval below the floor", field: "result.intervalSeconds",
            problem: "1e-06 s is below the floor of 0.05 s between polls"
        ) {
            var result = Self.result
            result["intervalSeconds"] = 0.000001
            $0["result"] = result
        },
        Bad(name: "result without {id}", field: "result.path", problem: "no {id} in the path, headers or body") {
            var result = Self.result
            result["path"] = "/api/verifications/latest"
            $0["result"] = result
        },
        Bad(
            name: "ended without outcomePointer and no result", field: "ended.outcomePointer",
            problem: "missing (expected where the outcome is: outcomePointer"
        ) {
            Self.set(&$0, "ended.outcomePointer", nil)
        },
        Bad(name: "login with an id placeholder", field: "users.login.path", problem: "unknown placeholder {id}") {
            var login = Self.login
            login["path"] = "/api/login/{id}"
            $0["users"] = ["login": login]
        },
        Bad(name: "env value too short", field: "start.headers.X-Key", problem: "the value of SHORT is shorter than 8 characters") {
            Self.set(&$0, "start.headers", ["X-App-User": "{user}", "X-Key": "${env:SHORT}"])
        },
    ]

    @Test(arguments: bad)
    func namesTheField(_ bad: Bad) throws {
        let bytes = try ConfigurationLoaderTests.edited(bad.edit)
        do {
            _ = try ConfigurationLoader.parse(bytes, file: "cfg.json", environment: Self.environment.merging(["SHORT": "ab"]) { $1 })
            Issue.record("accepted")
        } catch {
            guard case let .config(file, field, problem) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(file == "cfg.json")
            #expect(field == bad.field, "\(error)")
            #expect(problem.contains(bad.problem), "\(error)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("fields of other parts of the kit pass the unknown-field pass")
    func otherFieldsKnown() throws {
        let configuration = try Self.parse { object in
            object["limits"] = ["maxAnswerBytes": 65536]
            Self.set(&object, "app.project", "App/App.xcodeproj")
        }
        #expect(configuration.limits.maxAnswerBytes == 65536)
        #expect(configuration.app.project == "App/App.xcodeproj")
    }

    @Test func suggestions() {
        #expect(ConfigKeys.suggestion(for: "outcomPointer", among: ["outcomePointer", "path"]) == "outcomePointer")
        #expect(ConfigKeys.suggestion(for: "OutcomePointer", among: ["outcomePointer"]) == "outcomePointer")
        #expect(ConfigKeys.suggestion(for: "zzz", among: ["outcomePointer", "path"]) == nil)
    }
}
