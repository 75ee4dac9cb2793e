/// The fast path of `JSONValue.parse`: a reader of plain, strict JSON (RFC 8259) that throws
/// nothing. It gives up (nil) on anything else, and the caller then leaves the decision to
/// `JSONDecoder`, so the two never disagree: on a text this reader accepts, it gives what
/// `JSONDecoder` gives, and everything `JSONDecoder` treats its own way goes to it: a repeated key,
/// a trailing comma, a byte order mark, a lone surrogate, invalid UTF-8, a control character in a
/// string, a number of more than 15 digits, with a large exponent, with an exponent after a leading
/// zero, or below the normal doubles.
/// `JSONDecoder`'s own way costs a thrown error at every value (it is tried as each type in turn),
/// and a test runner that records a backtrace per thrown error made that cost double a run's time.
/// The caller bounds the nesting first (`JSONValue.maxDepth`), so the recursion is bounded.
struct StrictJSONReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The value `text` holds, or nil when it is not plain strict JSON (see the type's comment).
    static func read(_ text: [UInt8]) -> JSONValue? {
        text.withUnsafeBufferPointer { buffer in
            var reader = StrictJSONReader(buffer)
            reader.skipSpace()
            guard let value = reader.value() else { return nil }
            reader.skipSpace()
            return reader.index == buffer.count ? value : nil
        }
    }

    private mutating func value() -> JSONValue? {
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func object() -> JSONValue? {
        index += 1
        var members: [String: JSONValue] = [:]
        skipSpace()
        if consume(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
            skipSpace()
            guard consume(UInt8(ascii: ":")) else { return nil }
            skipSpace()
            guard let member = value(), members[key] == nil else { return nil }
            members[key] = member
            skipSpace()
            if consume(UInt8(ascii: "}")) { return .object(members) }
            guard consume(UInt8(ascii: ",")) else { return nil }
        }
    }

    private mutating func array() -> JSONValue? {
        index += 1
        var elements: [JSONValue] = []
        skipSpace()
        if consume(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            skipSpace()
            guard let element = value() else { return nil }
            elements.append(element)
            skipSpace()
            if consume(UInt8(ascii: "]")) { return .array(elements) }
            guard consume(UInt8(ascii: ",")) else { return nil }
        }
    }

    /// The string starting at the opening quote, escapes resolved; nil on a control character,
    /// an unknown escape, a lone surrogate or bytes that are not UTF-8.
    private mutating func string() -> String? {
        index += 1
        var utf8: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(validating: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    utf8.append(contentsOf: String(Character(scalar)).utf8)
                default: return nil
                }
            case 0..<0x20:
                return nil
            default:
                utf8.append(byte)
            }
        }
        return nil
    }

    /// The scalar of `\uXXXX` (the `u` read), a surrogate pair joined; nil on a lone surrogate.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let first = hex4() else { return nil }
        if (0xDC00...0xDFFF).contains(first) { return nil }
        guard (0xD800...0xDBFF).contains(first) else { return Unicode.Scalar(first) }
        guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")), let second = hex4(), (0xDC00...0xDFFF).contains(second) else {
            return nil
        }
        return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
    }

    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            index += 1
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// A number of RFC 8259's grammar with at most 15 digits and an exponent within ±300 (exact
    /// in a double either way); anything longer is left to `JSONDecoder`.
    private mutating func number() -> JSONValue? {
        let start = index
        var digits = 0
        _ = consume(UInt8(ascii: "-"))
        let leadingZero = consume(UInt8(ascii: "0"))
        if leadingZero {
            digits = 1
        } else {
            guard index < bytes.count, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[index]) else { return nil }
            digits = skipDigits()
        }
        if consume(UInt8(ascii: ".")) {
            let fraction = skipDigits()
            guard fraction > 0 else { return nil }
            digits += fraction
        }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            // JSONDecoder refuses `0e1`: an exponent after a leading zero is left to it.
            guard !leadingZero else { return nil }
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            let exponentStart = index
            let exponentDigits = skipDigits()
            guard exponentDigits > 0, exponentDigits <= 3 else { return nil }
            var exponent = 0
            for position in exponentStart..<index { exponent = exponent * 10 + Int(bytes[position] - UInt8(ascii: "0")) }
            guard exponent <= 300 else { return nil }
        }
        guard digits <= 15, let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)),
            value.isFinite, value == 0 || value.magnitude >= Double.leastNormalMagnitude
        else { return nil }
        return .number(value)
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return nil }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return nil }
        index += count
        return value
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }
}
