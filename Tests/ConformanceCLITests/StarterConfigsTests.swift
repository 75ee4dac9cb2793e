import Foundation
import KitTestSupport
import Testing

@testable import ConformanceCLI
@testable import ConformanceModel

/// `hp-conformance init`'s starter shapes: each is a configuration the loader and the contract
/// accept once its placeholders are replaced (attach and launch mode), and each is documented.
@Suite("Starter configurations")
struct StarterConfigsTests {
    static let names = StarterConfigs.shapes.map(\.name)

    static func filledIn(_ json: String) -> [UInt8] {
        Array(
            json.replacingOccurrences(of: "replace-with-a-test-token", with: "my-test-token-0001")
                .replacingOccurrences(of: "replace-with-your-app-scheme", with: "com.example.capture")
                .replacingOccurrences(of: "replace-with-your-client-id", with: "client-a")
                .replacingOccurrences(of: "\"replace-with-your-start-command\"", with: "\"./server\"").utf8)
    }

    @Test("each shape loads and validates once filled in, in attach and launch mode", arguments: names)
    func loads(_ name: String) throws {
        let shape = try #require(StarterConfigs.shape(name))
        for (json, launch) in [(shape.json, false), (shape.launchJSON, true)] {
            #expect(throws: KitError.self) {
                try ConfigurationLoader.parse(Array(json.utf8), file: "s.json", environment: ["APP_TEST_PASSWORD": "pw-0123456"])
            }
            let configuration = try ConfigurationLoader.parse(
                Self.filledIn(json), file: "s.json", environment: ["APP_TEST_PASSWORD": "pw-0123456"])
            try ConfigurationValidator.validate(configuration, against: ConformanceHarness.specs)
            #expect((configuration.backend.launch != nil) == launch)
            #expect(configuration.humanPlugin.port == (launch ? 0 : 8099))
        }
    }

    @Test("the new shapes configure what their name says")
    func shapesSayWhatTheyAre() throws {
        func load(_ name: String) throws -> KitConfiguration {
            try ConfigurationLoader.parse(
                Self.filledIn(try #require(StarterConfigs.shape(name)).json), file: "s.json",
                environment: ["APP_TEST_PASSWORD": "pw-0123456"])
        }
        #expect(try load("login-bearer").users?.login?.tokenPointer != nil)
        #expect(try load("login-bearer").users?.login?.call.bodyEncoding == .form)
        #expect(try load("cookie-session").users?.login?.tokenPointer == nil)
        #expect(try load("async-poll").result?.intervalSeconds == 0.2)
        #expect(try load("async-poll").ended.outcome == nil)
        #expect(try load("body-errors").start.call.errorWhen?.equals == [.bool(false)])
        #expect(try load("body-errors").ended.call.errorWhen != nil)
    }

    @Test("the guide's shape table lists every shape, and init --help describes each")
    func documented() throws {
        let readme = try String(contentsOf: ConformanceHarness.packageRoot.appendingPathComponent("docs/GUIDE.md"), encoding: .utf8)
        let help = Usage.text(for: "init")
        for name in Self.names {
            #expect(readme.contains("| `\(name)` |"), "docs/GUIDE.md lacks a row for \(name)")
            let summary = try #require(StarterConfigs.shape(name)).summary
            #expect(help.contains("  \(name) ") && help.contains(summary), "init --help lacks \(name)")
        }
        for field in [
            "users.login", "users.static", "users.names", "result.outcomePointer", "errorWhen", "bodyEncoding", "${env:NAME}", "{claim}",
        ] {
            #expect(readme.contains(field), "docs/GUIDE.md lacks \(field)")
        }
        let schema = try String(
            contentsOf: ConformanceHarness.packageRoot.appendingPathComponent("specs/config.schema.json"), encoding: .utf8)
        for field in [
            "\"users\"", "\"result\"", "\"errorWhen\"", "\"bodyEncoding\"", "\"tokenPointer\"", "\"sendToken\"", "\"static\"", "\"names\"",
            "{claim} is what the app claims",
        ] {
            #expect(schema.contains(field), "schema lacks \(field)")
        }
    }
}
