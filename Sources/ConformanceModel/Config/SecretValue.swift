import ConformanceBasics

/// What a value redacted by value must be (every `${env:NAME}` value and every `secrets` entry):
/// long enough to be told apart from ordinary text, and found nowhere in the configuration or on
/// the kit's side of the wire as ordinary text. Redaction replaces such a value wherever it stands;
/// a value that is also a method, a field name or a word of the contract would rewrite the
/// configuration and the exchanges a report records, and `verify` would then call the kit's own
/// genuine report altered. Such a value is refused as a secret, before any run.
package enum SecretValue {
    /// The fewest characters of a secret (the same bound as every bounded buffer's redaction).
    static let minimumLength = 8

    /// Keys whose string values are secrets wherever they are (besides the credential headers):
    /// the configuration's text records them redacted, so a secret may stand there.
    package static let secretKeys: Set<String> = [
        "password", "passwd", "secret", "apikey", "api_key", "clientsecret", "client_secret",
    ]

    /// Words the kit itself writes on the wire to the back-end or as the stand-in (the contract's
    /// members, flow, states and media types), which no secret may be part of.
    static let kitWords = [
        "humantoken", "correlationId", "callbackUri", "credential", "clientId", "application/json",
        "Content-Type", "Content-Length", "Authorization", "Transfer-Encoding", "keep-alive",
        "PROCESS_STATE_", "PROCESS_RESULT_", "DUI_TYPE_", "/v1/processes",
    ]

    /// Why `value` is too short to be a secret, or nil. Said without the value.
    static func lengthProblem(_ value: String) -> String? {
        if value.isEmpty { return "is empty" }
        guard value.count < minimumLength else { return nil }
        return
            "is shorter than \(minimumLength) characters: it is redacted as a secret wherever it appears, and a value that short would redact ordinary text too (a method, a word); a value that is not a secret belongs in the file as it is"
    }

    /// The first place where `value` stands as ordinary text: a key or a non-secret string of
    /// `document` (the configuration as written; the `secrets` list, credential headers and
    /// password-like keys hold secrets and are skipped), or a word of the kit's own (`kitWords`).
    static func ordinaryUse(of value: String, in document: JSONValue) -> String? {
        if let word = kitWords.first(where: { $0.lowercased().contains(value.lowercased()) }) {
            return "the kit's own word '\(word)'"
        }
        return ordinaryUse(of: value, in: document, path: "", key: nil)
    }

    private static func ordinaryUse(of value: String, in node: JSONValue, path: String, key: String?) -> String? {
        switch node {
        case let .object(members):
            for name in members.keys.sorted() {
                let place = path.isEmpty ? name : "\(path).\(name)"
                if name.contains(value) { return "the key \(place)" }
                if path.isEmpty && name == "secrets" { continue }
                if let found = ordinaryUse(of: value, in: members[name]!, path: place, key: name) { return found }
            }
            return nil
        case let .array(items):
            for (index, item) in items.enumerated() {
                if let found = ordinaryUse(of: value, in: item, path: "\(path)[\(index)]", key: key) { return found }
            }
            return nil
        case let .string(text):
            if let key, isSecretKey(key) { return nil }
            return text.contains(value) ? path : nil
        default:
            return nil
        }
    }

    /// Whether the values under `key` are secrets wherever they are (credential headers, password-like keys).
    package static func isSecretKey(_ key: String) -> Bool {
        let lower = key.lowercased()
        return Redactor.credentialHeaders.contains(lower) || secretKeys.contains(lower)
    }
}
