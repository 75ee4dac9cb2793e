import ConformanceBasics
import HTTP1Codec

/// Replaces `${env:NAME}` in configuration strings by the environment variable's value, and keeps
/// every value so expanded: each is a secret, redacted from every report and console line.
package struct EnvironmentExpansion {
    package let environment: [String: String]
    package let file: String
    /// The values expanded so far, each with the variable it came from.
    package private(set) var values: [(name: String, value: String)] = []

    init(environment: [String: String], file: String) {
        self.environment = environment
        self.file = file
    }

    /// `text` with each `${env:NAME}` replaced; an unset variable, or a value too short to be told
    /// apart from ordinary text (`SecretValue.minimumLength`), is an error naming `field`.
    package mutating func expand(_ text: String, field: String) throws(KitError) -> String {
        guard text.contains("${env:") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "${env:") {
            result += rest[..<open.lowerBound]
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: "}") else {
                throw .config(file: file, field: field, problem: "'${env:' without a closing '}'")
            }
            let name = String(after[..<close])
            guard !name.isEmpty, name.allSatisfy({ $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }) else {
                throw .config(
                    file: file, field: field, problem: "'${env:\(name)}' is not an environment variable name (letters, digits, '_')")
            }
            guard let value = environment[name] else {
                throw .config(file: file, field: field, problem: "${env:\(name)}: the environment variable \(name) is not set")
            }
            if let problem = SecretValue.lengthProblem(value) {
                throw .config(file: file, field: field, problem: "${env:\(name)}: the value of \(name) \(problem)")
            }
            if !values.contains(where: { $0.value == value }) { values.append((name, value)) }
            result += value
            rest = after[after.index(after: close)...]
        }
        return result + rest
    }

    /// `environment` with a stand-in value for each `${env:NAME}` of `text` it does not set, for a
    /// command that uses nothing of the app's side (`serve`): an unset secret of the app users'
    /// login is then no reason to refuse the file. The stand-in is never sent anywhere.
    package static func fillingUnset(_ environment: [String: String], from text: String) -> [String: String] {
        var filled = environment
        for name in names(in: text) where filled[name] == nil { filled[name] = "unset-\(name)-not-used-by-serve" }
        return filled
    }

    /// The names of the `${env:NAME}` references in `text`, each once, in order of first appearance.
    package static func names(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstRange(of: "${env:") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: "}") else { break }
            let name = String(after[..<close])
            if !names.contains(name) { names.append(name) }
            rest = after[after.index(after: close)...]
        }
        return names
    }

    /// Every header value expanded.
    package mutating func expand(headers: [String: String], field: String) throws(KitError) -> [String: String] {
        var result: [String: String] = [:]
        for name in headers.keys.sorted() {
            let value = try expand(headers[name]!, field: "\(field).\(name)")
            if let problem = Self.notOnTheWire(name) ?? Self.notOnTheWire(value) {
                throw .config(file: file, field: "\(field).\(name)", problem: "\(problem); a header cannot carry it (RFC 9110 §5.5)")
            }
            result[name] = value
        }
        return result
    }

    /// What keeps `value` off the wire as a header name or value or a bearer token: a CR, an LF or a
    /// NUL (a `${env:}` value read with its trailing newline, say). Said without the value, which may be a secret.
    static func notOnTheWire(_ value: String) -> String? {
        // The encoder's own rule for what a header can never carry, named for the partner.
        guard let byte = value.utf8.first(where: HTTPEncoder.isForbidden) else { return nil }
        let name = byte == 0x0D ? "a carriage return (CR)" : byte == 0x0A ? "a line feed (LF)" : "a NUL byte"
        return "holds \(name)\(value.utf8.last == byte ? " at its end" : "")"
    }

    /// Every string of a JSON body expanded (keys stay as written).
    package mutating func expand(body: JSONValue, field: String) throws(KitError) -> JSONValue {
        switch body {
        case let .string(text): return .string(try expand(text, field: field))
        case let .array(items):
            var out: [JSONValue] = []
            for (index, item) in items.enumerated() { out.append(try expand(body: item, field: "\(field)[\(index)]")) }
            return .array(out)
        case let .object(members):
            var out: [String: JSONValue] = [:]
            for key in members.keys.sorted() { out[key] = try expand(body: members[key]!, field: "\(field).\(key)") }
            return .object(out)
        default:
            return body
        }
    }
}
