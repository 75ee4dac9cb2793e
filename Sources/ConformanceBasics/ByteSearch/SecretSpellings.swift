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

/// The spellings a secret takes in what the kit records, undone in the text rather than multiplied
/// in the patterns: each secret is one pattern (its plain bytes), searched in the text as it is and
/// as it reads with percent-escapes undone (`%2F` and `%2f`), with `+` read as a space as well (form
/// bodies), and with JSON string escapes undone (`\/`, `\"`, `\u0026`, surrogate pairs). So memory
/// is linear in the secret bytes whatever the spellings, and any mix of escaped and plain characters
/// is found. Each spelling is one more linear pass, made only when the text holds its escape byte.
package enum SecretSpellings {
    package enum Decoding: CaseIterable {
        case percent, percentPlus, json

        /// The byte without which this decoding changes nothing.
        package var trigger: UInt8 {
            switch self {
            case .percent: UInt8(ascii: "%")
            case .percentPlus: UInt8(ascii: "+")
            case .json: UInt8(ascii: "\\")
            }
        }
    }

    /// A text with one decoding applied: its bytes and, for each, where it starts in the original.
    package struct Decoded {
        package var bytes: [UInt8] = []
        package var origin: [Int32] = []

        /// The original range of decoded `bytes[start..<end]`.
        package func originalRange(_ start: Int, _ end: Int, originalCount: Int) -> Range<Int> {
            Int(origin[start])..<(end < origin.count ? Int(origin[end]) : originalCount)
        }
    }

    /// A span of the original text to replace, and the pattern found there.
    package struct Hit: Equatable {
        package var range: Range<Int>
        package var pattern: Int
    }

    /// `text` decoded, or nil when the decoding would change nothing.
    package static func decode(_ text: [UInt8], _ decoding: Decoding) -> Decoded? {
        guard text.count < Int(Int32.max), contains(decoding.trigger, in: text) else { return nil }
        var out = Decoded()
        out.bytes.reserveCapacity(text.count)
        out.origin.reserveCapacity(text.count)
        var changed = false
        var index = 0
        text.withUnsafeBufferPointer { text in
            while index < text.count {
                let byte = text[index]
                switch decoding {
                case .percent, .percentPlus:
                    if byte == UInt8(ascii: "%"), index + 2 < text.count, let high = hex(text[index + 1]), let low = hex(text[index + 2]) {
                        out.append(high << 4 | low, at: index)
                        index += 3
                        changed = true
                        continue
                    }
                    if decoding == .percentPlus, byte == UInt8(ascii: "+") {
                        out.append(UInt8(ascii: " "), at: index)
                        index += 1
                        changed = true
                        continue
                    }
                case .json:
                    if byte == UInt8(ascii: "\\"), let (scalar, length) = jsonEscape(text, at: index) {
                        for unit in String(scalar).utf8 { out.append(unit, at: index) }
                        index += length
                        changed = true
                        continue
                    }
                }
                out.append(byte, at: index)
                index += 1
            }
        }
        return changed ? out : nil
    }

    /// Every occurrence to replace, in the original's coordinates, sorted and not overlapping:
    /// per spelling, the longest pattern at each position left to right; where spellings overlap,
    /// one span covering both (named by the one starting first).
    package static func hits(of set: BytePatternSet, in text: [UInt8]) -> [Hit] {
        guard !set.isEmpty, !text.isEmpty else { return [] }
        var hits = set.selectedSpans(in: text).map { Hit(range: $0.start..<$0.end, pattern: $0.pattern) }
        var decoded = false
        for decoding in Decoding.allCases {
            guard let text2 = decode(text, decoding) else { continue }
            for span in set.selectedSpans(in: text2.bytes) {
                hits.append(Hit(range: text2.originalRange(span.start, span.end, originalCount: text.count), pattern: span.pattern))
                decoded = true
            }
        }
        guard decoded else { return hits }
        hits.sort {
            $0.range.lowerBound != $1.range.lowerBound
                ? $0.range.lowerBound < $1.range.lowerBound : $0.range.upperBound > $1.range.upperBound
        }
        var merged: [Hit] = []
        for hit in hits {
            if let last = merged.last, hit.range.lowerBound < last.range.upperBound {
                merged[merged.count - 1].range = last.range.lowerBound..<max(last.range.upperBound, hit.range.upperBound)
            } else {
                merged.append(hit)
            }
        }
        return merged
    }

    /// Calls `found(pattern)` for occurrences in every spelling of `text` until it returns false.
    static func forEachPattern(of set: BytePatternSet, in text: [UInt8], _ found: (Int) -> Bool) {
        var going = true
        set.forEachMatch(in: text) { _, pattern in
            going = found(pattern)
            return going
        }
        for decoding in Decoding.allCases where going {
            guard let decoded = decode(text, decoding) else { continue }
            set.forEachMatch(in: decoded.bytes) { _, pattern in
                going = found(pattern)
                return going
            }
        }
    }

    /// Whether `byte` occurs in `text` (`memchr`: fast in unoptimized builds too, where reports are made).
    package static func contains(_ byte: UInt8, in text: [UInt8]) -> Bool {
        text.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, Int32(byte), buffer.count) != nil
        }
    }

    private static func hex(_ byte: UInt8) -> UInt8? { hexDigitValue(byte) }

    /// The character a JSON escape at `index` (a backslash) stands for, and the escape's length.
    private static func jsonEscape(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        guard index + 1 < text.count else { return nil }
        switch text[index + 1] {
        case UInt8(ascii: "\""): return ("\"", 2)
        case UInt8(ascii: "\\"): return ("\\", 2)
        case UInt8(ascii: "/"): return ("/", 2)
        case UInt8(ascii: "b"): return ("\u{08}", 2)
        case UInt8(ascii: "f"): return ("\u{0C}", 2)
        case UInt8(ascii: "n"): return ("\n", 2)
        case UInt8(ascii: "r"): return ("\r", 2)
        case UInt8(ascii: "t"): return ("\t", 2)
        case UInt8(ascii: "u"):
            guard let unit = unicodeUnit(text, at: index) else { return nil }
            if (0xD800..<0xDC00).contains(unit), let low = unicodeUnit(text, at: index + 6), (0xDC00..<0xE000).contains(low) {
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)).map { ($0, 12) }
            }
            return Unicode.Scalar(unit).map { ($0, 6) }
        default: return nil
        }
    }

    /// The code unit of `\uXXXX` at `index`, or nil.
    private static func unicodeUnit(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        guard index + 5 < text.count, text[index] == UInt8(ascii: "\\"), text[index + 1] == UInt8(ascii: "u") else { return nil }
        var unit: UInt32 = 0
        for offset in 2...5 {
            guard let digit = hex(text[index + offset]) else { return nil }
            unit = unit << 4 | UInt32(digit)
        }
        return unit
    }
}

private extension SecretSpellings.Decoded {
    mutating func append(_ byte: UInt8, at origin: Int) {
        bytes.append(byte)
        self.origin.append(Int32(origin))
    }
}
