import ConformanceBasics

/// One header field as it appeared on the wire: name spelling and order are kept.
public struct HTTPField: Sendable, Equatable, Hashable, Codable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// An ordered list of header fields with case-insensitive lookup; repeated fields are kept.
public struct HTTPHeaders: Sendable, Equatable, Hashable, Codable, Sequence, ExpressibleByDictionaryLiteral {
    public private(set) var fields: [HTTPField]

    public init(_ fields: [HTTPField] = []) {
        self.fields = fields
    }

    public init(_ pairs: [(String, String)]) {
        self.fields = pairs.map { HTTPField(name: $0.0, value: $0.1) }
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    public func makeIterator() -> IndexingIterator<[HTTPField]> { fields.makeIterator() }

    public var count: Int { fields.count }
    public var isEmpty: Bool { fields.isEmpty }

    /// The first value of `name`, compared case-insensitively.
    public subscript(name: String) -> String? {
        fields.first { $0.name.equalsIgnoringASCIICase(name) }?.value
    }

    /// Every value of `name`, in wire order.
    public func values(for name: String) -> [String] {
        fields.compactMap { $0.name.equalsIgnoringASCIICase(name) ? $0.value : nil }
    }

    public func contains(_ name: String) -> Bool { fields.contains { $0.name.equalsIgnoringASCIICase(name) } }

    /// Comma-separated tokens of every `name` field, lowercased and trimmed (for `Connection`, `Transfer-Encoding`).
    public func tokens(for name: String) -> [String] {
        guard contains(name) else { return [] }
        return values(for: name)
            .flatMap { $0.split(separator: ",") }
            .map { $0.trimmingASCIIWhitespace().lowercased() }
            .filter { !$0.isEmpty }
    }

    public mutating func add(_ name: String, _ value: String) {
        fields.append(HTTPField(name: name, value: value))
    }

    /// Replaces every `name` field by one with `value`.
    public mutating func set(_ name: String, _ value: String) {
        remove(name)
        add(name, value)
    }

    public mutating func remove(_ name: String) {
        guard contains(name) else { return }
        fields.removeAll { $0.name.equalsIgnoringASCIICase(name) }
    }
}

extension StringProtocol {
    /// Equality after ASCII case folding (HTTP field names and tokens), without allocating.
    package func equalsIgnoringASCIICase(_ other: some StringProtocol) -> Bool {
        var a = utf8.makeIterator()
        var b = other.utf8.makeIterator()
        while true {
            switch (a.next(), b.next()) {
            case (nil, nil): return true
            case let (x?, y?):
                if x != y && Self.foldASCII(x) != Self.foldASCII(y) { return false }
            default: return false
            }
        }
    }

    @inline(__always) static func foldASCII(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}

extension StringProtocol {
    /// The string without leading and trailing spaces and tabs (HTTP's OWS).
    package func trimmingASCIIWhitespace() -> String {
        var scalars = Substring(self)[...]
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
