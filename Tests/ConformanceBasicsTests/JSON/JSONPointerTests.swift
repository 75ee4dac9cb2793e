import Foundation
import Testing

@testable import ConformanceBasics

@Suite("JSON pointers (RFC 6901)")
struct JSONPointerTests {
    /// The document of RFC 6901 §5.
    let document = JSONValue.parse(
        Array(#"{"foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\j": 5, "k\"l": 6, " ": 7, "m~n": 8}"#.utf8))!

    @Test(arguments: [
        ("/foo/0", JSONValue.string("bar")), ("/", .number(0)), ("/a~1b", .number(1)), ("/c%d", .number(2)),
        ("/e^f", .number(3)), ("/g|h", .number(4)), ("/i\\j", .number(5)), ("/k\"l", .number(6)), ("/ ", .number(7)), ("/m~0n", .number(8)),
    ])
    func resolvesRFCExamples(_ pointer: String, _ expected: JSONValue) throws {
        #expect(try #require(JSONPointer(pointer)).resolve(in: document) == expected)
    }

    @Test func wholeDocument() throws {
        #expect(try #require(JSONPointer("")).resolve(in: document) == document)
    }

    @Test(arguments: ["foo", "/~2", "/a~"])
    func rejectsMalformed(_ text: String) { #expect(JSONPointer(text) == nil) }

    @Test func missingAndOutOfRange() throws {
        #expect(try #require(JSONPointer("/foo/2")).resolve(in: document) == nil)
        #expect(try #require(JSONPointer("/foo/01")).resolve(in: document) == nil)
        #expect(try #require(JSONPointer("/nope/x")).resolve(in: document) == nil)
    }

    @Test func templatesFillEveryString() {
        let template = JSONValue.object([
            "a": .string("{user}"), "b": .array([.string("x-{id}-y"), .number(1)]), "c": .string("{unknown}"),
        ])
        #expect(
            template.filling(["user": "u1", "id": "42"])
                == .object(["a": .string("u1"), "b": .array([.string("x-42-y"), .number(1)]), "c": .string("{unknown}")]))
        #expect(Template.placeholders(in: "/captures/{id}/ended?u={user}&x={}") == ["id", "user"])
    }
}
