import ConformanceBasics
import HTTP1Codec

/// The vendor's own answers, as `hp-conformance probe` recorded them (its `drift.json`), made into
/// templates the stand-in fills: the same status line, header fields in the vendor's order and
/// case, framing, and body bytes, with only the values of one process (id, link, correlationId,
/// flow, state, result) put in their place. `run --vendor-recording` and `serve --vendor-recording`
/// answer with them (docs/PROBE.md).
public struct VendorRecording: Sendable, Equatable {
    /// One recorded answer, ready to fill.
    public struct Answer: Sendable, Equatable {
        public var status: Int
        public var reason: String
        /// The vendor's header fields but the framing ones the stand-in's server writes itself.
        public var headers: HTTPHeaders
        /// Whether the vendor framed the body with `Transfer-Encoding: chunked`.
        public var chunked: Bool
        public var body: BodyTemplate
    }

    /// A body as recorded, each JSON string value that held one of the process's values replaced
    /// by that value's name.
    public struct BodyTemplate: Sendable, Equatable {
        public enum Part: Sendable, Equatable {
            case bytes([UInt8])
            /// A JSON string value: the named value, written as a JSON string.
            case value(String)
        }

        public var parts: [Part]

        /// The body with `values` in place (a name without a value keeps an empty string).
        public func filled(_ values: [String: String]) -> [UInt8] {
            var out: [UInt8] = []
            for part in parts {
                switch part {
                case let .bytes(bytes): out += bytes
                case let .value(name):
                    out += Array(("\"" + JSONText.escaped(values[name] ?? "", options: [.withoutEscapingSlashes]) + "\"").utf8)
                }
            }
            return out
        }

        /// `body` with every JSON string *value* (not a member name) whose text is a key of
        /// `names` replaced by that name.
        static func make(_ body: [UInt8], names: [String: String]) -> BodyTemplate {
            var parts: [Part] = []
            var pending: [UInt8] = []
            var index = 0
            while index < body.count {
                guard body[index] == UInt8(ascii: "\"") else {
                    pending.append(body[index])
                    index += 1
                    continue
                }
                var end = index + 1
                while end < body.count && body[end] != UInt8(ascii: "\"") { end += body[end] == UInt8(ascii: "\\") ? 2 : 1 }
                let token = Array(body[index..<min(end + 1, body.count)])
                var after = end + 1
                while after < body.count, [0x20, 0x09, 0x0a, 0x0d].contains(body[after]) { after += 1 }
                let isName = after < body.count && body[after] == UInt8(ascii: ":")
                if !isName, let text = JSONValue.parse(token)?.stringValue, let name = names[text] {
                    if !pending.isEmpty { parts.append(.bytes(pending)) }
                    pending = []
                    parts.append(.value(name))
                } else {
                    pending += token
                }
                index = end + 1
            }
            if !pending.isEmpty { parts.append(.bytes(pending)) }
            return BodyTemplate(parts: parts)
        }
    }

    /// The create's success answer.
    public var create: Answer?
    /// The read's answer of a process nobody captured yet (its state and result are filled per read).
    public var read: Answer?
    /// The vendor's error answers by status (its own codes and descriptions, as recorded).
    public var errors: [Int: Answer]
    /// When and where the probe recorded them, and the SHA-256 of the recording's file.
    public var probedAt: String
    public var sandbox: String
    public var sha256: String

    /// One line for the console and the provenance: where the answers come from.
    public var summary: String {
        "the vendor's answers recorded by probe at \(probedAt) from \(sandbox) (sha256 \(sha256.prefix(16)))"
    }

    /// Header fields the stand-in's server writes itself, or that carry credentials.
    static let dropped: Set<String> = ["content-length", "transfer-encoding", "date", "connection", "keep-alive", "trailer", "set-cookie"]

    /// Reads a probe's `drift.json`. A recording whose probe found drift is refused: the stand-in
    /// would then answer against a contract the vendor contradicts (change `specs/` first).
    public static func parse(_ bytes: [UInt8], file: String) throws(KitError) -> VendorRecording {
        guard let report = JSONValue.parse(bytes), report["kind"]?.stringValue == "hp-conformance probe",
            case let .array(exchanges)? = report["exchanges"]
        else { throw .file(path: file, problem: "not a recording: hp-conformance probe writes one as drift.json") }
        if case let .number(code)? = report["exitCode"], code == 1 {
            let members =
                (report["findings"].flatMap { value -> [String]? in
                    guard case let .array(items) = value else { return nil }
                    return items.compactMap { $0["status"]?.stringValue == "contradicted" ? $0["member"]?.stringValue : nil }
                } ?? []).joined(separator: ", ")
            throw .file(
                path: file,
                problem:
                    "the probe that recorded it found drift (\(members)): change specs/contract.json first (docs/PROBE.md), then probe again"
            )
        }
        var recording = VendorRecording(
            create: nil, read: nil, errors: [:], probedAt: report["probedAt"]?.stringValue ?? "?",
            sandbox: report["sandbox"]?.stringValue ?? "?",
            sha256: SHA256.hex(of: bytes))
        let created = exchanges.first { $0["call"]?.stringValue == "create" }?["answer"].flatMap {
            JSONValue.parse(Array(($0["body"]?.stringValue ?? "").utf8))
        }
        let createdID = created?["id"]?.stringValue
        let createdLink = created?["link"]?.stringValue
        for exchange in exchanges {
            guard let call = exchange["call"]?.stringValue, let answer = exchange["answer"], case let .number(status)? = answer["status"]
            else {
                continue
            }
            let body = Array((answer["body"]?.stringValue ?? "").utf8)
            var names: [String: String] = [:]
            if let createdID { names[createdID] = "id" }
            if let createdLink { names[createdLink] = "link" }
            if call == "read-unknown", let path = exchange["request"]?["path"]?.stringValue, let slash = path.lastIndex(of: "/") {
                names[String(path[path.index(after: slash)...])] = "id"
            }
            if call == "read-created", let values = JSONValue.parse(body) {
                for key in ["state", "result", "flow", "correlationId"] {
                    for text in Self.strings(named: key, in: values) { names[text] = key }
                }
            }
            let recorded = Answer(
                status: Int(status), reason: answer["reason"]?.stringValue ?? "", headers: headers(answer["headers"]),
                chunked: Self.isChunked(answer["headers"]), body: BodyTemplate.make(body, names: names))
            switch call {
            case "create" where Int(status) / 100 == 2: recording.create = recorded
            case "read-created" where Int(status) / 100 == 2: recording.read = recorded
            default:
                if Int(status) >= 400 && recording.errors[Int(status)] == nil { recording.errors[Int(status)] = recorded }
            }
        }
        guard recording.create != nil || recording.read != nil || !recording.errors.isEmpty else {
            throw .file(path: file, problem: "the recording holds no answer the stand-in can play (the probe got none)")
        }
        return recording
    }

    /// Every string value of a member named `key`, at any depth.
    static func strings(named key: String, in value: JSONValue) -> [String] {
        switch value {
        case let .object(members):
            return members.flatMap { name, inner in
                (name == key ? [inner.stringValue].compactMap { $0 } : []) + strings(named: key, in: inner)
            }
        case let .array(items): return items.flatMap { strings(named: key, in: $0) }
        default: return []
        }
    }

    static func headers(_ value: JSONValue?) -> HTTPHeaders {
        guard case let .array(pairs)? = value else { return HTTPHeaders() }
        var headers = HTTPHeaders()
        for pair in pairs {
            guard case let .array(items) = pair, items.count == 2, let name = items[0].stringValue, let text = items[1].stringValue,
                !dropped.contains(name.lowercased())
            else { continue }
            headers.add(name, text)
        }
        return headers
    }

    static func isChunked(_ value: JSONValue?) -> Bool {
        guard case let .array(pairs)? = value else { return false }
        return pairs.contains { pair in
            guard case let .array(items) = pair, items.count == 2 else { return false }
            return items[0].stringValue?.lowercased() == "transfer-encoding"
                && items[1].stringValue?.lowercased().contains("chunked") == true
        }
    }

    /// `answer` as a response of the stand-in's, its body filled with `values`.
    public func response(_ answer: Answer, values: [String: String]) -> HTTPResponse {
        var response = HTTPResponse(status: answer.status, headers: answer.headers, body: answer.body.filled(values))
        if !answer.reason.isEmpty { response.reason = answer.reason }
        if answer.chunked {
            response.headers.add("Transfer-Encoding", "chunked")
            response.wire.chunkBytes = 64
        }
        return response
    }
}
