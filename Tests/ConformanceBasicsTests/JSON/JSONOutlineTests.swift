import Testing

@testable import ConformanceBasics

/// The top level of a document and the items of an array, found without decoding: what a reader
/// of a large `report.json` uses to decode its journal item by item.
@Suite("JSON outline")
struct JSONOutlineTests {
    static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    @Test("members and items are found through strings holding quotes, backslashes and brackets")
    func outline() throws {
        let document = Array(
            #"""
             { "a" : "x\"}]\\" , "list":[ {"b": "[\\\"", "c": [1, {"d": null}]}, 2.5e3 ,"q\\" , true ],
              "e\u0041": {} }
            """#.utf8)
        let members = try #require(JSONOutline.members(document))
        #expect(members.map { String(decoding: $0.rawKey, as: UTF8.self) } == ["a", "list", #"e\u0041"#])
        #expect(
            members.map { Self.text(document, $0.value) } == [
                #""x\"}]\\""#, #"[ {"b": "[\\\"", "c": [1, {"d": null}]}, 2.5e3 ,"q\\" , true ]"#, "{}",
            ])
        let items = try #require(JSONOutline.items(document, in: members[1].value))
        #expect(items.map { Self.text(document, $0) } == [#"{"b": "[\\\"", "c": [1, {"d": null}]}"#, "2.5e3", #""q\\""#, "true"])
        #expect(JSONOutline.items(document, in: members[0].value) == nil, "a string is not an array")
        #expect(JSONOutline.members(Array("{}".utf8)) == [])
        #expect(JSONOutline.items(Array("[ ]".utf8), in: 0..<3) == [])
    }

    @Test(
        "a text that is not an object with members told apart has no outline",
        arguments: [
            "", "[]", "{", #"{"a"}"#, #"{"a": 1"#, #"{"a": "open}"#, #"{"a": 1} trailing"#, #"{"a": [1, 2}"#, #"{"a": 1,}"#, #"{a: 1}"#,
        ])
    func refused(_ text: String) {
        #expect(JSONOutline.members(Array(text.utf8)) == nil)
    }
}
