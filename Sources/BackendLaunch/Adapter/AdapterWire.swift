import AppDriving
import ConformanceBasics

/// The adapter protocol's lines (docs/ADAPTER.md): what the kit sends, and the replies it reads.
enum AdapterWire {
    static let version = 1
    /// The longest line either side may write.
    static let maxLineBytes = 1 << 20
    /// The most an adapter may write to its standard output in all.
    static let maxOutputBytes = 64 << 20

    static func hello(backendURL: String, users: [String], requestSeconds: Double) -> [UInt8] {
        line([
            "type": .string("hello"), "protocol": .number(Double(version)), "backendURL": .string(backendURL),
            "users": .array(users.map { .string($0) }), "requestSeconds": .number(requestSeconds),
        ])
    }

    static func step(_ step: AdapterStep, id: String) -> [UInt8] {
        var members: [String: JSONValue] = [
            "type": .string("step"), "id": .string(id), "step": .string(step.step.rawValue),
            "journey": .string(step.journey), "user": .string(step.user),
        ]
        if let value = step.documentNumber { members["documentNumber"] = .string(value) }
        if let value = step.documentType { members["documentType"] = .string(value) }
        if let value = step.processID { members["processId"] = .string(value) }
        if let value = step.claim { members["claim"] = .string(value) }
        return line(members)
    }

    /// The login step: log `login.user` in (only to an adapter whose hello lists `login`).
    static func login(_ login: AdapterLogin, id: String) -> [UInt8] {
        line([
            "type": .string("step"), "id": .string(id), "step": .string("login"), "journey": .string(login.journey),
            "user": .string(login.user),
        ])
    }

    static let bye: [UInt8] = line(["type": .string("bye")])

    private static func line(_ members: [String: JSONValue]) -> [UInt8] {
        JSONValue.object(members).serialized + [UInt8(ascii: "\n")]
    }

    /// The adapter's hello: its name and the steps it performs.
    struct Hello {
        var name: String?
        var steps: [String]
    }

    /// A parsed hello, or why the line is not one.
    static func parseHello(_ value: JSONValue) -> Result<Hello, WireProblem> {
        guard value["type"]?.stringValue == "hello" else {
            return .failure(WireProblem("its first line is not a hello (type \(typeText(value)))"))
        }
        guard case let .number(number)? = value["protocol"], number == Double(version) else {
            return .failure(WireProblem("its hello does not speak protocol \(version)"))
        }
        guard case let .array(items)? = value["steps"] else { return .failure(WireProblem("its hello has no steps list")) }
        let steps = items.compactMap(\.stringValue)
        for required in ["start", "ended"] where !steps.contains(required) {
            return .failure(WireProblem("its hello does not list the required step '\(required)'"))
        }
        let name = value["name"]?.stringValue.flatMap { $0.isEmpty ? nil : String($0.prefix(80)) }
        return .success(Hello(name: name, steps: steps))
    }

    /// A reply's id, or why the line is not a reply.
    static func replyID(_ value: JSONValue) -> Result<String, WireProblem> {
        guard value["type"]?.stringValue == "reply" else {
            return .failure(WireProblem("a line that is not a reply (type \(typeText(value)))"))
        }
        guard let id = value["id"]?.stringValue else { return .failure(WireProblem("a reply without a string id")) }
        return .success(id)
    }

    /// The reply's content, or why it is malformed.
    static func parseReply(_ value: JSONValue) -> Result<AdapterReply, WireProblem> {
        // Secrets first: a failure reply's secrets are redacted too.
        var secrets: [String] = []
        if let listed = value["secrets"], listed != .null {
            guard case let .array(list) = listed, list.allSatisfy({ $0.stringValue != nil }) else {
                return .failure(WireProblem("a reply whose secrets is not a list of strings"))
            }
            secrets = list.compactMap(\.stringValue)
        }
        if let failure = value["failure"], failure != .null {
            guard let text = failure.stringValue else { return .failure(WireProblem("a reply whose failure is not a string")) }
            var reply = AdapterReply(calls: [], failure: text)
            reply.secrets = secrets
            return .success(reply)
        }
        guard case let .array(items)? = value["calls"] else { return .failure(WireProblem("a reply without a calls list")) }
        var calls: [AdapterCall] = []
        for (index, item) in items.enumerated() {
            switch parseCall(item) {
            case let .success(call): calls.append(call)
            case let .failure(problem): return .failure(WireProblem("a reply whose calls[\(index)] \(problem.text)"))
            }
        }
        var reply = AdapterReply(calls: calls)
        for (key, path) in [("processId", \AdapterReply.processID), ("link", \.link), ("outcome", \.outcome)] {
            switch value[key] {
            case nil, .null?: continue
            case let .string(text)?: reply[keyPath: path] = text
            default: return .failure(WireProblem("a reply whose \(key) is not a string"))
            }
        }
        switch value["loggedIn"] {
        case nil, .null?: break
        case let .bool(flag)?: reply.loggedIn = flag
        default: return .failure(WireProblem("a reply whose loggedIn is not true or false"))
        }
        reply.secrets = secrets
        return .success(reply)
    }

    private static func parseCall(_ value: JSONValue) -> Result<AdapterCall, WireProblem> {
        guard let request = value["request"], let method = request["method"]?.stringValue, let target = request["target"]?.stringValue
        else {
            return .failure(WireProblem("has no request with a method and a target"))
        }
        guard let requestHeaders = headers(request["headers"]) else {
            return .failure(WireProblem("has request headers that are not strings"))
        }
        var call = AdapterCall(
            request: .init(method: method, target: target, headers: requestHeaders, body: text(request["body"])),
            response: nil)
        switch value["response"] {
        case nil, .null?:
            call.error = value["error"]?.stringValue ?? "no answer"
        case let answer?:
            guard case let .number(status)? = answer["status"], status == status.rounded(), (100...999).contains(status) else {
                return .failure(WireProblem("has a response without a status from 100 to 999"))
            }
            guard let responseHeaders = headers(answer["headers"]) else {
                return .failure(WireProblem("has response headers that are not strings"))
            }
            call.response = .init(status: Int(status), headers: responseHeaders, body: text(answer["body"]))
        }
        if case let .number(milliseconds)? = value["elapsedMilliseconds"], milliseconds >= 0 { call.elapsedMilliseconds = milliseconds }
        return .success(call)
    }

    private static func headers(_ value: JSONValue?) -> [String: String]? {
        guard let value, value != .null else { return [:] }
        guard case let .object(members) = value else { return nil }
        var result: [String: String] = [:]
        for (name, item) in members {
            guard let text = item.stringValue else { return nil }
            result[name] = text
        }
        return result
    }

    /// A body as text: a string as is, any other JSON value serialized.
    private static func text(_ value: JSONValue?) -> String {
        switch value {
        case nil, .null?: ""
        case let .string(text)?: text
        case let other?: String(decoding: other.serialized, as: UTF8.self)
        }
    }

    private static func typeText(_ value: JSONValue) -> String {
        value["type"]?.stringValue.map { "'\(String($0.prefix(20)))'" } ?? "missing"
    }
}

/// Why an adapter's line is not what the protocol allows.
struct WireProblem: Error {
    var text: String
    init(_ text: String) { self.text = text }
}
