import ConformanceBasics

/// The field names the configuration knows, as a tree, so that a typo is reported before anything
/// else and with the closest known name ("did you mean outcomePointer?"): otherwise a misspelt
/// optional field would be met first as the real field "missing". A new field goes here, in the
/// loader and in `specs/config.schema.json` (a test keeps this tree and the schema equal).
enum ConfigKeys {
    indirect enum Node: Sendable {
        /// An object with these fields.
        case object([String: Node])
        /// An object whose keys are the partner's (headers, environment, outcomes) or any JSON (body).
        case open
        /// An array of these.
        case list(Node)
    }

    static let callFields: [String: Node] = [
        "method": .open, "path": .open, "headers": .open, "body": .open, "bodyEncoding": .open,
        "errorWhen": .object(["pointer": .open, "equals": .open]),
    ]

    /// `idHeader`, `linkHeader`, `outcomeHeader`: a header and a pattern capturing the value.
    static let headerCapture: Node = .object(["name": .open, "pattern": .open])

    /// `resultPolling` of an adapter configuration.
    static let resultPolling: Node = .object(["intervalSeconds": .open, "boundSeconds": .open, "inProgress": .open])

    package static func call(_ extra: [String: Node]) -> Node { .object(callFields.merging(extra) { $1 }) }

    package static let root: Node = .object([
        "$schema": .open,
        "backend": .object([
            "baseURL": .open, "readyPath": .open, "logFile": .open,
            "launch": .object([
                "command": .open, "workingDirectory": .open, "environment": .open, "humanPluginURLVariable": .open,
                "humanPluginTokenVariable": .open, "portVariable": .open, "readyTimeoutSeconds": .open,
            ]),
        ]),
        "app": .object(["urlScheme": .open, "variant": .open, "project": .open, "captureSession": .open, "captureSessionSDK": .open]),
        "humanPlugin": .object(["host": .open, "port": .open, "clientId": .open, "token": .open]),
        "users": .object([
            "login": call(["tokenPointer": .open, "sendToken": .open]),
            "static": .list(.object(["name": .open, "headers": .open])),
            "names": .open,
        ]),
        "start": call(["idPointer": .open, "idHeader": headerCapture, "linkPointer": .open, "linkHeader": headerCapture]),
        "ended": call(["outcomePointer": .open, "outcomeHeader": headerCapture, "outcomeStatus": .open]),
        "result": call([
            "outcomePointer": .open, "outcomeHeader": headerCapture, "outcomeStatus": .open,
            "inProgress": .open, "intervalSeconds": .open, "boundSeconds": .open,
        ]),
        "outcomes": .open,
        "documentType": .open,
        "documentTypes": .open,
        "timeouts": .object(["requestSeconds": .open, "upstreamBoundSeconds": .open, "runSeconds": .open]),
        "concurrentUsers": .open,
        "secrets": .open,
        "limits": .object(["maxAnswerBytes": .open]),
        "adapter": .object([
            "command": .open, "environment": .open, "startSeconds": .open, "stepSeconds": .open, "pollResult": .open,
            "resultPolling": resultPolling,
        ]),
        "resultPolling": resultPolling,
    ])

    /// The first unknown field of `document` (depth first, keys in order), with a suggestion.
    static func firstUnknown(in document: JSONValue, file: String) -> KitError? {
        unknown(in: document, node: root, path: "", file: file)
    }

    private static func unknown(in value: JSONValue, node: Node, path: String, file: String) -> KitError? {
        switch (node, value) {
        case let (.object(fields), .object(members)):
            for key in members.keys.sorted() where key != "//" {
                let field = path.isEmpty ? key : "\(path).\(key)"
                guard let child = fields[key] else {
                    let hint =
                        suggestion(for: key, among: Array(fields.keys)).map { "did you mean \($0)?" }
                        ?? "known: \(fields.keys.sorted().joined(separator: ", "))"
                    return .config(file: file, field: field, problem: "unknown field (\(hint))")
                }
                if let error = unknown(in: members[key]!, node: child, path: field, file: file) { return error }
            }
        case let (.list(item), .array(items)):
            for (index, element) in items.enumerated() {
                if let error = unknown(in: element, node: item, path: "\(path)[\(index)]", file: file) { return error }
            }
        default:
            break
        }
        return nil
    }

    /// The known name closest to `name` (edit distance, ignoring case), when it is close enough to
    /// be a typo: at most a third of the name's length, and at least one edit allowed.
    static func suggestion(for name: String, among known: [String]) -> String? {
        let lowered = name.lowercased()
        let scored = known.map { ($0, distance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) else { return nil }
        return best.1 <= max(1, min(3, name.count / 3)) ? best.0 : nil
    }

    /// Levenshtein distance.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
