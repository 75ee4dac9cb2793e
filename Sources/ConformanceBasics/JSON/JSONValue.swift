#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Any JSON value, decoded without loss of structure (object key order is not kept; reports sort keys).
public enum JSONValue: Sendable, Equatable, Hashable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(value): try container.encode(value)
        case let .number(value): try container.encode(value)
        case let .string(value): try container.encode(value)
        case let .array(value): try container.encode(value)
        case let .object(value): try container.encode(value)
        }
    }

    /// How deep a document may nest before the kit treats it as not JSON (decoding is recursive;
    /// a back-end's answer must not be able to exhaust a thread's stack).
    public static let maxDepth = 64

    /// Parses `bytes` as JSON; nil when they are not JSON or nest deeper than `maxDepth`.
    /// A text longer than `largeTextBytes` is parsed one at a time in the process.
    /// Plain strict JSON is read without `JSONDecoder` (`StrictJSONReader`); the rest is decoded by it.
    public static func parse(_ bytes: [UInt8]) -> JSONValue? {
        guard !bytes.isEmpty, nestingDepth(bytes) <= maxDepth else { return nil }
        guard bytes.count > largeTextBytes else { return StrictJSONReader.read(bytes) ?? decoded(bytes) }
        return largeParses.withLock { _ in StrictJSONReader.read(bytes) ?? decoded(bytes) }
    }

    /// `JSONDecoder`'s reading of `bytes`: what `parse` falls back on, and what its tests compare with.
    package static func decoded(_ bytes: [UInt8]) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    /// Above this length (1 MiB) a text is parsed while holding `largeParses`: a parse holds many
    /// times its text's length while it runs (a 4 MB answer of 330,000 keys, tens of MB), so N app
    /// users answered that way at once would cost N parses' memory; one at a time they cost one.
    static let largeTextBytes = 1 << 20
    private static let largeParses = PlainMutex(())

    /// The deepest bracket nesting in `bytes`, ignoring brackets inside strings. One pass over a
    /// plain buffer with plain constants: it runs over every answer, in unoptimized builds too.
    package static func nestingDepth(_ bytes: [UInt8]) -> Int {
        let quote: UInt8 = 0x22, backslash: UInt8 = 0x5C
        let openBrace: UInt8 = 0x7B, openBracket: UInt8 = 0x5B, closeBrace: UInt8 = 0x7D, closeBracket: UInt8 = 0x5D
        return bytes.withUnsafeBufferPointer { buffer in
            var depth = 0, deepest = 0, inString = false, escaped = false
            for byte in buffer {
                if inString {
                    if escaped { escaped = false } else if byte == backslash { escaped = true } else if byte == quote { inString = false }
                    continue
                }
                if byte == quote {
                    inString = true
                } else if byte == openBrace || byte == openBracket {
                    depth &+= 1
                    if depth > deepest { deepest = depth }
                } else if byte == closeBrace || byte == closeBracket {
                    depth &-= 1
                }
            }
            return deepest
        }
    }

    /// Compact JSON text with sorted keys (reproducible bytes), written by `JSONText`.
    public var serialized: [UInt8] {
        JSONText.bytes(self, options: [.withoutEscapingSlashes])
    }

    /// The JSON form of `item` (its `Encodable` conformance), to be written by `JSONText`; nil when it
    /// does not encode. The one place the kit uses `JSONEncoder`: as a bridge, never to write text out.
    public init?(encoding item: some Encodable) {
        guard let data = try? JSONEncoder().encode(item), let value = JSONValue.parse(Array(data)) else { return nil }
        self = value
    }

    public var stringValue: String? {
        if case let .string(value) = self { return value }
        return nil
    }

    public var objectValue: [String: JSONValue]? {
        if case let .object(value) = self { return value }
        return nil
    }

    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }

    /// A short name of the value's JSON type, for messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// Every string anywhere in the value (keys excluded).
    public var allStrings: [String] {
        switch self {
        case let .string(value): [value]
        case let .array(values): values.flatMap(\.allStrings)
        case let .object(members): members.keys.sorted().flatMap { members[$0]!.allStrings }
        default: []
        }
    }

    /// The value with `{name}` placeholders in every string replaced from `variables`.
    /// A string that is exactly one placeholder keeps the variable's text as a string.
    public func filling(_ variables: [String: String]) -> JSONValue {
        switch self {
        case let .string(value): .string(Template.fill(value, variables))
        case let .array(values): .array(values.map { $0.filling(variables) })
        case let .object(members): .object(members.mapValues { $0.filling(variables) })
        default: self
        }
    }
}

/// `{name}` placeholders in strings.
public enum Template {
    /// `text` with each `{name}` whose name is in `variables` replaced; other braces stay.
    public static func fill(_ text: String, _ variables: [String: String]) -> String {
        guard text.contains("{") else { return text }
        var result = text
        for (name, value) in variables {
            result = result.replacing("{\(name)}", with: value)
        }
        return result
    }

    /// The placeholder names used in `text`.
    public static func placeholders(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            let name = after[..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) { names.append(String(name)) }
            rest = after[after.index(after: close)...]
        }
        return names
    }
}
