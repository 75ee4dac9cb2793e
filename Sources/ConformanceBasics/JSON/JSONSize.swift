extension JSONValue {
    /// The length of `serialized`, or nil as soon as it would exceed `limit`: counted without
    /// writing the text or sorting keys (the length does not depend on the keys' order), so that
    /// deciding whether a wide or long value fits a bound costs at most `limit` bytes of work.
    public func serializedCount(atMost limit: Int) -> Int? {
        var budget = JSONSizeBudget(limit: limit)
        return budget.add(self) ? budget.used : nil
    }
}

/// Counts the bytes of compact JSON text as `JSONText` writes it with `withoutEscapingSlashes`.
private struct JSONSizeBudget {
    let limit: Int
    var used = 0

    mutating func take(_ bytes: Int) -> Bool {
        used += bytes
        return used <= limit
    }

    mutating func add(_ value: JSONValue) -> Bool {
        switch value {
        case .null: return take(4)
        case let .bool(flag): return take(flag ? 4 : 5)
        case let .number(number): return take(JSONText.number(number).utf8.count)
        case let .string(text): return string(text)
        case let .array(elements):
            guard take(2 + max(0, elements.count - 1)) else { return false }
            for element in elements where !add(element) { return false }
            return true
        case let .object(members):
            // Braces, commas, and a colon per member.
            guard take(2 + max(0, members.count - 1) + members.count) else { return false }
            for (key, member) in members {
                guard string(key), add(member) else { return false }
            }
            return true
        }
    }

    /// A string's quotes and its bytes as `JSONText` escapes them.
    mutating func string(_ text: String) -> Bool {
        guard take(2 + text.utf8.count) else { return false }
        var extra = 0
        // The two bytes before the current one, to find U+2028 and U+2029 (E2 80 A8/A9), which are
        // written as six-byte escapes.
        var (before, last): (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, 0x0D, 0x09, 0x08, 0x0C: extra += 1
            case 0..<0x20: extra += 5
            default:
                if byte == 0xA8 || byte == 0xA9, before == 0xE2, last == 0x80 { extra += 3 }
            }
            (before, last) = (last, byte)
        }
        return take(extra)
    }
}
