import ExampleRunTestSupport
import Foundation
import Testing

@testable import ExampleBackend
@testable import HTTP1Codec

/// The correct back-end's behaviour, driven without sockets through a scripted Human Plugin.
@Suite("Example back-end: correct flow (no sockets)")
struct BackendServiceTests {
    let fake = FakeHumanPlugin()

    @Test func healthAnswersOK() {
        let service = BackendService(fake: fake)
        let response = service.handle(HTTPRequest(method: "GET", target: "/health"))
        #expect(response.status == 200)
        #expect(response.fields == ["status": "ok"])
    }

    @Test func createSendsTheDocumentedBody() throws {
        let service = BackendService(fake: fake)
        let response = service.start(documentNumber: "22233344455")
        #expect(response.status == 201)
        let create = try #require(fake.creates.first)
        #expect(fake.creates.count == 1)
        #expect(create.request.method == "POST")
        #expect(create.request.target == "/v1/processes")
        #expect(create.request.headers["authorization"] == "Bearer tok-secret")
        #expect(create.request.headers["content-type"] == "application/json")
        #expect(create.timeout == .milliseconds(500))  // the default upstream timeout
        let body = create.json
        #expect(body["flow"] == "humantoken")
        #expect(body["clientId"] == "client-a")
        #expect(body["credential.type"] == "DUI_TYPE_NG_BVN")
        #expect(body["credential.value"] == "22233344455")
        #expect(body["callbackUri"] == "com.example.capture://callback")
        #expect(body["correlationId"]?.hasPrefix("order-") == true)
    }

    @Test func startAnswerCarriesTheIssuedIdAndLinkAndNoSecret() {
        let service = BackendService(fake: fake)
        let response = service.start(documentNumber: "22233344455")
        #expect(response.status == 201)
        #expect(response.fields == ["id": "proc-1", "link": FakeHumanPlugin.link(for: "proc-1")])
        #expect(!response.bodyText.contains("22233344455"))
        #expect(!response.bodyText.contains("tok-secret"))
    }

    @Test func documentTypeFromTheAppIsUsed() {
        let service = BackendService(fake: fake)
        _ = service.handle(
            HTTPRequest(
                method: "POST", target: "/captures", headers: ["X-App-User": "alice"],
                body: Array(#"{"documentNumber":"1","documentType":"DUI_TYPE_BR_CPF"}"#.utf8)))
        #expect(fake.creates.first?.json["credential.type"] == "DUI_TYPE_BR_CPF")
    }

    @Test func correlationIdsDiffer() {
        let service = BackendService(fake: fake)
        _ = service.start()
        _ = service.start()
        let ids = fake.creates.compactMap { $0.json["correlationId"] }
        #expect(ids.count == 2)
        #expect(Set(ids).count == 2)
    }

    @Test func startWithoutUserOrDocumentIsRefusedWithoutUpstreamCall() {
        let service = BackendService(fake: fake)
        #expect(service.start(user: nil).status == 401)
        #expect(service.start(user: nil).fields == ["error": "missing X-App-User"])
        let noDocument = service.handle(
            HTTPRequest(method: "POST", target: "/captures", headers: ["X-App-User": "alice"], body: Array("{}".utf8)))
        #expect(noDocument.status == 400)
        #expect(fake.recorded.isEmpty)
    }

    static let finalStates: [(String, String, String)] = [
        ("PROCESS_STATE_FINISHED", "PROCESS_RESULT_OK", "approved"),
        ("PROCESS_STATE_FINISHED", "PROCESS_RESULT_INVALID_IDENTITY", "rejected"),
        ("PROCESS_STATE_FAILED", "PROCESS_RESULT_ERROR", "failed"),
        ("PROCESS_STATE_FAILED", "PROCESS_RESULT_EXPIRED", "expired"),
        ("PROCESS_STATE_CREATED", "PROCESS_RESULT_UNSPECIFIED", "pending"),
    ]

    @Test(arguments: finalStates)
    func outcomeFollowsTheFinalState(state: String, result: String, outcome: String) throws {
        let service = BackendService(fake: fake)
        fake.setFinalState(state, result)
        let id = try #require(service.start().fields["id"])
        let response = service.end(id, claim: "success")
        #expect(response.status == 200)
        #expect(response.fields == ["id": id, "outcome": outcome])
        let read = try #require(fake.reads.first)
        #expect(fake.reads.count == 1)
        #expect(read.request.target == "/v1/processes/\(id)")
        #expect(read.request.headers["Authorization"] == "Bearer tok-secret")
    }

    @Test func unknownFinalStateIsABadGateway() throws {
        let service = BackendService(fake: fake)
        fake.setFinalState("PROCESS_STATE_SOMETHING_NEW", "PROCESS_RESULT_OK")
        let id = try #require(service.start().fields["id"])
        #expect(service.end(id).status == 502)
    }

    @Test func forgedIdIsRefusedWithoutARead() {
        let service = BackendService(fake: fake)
        _ = service.start()
        let response = service.end("proc-999")
        #expect(response.status == 404)
        #expect(response.fields == ["error": "unknown capture"])
        #expect(fake.reads.isEmpty)
    }

    @Test func foreignIdIsRefusedWithoutARead() throws {
        let service = BackendService(fake: fake)
        let id = try #require(service.start(user: "alice").fields["id"])
        let response = service.end(id, user: "mallory")
        #expect(response.status == 404)
        #expect(!response.bodyText.contains("approved"))
        #expect(fake.reads.isEmpty)
        #expect(service.end(id, user: nil).status == 401)
        #expect(fake.reads.isEmpty)
    }

    static let brokenCreates: [(Int, String)] = [
        (400, #"{"error":{"code":"invalid","description":"invalid callbackUri"}}"#),
        (401, "{}"),
        (500, "{}"),
        (503, "oops"),
        (201, #"{"id":"proc-1"}"#),
        (201, #"{"id":"proc-1","link":""}"#),
        (201, #"{"link":"https://hp.example/x"}"#),
        (201, #"{"id":"proc-1","link":"#),
    ]

    @Test(arguments: brokenCreates)
    func brokenCreateIsABadGatewayAndNotRetried(status: Int, body: String) {
        let service = BackendService(fake: fake)
        fake.mode = .createAnswer(status, body)
        let response = service.start()
        #expect(response.status == 502)
        #expect(response.fields == ["error": "human plugin create failed"])
        #expect(fake.creates.count == 1)
    }

    @Test func createTimeoutIsAGatewayTimeoutAndNotRetried() {
        let service = BackendService(fake: fake)
        fake.mode = .timeout
        let response = service.start()
        #expect(response.status == 504)
        #expect(response.fields == ["error": "human plugin unavailable"])
        #expect(fake.creates.count == 1)
    }

    @Test(arguments: [404, 500])
    func failedReadIsAnErrorNotAnOutcome(status: Int) throws {
        let service = BackendService(fake: fake)
        let id = try #require(service.start().fields["id"])
        fake.mode = .readAnswer(status, #"{"error":{"code":"x","description":"y"}}"#)
        let response = service.end(id)
        #expect(response.status == 502)
        #expect(response.fields == ["error": "human plugin read failed"])
    }

    @Test func readTimeoutIsAGatewayTimeout() throws {
        let service = BackendService(fake: fake)
        let id = try #require(service.start().fields["id"])
        fake.mode = .timeout
        #expect(service.end(id).status == 504)
    }

    @Test func unknownPathsAndMethods() {
        let service = BackendService(fake: fake)
        #expect(service.handle(HTTPRequest(method: "GET", target: "/nowhere")).status == 404)
        #expect(service.handle(HTTPRequest(method: "GET", target: "/captures/proc-1/page")).status == 404)
        let wrongMethod = service.handle(HTTPRequest(method: "GET", target: "/captures"))
        #expect(wrongMethod.status == 405)
        #expect(wrongMethod.headers["allow"] == "POST")
        #expect(service.handle(HTTPRequest(method: "DELETE", target: "/captures/proc-1/ended")).status == 405)
        #expect(service.handle(HTTPRequest(method: "POST", target: "/health")).status == 405)
        #expect(fake.recorded.isEmpty)
    }

    @Test func routing() {
        #expect(Route(method: "POST", path: "/captures/abc%2F1/ended") == .endCapture(id: "abc/1"))
        #expect(Route(method: "POST", path: "/captures//ended") == .notFound)
        #expect(Route(method: "POST", path: "/captures/") == .notFound)
        #expect(Route(method: "GET", path: "/health") == .health)
    }

    @Test func outcomeTable() {
        #expect(Outcome.from(state: "PROCESS_STATE_FAILED", result: "PROCESS_RESULT_UNSPECIFIED") == .failed)
        #expect(Outcome.from(state: "PROCESS_STATE_FINISHED", result: "PROCESS_RESULT_ERROR") == nil)
        #expect(Outcome.from(state: nil, result: nil) == nil)
        #expect(Outcome.from(state: "PROCESS_STATE_FAILED", result: "PROCESS_RESULT_EXPIRED", expiredAsFailed: true) == .failed)
    }
}
