import Foundation
import KitTestSupport
import Testing

@testable import ConformanceModel

/// `backend.launch.environment` values may hold `${env:NAME}`: expanded from the kit's environment,
/// an unset variable refused in one line naming the field, the value redacted as a secret.
@Suite("Launch environment references")
struct LaunchEnvironmentTests {
    /// The example configuration, launched by `./server` with `DATABASE_URL` set to `value`.
    static func source(_ value: String) throws -> [UInt8] {
        let example = try Specs.embeddedFile(Specs.exampleConfigurationFile)
        var root = try #require(try JSONSerialization.jsonObject(with: Data(example)) as? [String: Any])
        var backend = try #require(root["backend"] as? [String: Any])
        backend["baseURL"] = "http://127.0.0.1:{port}"
        backend["launch"] = [
            "command": ["./server"], "portVariable": "PORT", "environment": ["DATABASE_URL": value, "LOG_LEVEL": "info"],
        ]
        root["backend"] = backend
        return [UInt8](try JSONSerialization.data(withJSONObject: root))
    }

    @Test("a reference is expanded and its value is a secret; a plain value stays as written")
    func expanded() throws {
        let configuration = try ConfigurationLoader.parse(
            try Self.source("postgres://app:${env:CI_DB_PASSWORD}@db/app"), file: "launch.json",
            environment: ["CI_DB_PASSWORD": "db-password-0001"])
        let environment = try #require(configuration.backend.launch?.environment)
        #expect(environment["DATABASE_URL"] == "postgres://app:db-password-0001@db/app")
        #expect(environment["LOG_LEVEL"] == "info")
        #expect(configuration.secrets.contains("db-password-0001"), "the expanded value is not redacted")
    }

    @Test("an unset variable is refused, naming the field and the variable")
    func unset() throws {
        let source = try Self.source("${env:CI_DB_URL}")
        do {
            _ = try ConfigurationLoader.parse(source, file: "launch.json", environment: [:])
            Issue.record("an unset ${env:CI_DB_URL} was accepted")
        } catch {
            #expect(
                error.description.contains("backend.launch.environment.DATABASE_URL")
                    && error.description.contains("the environment variable CI_DB_URL is not set"), "\(error.description)")
        }
    }
}
