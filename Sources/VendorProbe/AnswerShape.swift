import ConformanceBasics

/// An answer body held against a shape of `specs/contract.json` (`finalStates.body`, `errorBody.body`):
/// every string member of the shape written as a `{placeholder}` must be a string at the same place.
struct AnswerShape {
    /// The values the body gives each placeholder, and the members it lacks (`process.state`).
    var values: [String: String] = [:]
    var missing: [String] = []

    init(_ shape: JSONValue, _ body: JSONValue) {
        walk(shape, body, path: [])
    }

    private mutating func walk(_ shape: JSONValue, _ body: JSONValue?, path: [String]) {
        guard case let .object(members) = shape else { return }
        for key in members.keys.sorted() {
            let inner = path + [key]
            switch members[key]! {
            case .object:
                walk(members[key]!, body?[key], path: inner)
            case let .string(text) where text.hasPrefix("{") && text.hasSuffix("}"):
                if let value = body?[key]?.stringValue {
                    values[String(text.dropFirst().dropLast())] = value
                } else {
                    missing.append(inner.joined(separator: "."))
                }
            default:
                continue
            }
        }
    }
}
