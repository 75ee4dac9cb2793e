import ConformanceBasics

/// Values `hp-conformance init` writes where only the partner knows the answer. A configuration
/// still holding one is refused (by `validate` and `run`), so a starter file never runs unedited.
enum InitPlaceholders {
    /// Every placeholder starts with this.
    public static let prefix = "replace-with-"

    /// What to put instead, by field.
    static let hints: [String: String] = [
        "humanPlugin.token":
            "the token your back-end sends to Human Plugin (any value of 8 or more characters; configure your back-end with the same)",
        "backend.launch.command": "the command that starts your back-end",
        "app.urlScheme":
            "the URL scheme your app passes as callbackURLScheme (bare, no '://'), the one your back-end puts in callbackUri",
        "humanPlugin.clientId": "the clientId your back-end sends to Human Plugin (configure your back-end with the same)",
    ]

    /// The first string of `document` (depth first, keys in order) that is an init placeholder; its
    /// one line also names every other field still holding one, so a starter is fixed in one pass.
    package static func first(in document: JSONValue, file: String) -> KitError? {
        var found: [(path: String, text: String)] = []
        find(document, path: "", into: &found)
        guard let first = found.first else { return nil }
        var field = first.path
        if field.hasSuffix("]"), let open = field.lastIndex(of: "[") { field = String(field[..<open]) }
        let hint = hints[field] ?? "your own value"
        var problem = "'\(first.text)' is a placeholder written by hp-conformance init; replace it with \(hint)"
        if found.count > 1 {
            problem += "; still placeholders as well: " + found.dropFirst().map(\.path).joined(separator: ", ")
        }
        return .config(file: file, field: first.path, problem: problem)
    }

    private static func find(_ value: JSONValue, path: String, into found: inout [(path: String, text: String)]) {
        switch value {
        case let .string(text) where text.contains(prefix):
            found.append((path, text))
        case let .array(items):
            for (index, item) in items.enumerated() {
                find(item, path: "\(path)[\(index)]", into: &found)
            }
        case let .object(members):
            for key in members.keys.sorted() where key != "//" {
                find(members[key]!, path: path.isEmpty ? key : "\(path).\(key)", into: &found)
            }
        default:
            break
        }
    }
}
