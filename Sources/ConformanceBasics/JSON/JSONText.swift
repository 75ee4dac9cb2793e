/// The kit's one JSON text writer (a test fails when another appears in Sources): loosely typed values
/// (`[String: Any]`, `[Any]`, `String`, `Int`, `Double`, `Bool`, `JSONValue`, `JSONText.null`) written as
/// Foundation's `JSONSerialization` writes them (compact or pretty with `" : "`, keys sorted
/// case-insensitively), or in the reports' layout, without the full Foundation. Every value is spelled
/// one way whatever the layout:
/// - integers (`Int`, any `BinaryInteger`) in full digits, however large;
/// - a `Double` that is whole and below 2^53 in magnitude (exact) as digits, `-0` as `-0`; any other
///   finite `Double` in Swift's shortest round-trip form (`0.1`, `9007199254740992.0`, `1e+21`);
/// - NaN and the infinities, which JSON cannot hold, as `null`;
/// - in strings: `\"`, `\\`, `\n`, `\r`, `\t`, `\b`, `\f`, other controls as `\u00xx`, U+2028 and
///   U+2029 as `\u2028` and `\u2029`, `/` as `\/` unless `withoutEscapingSlashes`, the rest as UTF-8.
public enum JSONText {
    /// JSON `null` in a loosely typed tree (what `NSNull` is to `JSONSerialization`).
    public struct Null: Sendable, Hashable {
        public init() {}
    }

    public static let null = Null()

    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Two-space indentation, one member or element per line.
        public static let prettyPrinted = Options(rawValue: 1)
        /// `/` written as is instead of `\/`.
        public static let withoutEscapingSlashes = Options(rawValue: 2)
        /// The layout of the kit's reports: `": "` between a key and its value, keys in code-point
        /// order (`String`'s `<`), empty arrays and objects as `[]` and `{}`.
        public static let reportLayout = Options(rawValue: 4)
        /// Every character outside printable ASCII written as `\uXXXX` (UTF-16 units).
        public static let escapingNonASCII = Options(rawValue: 8)
    }

    /// Parses JSON text (a top-level scalar allowed) into a loosely typed tree: objects become
    /// `[String: Any]`, arrays `[Any]`, whole numbers `Int`, other numbers `Double`, null `JSONText.null`.
    /// Nil when `bytes` are not JSON.
    public static func parse(_ bytes: [UInt8]) -> Any? {
        JSONValue.parse(bytes).map(loose)
    }

    /// `value` as a loosely typed tree (see `parse`).
    public static func loose(_ value: JSONValue) -> Any {
        switch value {
        case .null: null
        case let .bool(flag): flag
        case let .number(number):
            if number.rounded() == number, abs(number) < 9_007_199_254_740_992 { Int(number) as Any } else { number as Any }
        case let .string(text): text
        case let .array(values): values.map(loose)
        case let .object(members): members.mapValues(loose)
        }
    }

    /// `value` written as JSON text; nil when it holds something that is not JSON (a `Date`, another type).
    public static func bytes(_ value: Any, options: Options = []) -> [UInt8]? {
        var writer = Writer(options: options)
        guard writer.write(value, level: 0) else { return nil }
        return writer.out
    }

    /// A `JSONValue` written as JSON text (always possible).
    public static func bytes(_ value: JSONValue, options: Options = []) -> [UInt8] {
        var writer = Writer(options: options)
        writer.value(value, level: 0)
        return writer.out
    }

    /// `value` written as JSON text, as a `String`; nil as for `bytes`.
    public static func string(_ value: Any, options: Options = []) -> String? {
        bytes(value, options: options).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The inside of a JSON string literal holding `text` (without the quotes).
    public static func escaped(_ text: String, options: Options = []) -> String {
        var writer = Writer(options: options)
        writer.string(text)
        return String(decoding: writer.out.dropFirst().dropLast(), as: UTF8.self)
    }

    /// How a number is spelled in JSON text (`null` for NaN and the infinities).
    public static func number(_ number: Double) -> String {
        var writer = Writer(options: [])
        writer.double(number)
        return String(decoding: writer.out, as: UTF8.self)
    }

    /// The order `JSONSerialization`'s `.sortedKeys` gives plain keys: case-insensitive, lower case first.
    static func precedes(_ a: String, _ b: String) -> Bool {
        let (la, lb) = (a.lowercased(), b.lowercased())
        if la != lb { return la.utf8.lexicographicallyPrecedes(lb.utf8) }
        return b.utf8.lexicographicallyPrecedes(a.utf8)
    }

    private struct Writer {
        let options: Options
        var out: [UInt8] = []

        mutating func write(_ value: Any, level: Int) -> Bool {
            switch value {
            case is Null: append("null")
            case let flag as Bool: append(flag ? "true" : "false")
            case let text as String: string(text)
            case let text as Substring: string(String(text))
            case let number as Int: append(String(number))
            case let number as any BinaryInteger: append("\(number)")
            case let number as Double: double(number)
            case let number as Float: double(Double(number))
            case let json as JSONValue: self.value(json, level: level)
            case let members as [String: Any]: return object(members, level: level)
            case let elements as [Any]: return array(elements, level: level)
            default:
                let mirror = Mirror(reflecting: value)
                guard mirror.displayStyle == .optional else { return false }
                guard let wrapped = mirror.children.first?.value else {
                    append("null")
                    return true
                }
                return write(wrapped, level: level)
            }
            return true
        }

        mutating func value(_ json: JSONValue, level: Int) {
            switch json {
            case .null: append("null")
            case let .bool(flag): append(flag ? "true" : "false")
            case let .number(number): double(number)
            case let .string(text): string(text)
            case let .array(elements): _ = array(elements, level: level)
            case let .object(members): _ = object(members, level: level)
            }
        }

        /// Opens a container; false (and the container closed) when it is empty.
        mutating func open(_ bracket: String, _ close: String, empty: Bool, level: Int) -> Bool {
            append(bracket)
            guard empty else { return true }
            if options.contains(.prettyPrinted), !options.contains(.reportLayout) {
                append("\n\n")
                indent(level)
            }
            append(close)
            return false
        }

        mutating func object<Member>(_ members: [String: Member], level: Int) -> Bool {
            guard open("{", "}", empty: members.isEmpty, level: level) else { return true }
            let pretty = options.contains(.prettyPrinted)
            let keys = options.contains(.reportLayout) ? members.keys.sorted() : members.keys.sorted(by: JSONText.precedes)
            var first = true
            for key in keys {
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                if pretty {
                    out.append(UInt8(ascii: "\n"))
                    indent(level + 1)
                }
                string(key)
                append(!pretty ? ":" : options.contains(.reportLayout) ? ": " : " : ")
                guard element(members[key]!, level: level + 1) else { return false }
            }
            if pretty {
                out.append(UInt8(ascii: "\n"))
                indent(level)
            }
            out.append(UInt8(ascii: "}"))
            return true
        }

        mutating func array<Element>(_ elements: [Element], level: Int) -> Bool {
            guard open("[", "]", empty: elements.isEmpty, level: level) else { return true }
            let pretty = options.contains(.prettyPrinted)
            for (index, item) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                if pretty {
                    out.append(UInt8(ascii: "\n"))
                    indent(level + 1)
                }
                guard element(item, level: level + 1) else { return false }
            }
            if pretty {
                out.append(UInt8(ascii: "\n"))
                indent(level)
            }
            out.append(UInt8(ascii: "]"))
            return true
        }

        mutating func element<Item>(_ item: Item, level: Int) -> Bool {
            if let json = item as? JSONValue {
                value(json, level: level)
                return true
            }
            return write(item, level: level)
        }

        mutating func double(_ number: Double) {
            if !number.isFinite {
                append("null")
            } else if number.rounded() == number, abs(number) < 9_007_199_254_740_992 {
                append(number == 0 && number.sign == .minus ? "-0" : String(Int(number)))
            } else {
                append("\(number)")
            }
        }

        mutating func string(_ text: String) {
            let hex = Array("0123456789abcdef".utf8)
            out.append(UInt8(ascii: "\""))
            if options.contains(.escapingNonASCII) {
                for scalar in text.unicodeScalars {
                    if scalar.value < 0x7F {
                        byte(UInt8(scalar.value), hex)
                    } else {
                        for unit in String(scalar).utf16 {
                            out += Array("\\u".utf8) + (0..<4).reversed().map { hex[Int(unit >> (4 * UInt16($0)) & 0x0F)] }
                        }
                    }
                }
            } else {
                let bytes = Array(text.utf8)
                var index = 0
                while index < bytes.count {
                    let value = bytes[index]
                    // U+2028 and U+2029 (E2 80 A8/A9): line breaks to JavaScript, escaped.
                    if value == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                        bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
                    {
                        append(bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                        index += 3
                        continue
                    }
                    byte(value, hex)
                    index += 1
                }
            }
            out.append(UInt8(ascii: "\""))
        }

        mutating func byte(_ byte: UInt8, _ hex: [UInt8]) {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case UInt8(ascii: "/"): append(options.contains(.withoutEscapingSlashes) ? "/" : "\\/")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0..<0x20: out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            default: out.append(byte)
            }
        }

        mutating func indent(_ level: Int) {
            out += [UInt8](repeating: UInt8(ascii: " "), count: 2 * level)
        }

        mutating func append(_ text: String) { out += Array(text.utf8) }
    }
}
