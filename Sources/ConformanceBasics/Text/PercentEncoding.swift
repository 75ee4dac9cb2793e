/// Percent-encoding (RFC 3986 §2.1) over ASCII sets, as the kit needs it for URLs, form bodies and
/// redaction, without the full Foundation (whose `CharacterSet` drags in ICU).
public struct PercentEncodingSet: Sendable, Hashable {
    private var low: UInt64
    private var high: UInt64

    /// The ASCII characters of `characters` stay as they are; every other byte is encoded.
    public init(_ characters: String) {
        low = 0
        high = 0
        for byte in characters.utf8 where byte < 128 { insert(byte) }
    }

    public func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? low & (1 << UInt64(byte)) != 0 : (byte < 128 ? high & (1 << UInt64(byte - 64)) != 0 : false)
    }

    public mutating func insert(_ byte: UInt8) {
        if byte < 64 { low |= 1 << UInt64(byte) } else if byte < 128 { high |= 1 << UInt64(byte - 64) }
    }

    /// This set without the ASCII characters of `characters`.
    public func subtracting(_ characters: String) -> PercentEncodingSet {
        var out = self
        for byte in characters.utf8 where byte < 128 {
            if byte < 64 { out.low &= ~(1 << UInt64(byte)) } else { out.high &= ~(1 << UInt64(byte - 64)) }
        }
        return out
    }

    /// This set and the ASCII characters of `characters`.
    public func union(_ characters: String) -> PercentEncodingSet {
        var out = self
        for byte in characters.utf8 where byte < 128 { out.insert(byte) }
        return out
    }

    package static let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    package static let digits = "0123456789"
    static let subDelimiters = "!$&'()*+,;="

    /// Nothing is left as it is.
    public static let none = PercentEncodingSet("")
    /// ASCII letters and digits.
    public static let alphanumerics = PercentEncodingSet(letters + digits)
    /// RFC 3986 unreserved: letters, digits, `-._~`.
    public static let unreserved = PercentEncodingSet(letters + digits + "-._~")
    /// Foundation's `urlQueryAllowed` (and `urlFragmentAllowed`): unreserved, sub-delimiters, `:@/?`.
    public static let urlQuery = unreserved.union(subDelimiters + ":@/?")
    static let urlFragment = urlQuery
    /// What Foundation's `addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)` leaves:
    /// unreserved, sub-delimiters but `;`, and `@/` (on Linux it encodes `:` for that set).
    static let urlPath = unreserved.union(subDelimiters + "@/").subtracting(";")
    /// One path segment, as Foundation encodes with `urlPathAllowed` minus `/?#`: unreserved,
    /// sub-delimiters but `;`, and `:@`.
    public static let urlPathSegment = unreserved.union(subDelimiters + ":@").subtracting(";")
    /// What Foundation leaves with `.urlHostAllowed` on Linux (encoded as user info): as `urlUser`.
    static let urlHost = unreserved.union(subDelimiters)
    /// Foundation's `urlUserAllowed` and `urlPasswordAllowed`: unreserved and sub-delimiters.
    static let urlUser = unreserved.union(subDelimiters)
    static let urlPassword = urlUser
}

extension StringProtocol {
    /// The UTF-8 bytes of this string outside `allowed` written as `%XX` (upper-case hex).
    public func percentEncoded(allowing allowed: PercentEncodingSet) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count)
        for byte in utf8 {
            if allowed.contains(byte) {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// This string with every `%XX` decoded; nil when a `%` is not followed by two hex digits or
    /// the decoded bytes are not UTF-8 (as Foundation's `removingPercentEncoding`).
    public var percentDecoded: String? {
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count)
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                out.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexDigitValue), let low = iterator.next().flatMap(hexDigitValue) else { return nil }
            out.append(high << 4 | low)
        }
        return String(validating: out, as: UTF8.self)
    }

}

/// The value of one hexadecimal digit, either case (`"a"` and `"A"` are 10), or nil.
func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}
