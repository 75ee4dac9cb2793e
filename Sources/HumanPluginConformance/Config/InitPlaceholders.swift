/// Values `hp-conformance init` writes where only the partner knows the answer. A configuration
/// still holding one is refused (by `validate` and `run`), so a starter file never runs unedited.
public enum InitPlaceholders {
    /// Every placeholder starts with this.
    public static let prefix = "replace-with-"

    /// What to put instead, by field.
    static let hints: [String: String] = [
        "humanPlugin.token": "the token your back-end sends to Human Plugin (any value of 8 or more characters; configure your back-end with the same)",
        "backend.launch.command": "the command that starts your back-end",
    ]

    /// The first string of `document` (depth first, keys in order) that is an init placeholder.
    static func first(in document: JSONValue, file: String) -> KitError? {
        find(document, path: "", file: file)
    }

    private static func find(_ value: JSONValue, path: String, file: String) -> KitError? {
        switch value {
        case let .string(text) where text.contains(prefix):
            var field = path
            if field.hasSuffix("]"), let open = field.lastIndex(of: "[") { field = String(field[..<open]) }
            let hint = hints[field] ?? "your own value"
            return .config(file: file, field: path, problem: "'\(text)' is a placeholder written by hp-conformance init; replace it with \(hint)")
        case let .array(items):
            for (index, item) in items.enumerated() {
                if let error = find(item, path: "\(path)[\(index)]", file: file) { return error }
            }
        case let .object(members):
            for key in members.keys.sorted() where key != "//" {
                if let error = find(members[key]!, path: path.isEmpty ? key : "\(path).\(key)", file: file) { return error }
            }
        default:
            break
        }
        return nil
    }
}
