import Foundation
import KitTestSupport
import Testing

@testable import ConformanceModel

/// A value that cannot go on the wire (CR, LF or NUL in a header or the token) is the
/// configuration's error, named by its key before any run, never the back-end's failure.
@Suite("Configuration: values that cannot go on the wire")
struct WireSafeValuesTests {
    static func parse(environment: [String: String] = [:], _ edit: (inout [String: Any]) -> Void) throws -> KitConfiguration {
        try ConfigurationLoader.parse(ConformanceHarness.editedExampleConfiguration(edit), file: "my.json", environment: environment)
    }

    @Test(
        "a header value from ${env:} with a trailing newline, a CR LF or a NUL is refused naming the header, without the value",
        arguments: ["s3cret-header-value\n", "s3cret\r\nX-Injected: 1", "s3cret\u{0}tail"])
    func headerFromEnvironment(_ value: String) throws {
        do {
            _ = try Self.parse(environment: ["APP_KEY": value]) { config in
                var start = config["start"] as! [String: Any]
                start["headers"] = ["X-App-User": "{user}", "X-Api-Key": "${env:APP_KEY}"]
                config["start"] = start
            }
            Issue.record("accepted a header holding \(value.debugDescription)")
        } catch {
            let text = "\(error)"
            #expect(text.contains("start.headers.X-Api-Key"), "\(text)")
            #expect(text.contains("a header cannot carry it"), "\(text)")
            #expect(!text.contains("s3cret"), "the value was printed: \(text)")
        }
    }

    @Test(
        "a Human Plugin token holding a line feed or a NUL is refused naming humanPlugin.token",
        arguments: ["hp-token-0001\n", "hp-tok\u{0}en-0001"])
    func token(_ value: String) throws {
        do {
            _ = try Self.parse { config in
                var plugin = config["humanPlugin"] as! [String: Any]
                plugin["token"] = value
                config["humanPlugin"] = plugin
            }
            Issue.record("accepted a token holding \(value.debugDescription)")
        } catch {
            let text = "\(error)"
            #expect(text.contains("humanPlugin.token"), "\(text)")
            #expect(!text.contains("hp-tok"), "the value was printed: \(text)")
        }
    }

    @Test("ordinary header values and tokens still load")
    func ordinary() throws {
        let configuration = try Self.parse(environment: ["APP_KEY": "s3cret-header-value"]) { config in
            var start = config["start"] as! [String: Any]
            start["headers"] = ["X-App-User": "{user}", "X-Api-Key": "${env:APP_KEY}"]
            config["start"] = start
        }
        #expect(configuration.start.call.headers["X-Api-Key"] == "s3cret-header-value")
    }
}
