#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A bounded reader of binary property lists (`bplist00`): every offset, length and reference is
/// checked against the file before it is followed, an object that contains itself (directly or
/// through others) is refused, nesting stops at `PlistBounds.maxDepth`, and the values produced
/// stop at `PlistBounds.maxValues` (an object referred to many times is decoded once, but counted
/// at every reference). Time and memory are linear in the file's size.
struct BinaryPlist {
    private let bytes: [UInt8]
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let offsetTable: Int
    /// Objects decoded so far, with how many values each holds.
    private var decoded: [Int: (value: PlistValue, size: Int)] = [:]
    /// Objects being decoded (the path from the top object): meeting one again is a cycle.
    private var open: Set<Int> = []
    private var produced = 0

    /// The top object of `bytes`, or a one-line reason it cannot be read.
    package static func decode(_ bytes: [UInt8]) throws(PlistRefusal) -> PlistValue {
        var reader = try BinaryPlist(bytes)
        let top = try reader.unsigned(at: bytes.count - 16, size: 8)
        guard top < reader.objectCount else {
            throw PlistRefusal(reason: "binary plist: its top object \(top) is not one of its \(reader.objectCount) objects")
        }
        return try reader.object(top, depth: 0).value
    }

    private init(_ bytes: [UInt8]) throws(PlistRefusal) {
        guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist00".utf8)) else {
            throw PlistRefusal(reason: "binary plist: shorter than its header and trailer, or not version 00")
        }
        self.bytes = bytes
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw PlistRefusal(reason: "binary plist: offset size \(offsetSize) or reference size \(referenceSize) is not 1 to 8 bytes")
        }
        let count = try Self.unsigned(bytes, at: trailer + 8, size: 8)
        let table = try Self.unsigned(bytes, at: trailer + 24, size: 8)
        let (tableBytes, overflow) = count.multipliedReportingOverflow(by: offsetSize)
        guard count >= 1, table >= 8, !overflow, tableBytes <= trailer - table else {
            throw PlistRefusal(reason: "binary plist: its offset table (\(count) objects at \(table)) does not fit in the file")
        }
        objectCount = count
        offsetTable = table
    }

    private func unsigned(at: Int, size: Int) throws(PlistRefusal) -> Int {
        try Self.unsigned(bytes, at: at, size: size)
    }

    /// A big-endian unsigned integer of `size` bytes at `at`, as a non-negative Int.
    private static func unsigned(_ bytes: [UInt8], at: Int, size: Int) throws(PlistRefusal) -> Int {
        guard at >= 0, size <= bytes.count, at <= bytes.count - size else {
            throw PlistRefusal(reason: "binary plist: a \(size)-byte number at \(at) runs past the end of the file")
        }
        var value: UInt64 = 0
        for index in at..<(at + size) { value = value << 8 | UInt64(bytes[index]) }
        guard value <= UInt64(Int.max) else { throw PlistRefusal(reason: "binary plist: the number at \(at) is too large") }
        return Int(value)
    }

    private mutating func object(_ index: Int, depth: Int) throws(PlistRefusal) -> (value: PlistValue, size: Int) {
        guard index < objectCount else { throw PlistRefusal(reason: "binary plist: a reference to object \(index) of \(objectCount)") }
        if let known = decoded[index] {
            try count(known.size)
            return known
        }
        guard !open.contains(index) else { throw PlistRefusal(reason: "binary plist: object \(index) contains itself (a cycle)") }
        guard depth <= PlistBounds.maxDepth else {
            throw PlistRefusal(reason: "binary plist: arrays and dictionaries nested deeper than \(PlistBounds.maxDepth)")
        }
        open.insert(index)
        defer { open.remove(index) }
        let start = try unsigned(at: offsetTable + index * offsetSize, size: offsetSize)
        guard start >= 8, start < offsetTable else {
            throw PlistRefusal(reason: "binary plist: object \(index) starts at \(start), outside the objects")
        }
        let marker = bytes[start]
        let result: (value: PlistValue, size: Int)
        switch marker >> 4 {
        case 0x5:  // ASCII string
            let (length, body) = try length(at: start)
            let end = try span(body, length)
            result = (PlistValue(kind: .string(String(decoding: bytes[body..<end], as: UTF8.self))), 1)
            try count(1)
        case 0x6:  // UTF-16 big-endian string
            let (length, body) = try length(at: start)
            guard length <= Int.max / 2 else { throw PlistRefusal(reason: "binary plist: string \(index) is too long") }
            let end = try span(body, length * 2)
            let units = stride(from: body, to: end, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
            result = (PlistValue(kind: .string(String(decoding: units, as: UTF16.self))), 1)
            try count(1)
        case 0xA, 0xC:  // array, set
            let (length, body) = try length(at: start)
            let references = try self.references(body, length)
            var items: [PlistValue] = []
            var size = 1
            try count(1)
            for reference in references {
                let item = try object(reference, depth: depth + 1)
                items.append(item.value)
                size += item.size
            }
            result = (PlistValue(kind: .array(items)), size)
        case 0xD:  // dictionary: the keys' references, then the values'
            let (length, body) = try length(at: start)
            guard length <= Int.max / 2 else { throw PlistRefusal(reason: "binary plist: dictionary \(index) is too long") }
            let references = try self.references(body, length * 2)
            var members: [PlistValue.Member] = []
            var size = 1
            try count(1)
            for position in 0..<length {
                let key = try object(references[position], depth: depth + 1)
                guard let name = key.value.string else {
                    throw PlistRefusal(reason: "binary plist: dictionary \(index) has a key that is not a string")
                }
                let value = try object(references[length + position], depth: depth + 1)
                members.append(PlistValue.Member(key: name, line: 0, value: value.value))
                size += key.size + value.size
            }
            result = (PlistValue(kind: .dictionary(members)), size)
        case 0x0, 0x1, 0x2, 0x3, 0x4, 0x8:  // null, booleans, fill, integers, reals, dates, data, UIDs
            result = (PlistValue(kind: .other), 1)
            try count(1)
        default:
            throw PlistRefusal(reason: "binary plist: object \(index) has an unknown type (marker 0x\(String(marker, radix: 16)))")
        }
        decoded[index] = result
        return result
    }

    /// A counted object's length (the marker's low nibble, or the integer that follows 0x_F) and where its body starts.
    private func length(at start: Int) throws(PlistRefusal) -> (length: Int, body: Int) {
        let nibble = Int(bytes[start] & 0x0F)
        guard nibble == 0x0F else { return (nibble, start + 1) }
        guard start + 1 < bytes.count, bytes[start + 1] >> 4 == 0x1, bytes[start + 1] & 0x0F <= 3 else {
            throw PlistRefusal(reason: "binary plist: the length of the object at \(start) is not an integer")
        }
        let size = 1 << Int(bytes[start + 1] & 0x0F)
        return (try unsigned(at: start + 2, size: size), start + 2 + size)
    }

    /// The end of `length` bytes from `body`, when they lie within the objects.
    private func span(_ body: Int, _ length: Int) throws(PlistRefusal) -> Int {
        guard body <= offsetTable, length <= offsetTable - body else {
            throw PlistRefusal(reason: "binary plist: an object at \(body) of \(length) bytes runs past the objects")
        }
        return body + length
    }

    private func references(_ body: Int, _ count: Int) throws(PlistRefusal) -> [Int] {
        let (length, overflow) = count.multipliedReportingOverflow(by: referenceSize)
        guard !overflow else { throw PlistRefusal(reason: "binary plist: a collection at \(body) is too long") }
        let end = try span(body, length)
        var references: [Int] = []
        references.reserveCapacity(count)
        var at = body
        while at < end {
            references.append(try unsigned(at: at, size: referenceSize))
            at += referenceSize
        }
        return references
    }

    private mutating func count(_ values: Int) throws(PlistRefusal) {
        produced += values
        guard produced <= PlistBounds.maxValues else {
            throw PlistRefusal(reason: "binary plist: more than \(PlistBounds.maxValues) values (objects referred to over and over)")
        }
    }
}
