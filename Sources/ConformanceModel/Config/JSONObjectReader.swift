import ConformanceBasics

/// Reads one JSON object field by field, naming each field by its dotted path in errors and
/// refusing fields it was not asked about (a typo is an error, not a silent default). A `//` key
/// holds a comment in any object.
struct JSONObjectReader {
    package let file: String
    package let path: String
    package let members: [String: JSONValue]
    package private(set) var consumed: Set<String> = []

    init(_ value: JSONValue, file: String, path: String) throws(KitError) {
        guard case let .object(members) = value else {
            throw .config(file: file, field: path.isEmpty ? "(top level)" : path, problem: "expected an object, found \(value.typeName)")
        }
        self.file = file
        self.path = path
        self.members = members
        consumed.insert("//")
    }

    package func field(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    package func fail(_ key: String, _ problem: String) -> KitError {
        .config(file: file, field: field(key), problem: problem)
    }

    package mutating func raw(_ key: String) -> JSONValue? {
        consumed.insert(key)
        if case .null? = members[key] { return nil }
        return members[key]
    }

    package mutating func string(_ key: String) throws(KitError) -> String? {
        guard let value = raw(key) else { return nil }
        guard case let .string(text) = value else { throw fail(key, "expected a string, found \(value.typeName)") }
        return text
    }

    mutating func requiredString(_ key: String) throws(KitError) -> String {
        guard let text = try string(key) else { throw fail(key, "missing (expected a string)") }
        guard !text.isEmpty else { throw fail(key, "must not be empty") }
        return text
    }

    package mutating func number(_ key: String) throws(KitError) -> Double? {
        guard let value = raw(key) else { return nil }
        guard case let .number(number) = value else { throw fail(key, "expected a number, found \(value.typeName)") }
        return number
    }

    mutating func positiveSeconds(_ key: String, default fallback: Double) throws(KitError) -> Double {
        guard let seconds = try number(key) else { return fallback }
        guard seconds > 0, seconds <= 3600 else { throw fail(key, "expected seconds between 0 and 3600, found \(seconds)") }
        return seconds
    }

    package mutating func integer(_ key: String, in range: ClosedRange<Int>) throws(KitError) -> Int? {
        guard let number = try number(key) else { return nil }
        guard number.rounded() == number, let value = Int(exactly: number), range.contains(value) else {
            throw fail(key, "expected a whole number in \(range.lowerBound)...\(range.upperBound), found \(number)")
        }
        return value
    }

    package mutating func object(_ key: String) throws(KitError) -> JSONObjectReader? {
        guard let value = raw(key) else { return nil }
        return try JSONObjectReader(value, file: file, path: field(key))
    }

    mutating func requiredObject(_ key: String) throws(KitError) -> JSONObjectReader {
        guard let reader = try object(key) else { throw fail(key, "missing (expected an object)") }
        return reader
    }

    /// An object of strings (headers, environment, outcomes); its `//` key is a comment, not an entry.
    mutating func stringMap(_ key: String) throws(KitError) -> [String: String] {
        guard let value = raw(key) else { return [:] }
        guard case let .object(members) = value else { throw fail(key, "expected an object of strings, found \(value.typeName)") }
        var result: [String: String] = [:]
        for (name, member) in members where name != "//" {
            guard case let .string(text) = member else {
                throw .config(file: file, field: field(key) + "." + name, problem: "expected a string, found \(member.typeName)")
            }
            result[name] = text
        }
        return result
    }

    mutating func stringList(_ key: String) throws(KitError) -> [String]? {
        guard let value = raw(key) else { return nil }
        guard case let .array(items) = value else { throw fail(key, "expected an array of strings, found \(value.typeName)") }
        var result: [String] = []
        for (index, item) in items.enumerated() {
            guard case let .string(text) = item else {
                throw .config(file: file, field: "\(field(key))[\(index)]", problem: "expected a string, found \(item.typeName)")
            }
            result.append(text)
        }
        return result
    }

    package mutating func pointer(_ key: String) throws(KitError) -> JSONPointer {
        let text = try requiredString(key)
        guard let pointer = JSONPointer(text) else {
            throw fail(key, "'\(text)' is not a JSON pointer (RFC 6901: '/a/b', '~0' for '~', '~1' for '/')")
        }
        return pointer
    }

    /// A JSON pointer that may be absent.
    mutating func optionalPointer(_ key: String) throws(KitError) -> JSONPointer? {
        guard members[key] != nil, members[key] != .null else {
            consumed.insert(key)
            return nil
        }
        return try pointer(key)
    }

    /// Fails on the first field that was never read, naming the closest field that was.
    package func finish() throws(KitError) {
        if let unknown = members.keys.sorted().first(where: { !consumed.contains($0) }) {
            let hint =
                ConfigKeys.suggestion(for: unknown, among: consumed.filter { $0 != "//" }.sorted()).map { " (did you mean \($0)?)" } ?? ""
            throw fail(unknown, "unknown field" + hint)
        }
    }
}
