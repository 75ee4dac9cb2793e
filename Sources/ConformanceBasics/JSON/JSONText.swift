/// JSON text for loosely typed values (`[String: Any]`, `[Any]`, `String`, `Int`, `Double`, `Bool`,
/// `JSONValue`, `JSONText.null`), written as Foundation's `JSONSerialization` writes them (compact
/// or pretty with `" : "`, keys sorted case-insensitively), without the full Foundation.
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

    /// `value` written as JSON text; nil when it holds something JSON cannot (a non-finite number, another type).
    public static func bytes(_ value: Any, options: Options = []) -> [UInt8]? {
        var writer = Writer(options: options)
        guard writer.write(value, level: 0) else { return nil }
        return writer.out
    }

    /// The order `JSONSerialization`'s `.sortedKeys` gives plain keys: case-insensitive, lower case first.
    public static func precedes(_ a: String, _ b: String) -> Bool {
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
            case let number as Double: return double(number)
            case let number as Float: return double(Double(number))
            case let json as JSONValue: return write(Self.plain(json), level: level)
            case let members as [String: Any]: return object(members, level: level)
            case let elements as [Any]: return array(elements, level: level)
            default:
                let mirror = Mirror(reflecting: value)
                guard mirror.displayStyle == .optional else { return false }
                guard let wrapped = mirror.children.first?.value else { append("null"); return true }
                return write(wrapped, level: level)
            }
            return true
        }

        /// A `JSONValue` with numbers as the loose tree has them (so `1.0` is written `1`).
        static func plain(_ value: JSONValue) -> Any { JSONText.loose(value) }

        mutating func object(_ members: [String: Any], level: Int) -> Bool {
            out.append(UInt8(ascii: "{"))
            let pretty = options.contains(.prettyPrinted)
            if members.isEmpty {
                if pretty { append("\n\n"); indent(level) }
                out.append(UInt8(ascii: "}"))
                return true
            }
            var first = true
            for key in members.keys.sorted(by: JSONText.precedes) {
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                if pretty { out.append(UInt8(ascii: "\n")); indent(level + 1) }
                string(key)
                append(pretty ? " : " : ":")
                guard write(members[key]!, level: level + 1) else { return false }
            }
            if pretty { out.append(UInt8(ascii: "\n")); indent(level) }
            out.append(UInt8(ascii: "}"))
            return true
        }

        mutating func array(_ elements: [Any], level: Int) -> Bool {
            out.append(UInt8(ascii: "["))
            let pretty = options.contains(.prettyPrinted)
            if elements.isEmpty {
                if pretty { append("\n\n"); indent(level) }
                out.append(UInt8(ascii: "]"))
                return true
            }
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { out.append(UInt8(ascii: "\n")); indent(level + 1) }
                guard write(element, level: level + 1) else { return false }
            }
            if pretty { out.append(UInt8(ascii: "\n")); indent(level) }
            out.append(UInt8(ascii: "]"))
            return true
        }

        mutating func double(_ number: Double) -> Bool {
            guard number.isFinite else { return false }
            if number.rounded() == number, abs(number) < 1e15 {
                append(number == 0 && number.sign == .minus ? "-0" : String(Int(number)))
            } else {
                append("\(number)")
            }
            return true
        }

        mutating func string(_ text: String) {
            let hex = Array("0123456789abcdef".utf8)
            out.append(UInt8(ascii: "\""))
            for byte in text.utf8 {
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
            out.append(UInt8(ascii: "\""))
        }

        mutating func indent(_ level: Int) {
            out += [UInt8](repeating: UInt8(ascii: " "), count: 2 * level)
        }

        mutating func append(_ text: String) { out += Array(text.utf8) }
    }
}
