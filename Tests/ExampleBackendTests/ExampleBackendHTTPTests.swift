import ExampleRunTestSupport
import Foundation
import Testing

@testable import ExampleBackend
@testable import HTTP1Codec
@testable import HTTPTransport

/// A fake Human Plugin listening on a real socket: answers like `FakeHumanPlugin`, and stalls
/// `stall` before answering 500 when its mode is `.timeout`.
final class FakeHumanPluginServer: Sendable {
    let fake = FakeHumanPlugin()
    let server: HTTPServer

    init(stall: Duration = .milliseconds(400)) throws {
        let fake = self.fake
        server = HTTPServer(configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0)) { request, _ in
            if let response = fake.answer(request, timeout: nil) { return response }
            Thread.sleep(forTimeInterval: Double(stall.components.attoseconds) / 1e18 + Double(stall.components.seconds))
            return HTTPResponse.json(500, ["error": ["code": "late", "description": "too late"]])
        }
        try server.start()
    }

    deinit { server.stop() }
}

/// The example back-end end to end over sockets: app → back-end → fake Human Plugin.
@Suite("Example back-end over HTTP", .serialized)
struct ExampleBackendHTTPTests {
    /// A running back-end talking to a running fake Human Plugin.
    struct Rig {
        let humanPlugin: FakeHumanPluginServer
        let backend: ExampleBackend
        let client = HTTPClient()
        let endpoint: HTTPEndpoint

        init(faults: Set<ExampleBackendFault> = [], timeout: Duration = .seconds(1), stall: Duration = .milliseconds(400)) throws {
            humanPlugin = try FakeHumanPluginServer(stall: stall)
            backend = ExampleBackend(
                configuration: ExampleBackendConfiguration(
                    humanPluginBaseURL: humanPlugin.server.baseURL, humanPluginToken: "tok-secret",
                    upstreamTimeout: timeout, faults: faults))
            try backend.start()
            endpoint = try HTTPEndpoint(url: backend.baseURL)
        }

        var fake: FakeHumanPlugin { humanPlugin.fake }

        func send(_ method: String, _ target: String, user: String? = "alice", body: String = "") throws -> HTTPResponse {
            var headers = HTTPHeaders()
            if let user { headers.add("X-App-User", user) }
            if !body.isEmpty { headers.add("Content-Type", "application/json") }
            return try client.send(
                HTTPRequest(method: method, target: target, headers: headers, body: Array(body.utf8)),
                to: endpoint, timeout: .seconds(5)
            ).response
        }

        func start(user: String = "alice", document: String = "12345678901") throws -> HTTPResponse {
            try send("POST", "/captures", user: user, body: #"{"documentNumber":"\#(document)"}"#)
        }

        func end(_ id: String, user: String = "alice", body: String = "") throws -> HTTPResponse {
            try send("POST", "/captures/\(id)/ended", user: user, body: body)
        }

        func stop() {
            client.close()
            backend.stop()
            humanPlugin.server.stop()
        }
    }

    @Test func healthAndRouting() throws {
        let rig = try Rig()
        defer { rig.stop() }
        let health = try rig.send("GET", "/health", user: nil)
        #expect(health.status == 200)
        #expect(health.fields == ["status": "ok"])
        #expect(health.headers["content-type"] == "application/json")
        #expect(try rig.send("GET", "/elsewhere").status == 404)
        #expect(try rig.send("PUT", "/captures").status == 405)
    }

    @Test func correctJourney() throws {
        let rig = try Rig()
        defer { rig.stop() }
        rig.fake.setFinalState("PROCESS_STATE_FINISHED", "PROCESS_RESULT_INVALID_IDENTITY")
        let started = try rig.start(document: "55566677788")
        #expect(started.status == 201)
        #expect(started.fields == ["id": "proc-1", "link": FakeHumanPlugin.link(for: "proc-1")])
        #expect(!started.bodyText.contains("55566677788"))
        #expect(!started.bodyText.contains("tok-secret"))

        let create = try #require(rig.fake.creates.first)
        #expect(create.request.target == "/v1/processes")
        #expect(create.request.headers["Authorization"] == "Bearer tok-secret")
        #expect(create.request.headers["Content-Type"] == "application/json")
        #expect(create.json["flow"] == "humantoken")
        #expect(create.json["clientId"] == "client-a")
        #expect(create.json["credential.type"] == "DUI_TYPE_NG_BVN")
        #expect(create.json["credential.value"] == "55566677788")
        #expect(create.json["callbackUri"] == "com.example.capture://callback")
        #expect(create.json["correlationId"]?.hasPrefix("order-") == true)

        let ended = try rig.end("proc-1", body: #"{"claim":"success"}"#)
        #expect(ended.status == 200)
        #expect(ended.fields == ["id": "proc-1", "outcome": "rejected"])
        let read = try #require(rig.fake.reads.first)
        #expect(read.request.target == "/v1/processes/proc-1")
        #expect(read.request.headers["Authorization"] == "Bearer tok-secret")
        #expect(rig.fake.creates.count == 1)
    }

    @Test func idorRefusalsMakeNoRead() throws {
        let rig = try Rig()
        defer { rig.stop() }
        #expect(try rig.start(user: "alice").status == 201)
        let forged = try rig.end("proc-42", user: "alice")
        #expect(forged.status == 404)
        #expect(forged.fields == ["error": "unknown capture"])
        let foreign = try rig.end("proc-1", user: "mallory")
        #expect(foreign.status == 404)
        #expect(try rig.send("POST", "/captures/proc-1/ended", user: nil).status == 401)
        #expect(rig.fake.reads.isEmpty)
    }

    @Test func upstream500IsABadGateway() throws {
        let rig = try Rig()
        defer { rig.stop() }
        rig.fake.mode = .createAnswer(500, #"{"error":{"code":"internal","description":"boom"}}"#)
        let answer = try rig.start()
        #expect(answer.status == 502)
        #expect(answer.fields == ["error": "human plugin create failed"])
        #expect(rig.fake.creates.count == 1)
    }

    @Test func upstreamTimeoutIsAGatewayTimeoutWithinTheBound() throws {
        // Human Plugin stalls 30 s, far past the back-end's 0.15 s: only the bound can give the 504.
        let rig = try Rig(timeout: .milliseconds(150), stall: .seconds(30))
        defer { rig.stop() }
        rig.fake.mode = .timeout
        let clock = ContinuousClock()
        let began = clock.now
        let answer = try rig.start()
        let took = clock.now - began
        #expect(answer.status == 504)
        #expect(answer.fields == ["error": "human plugin unavailable"])
        #expect(took >= .milliseconds(100) && took < .seconds(20), "the 504 came from the bound, not from the 30 s stall")
        #expect(rig.fake.creates.count == 1)
    }

    @Test func concurrentUsersStayIsolated() async throws {
        let rig = try Rig()
        defer { rig.stop() }
        let users = (1...6).map { "user-\($0)" }
        let started = try await withThrowingTaskGroup(of: (String, String).self) { group in
            for user in users {
                group.addTask { (user, try rig.start(user: user).fields["id"] ?? "") }
            }
            return try await group.reduce(into: [String: String]()) { $0[$1.0] = $1.1 }
        }
        #expect(Set(started.values).count == users.count)
        for (index, user) in users.enumerated() {
            let id = try #require(started[user])
            let result = index.isMultiple(of: 2) ? "PROCESS_RESULT_OK" : "PROCESS_RESULT_INVALID_IDENTITY"
            rig.fake.setFinalState("PROCESS_STATE_FINISHED", result, for: id)
        }
        for (index, user) in users.enumerated() {
            let id = try #require(started[user])
            let ended = try rig.end(id, user: user)
            #expect(ended.fields == ["id": id, "outcome": index.isMultiple(of: 2) ? "approved" : "rejected"])
        }
    }

    static let faults: [ExampleBackendFault] = [
        .wrongFlow, .noCreateAuth, .rewrittenLink, .trustAppClaim, .noOwnershipCheck, .sharedLastProcess,
    ]

    @Test(arguments: faults)
    func faultIsVisibleOverHTTP(fault: ExampleBackendFault) throws {
        let rig = try Rig(faults: [fault])
        defer { rig.stop() }
        switch fault {
        case .wrongFlow:
            _ = try rig.start()
            #expect(rig.fake.creates.first?.json["flow"] == "idtoken")
        case .noCreateAuth:
            _ = try rig.start()
            #expect(rig.fake.creates.first?.request.headers["Authorization"] == nil)
        case .rewrittenLink:
            #expect(try rig.start().fields["link"] == FakeHumanPlugin.link(for: "proc-1") + "&src=app")
        case .trustAppClaim:
            rig.fake.setFinalState("PROCESS_STATE_FAILED", "PROCESS_RESULT_ERROR")
            _ = try rig.start()
            #expect(try rig.end("proc-1", body: #"{"claim":"success"}"#).fields["outcome"] == "approved")
            #expect(rig.fake.reads.isEmpty)
        case .noOwnershipCheck:
            _ = try rig.start(user: "alice")
            #expect(try rig.end("proc-1", user: "mallory").status == 200)
            #expect(rig.fake.reads.count == 1)
        case .sharedLastProcess:
            rig.fake.setFinalState("PROCESS_STATE_FINISHED", "PROCESS_RESULT_OK", for: "proc-1")
            rig.fake.setFinalState("PROCESS_STATE_FAILED", "PROCESS_RESULT_EXPIRED", for: "proc-2")
            _ = try rig.start(user: "alice")
            _ = try rig.start(user: "bob")
            #expect(try rig.end("proc-1", user: "alice").fields == ["id": "proc-1", "outcome": "expired"])
        default:
            Issue.record("no scenario for \(fault)")
        }
    }

    @Test func invalidHumanPluginURLRefusesToStart() {
        let backend = ExampleBackend(configuration: ExampleBackendConfiguration(humanPluginBaseURL: "ftp://nowhere", humanPluginToken: "t"))
        #expect(throws: ExampleBackendError.self) { try backend.start() }
    }
}
