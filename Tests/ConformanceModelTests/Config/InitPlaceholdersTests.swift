import Testing

@testable import ConformanceBasics
@testable import ConformanceModel

/// A starter file with several placeholders is refused with one line naming all of them.
@Suite("Init placeholders")
struct InitPlaceholdersTests {
    static func error(_ json: String) throws -> String? {
        let document = try #require(JSONValue.parse(Array(json.utf8)))
        return InitPlaceholders.first(in: document, file: "my.json").map { "\($0)" }
    }

    @Test("the first placeholder is named with its hint, and every other one after it")
    func everyPlaceholderNamed() throws {
        let message = try #require(
            try Self.error(
                """
                {"backend": {"launch": {"command": ["replace-with-your-start-command"]}},
                 "humanPlugin": {"token": "replace-with-a-test-token"}}
                """))
        #expect(
            message.contains(
                "backend.launch.command[0]: 'replace-with-your-start-command' is a placeholder written by hp-conformance init; replace it with the command that starts your back-end"
            ), "\(message)")
        #expect(message.hasSuffix("; still placeholders as well: humanPlugin.token"), "\(message)")
        #expect(!message.contains("\n"), "one line: \(message)")
    }

    @Test("a single placeholder says nothing more")
    func singlePlaceholder() throws {
        let message = try #require(try Self.error(#"{"humanPlugin": {"token": "replace-with-a-test-token"}}"#))
        #expect(!message.contains("as well"), "\(message)")
        #expect(message.contains("humanPlugin.token: 'replace-with-a-test-token' is a placeholder"), "\(message)")
    }

    @Test("no placeholder, no error")
    func none() throws {
        #expect(try Self.error(#"{"humanPlugin": {"token": "a-real-test-token"}}"#) == nil)
    }
}
