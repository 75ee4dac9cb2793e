import ConformanceBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Times as the reports and the journal write them, always in UTC.
package enum TimestampText {
    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar
    }()

    /// `2026-01-31T12:00:00` in UTC, without zone (what the strict JUnit schema demands).
    package static func local(_ date: Date) -> String {
        let c = utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(
            cFormat: "%04ld-%02ld-%02ldT%02ld:%02ld:%02ld", c.year ?? 1970, c.month ?? 1, c.day ?? 1, c.hour ?? 0, c.minute ?? 0,
            c.second ?? 0)
    }

    /// `2026-01-31T12:00:00.123Z`: ISO 8601 in UTC with milliseconds.
    package static func iso(_ date: Date) -> String {
        let c = utc.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        let millis = min(999, (c.nanosecond ?? 0) / 1_000_000)
        return String(
            cFormat: "%04ld-%02ld-%02ldT%02ld:%02ld:%02ld.%03ldZ", c.year ?? 1970, c.month ?? 1, c.day ?? 1, c.hour ?? 0, c.minute ?? 0,
            c.second ?? 0, millis)
    }
}
