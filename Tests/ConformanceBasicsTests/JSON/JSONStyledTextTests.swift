import Testing

@testable import ConformanceBasics

@Suite("JSON written in other styles")
struct JSONStyledTextTests {
    static let value: JSONValue = .object([
        "id": .string("prc_A1"), "link": .string("http://h/capture/prc_A1?x=1&y=%2F"),
        "process": .object(["state": .string("PROCESS_STATE_FINISHED"), "attempts": .number(2), "ok": .bool(true), "none": .null]),
        "list": .array([.string("é\u{1F600}"), .number(1.5)]),
    ])

    static let styles: [(String, JSONStyle)] = {
        var spaces = JSONStyle()
        spaces.spaces = true
        var pretty = JSONStyle()
        pretty.indent = 2
        var reverse = JSONStyle()
        reverse.reverseKeys = true
        var slashes = JSONStyle()
        slashes.escapeSlashes = true
        var escapes = JSONStyle()
        escapes.escapeAllButAlphanumerics = true
        var around = JSONStyle()
        around.surrounding = "\n  "
        return [
            ("spaces", spaces), ("pretty", pretty), ("reverse", reverse), ("slashes", slashes), ("escapes", escapes), ("around", around),
        ]
    }()

    @Test("every style writes the same value (a JSON parser reads it back unchanged)", arguments: 0..<6)
    func sameValue(index: Int) throws {
        let (_, style) = Self.styles[index]
        let bytes = JSONStyledText.bytes(Self.value, style: style)
        #expect(JSONValue.parse(bytes) == Self.value)
        #expect(bytes != JSONStyledText.bytes(Self.value, style: JSONStyle()))
    }

    @Test("each style changes the bytes the way it says")
    func bytesAsSaid() {
        let plain = String(decoding: JSONStyledText.bytes(Self.value, style: JSONStyle()), as: UTF8.self)
        #expect(plain.contains(#""state":"PROCESS_STATE_FINISHED""#))
        #expect(plain.hasPrefix(#"{"id":"#))
        let text = { (name: String) in
            String(decoding: JSONStyledText.bytes(Self.value, style: Self.styles.first { $0.0 == name }!.1), as: UTF8.self)
        }
        #expect(text("spaces").contains(#""state": "PROCESS_STATE_FINISHED""#))
        #expect(text("spaces").contains(", "))
        #expect(text("pretty").contains("\n    \"state\": \"PROCESS_STATE_FINISHED\""))
        #expect(text("reverse").hasPrefix(#"{"process":"#))
        #expect(text("slashes").contains(#"http:\/\/h\/capture"#))
        #expect(text("escapes").contains(#"PROCESS\u005fSTATE\u005fFINISHED"#))
        #expect(text("escapes").contains(#"\u00e9\ud83d\ude00"#))
        #expect(text("escapes").contains(#""\u0069d""#) == false)  // letters stay letters
        #expect(text("around").hasPrefix("\n  {") && text("around").hasSuffix("}\n  "))
    }

    @Test("numbers keep their value; whole numbers are written without a fraction")
    func numbers() {
        let bytes = JSONStyledText.bytes(.array([.number(2), .number(-0.25), .number(1e20)]), style: JSONStyle())
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("[2,-0.25,"))
        #expect(JSONValue.parse(bytes) == .array([.number(2), .number(-0.25), .number(1e20)]))
    }
}
