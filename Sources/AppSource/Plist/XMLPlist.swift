#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A bounded reader of XML property lists: one pass over the bytes that understands what an
/// Info.plist holds (the prolog, `<!DOCTYPE>`, comments, `<![CDATA[…]]>`, the five named entities
/// and character references) and produces only `PlistValue`s. Nesting stops at
/// `PlistBounds.maxDepth` and the values at `PlistBounds.maxValues`, whatever the comments or
/// strings hold; every refusal names the line.
struct XMLPlist {
    private let bytes: [UInt8]
    private var index = 0
    private var produced = 0
    /// Where line counting has got to (positions only move forward, so counting is linear).
    private var countedTo = 0
    private var countedLine = 1

    /// The top value of `bytes` (inside `<plist>`, or a bare value), or a one-line reason.
    package static func decode(_ bytes: [UInt8]) throws(PlistRefusal) -> PlistValue {
        var parser = XMLPlist(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        try parser.skipMisc()
        let start = parser.index
        let tag = try parser.openTag()
        let value: PlistValue
        if tag.name == "plist" {
            guard !tag.empty else { throw parser.refusal("<plist/> holds no value", at: start) }
            try parser.skipMisc()
            value = try parser.value(depth: 0)
            try parser.skipMisc()
            try parser.closeTag("plist")
        } else {
            parser.index = start
            value = try parser.value(depth: 0)
        }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    // MARK: - Values

    private mutating func value(depth: Int) throws(PlistRefusal) -> PlistValue {
        let start = index
        guard depth <= PlistBounds.maxDepth else {
            throw refusal("arrays and dictionaries nested deeper than \(PlistBounds.maxDepth)", at: start)
        }
        produced += 1
        guard produced <= PlistBounds.maxValues else { throw refusal("more than \(PlistBounds.maxValues) values", at: start) }
        let tag = try openTag()
        let line = self.line(at: start)
        switch tag.name {
        case "dict":
            var members: [PlistValue.Member] = []
            if tag.empty { return PlistValue(kind: .dictionary([]), line: line) }
            while true {
                try skipMisc()
                if peekClosing() {
                    try closeTag("dict")
                    break
                }
                let keyStart = index
                let keyTag = try openTag()
                guard keyTag.name == "key" else { throw refusal("<\(keyTag.name)> where a <key> was expected in <dict>", at: keyStart) }
                let key = keyTag.empty ? "" : try text(closing: "key")
                try skipMisc()
                guard !peekClosing() else { throw refusal("<key>\(Self.shown(key))</key> has no value", at: keyStart) }
                let keyLine = self.line(at: keyStart)
                members.append(PlistValue.Member(key: key, line: keyLine, value: try value(depth: depth + 1)))
            }
            return PlistValue(kind: .dictionary(members), line: line)
        case "array":
            var items: [PlistValue] = []
            if tag.empty { return PlistValue(kind: .array([]), line: line) }
            while true {
                try skipMisc()
                if peekClosing() {
                    try closeTag("array")
                    break
                }
                items.append(try value(depth: depth + 1))
            }
            return PlistValue(kind: .array(items), line: line)
        case "string":
            return PlistValue(kind: .string(tag.empty ? "" : try text(closing: "string")), line: line)
        case "integer", "real", "date", "data", "true", "false":
            if !tag.empty { _ = try text(closing: tag.name) }
            return PlistValue(kind: .other, line: line)
        default:
            throw refusal("<\(Self.shown(tag.name))> is not a property list element", at: start)
        }
    }

    // MARK: - Markup

    /// `<name …>` or `<name …/>` at `index` (attributes skipped, quoted values included).
    private mutating func openTag() throws(PlistRefusal) -> (name: String, empty: Bool) {
        let start = index
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else {
            throw refusal(
                index < bytes.count ? "text where an element was expected" : "the file ends where an element was expected", at: start)
        }
        index += 1
        let name = self.name()
        guard !name.isEmpty else { throw refusal("'<' not followed by an element name", at: start) }
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return (name, index >= 2 && bytes[index - 2] == UInt8(ascii: "/"))
            } else if byte == UInt8(ascii: "<") {
                break
            }
        }
        throw refusal("<\(Self.shown(name))> is not closed with '>'", at: start)
    }

    /// `</name>` at `index`.
    private mutating func closeTag(_ expected: String) throws(PlistRefusal) {
        let start = index
        guard peekClosing() else { throw refusal("</\(expected)> expected", at: start) }
        index += 2
        let name = self.name()
        while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
        guard name == expected, index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw refusal("</\(Self.shown(name))> where </\(expected)> was expected", at: start)
        }
        index += 1
    }

    private func peekClosing() -> Bool {
        index + 1 < bytes.count && bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "/")
    }

    private mutating func name() -> String {
        let start = index
        while index < bytes.count, index - start < 64 {
            let byte = bytes[index]
            guard !Self.isBlank(byte), byte != UInt8(ascii: ">"), byte != UInt8(ascii: "/"), byte != UInt8(ascii: "<") else { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Blanks, comments, processing instructions and `<!DOCTYPE …>` between elements.
    private mutating func skipMisc() throws(PlistRefusal) {
        while index < bytes.count {
            if Self.isBlank(bytes[index]) {
                index += 1
            } else if starts("<!--") {
                try skip(past: "-->", what: "comment", opening: 4)
            } else if starts("<?") {
                try skip(past: "?>", what: "processing instruction", opening: 2)
            } else if starts("<!DOCTYPE") {
                try skipDoctype()
            } else {
                return
            }
        }
    }

    private mutating func skipDoctype() throws(PlistRefusal) {
        let start = index
        var inSubset = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if byte == UInt8(ascii: ">") && !inSubset {
                return
            }
        }
        throw refusal("<!DOCTYPE is not closed", at: start)
    }

    /// The text of an element up to `</closing>`: entities resolved, CDATA kept, comments dropped.
    private mutating func text(closing: String) throws(PlistRefusal) -> String {
        let start = index
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                if starts("<!--") {
                    try skip(past: "-->", what: "comment", opening: 4)
                } else if starts("<![CDATA[") {
                    let body = index + 9
                    try skip(past: "]]>", what: "CDATA section", opening: 9)
                    text += bytes[body..<(index - 3)]
                } else {
                    try closeTag(closing)
                    return String(decoding: text, as: UTF8.self)
                }
            } else if byte == UInt8(ascii: "&") {
                try entity(into: &text)
            } else {
                text.append(byte)
                index += 1
            }
        }
        throw refusal("<\(closing)> is not closed", at: start)
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#NN;`, `&#xHH;` at `index`, appended as UTF-8.
    private mutating func entity(into text: inout [UInt8]) throws(PlistRefusal) {
        let start = index
        var end = index + 1
        while end < bytes.count, end - start < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { throw refusal("'&' that does not start an entity", at: start) }
        let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        let named: [String: UInt8] = [
            "amp": UInt8(ascii: "&"), "lt": UInt8(ascii: "<"), "gt": UInt8(ascii: ">"), "quot": UInt8(ascii: "\""),
            "apos": UInt8(ascii: "'"),
        ]
        if let byte = named[name] {
            text.append(byte)
        } else if name.hasPrefix("#"),
            let code = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : UInt32(name.dropFirst(), radix: 10),
            let scalar = Unicode.Scalar(code)
        {
            text += Array(String(Character(scalar)).utf8)
        } else {
            throw refusal("unknown entity &\(Self.shown(name));", at: start)
        }
        index = end + 1
    }

    private func starts(_ literal: String) -> Bool {
        var at = index
        for byte in literal.utf8 {
            guard at < bytes.count, bytes[at] == byte else { return false }
            at += 1
        }
        return true
    }

    /// Moves past `terminator`, searching from `opening` bytes on (the opening's length).
    private mutating func skip(past terminator: String, what: String, opening: Int) throws(PlistRefusal) {
        let start = index
        let end = Array(terminator.utf8)
        index += opening
        while index < bytes.count {
            if bytes[index] == end[0], starts(terminator) {
                index += end.count
                return
            }
            index += 1
        }
        throw refusal("\(what) is not closed", at: start)
    }

    // MARK: - Messages

    /// The 1-based line of byte `at` (never before a position already asked about).
    private mutating func line(at: Int) -> Int {
        guard at >= countedTo else { return countedLine }
        while countedTo < at {
            if bytes[countedTo] == UInt8(ascii: "\n") { countedLine += 1 }
            countedTo += 1
        }
        return countedLine
    }

    private mutating func refusal(_ reason: String, at: Int) -> PlistRefusal {
        PlistRefusal(reason: "XML plist, line \(line(at: min(at, bytes.count))): \(reason)")
    }

    /// Text from the file shown in a message: printable ASCII only, at most 40 characters.
    private static func shown(_ text: String) -> String {
        let clean = String(
            String.UnicodeScalarView(text.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? $0 : "?" }))
        return clean.count > 40 ? String(clean.prefix(39)) + "…" : clean
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
