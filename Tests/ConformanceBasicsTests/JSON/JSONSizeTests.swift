import Testing

@testable import ConformanceBasics

@Suite("JSONValue.serializedCount: the length of the compact text, found without writing it")
struct JSONSizeTests {
    static let values: [JSONValue] = [
        .null, .bool(true), .bool(false), .number(0), .number(-0.0), .number(12), .number(-3.25), .number(1e21),
        .number(9_007_199_254_740_993), .number(.nan), .string(""), .string("plain"), .string("a/b \"q\" \\ \n\r\t\u{8}\u{c}"),
        .string("\u{1}\u{1f} é è ¨ © ✓ 🙂 \u{80}\u{2027}"), .string("line\u{2028}para\u{2029}end \u{e2}"), .array([]), .object([:]),
        .array([.number(1), .string("x"), .null, .array([.bool(true)])]),
        .object(["b": .number(2), "a": .object(["nested": .array([.string("\u{2028}"), .object([:])])]), "Ä": .string("/")]),
    ]

    @Test("equals serialized.count for scalars, escapes, U+2028/9, empty and nested containers", arguments: values)
    func equalsTheWrittenLength(_ value: JSONValue) {
        #expect(value.serializedCount(atMost: Int.max) == value.serialized.count)
        #expect(value.serializedCount(atMost: value.serialized.count) == value.serialized.count)
        if value.serialized.count > 0 {
            #expect(value.serializedCount(atMost: value.serialized.count - 1) == nil)
        }
    }

    @Test("an object of 330,000 keys is found too long for 64 KiB without being written")
    func wideObjectStopsEarly() {
        var members: [String: JSONValue] = [:]
        for index in 0..<330_000 { members["k\(index)"] = .number(0) }
        let wide = JSONValue.object(members)
        #expect(wide.serializedCount(atMost: 64 * 1024) == nil)
        #expect(JSONValue.object(["id": .string("p-1")]).serializedCount(atMost: 64 * 1024) == 12)
    }
}
