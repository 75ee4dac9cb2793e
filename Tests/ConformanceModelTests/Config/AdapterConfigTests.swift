import Foundation
import KitTestSupport
import Testing

@testable import ConformanceModel

/// `adapter`: an app adapter instead of the declarative calls, and its one-line errors.
@Suite("Adapter configuration")
struct AdapterConfigTests {
    /// The example configuration with `start` and `ended` replaced by `adapter` (and `edit` applied).
    static func config(_ edit: (inout [String: Any]) -> Void = { _ in }) throws -> [UInt8] {
        let path = ConformanceHarness.packageRoot.appendingPathComponent("specs/examples/example-backend.json")
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any])
        root["start"] = nil
        root["ended"] = nil
        root["adapter"] = [
            "command": ["python3", "adapter.py"], "environment": ["BACKEND_URL": "${backendURL}", "KEY": "${env:ADAPTER_KEY}"],
        ]
        edit(&root)
        return Array(try JSONSerialization.data(withJSONObject: root))
    }

    static func problem(_ edit: (inout [String: Any]) -> Void) throws -> String {
        let bytes = try config(edit)
        do throws(KitError) {
            _ = try ConfigurationLoader.parse(bytes, file: "c.json", environment: ["ADAPTER_KEY": "key-1234"])
            return "(no error)"
        } catch {
            return error.description
        }
    }

    @Test("an adapter configuration: defaults, environment, secrets, placeholders for the kit's own variation")
    func parses() throws {
        let configuration = try ConfigurationLoader.parse(try Self.config(), file: "c.json", environment: ["ADAPTER_KEY": "key-1234"])
        let adapter = try #require(configuration.adapter)
        #expect(adapter.command == ["python3", "adapter.py"])
        #expect(adapter.environment == ["BACKEND_URL": "${backendURL}", "KEY": "key-1234"])
        #expect(adapter.startSeconds == 10)
        #expect(adapter.stepSeconds == configuration.timeouts.requestSeconds + 5)
        #expect(!adapter.pollResult)
        #expect(configuration.result == nil)
        #expect(configuration.secrets.contains("key-1234"), "an ${env:} value is a secret")
        #expect(configuration.start.call.usesPlaceholder("documentType"), "the kit still varies the document type")
        #expect(configuration.ended.call.usesID)
    }

    @Test("pollResult with resultPolling (in adapter or at the top level) polls result steps")
    func polling() throws {
        for place in ["adapter", "top"] {
            let bytes = try Self.config { root in
                var adapter = root["adapter"] as! [String: Any]
                adapter["pollResult"] = true
                let polling: [String: Any] = ["intervalSeconds": 0.2, "boundSeconds": 5, "inProgress": ["processing"]]
                if place == "adapter" { adapter["resultPolling"] = polling } else { root["resultPolling"] = polling }
                root["adapter"] = adapter
            }
            let configuration = try ConfigurationLoader.parse(bytes, file: "c.json", environment: ["ADAPTER_KEY": "key-1234"])
            let result = try #require(configuration.result)
            #expect(result.intervalSeconds == 0.2 && result.boundSeconds == 5 && result.inProgress == ["processing"], "\(place)")
        }
    }

    @Test(
        "one-line errors naming the field",
        arguments: [
            ("empty command", "adapter.command: expected a non-empty array"),
            ("start beside adapter", "c.json: start: not with adapter"),
            ("result beside adapter", "c.json: result: not with adapter"),
            ("login beside adapter", "users.login: not with adapter"),
            ("unknown key", "adapter.comand: unknown field (did you mean command?)"),
            ("bad seconds", "adapter.stepSeconds: expected seconds between 0 and 3600, found -1"),
            ("step shorter than a call", "adapter.stepSeconds: 2 s is not longer than timeouts.requestSeconds (4 s)"),
            ("pollResult not boolean", "adapter.pollResult: expected true or false"),
            ("resultPolling without pollResult", "resultPolling needs adapter.pollResult: true"),
            ("unset variable", "adapter.environment.KEY: ${env:NOPE}: the environment variable NOPE is not set"),
        ])
    func errors(_ name: String, _ expected: String) throws {
        let text = try Self.problem { root in
            var adapter = root["adapter"] as! [String: Any]
            switch name {
            case "empty command": adapter["command"] = [String]()
            case "start beside adapter": root["start"] = ["path": "/captures", "idPointer": "/id", "linkPointer": "/link"]
            case "result beside adapter": root["result"] = ["path": "/r/{id}"]
            case "login beside adapter": root["users"] = ["login": ["path": "/login"]]
            case "unknown key": adapter["comand"] = ["x"]
            case "bad seconds": adapter["stepSeconds"] = -1
            case "step shorter than a call":
                adapter["stepSeconds"] = 2
                root["timeouts"] = ["requestSeconds": 4]
            case "pollResult not boolean": adapter["pollResult"] = "yes"
            case "resultPolling without pollResult": adapter["resultPolling"] = ["intervalSeconds": 1]
            case "unset variable": adapter["environment"] = ["KEY": "${env:NOPE}"]
            default: break
            }
            root["adapter"] = adapter
        }
        #expect(text.contains(expected), "\(name): \(text)")
        #expect(!text.contains("\n"), "one line: \(text)")
    }
}
