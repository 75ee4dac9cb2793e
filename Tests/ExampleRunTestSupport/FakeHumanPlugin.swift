import Foundation
import KitTestSupport
import Synchronization

@testable import ExampleBackend
@testable import HTTP1Codec

/// A scripted stand-in for Human Plugin, usable directly as the back-end's transport (no
/// sockets) or behind an `HTTPServer` (see `FakeHumanPluginServer`).
///
/// Creates answer 201 with `proc-N` and a link carrying slashes and a query; reads answer 200
/// with the final state set for that id (or the default one).
package final class FakeHumanPlugin: HumanPluginTransport, Sendable {
    /// What the fake does with the next calls.
    package enum Mode: Sendable, Equatable {
        case normal
        /// Answer creates with this status and body.
        case createAnswer(Int, String)
        /// Answer reads with this status and body.
        case readAnswer(Int, String)
        /// Throw `.timedOut` (transport use) or stall `stall` (server use) on every call.
        case timeout
    }

    package struct Recorded: Sendable {
        package var request: HTTPRequest
        package var timeout: Duration?
        package var json: [String: String] {
            // Flattened top-level strings of the body, plus credential.type / credential.value.
            guard let object = (try? JSONSerialization.jsonObject(with: Data(request.body))) as? [String: Any] else { return [:] }
            var flat: [String: String] = [:]
            for (key, value) in object {
                if let string = value as? String { flat[key] = string }
                if let nested = value as? [String: Any] {
                    for (inner, innerValue) in nested { if let string = innerValue as? String { flat["\(key).\(inner)"] = string } }
                }
            }
            return flat
        }
    }

    private struct State {
        var mode = Mode.normal
        var created = 0
        var recorded: [Recorded] = []
        var defaultState = ("PROCESS_STATE_FINISHED", "PROCESS_RESULT_OK")
        var states: [String: (String, String)] = [:]
    }

    private let state = Mutex(State())

    package init() {}

    package static func link(for id: String) -> String { "https://hp.example/capture/\(id)?t=a/b%2Fc&x=1" }

    package var mode: Mode {
        get { state.withLock { $0.mode } }
        set { state.withLock { $0.mode = newValue } }
    }

    package func setFinalState(_ processState: String, _ result: String, for id: String? = nil) {
        state.withLock {
            if let id { $0.states[id] = (processState, result) } else { $0.defaultState = (processState, result) }
        }
    }

    package var recorded: [Recorded] { state.withLock { $0.recorded } }
    package var creates: [Recorded] { recorded.filter { $0.request.method == "POST" } }
    package var reads: [Recorded] { recorded.filter { $0.request.method == "GET" } }

    /// Records `request` and answers it (nil: stall / time out).
    package func answer(_ request: HTTPRequest, timeout: Duration?) -> HTTPResponse? {
        state.withLock { state -> HTTPResponse? in
            state.recorded.append(Recorded(request: request, timeout: timeout))
            switch (state.mode, request.method) {
            case (.timeout, _):
                return nil
            case let (.createAnswer(status, body), "POST"), let (.readAnswer(status, body), "GET"):
                return HTTPResponse.text(status, body, contentType: "application/json")
            case (_, "POST"):
                state.created += 1
                let id = "proc-\(state.created)"
                return HTTPResponse.json(201, ["id": id, "link": Self.link(for: id)])
            case (_, "GET"):
                let id = String(request.path.dropFirst("/v1/processes/".count))
                let (processState, result) = state.states[id] ?? state.defaultState
                return HTTPResponse.json(200, ["process": ["id": id, "state": processState, "result": result]])
            default:
                return HTTPResponse.json(405, ["error": ["code": "method", "description": "not allowed"]])
            }
        }
    }

    package func send(_ request: HTTPRequest, timeout: Duration) throws(HTTPClientError) -> HTTPResponse {
        guard let response = answer(request, timeout: timeout) else { throw .timedOut("fake") }
        return response
    }
}

/// Test helpers to talk to a `BackendService` as the app would.
extension BackendService {
    package convenience init(faults: Set<ExampleBackendFault> = [], fake: FakeHumanPlugin) {
        self.init(
            configuration: ExampleBackendConfiguration(
                humanPluginBaseURL: "http://127.0.0.1:1", humanPluginToken: "tok-secret", faults: faults), transport: fake)
        baseURL = "http://127.0.0.1:1"
    }

    package func start(user: String? = "alice", documentNumber: String = "12345678901", documentType: String? = nil) -> HTTPResponse {
        var headers = HTTPHeaders()
        if let user { headers.add("X-App-User", user) }
        headers.add("Content-Type", "application/json")
        let type = documentType.map { #","documentType":"\#($0)""# } ?? ""
        return handle(
            HTTPRequest(
                method: "POST", target: "/captures", headers: headers,
                body: Array(#"{"documentNumber":"\#(documentNumber)"\#(type)}"#.utf8)))
    }

    package func end(_ id: String, user: String? = "alice", claim: String? = nil) -> HTTPResponse {
        var headers = HTTPHeaders()
        if let user { headers.add("X-App-User", user) }
        let body = claim.map { Array(#"{"claim":"\#($0)"}"#.utf8) } ?? []
        return handle(HTTPRequest(method: "POST", target: "/captures/\(id)/ended", headers: headers, body: body))
    }
}

extension HTTPResponse {
    /// The body's top-level values as strings ("<null>" for JSON null).
    package var fields: [String: String] {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] else { return [:] }
        return object.mapValues { value in
            if value is NSNull { return "<null>" }
            return value as? String ?? "\(value)"
        }
    }
}
