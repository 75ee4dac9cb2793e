import Foundation
import Testing

@testable import ConformanceBasics

/// `JSONValue.parse` reads plain strict JSON itself (`StrictJSONReader`) and leaves the rest to
/// `JSONDecoder`: on every text, what it gives must be what `JSONDecoder` alone gives.
@Suite("JSONValue.parse: the strict reader never disagrees with JSONDecoder")
struct StrictJSONReaderTests {
    static let texts: [String] = [
        #"{"id":"p-1","link":"https://hp.example/c/p-1","status":"created"}"#, #"{"a":1,"a":2}"#, #"{"\u0061":1,"a":2}"#,
        #""\ud800""#, #""\udc00x""#, #""\ud83d\ude00""#, #""\ud83dx""#, #""\uFFFF\uFEFF\u0000""#, "1e400", "1e-400", "5e-324",
        "1e-300", "0.00000000000001e-300", "-0", "0", "123456789012345678901234567890", "9007199254740993", "0.1", "1.5E+2",
        "-1.5e-3", "123456789012345", "1234567890123456", " 1 ", "1 2", "[1,]", #"{"a":1,}"#, "01", "1.", ".5", "+1", "-",
        "[-]", "2.5e", "1e+", "\u{FEFF}{}", "true", "false", "null", "nul", "truex", #""a\u0000b""#, "\"tab\there\"",
        #""\/\b\f\n\r\t\"\\""#, #""\x""#, "[]]", "\"\u{7f}\"", "NaN", "Infinity", "-Infinity", #"{"a"  :  [ ]  }"#,
        "\t\n\r 3", "\u{a0}3", "\"abc", "[1,2", #"{"a" 1}"#, #"{1:2}"#, "[", "{", "\"", "[true,false,null,{},[]]",
        #"{"é":1,"é":2}"#, #"{"k":"\u00e9","é":"e\u0301"}"#, #"[1e300,1E-300,-1e300]"#, "1e0300", "1e1000", "0e6", "0E1", "-0e1", "0.5e1",
        "0.0e0", "10e1",
    ]

    @Test("each tricky text: parse gives what JSONDecoder gives", arguments: texts)
    func tricky(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(JSONValue.parse(bytes) == JSONValue.decoded(bytes), "\(text.debugDescription)")
    }

    @Test("bytes that are not UTF-8 inside a string: parse gives what JSONDecoder gives")
    func invalidUTF8() {
        for bytes: [UInt8] in [
            [0x22, 0xFF, 0x22], [0x22, 0xC3, 0x28, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x7B, 0x22, 0xC0, 0x22, 0x3A, 0x31, 0x7D],
        ] {
            #expect(JSONValue.parse(bytes) == JSONValue.decoded(bytes), "\(bytes)")
        }
    }

    @Test("5,000 random values, compact and spaced: read by the strict reader, equal to JSONDecoder's and to the value")
    func randomValues() {
        var random = SeededGenerator(seed: 48)
        for round in 0..<5_000 {
            let value = Self.value(depth: 0, &random)
            let compact = value.serialized
            let spaced = Array(String(decoding: compact, as: UTF8.self).replacingOccurrences(of: ",", with: " ,\n\t").utf8)
            for text in [compact, spaced] {
                let read = StrictJSONReader.read(text)
                #expect(read == value, "round \(round): \(String(decoding: text, as: UTF8.self))")
                #expect(read == JSONValue.decoded(text), "round \(round): \(String(decoding: text, as: UTF8.self))")
            }
        }
    }

    @Test("20,000 texts with a byte flipped, dropped or added: parse gives what JSONDecoder gives")
    func mutatedTexts() {
        var random = SeededGenerator(seed: 50)
        let seeds =
            Self.texts.map { Array($0.utf8) }.filter { !$0.isEmpty } + (0..<20).map { _ in Self.value(depth: 0, &random).serialized }
        let alphabet = Array(#"{}[]":,.-+eE0123456789 \tnulltruefalse\u00e9"#.utf8) + [0x00, 0x1F, 0x80, 0xC3, 0xA9, 0xED, 0xFF]
        var accepted = 0
        for round in 0..<20_000 {
            var text = seeds[Int.random(in: 0..<seeds.count, using: &random)]
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let position = Int.random(in: 0...text.count, using: &random)
                let byte = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where position < text.count: text[position] = byte
                case 1 where position < text.count: text.remove(at: position)
                default: text.insert(byte, at: position)
                }
            }
            guard !text.isEmpty, JSONValue.nestingDepth(text) <= JSONValue.maxDepth else { continue }
            let parsed = JSONValue.parse(text)
            if StrictJSONReader.read(text) != nil { accepted += 1 }
            #expect(parsed == JSONValue.decoded(text), "round \(round): \(text)")
        }
        #expect(accepted > 1_000, "the strict reader took \(accepted) of the mutants: the fast path is exercised")
    }

    /// A random value of strings (escapes, non-ASCII, U+2028), numbers of at most 15 digits,
    /// literals and nested containers.
    static func value(depth: Int, _ random: inout SeededGenerator) -> JSONValue {
        let pieces = ["", "a", "id", "é", "🙂", "\"", "\\", "/", "\n", "\u{1}", "\u{2028}", "e\u{301}", "\u{FFFF}", "x y"]
        switch Int.random(in: 0..<(depth < 4 ? 7 : 4), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2:
            let choices: [Double] = [0, -0.0, 1, -1, 0.5, 1e21, 123456789012345, -3.25, 1e-7, 2.5e300]
            return .number(choices[Int.random(in: 0..<choices.count, using: &random)])
        case 3: return .string((0..<Int.random(in: 0...3, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
        case 4, 5:
            var members: [String: JSONValue] = [:]
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                members[pieces.randomElement(using: &random)! + String(members.count)] = value(depth: depth + 1, &random)
            }
            return .object(members)
        default: return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in value(depth: depth + 1, &random) })
        }
    }
}
