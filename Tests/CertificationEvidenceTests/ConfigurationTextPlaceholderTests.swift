import Testing

@testable import ConformanceModel
@testable import ConformanceReports

/// A literal credential with a `{placeholder}` in it loses the literal and keeps the placeholder,
/// so that the recorded configuration still tells the app users apart as the run did.
@Suite("Recorded configuration placeholders")
struct ConfigurationTextPlaceholderTests {
    @Test(
        "literal runs become the marker, placeholders stay",
        arguments: [
            ("Bearer test-session-{user}", "Bearer <redacted:config.literal>{user}"),
            ("sid={user}-abc", "<redacted:config.literal>{user}<redacted:config.literal>"),
            ("{user}:{token}", "{user}<redacted:config.literal>{token}"),
            ("Bearer {token}", "Bearer {token}"),
            ("Bearer literal-5678", "Bearer <redacted:config.literal>"),
            ("Basic {user}", "Basic {user}"),
            ("${env:APP_KEY}", "${env:APP_KEY}"),
        ])
    func kept(_ pair: (String, String)) {
        #expect(ConfigurationText.literalRemoved(pair.0) == pair.1)
    }

    @Test("a starter's literal per-user header keeps {user} in report.json and still validates")
    func starterHeaderValidates() throws {
        let source = """
            {"backend": {"baseURL": "http://127.0.0.1:8080"},
             "start": {"method": "POST", "path": "/captures", "headers": {"Authorization": "Bearer test-session-{user}"},
                       "body": {"documentNumber": "{documentNumber}", "documentType": "{documentType}"}}}
            """
        let text = ConfigurationText.recorded(Array(source.utf8), redactor: Redactor(secrets: []))
        #expect(!text.contains("test-session-"), "\(text)")
        #expect(text.contains("\"Authorization\": \"Bearer <redacted:config.literal>{user}\""), "\(text)")
    }
}
