#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// UTC timestamps for the live log, as `ISO8601DateFormatter` writes them (`2026-11-29T13:21:07Z`),
/// without building a formatter per line.
enum LogTimestamp {
    static func iso8601(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        var out: [UInt8] = []
        out.reserveCapacity(20)
        func digits(_ value: Int32, _ count: Int) {
            var divisor: Int32 = 1
            for _ in 1..<count { divisor *= 10 }
            var value = value
            while divisor > 0 {
                out.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                value %= divisor
                divisor /= 10
            }
        }
        digits(parts.tm_year + 1900, 4)
        out.append(UInt8(ascii: "-"))
        digits(parts.tm_mon + 1, 2)
        out.append(UInt8(ascii: "-"))
        digits(parts.tm_mday, 2)
        out.append(UInt8(ascii: "T"))
        digits(parts.tm_hour, 2)
        out.append(UInt8(ascii: ":"))
        digits(parts.tm_min, 2)
        out.append(UInt8(ascii: ":"))
        digits(parts.tm_sec, 2)
        out.append(UInt8(ascii: "Z"))
        return String(decoding: out, as: UTF8.self)
    }
}
