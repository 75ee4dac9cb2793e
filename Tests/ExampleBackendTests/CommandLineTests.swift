import Testing

@testable import ExampleBackend

@Suite("example-backend command line")
struct CommandLineTests {
    @Test func flagsAndDefaults() throws {
        let action = try ExampleBackendCommandLine.parse(
            [
                "--human-plugin", "http://127.0.0.1:9000", "--token", "t", "--port", "8080", "--fault", "wrong-flow",
                "--fault", "retry-create", "--upstream-timeout", "0.25", "--client-id", "c", "--callback-uri", "com.a.b://cb",
            ])
        guard case let .run(configuration) = action else {
            Issue.record("expected run")
            return
        }
        #expect(configuration.host == "127.0.0.1")
        #expect(configuration.port == 8080)
        #expect(configuration.humanPluginBaseURL == "http://127.0.0.1:9000")
        #expect(configuration.humanPluginToken == "t")
        #expect(configuration.clientId == "c")
        #expect(configuration.callbackUri == "com.a.b://cb")
        #expect(configuration.documentType == "DUI_TYPE_NG_BVN")
        #expect(configuration.upstreamTimeout == .milliseconds(250))
        #expect(configuration.faults == [.wrongFlow, .retryCreate])
    }

    @Test func environmentFallbacks() throws {
        let action = try ExampleBackendCommandLine.parse(
            [], environment: ["HUMAN_PLUGIN_BASE_URL": "http://h:1", "HUMAN_PLUGIN_TOKEN": "tok", "PORT": "7000"])
        guard case let .run(configuration) = action else {
            Issue.record("expected run")
            return
        }
        #expect(configuration.humanPluginBaseURL == "http://h:1")
        #expect(configuration.humanPluginToken == "tok")
        #expect(configuration.port == 7000)
        #expect(configuration.faults.isEmpty)
    }

    @Test func help() throws {
        #expect(try ExampleBackendCommandLine.parse(["--help"]) == .help)
    }

    @Test(arguments: [
        (["--bogus"], "--bogus"),
        (["--port", "99999"], "--port"),
        (["--port"], "--port"),
        (["--fault", "nope"], "nope"),
        (["--upstream-timeout", "-1"], "--upstream-timeout"),
        (["--token", "t"], "--human-plugin"),
        (["--human-plugin", "http://h"], "--token"),
    ])
    func badInputNamesTheCulprit(arguments: [String], culprit: String) {
        #expect {
            try ExampleBackendCommandLine.parse(arguments)
        } throws: { error in
            (error as? ExampleBackendCommandLine.UsageError)?.message.contains(culprit) == true
        }
    }
}
