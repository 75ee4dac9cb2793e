@testable import ExampleBackend
import Testing

/// `example-backend --api SHAPE [--api-fault NAME]`: the example back-end behind a partner API shape.
@Suite("example-backend --api")
struct ShapeCommandLineTests {
    static let base = ["--human-plugin", "http://127.0.0.1:9", "--token", "token-0001"]

    @Test func parsesShapeAndFaults() throws {
        let action = try ExampleBackendCommandLine.parse(Self.base + ["--api", "cookie-session", "--api-fault", "identity-ignored"],
                                                         environment: ["APP_TEST_PASSWORD": "pw-123456"])
        guard case let .run(configuration) = action else { Issue.record("\(action)"); return }
        #expect(configuration.api == .cookieSession)
        #expect(configuration.apiFaults == [.identityIgnored])
        #expect(configuration.appPassword == "pw-123456")
    }

    @Test func refusesWhatItCannotRun() {
        #expect(throws: ExampleBackendCommandLine.UsageError(message: "unknown --api: soap")) {
            try ExampleBackendCommandLine.parse(Self.base + ["--api", "soap"])
        }
        #expect(throws: ExampleBackendCommandLine.UsageError(message: "--api-fault needs --api")) {
            try ExampleBackendCommandLine.parse(Self.base + ["--api-fault", "login-refused"])
        }
        #expect(throws: ExampleBackendCommandLine.UsageError(message: "--api login-bearer: missing APP_TEST_PASSWORD (the app users' password)")) {
            try ExampleBackendCommandLine.parse(Self.base + ["--api", "login-bearer"])
        }
        #expect(ExampleBackendCommandLine.usage.contains("--api SHAPE"))
    }

    @Test func plainByDefault() throws {
        guard case let .run(configuration) = try ExampleBackendCommandLine.parse(Self.base) else { Issue.record("help"); return }
        #expect(configuration.api == nil && configuration.apiFaults.isEmpty)
    }
}
