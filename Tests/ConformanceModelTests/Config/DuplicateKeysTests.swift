import KitTestSupport
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

    /// The scan kept a copy of each object's key set per key, quadratic in an object's keys (60,000
    /// keys took 22 s); in place it is linear. The deadline only catches the quadratic scan (200,000
    /// keys: minutes), never a busy machine.
    @Test("one object of 200,000 keys is scanned in linear time, and its last key's duplicate is found")
    func manyKeys() {
        let count = 200_000
        let members = (0..<count).map { "\"key\($0)\": \($0)" }.joined(separator: ", ")
        let unique = Array("{\(members)}".utf8)
        let twice = Array("{\(members), \"key\(count - 1)\": 0}".utf8)
        let found = HardDeadline.run("the duplicate-key scan of \(count) keys", seconds: 60) {
            (JSONDuplicateKeys.first(in: unique), JSONDuplicateKeys.first(in: twice))
        }
        #expect(found?.0 == nil)
        #expect(found?.1 == "key\(count - 1)")
    }
}
