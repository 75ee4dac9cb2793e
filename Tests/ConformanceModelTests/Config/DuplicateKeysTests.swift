import Testing

@testable import ConformanceBasics
@testable import ConformanceModel

/// A configuration whose object holds one key twice is refused, naming the key's path: readers
/// disagree on which value counts (the kit's decoder the first, jq and Python the last).
@Suite("Duplicate configuration keys")
struct DuplicateKeysTests {
    @Test(
        "the first key an object holds twice, by its path; escapes decoded; the same key in sibling objects is fine",
        arguments: [
            (#"{"a": 1, "a": 2}"#, "a"),
            (#"{"start": {"headers": {"X": "1", "Y": "2", "X": "3"}}}"#, "start.headers.X"),
            (#"{"users": {"static": [{"name": "a"}, {"name": "b", "name": "c"}]}}"#, "users.static.1.name"),
            (#"{"k\u0065y": 1, "key": 2}"#, "key"),
            (#"{"a": {"x": 1}, "b": {"x": 1}, "c": [{"x": 1}, {"x": 2}], "d": "a,\"a\":"}"#, nil),
            (#"["a", "a", {"a": [1, 2], "b": {"a": 3}}]"#, nil),
        ] as [(String, String?)])
    func found(_ pair: (String, String?)) {
        #expect(JSONDuplicateKeys.first(in: Array(pair.0.utf8)) == pair.1, "\(pair.0)")
    }

    @Test("the loader refuses a duplicated key in one line naming it")
    func refused() throws {
        let source = """
            {"backend": {"baseURL": "http://127.0.0.1:8080"}, "humanPlugin": {"token": "first-token-0001", "token": "second-token-0002"}}
            """
        do {
            _ = try ConfigurationLoader.parse(Array(source.utf8), file: "dup.json", environment: [:])
            Issue.record("a duplicated key was accepted")
        } catch {
            let text = error.description
            #expect(text.contains("dup.json") && text.contains("humanPlugin.token") && text.contains("given twice"), "\(text)")
            #expect(!text.contains("first-token-0001") && !text.contains("second-token-0002"), "the error quotes a value: \(text)")
            #expect(!text.contains("\n"))
        }
    }
}
