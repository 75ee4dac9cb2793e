/// How a JSON text is written, within what RFC 8259 allows: the same value in other bytes.
public struct JSONStyle: Sendable, Equatable {
    /// A space after each `:` and `,`.
    public var spaces = false
    /// Line breaks and this many spaces of indentation per level (nil: one line).
    public var indent: Int? = nil
    /// Members in reverse alphabetical order (otherwise alphabetical).
    public var reverseKeys = false
    /// `/` written `\/`.
    public var escapeSlashes = false
    /// Every character of a string other than an ASCII letter or digit written `\uXXXX`.
    public var escapeAllButAlphanumerics = false
    /// Written before and after the text (JSON white space only).
    public var surrounding = ""

    public init() {}
}

/// Writes a `JSONValue` in a `JSONStyle`.
public enum JSONStyledText {
    public static func bytes(_ value: JSONValue, style: JSONStyle) -> [UInt8] {
        var out = style.surrounding
        write(value, style: style, depth: 0, to: &out)
        out += style.surrounding
        return Array(out.utf8)
    }

    private static func write(_ value: JSONValue, style: JSONStyle, depth: Int, to out: inout String) {
        switch value {
        case .null: out += "null"
        case let .bool(flag): out += flag ? "true" : "false"
        case let .number(number):
            out += number.isFinite && number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
        case let .string(text): string(text, style: style, to: &out)
        case let .array(items):
            container(
                "[", "]", items.map { item in { (out: inout String) in write(item, style: style, depth: depth + 1, to: &out) } },
                style: style, depth: depth, to: &out)
        case let .object(members):
            let keys = style.reverseKeys ? members.keys.sorted(by: >) : members.keys.sorted()
            container(
                "{", "}",
                keys.map { key in
                    { (out: inout String) in
                        string(key, style: style, to: &out)
                        out += style.spaces || style.indent != nil ? ": " : ":"
                        write(members[key]!, style: style, depth: depth + 1, to: &out)
                    }
                }, style: style, depth: depth, to: &out)
        }
    }

    private static func container(
        _ open: String, _ close: String, _ items: [(inout String) -> Void], style: JSONStyle, depth: Int, to out: inout String
    ) {
        out += open
        guard !items.isEmpty else {
            out += close
            return
        }
        let separator = style.spaces && style.indent == nil ? ", " : ","
        for (index, item) in items.enumerated() {
            if index > 0 { out += separator }
            if let indent = style.indent { out += "\n" + String(repeating: " ", count: indent * (depth + 1)) }
            item(&out)
        }
        if let indent = style.indent { out += "\n" + String(repeating: " ", count: indent * depth) }
        out += close
    }

    private static func string(_ text: String, style: JSONStyle, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            let isAlphanumeric = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
            if style.escapeAllButAlphanumerics && !isAlphanumeric {
                for unit in String(scalar).utf16 { out += "\\u" + hex4(unit) }
                continue
            }
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/" where style.escapeSlashes: out += "\\/"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += "\\u" + hex4(UInt16(scalar.value))
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    private static func hex4(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
