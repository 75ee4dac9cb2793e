import Foundation
import Testing

@testable import ConformanceBasics
@testable import ConformanceReports

/// Every JSON the kit writes goes through `JSONText`, which spells each value one way.
@Suite("One JSON writer")
struct OneJSONWriterTests {
    static func text(_ value: Any, _ options: JSONText.Options = []) -> String? { JSONText.string(value, options: options) }

    @Test("-0 is written -0 in every path (Double, JSONValue, report value)")
    func negativeZero() {
        #expect(Self.text(-0.0) == "-0")
        #expect(Self.text([-0.0]) == "[-0]")
        #expect(String(decoding: JSONValue.number(-0.0).serialized, as: UTF8.self) == "-0")
        #expect(JSONText.number(-0.0) == "-0")
        #expect(JSONReport.text(.number(-0.0)) == "-0\n")
        #expect(Self.text(0.0) == "0")
    }

    @Test("NaN and the infinities, which JSON cannot hold, are written null everywhere")
    func nonFinite() {
        for number in [Double.nan, .infinity, -.infinity] {
            #expect(Self.text(["n": number]) == #"{"n":null}"#)
            #expect(String(decoding: JSONValue.array([.number(number)]).serialized, as: UTF8.self) == "[null]")
            #expect(JSONReport.text(.array([.number(number)])) == "[\n  null\n]\n")
            #expect(JSONText.number(number) == "null")
        }
        #expect(Self.text(Float.nan) == "null")
    }

    @Test("integers in full digits however large; whole doubles as digits below 2^53, beyond as Swift spells them")
    func bigNumbers() {
        #expect(Self.text(Int.max) == "9223372036854775807")
        #expect(Self.text(Int.min) == "-9223372036854775808")
        #expect(Self.text(UInt64.max) == "18446744073709551615")
        #expect(JSONReport.text(.int(Int.max)) == "9223372036854775807\n")
        #expect(Self.text(9_007_199_254_740_991.0) == "9007199254740991")
        #expect(Self.text(1e15) == "1000000000000000")
        #expect(Self.text(9_007_199_254_740_992.0) == "9007199254740992.0")
        #expect(Self.text(1e16) == "1e+16")
        #expect(Self.text(1e21) == "1e+21")
        #expect(Self.text(0.1) == "0.1")
        #expect(Self.text(-2.5e-7) == "-2.5e-07")
        #expect(String(decoding: JSONValue.number(1e15).serialized, as: UTF8.self) == "1000000000000000")
        #expect(JSONReport.text(.number(3.0)) == "3\n")
        // Every spelling parses back to the same number.
        for number in [0.1, 1e21, 9_007_199_254_740_992.0, -2.5e-7, 123_456_789.125] {
            #expect(JSONValue.parse(Array(JSONText.number(number).utf8)) == .number(number))
        }
    }

    @Test("string escapes: quote, backslash, controls, slash by option, U+2028/2029, non-ASCII as is or as \\u")
    func escapes() {
        let text = "q\"\\/\u{0}\u{1f}\n\r\t\u{8}\u{c}\u{7f}é\u{2028}\u{2029}😀"
        let plain = #"q\"\\\/\u0000\u001f\n\r\t\b\f"# + "\u{7f}é" + #"\u2028\u2029"# + "😀"
        #expect(JSONText.escaped(text) == plain)
        #expect(JSONText.escaped("a/b", options: [.withoutEscapingSlashes]) == "a/b")
        #expect(JSONText.escaped("é😀\u{7f}x", options: [.escapingNonASCII]) == #"\u00e9\ud83d\ude00\u007fx"#)
        // The same string is written the same way in a tree, a JSONValue and a report.
        #expect(Self.text([text], [.withoutEscapingSlashes]) == "[\"" + JSONText.escaped(text, options: [.withoutEscapingSlashes]) + "\"]")
        #expect(
            String(decoding: JSONValue.string(text).serialized, as: UTF8.self) == "\""
                + JSONText.escaped(text, options: [.withoutEscapingSlashes]) + "\"")
        #expect(JSONReport.text(.string(text)) == "\"" + JSONText.escaped(text, options: [.withoutEscapingSlashes]) + "\"\n")
        // What is written parses back to the string.
        #expect(JSONValue.parse(JSONValue.string(text).serialized) == .string(text))
    }

    @Test("the reports' layout: \": \", keys in code-point order, empty containers as [] and {}")
    func reportLayout() {
        let value: JSONReport.Value = .object(["b": .array([]), "B": .object([:]), "a": .array([.int(1), .null])])
        let expected = "{\n  \"B\": {},\n  \"a\": [\n    1,\n    null\n  ],\n  \"b\": []\n}\n"
        #expect(JSONReport.text(value) == expected)
        let tree: [String: Any] = ["b": [Any](), "B": [String: Any](), "a": [1, JSONText.null]]
        #expect(Self.text(tree, [.prettyPrinted, .reportLayout]).map { $0 + "\n" } == expected)
    }

    /// What a JSON text writer written by hand, or Foundation's, looks like in Swift source.
    static let writerPatterns = ["JSONEncoder(", "JSONSerialization", #""\\\"""#, #""\\u""#, ".outputFormatting"]
    /// Files allowed a pattern, and why.
    static let allowed: [(file: String, pattern: String, reason: String)] = [
        ("ConformanceBasics/JSON/JSONValue.swift", "JSONEncoder(", "the Encodable-to-JSONValue bridge (never writes text out)"),
        ("ConformanceModel/Verdicts/RecordedEvidence.swift", "JSONEncoder(", "a Codable round trip for redaction, decoded at once"),
        ("ConformanceModel/Verdicts/RecordedEvidence.swift", ".outputFormatting", "the same round trip's key order"),
        ("specs-embed/main.swift", #""\\\"""#, "writes Swift string literals, not JSON"),
        ("VendorProbe/CurlTransport.swift", #""\\\"""#, "writes curl's configuration strings, not JSON"),
        (
            "ConformanceBasics/JSON/JSONStyledText.swift", #""\\\"""#,
            "the stand-in's varied answers: one value in the other bytes RFC 8259 allows, which JSONText never writes"
        ),
        ("ConformanceBasics/JSON/JSONStyledText.swift", #""\\u""#, "the same: any character as a \\uXXXX escape; reports stay on JSONText"),
    ]

    @Test("no second JSON writer in Sources: only JSONText escapes JSON or drives an encoder")
    func noSecondWriter() throws {
        var writerSeen = false
        for file in FoundationImportTests.swiftFiles() {
            let text = try String(contentsOf: FoundationImportTests.sources.appendingPathComponent(file), encoding: .utf8)
            if file == "ConformanceBasics/JSON/JSONText.swift" {
                writerSeen = text.contains(#""\\\"""#) && text.contains(#""\\u"#)
                continue
            }
            for pattern in Self.writerPatterns where text.contains(pattern) {
                let excused = Self.allowed.contains { $0.file == file && $0.pattern == pattern }
                #expect(excused, "\(file) has \(pattern): write JSON through JSONText")
            }
        }
        // The scan sees the one writer's own escapes, so it would see another's.
        #expect(writerSeen)
    }
}
