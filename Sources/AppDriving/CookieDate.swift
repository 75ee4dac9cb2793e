#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The cookie-date algorithm of RFC 6265 §5.1.1: lenient, token by token, UTC.
enum CookieDate {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    package static func parse(_ text: String) -> Date? {
        var time: (Int, Int, Int)?
        var day: Int?, month: Int?, year: Int?
        let tokens = text.split { character in
            guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
            let v = scalar.value
            return v == 0x09 || (0x20...0x2F).contains(v) || (0x3B...0x40).contains(v) || (0x5B...0x60).contains(v)
                || (0x7B...0x7E).contains(v)
        }
        for token in tokens {
            if time == nil, let parsed = parseTime(token) {
                time = parsed
                continue
            }
            if day == nil, let value = leadingNumber(token, digits: 1...2) {
                day = value
                continue
            }
            if month == nil, token.count >= 3, let index = months.firstIndex(of: token.prefix(3).lowercased()) {
                month = index + 1
                continue
            }
            if year == nil, let value = leadingNumber(token, digits: 2...4) {
                year = value
                continue
            }
        }
        guard let (hour, minute, second) = time, let day, let month, var year else { return nil }
        if (70...99).contains(year) { year += 1900 } else if (0...69).contains(year) { year += 2000 }
        guard (1...31).contains(day), year >= 1601, hour <= 23, minute <= 59, second <= 59 else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60 + second))
    }

    /// `hh:mm:ss` with one or two digits each (anything after the seconds' digits is ignored).
    private static func parseTime(_ token: Substring) -> (Int, Int, Int)? {
        let fields = token.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 3, let h = leadingNumber(fields[0], digits: 1...2, whole: true),
            let m = leadingNumber(fields[1], digits: 1...2, whole: true),
            let s = leadingNumber(fields[2], digits: 1...2)
        else { return nil }
        return (h, m, s)
    }

    /// The number made of the token's leading digits, when their count is in `digits`.
    private static func leadingNumber(_ token: Substring, digits: ClosedRange<Int>, whole: Bool = false) -> Int? {
        let prefix = token.prefix { $0.isASCII && $0.isNumber }
        guard digits.contains(prefix.count), !whole || prefix.count == token.count else { return nil }
        return Int(prefix)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
