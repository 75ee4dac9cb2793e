import Foundation
import Testing

@testable import ConformanceModel
@testable import ConformanceReports

/// The configuration text report.json records: no literal credential, references and templates kept.
@Suite("Recorded configuration text")
struct ConfigurationTextTests {
    @Test("literal credentials written in the file are removed; ${env:} references, {templates} and other values stay")
    func literalsRemoved() throws {
        let source = """
            {"humanPlugin": {"token": "tok-literal-1234"},
             "start": {"headers": {"Authorization": "Bearer literal-bearer-5678", "X-App-User": "{user}", "Cookie": "sid=literal-cookie-9"}},
             "users": {"login": {"body": {"username": "{user}", "password": "hunter2-literal"},
                                 "sendToken": {"Authorization": "Bearer {token}"}},
                       "static": [{"name": "alice", "headers": {"x-api-key": "${env:ALICE_KEY}"}}]},
             "secrets": ["listed-secret-42"], "concurrentUsers": 20, "timeouts": {"requestSeconds": 0.5}}
            """
        let redactor = Redactor(secrets: [("humanplugin.token", "tok-literal-1234"), ("secret1", "listed-secret-42")])
        let text = ConfigurationText.recorded(Array(source.utf8), redactor: redactor)
        for literal in ["tok-literal-1234", "literal-bearer-5678", "literal-cookie-9", "hunter2-literal", "listed-secret-42"] {
            #expect(!text.contains(literal), "\(literal) recorded:\n\(text)")
        }
        #expect(text.contains("\"Authorization\": \"Bearer <redacted:config.literal>\""))
        #expect(text.contains("\"Authorization\": \"Bearer {token}\""))
        #expect(text.contains("\"x-api-key\": \"${env:ALICE_KEY}\""))
        #expect(text.contains("\"X-App-User\": \"{user}\""))
        #expect(text.contains("\"requestSeconds\": 0.5") && text.contains("\"concurrentUsers\": 20"))
        #expect(Rejudge.placeholderEnvironment(text) == ["ALICE_KEY": "<redacted:secret2>"])
    }

    @Test("the default run's recorded configuration reads back as a configuration")
    func readsBack() throws {
        let bytes = try Specs.embeddedFile(Specs.exampleConfigurationFile)
        let text = ConfigurationText.recorded(bytes, redactor: Redactor(secrets: []))
        let configuration = try ConfigurationLoader.parse(Array(text.utf8), file: "recorded")
        let original = try ConfigurationLoader.parse(bytes, file: "original")
        #expect(configuration.outcomes == original.outcomes)
        #expect(configuration.timeouts == original.timeouts)
        #expect(configuration.start == original.start)
    }
}
