/// An RFC 6901 JSON pointer, such as `/capture/id` or `/items/0/link`.
public struct JSONPointer: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    public let tokens: [String]
    public let description: String

    /// Parses `text`; nil when it is not a pointer (it must be empty or start with `/`, and `~` must
    /// be followed by `0` or `1`).
    public init?(_ text: String) {
        if text.isEmpty {
            tokens = []
            description = ""
            return
        }
        guard text.hasPrefix("/") else { return nil }
        var parsed: [String] = []
        for raw in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var token = ""
            var iterator = raw.makeIterator()
            while let character = iterator.next() {
                if character == "~" {
                    switch iterator.next() {
                    case "0": token.append("~")
                    case "1": token.append("/")
                    default: return nil
                    }
                } else {
                    token.append(character)
                }
            }
            parsed.append(token)
        }
        tokens = parsed
        description = text
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let pointer = JSONPointer(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a JSON pointer: \(text)"))
        }
        self = pointer
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// The value the pointer designates in `document`, or nil when there is none.
    public func resolve(in document: JSONValue) -> JSONValue? {
        var current = document
        for token in tokens {
            switch current {
            case let .object(members):
                guard let next = members[token] else { return nil }
                current = next
            case let .array(values):
                guard let index = Int(token), index >= 0, index < values.count,
                    token == String(index)
                else { return nil }
                current = values[index]
            default:
                return nil
            }
        }
        return current
    }
}
