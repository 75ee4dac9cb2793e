import Testing

@testable import ConformanceCLI
@testable import ExampleBackend

/// `example-backend --api SHAPE [--api-fault NAME]`: the example back-end behind a partner API shape.
@Suite("example-backend --api")
struct ShapeCommandLineTests {
    static let base = ["--human-plugin", "http://127.0.0.1:9", "--token", "token-0001"]

    @Test func parsesShapeAndFaults() throws {
        let action = try ExampleBackendCommandLine.parse(
            Self.base + ["--api", "cookie-session", "--api-fault", "identity-ignored"],
            environment: ["APP_TEST_PASSWORD": "pw-123456"])
        guard case let .run(configuration) = action else {
            Issue.record("\(action)")
            return
        }
        #expect(configuration.api == ExampleAPI([.cookieSession]))
        #expect(configuration.apiFaults == [.identityIgnored])
        #expect(configuration.appPassword == "pw-123456")
    }

    @Test func refusesWhatItCannotRun() {
        #expect { try ExampleBackendCommandLine.parse(Self.base + ["--api", "soap"]) } throws: { error in
            (error as? ExampleBackendCommandLine.UsageError)?.message.hasPrefix(
                "unknown --api: soap (expected one or more of flat, nested,") == true
        }
        #expect(
            throws: ExampleBackendCommandLine.UsageError(message: "--api flat,nested: 'flat' and 'nested' cannot combine (both are api)")
        ) {
            try ExampleBackendCommandLine.parse(Self.base + ["--api", "flat,nested"])
        }
        #expect(throws: ExampleBackendCommandLine.UsageError(message: "--api-fault needs --api")) {
            try ExampleBackendCommandLine.parse(Self.base + ["--api-fault", "login-refused"])
        }
        #expect(
            throws: ExampleBackendCommandLine.UsageError(message: "--api login-bearer: missing APP_TEST_PASSWORD (the app users' password)")
        ) {
            try ExampleBackendCommandLine.parse(Self.base + ["--api", "login-bearer"])
        }
        #expect(ExampleBackendCommandLine.usage.contains("--api SHAPE"))
    }

    @Test("every shape hp-conformance init offers is an --api shape, with the same role")
    func everyStarterShape() throws {
        #expect(StarterConfigs.shapes.map(\.name).sorted() == ExampleAPIShape.allCases.map(\.rawValue).sorted())
        for starter in StarterConfigs.shapes {
            let shape = try #require(ExampleAPIShape(rawValue: starter.name))
            #expect(shape.role.rawValue == starter.parts.role.rawValue, "\(starter.name)")
            guard
                case let .run(configuration) = try ExampleBackendCommandLine.parse(
                    Self.base + ["--api", starter.name],
                    environment: ["APP_TEST_PASSWORD": "pw-123456"])
            else { continue }
            #expect(configuration.api?.shapes == [shape])
        }
    }

    @Test("--api combines shapes as init --shape does: the first role's shape gives the paths")
    func combinations() throws {
        guard
            case let .run(configuration) = try ExampleBackendCommandLine.parse(
                Self.base + ["--api", "login-bearer,nested,body-errors"],
                environment: ["APP_TEST_PASSWORD": "pw-123456"])
        else {
            Issue.record("help")
            return
        }
        let api = try #require(configuration.api)
        #expect(api.paths == .nested && api.login == .loginBearer && api.bodyErrors && !api.polls)
        #expect(try ExampleAPI.parse("human-token,async-poll").paths == .api)
        #expect(try ExampleAPI.parse("human-token").paths == .flat)
        #expect(try ExampleAPI.parse("location").polls)
    }

    @Test func plainByDefault() throws {
        guard case let .run(configuration) = try ExampleBackendCommandLine.parse(Self.base) else {
            Issue.record("help")
            return
        }
        #expect(configuration.api == nil && configuration.apiFaults.isEmpty)
    }
}
