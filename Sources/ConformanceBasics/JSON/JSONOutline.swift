#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the members of a JSON document's top-level object, and the items of an array, lie in its
/// bytes, found without decoding them: a reader can then decode one large array item by item and
/// hold the decoded items only, never a second copy of the whole text (`report.json`'s journal).
/// Strings are skipped with their escapes; nothing else is validated, so the decoder that reads
/// each range afterwards is what judges the text.
package enum JSONOutline {
    /// One member of the top-level object: its key as written (between the quotes, escapes kept)
    /// and the byte range of its value.
    package struct Member: Equatable, Sendable {
        package var rawKey: [UInt8]
        package var value: Range<Int>
    }

    /// The top-level object's members in order, or nil when `bytes` is not an object whose members
    /// can be told apart (the caller then decodes the whole text, which names the fault).
    package static func members(_ bytes: [UInt8]) -> [Member]? {
        bytes.withUnsafeBufferPointer { members(in: $0) }
    }

    private static func members(in bytes: UnsafeBufferPointer<UInt8>) -> [Member]? {
        var index = skipSpace(bytes, 0)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index = skipSpace(bytes, index + 1)
        var members: [Member] = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { return skipSpace(bytes, index + 1) == bytes.count ? [] : nil }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\""), let keyEnd = stringEnd(bytes, index) else { return nil }
            let key = Array(bytes[(index + 1)..<(keyEnd - 1)])
            index = skipSpace(bytes, keyEnd)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            let start = skipSpace(bytes, index + 1)
            guard let end = valueEnd(bytes, start) else { return nil }
            members.append(Member(rawKey: key, value: start..<end))
            index = skipSpace(bytes, end)
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "}") { return skipSpace(bytes, index + 1) == bytes.count ? members : nil }
            guard bytes[index] == UInt8(ascii: ",") else { return nil }
            index = skipSpace(bytes, index + 1)
        }
        return nil
    }

    /// The byte ranges of the items of the array that `range` of `bytes` holds, or nil when it is
    /// not an array whose items can be told apart.
    package static func items(_ bytes: [UInt8], in range: Range<Int>) -> [Range<Int>]? {
        bytes.withUnsafeBufferPointer { items(in: $0, range) }
    }

    private static func items(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [Range<Int>]? {
        guard range.upperBound <= bytes.count else { return nil }
        var index = skipSpace(bytes, range.lowerBound)
        guard index < range.upperBound, bytes[index] == UInt8(ascii: "[") else { return nil }
        index = skipSpace(bytes, index + 1)
        var items: [Range<Int>] = []
        if index < range.upperBound, bytes[index] == UInt8(ascii: "]") { return [] }
        while index < range.upperBound {
            guard let end = valueEnd(bytes, index), end <= range.upperBound else { return nil }
            items.append(index..<end)
            index = skipSpace(bytes, end)
            guard index < range.upperBound else { return nil }
            if bytes[index] == UInt8(ascii: "]") { return items }
            guard bytes[index] == UInt8(ascii: ",") else { return nil }
            index = skipSpace(bytes, index + 1)
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    private static func skipSpace(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
        var index = start
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        return index
    }

    /// The index after the string that starts at `start` (its opening quote), or nil. A quote
    /// ends the string unless an odd number of backslashes precede it; quotes are found with
    /// `memchr` (a report's bodies are long strings).
    private static func stringEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = start + 1
        while index < bytes.count {
            guard let found = memchr(base + index, Int32(UInt8(ascii: "\"")), bytes.count - index) else { return nil }
            let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var backslashes = 0
            while quote - backslashes - 1 > start, base[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            if backslashes % 2 == 0 { return quote + 1 }
            index = quote + 1
        }
        return nil
    }

    /// The index after the value that starts at `start`, or nil. Containers are skipped by
    /// counting brackets outside strings (iteratively: no depth reaches the stack).
    private static func valueEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "\""): return stringEnd(bytes, start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard let end = stringEnd(bytes, index) else { return nil }
                    index = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default: break
                }
                index += 1
            }
            return nil
        default:
            // A number, true, false or null: up to the next delimiter.
            var index = start
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ","), bytes[index] != UInt8(ascii: "}"),
                bytes[index] != UInt8(ascii: "]")
            {
                index += 1
            }
            return index > start ? index : nil
        }
    }
}
