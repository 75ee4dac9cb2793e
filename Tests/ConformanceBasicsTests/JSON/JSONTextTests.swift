import Foundation
import Testing

@testable import ConformanceBasics

/// JSONText writes loosely typed trees as JSONSerialization does (for keys that sort alike) and parses them back.
@Suite("JSON text")
struct JSONTextTests {
    nonisolated(unsafe) static let tree: [String: Any] = [
        "id": "a/b", "n": 3, "x": 2.5, "tenth": 0.1, "whole": 1.0, "big": 1e21, "flag": true, "none": NSNull(),
        "list": [1, "two", ["three": 3], [Any](), [String: Any]()], "text": "q\"\\/\u{1}\u{1f}\n\t\r\u{8}\u{c}é 😀",
        "nested": ["b": ["c": [false]]], "Upper": "u", "lower": "l",
    ]

    /// The same tree with JSONText.null for NSNull.
    static var kitTree: [String: Any] {
        var tree = Self.tree
        tree["none"] = JSONText.null
        return tree
    }

    @Test("compact, slashes escaped or not, and pretty output equal JSONSerialization's")
    func writesAsFoundation() throws {
        let cases: [(JSONText.Options, JSONSerialization.WritingOptions)] = [
            ([], [.sortedKeys]), ([.withoutEscapingSlashes], [.sortedKeys, .withoutEscapingSlashes]),
            ([.prettyPrinted, .withoutEscapingSlashes], [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]),
        ]
        for (kit, foundation) in cases {
            let expected = try JSONSerialization.data(withJSONObject: Self.tree, options: foundation)
            let written = try #require(JSONText.bytes(Self.kitTree, options: kit))
            #expect(String(decoding: written, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        }
        #expect(JSONText.bytes("x").map { String(decoding: $0, as: UTF8.self) } == "\"x\"")
        #expect(JSONText.string(["nan": Double.nan]) == #"{"nan":null}"#)
        #expect(JSONText.bytes(["date": Date()]) == nil)
        let optional: String? = nil
        #expect(JSONText.bytes(["o": optional as Any]).map { String(decoding: $0, as: UTF8.self) } == #"{"o":null}"#)
    }

    @Test("parsing gives whole numbers as Int, objects and arrays as dictionaries and arrays")
    func parses() throws {
        let parsed = try #require(
            JSONText.parse(Array(#"{"a":1,"b":1.5,"c":true,"d":null,"e":[1,"x"],"f":{"g":"h"}}"#.utf8)) as? [String: Any])
        #expect(parsed["a"] as? Int == 1)
        #expect(parsed["b"] as? Double == 1.5)
        #expect(parsed["c"] as? Bool == true)
        #expect(parsed["d"] is JSONText.Null)
        #expect((parsed["e"] as? [Any])?.count == 2)
        #expect((parsed["f"] as? [String: Any])?["g"] as? String == "h")
        #expect(JSONText.parse(Array("not json".utf8)) == nil)
        #expect(JSONText.parse(Array(#""fragment""#.utf8)) as? String == "fragment")
        let roundTrip = try #require(JSONText.bytes(parsed))
        #expect(String(decoding: roundTrip, as: UTF8.self) == #"{"a":1,"b":1.5,"c":true,"d":null,"e":[1,"x"],"f":{"g":"h"}}"#)
    }
}
