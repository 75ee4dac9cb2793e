import Foundation
import KitTestSupport
import Testing

@testable import ConformanceBasics
@testable import ConformanceModel
@testable import HTTP1Codec
@testable import HTTPTransport
@testable import StandInHumanPlugin

@Suite("Stand-in Human Plugin", .serialized)
struct HumanPluginStandInTests {
    static let token = "stand-in-test-token"

    func withStandIn(
        variant: KitConfiguration.Variant = .callback, _ body: (HumanPluginStandIn, HTTPEndpoint, HTTPClient) throws -> Void
    ) throws {
        let standIn = HumanPluginStandIn(
            contract: ConformanceHarness.specs.contract,
            configuration: .init(token: Self.token, variant: variant, seed: 7), journal: Journal())
        try standIn.start()
        defer { standIn.stop() }
        let client = HTTPClient()
        defer { client.close() }
        try body(standIn, try HTTPEndpoint(url: standIn.baseURL), client)
    }

    func create(
        _ client: HTTPClient, _ endpoint: HTTPEndpoint, authorization: String? = "Bearer \(token)",
        callbackUri: String = "com.example.app://callback"
    ) throws -> HTTPResponse {
        var headers: HTTPHeaders = ["Content-Type": "application/json"]
        if let authorization { headers.add("Authorization", authorization) }
        let body =
            #"{"flow":"humantoken","clientId":"c","correlationId":"o-1","credential":{"type":"DUI_TYPE_NG_BVN","value":"12345678901"},"callbackUri":"\#(callbackUri)"}"#
        return try client.send(
            HTTPRequest(method: "POST", target: "/v1/processes", headers: headers, body: Array(body.utf8)), to: endpoint,
            timeout: .seconds(2)
        ).response
    }

    @Test("create answers 201 with id and a link back to the capture page, and is journaled")
    func createAnswers201() throws {
        try withStandIn { standIn, endpoint, client in
            let response = try create(client, endpoint)
            #expect(response.status == 201)
            let body = try #require(JSONValue.parse(response.body))
            let id = try #require(body["id"]?.stringValue)
            let link = try #require(body["link"]?.stringValue)
            #expect(link.hasPrefix("\(standIn.baseURL)/capture/\(id)?"))
            #expect(standIn.journal.exchanges.map(\.step) == ["create"])
            #expect(standIn.process(id: id)?.callbackUri == "com.example.app://callback")
        }
    }

    @Test("requests without the configured bearer token get 401 with the vendor's error body")
    func unauthenticated() throws {
        try withStandIn { _, endpoint, client in
            for authorization in [nil, "Bearer wrong-token", "Basic \(Self.token)"] {
                let response = try create(client, endpoint, authorization: authorization)
                #expect(response.status == 401)
                #expect(JSONValue.parse(response.body)?["error"]?["code"]?.stringValue == "UNAUTHENTICATED")
            }
        }
    }

    func read(_ client: HTTPClient, _ endpoint: HTTPEndpoint, _ id: String) throws -> HTTPResponse {
        try client.send(
            HTTPRequest(method: "GET", target: "/v1/processes/\(id)", headers: ["Authorization": "Bearer \(Self.token)"]),
            to: endpoint, timeout: .seconds(2)
        ).response
    }

    func stateAndResult(_ response: HTTPResponse) -> String {
        let process = JSONValue.parse(response.body)?["process"]
        return "\(process?["state"]?.stringValue ?? "-") / \(process?["result"]?.stringValue ?? "-")"
    }

    @Test("a process reads created until the person completes it, then the final state the scenario chose; unknown ids get 404")
    func readsFinalState() throws {
        try withStandIn { standIn, endpoint, client in
            standIn.play(scenario: "s", behavior: StandInBehavior(finalStates: ["expired"]))
            let id = try #require(JSONValue.parse(try create(client, endpoint).body)?["id"]?.stringValue)
            #expect(stateAndResult(try read(client, endpoint, id)) == "PROCESS_STATE_CREATED / PROCESS_RESULT_UNSPECIFIED")
            _ = try client.send(HTTPRequest(method: "GET", target: "/capture/\(id)/complete"), to: endpoint, timeout: .seconds(2))
            let read = try read(client, endpoint, id)
            #expect(read.status == 200)
            #expect(JSONValue.parse(read.body)?["process"]?["result"]?.stringValue == "PROCESS_RESULT_EXPIRED")
            let unknown = try client.send(
                HTTPRequest(method: "GET", target: "/v1/processes/prc_nope", headers: ["Authorization": "Bearer \(Self.token)"]),
                to: endpoint, timeout: .seconds(2)
            ).response
            #expect(unknown.status == 404)
        }
    }

    @Test("create faults answer as the scenario says")
    func createFaults() throws {
        try withStandIn { standIn, endpoint, client in
            standIn.play(scenario: "f", behavior: StandInBehavior(finalStates: ["failed"], createFault: .status(503)))
            #expect(try create(client, endpoint).status == 503)
            standIn.play(scenario: "f", behavior: StandInBehavior(finalStates: ["failed"], createFault: .missingLink))
            let missing = try create(client, endpoint)
            #expect(missing.status == 201 && JSONValue.parse(missing.body)?["link"] == nil)
            standIn.play(scenario: "f", behavior: StandInBehavior(finalStates: ["failed"], createFault: .malformedJSON))
            #expect(JSONValue.parse(try create(client, endpoint).body) == nil)
        }
    }

    @Test("completing the capture page redirects to the registered callbackUri", arguments: KitConfiguration.Variant.allCases)
    func captureReturns(_ variant: KitConfiguration.Variant) throws {
        try withStandIn(variant: variant) { standIn, endpoint, client in
            let id = try #require(
                JSONValue.parse(try create(client, endpoint, callbackUri: "com.example.app://done").body)?["id"]?.stringValue)
            let page = try client.send(HTTPRequest(method: "GET", target: "/capture/\(id)"), to: endpoint, timeout: .seconds(2)).response
            #expect(page.status == 200 && page.bodyText.contains("id=\"complete\""))
            let done = try client.send(HTTPRequest(method: "GET", target: "/capture/\(id)/complete"), to: endpoint, timeout: .seconds(2))
                .response
            #expect(done.status == 302)
            #expect(done.headers["Location"] == (variant == .humanToken ? "com.example.app://done?id=\(id)" : "com.example.app://done"))
            #expect(standIn.journal.exchanges.map(\.step) == ["create"], "browser requests are the app driver's to record")
        }
    }

    @Test("a callbackUri of '/' gets a page, not a redirect")
    func noRedirect() throws {
        try withStandIn { _, endpoint, client in
            let id = try #require(JSONValue.parse(try create(client, endpoint, callbackUri: "/").body)?["id"]?.stringValue)
            let done = try client.send(HTTPRequest(method: "GET", target: "/capture/\(id)/complete"), to: endpoint, timeout: .seconds(2))
                .response
            #expect(done.status == 200 && done.headers["Location"] == nil)
        }
    }

    @Test("ids are reproducible from the seed and the journey")
    func stableIdentifiers() {
        #expect(StableIdentifiers(seed: 1).hex("a") == StableIdentifiers(seed: 1).hex("a"))
        #expect(StableIdentifiers(seed: 1).hex("a") != StableIdentifiers(seed: 2).hex("a"))
        #expect(StableIdentifiers(seed: 1).hex("a").count == 16)
    }

    @Test("a repeated read follows a final state chosen on the capture page; a read fault played later is the later scenario's")
    func repeatedReadsFollowChanges() throws {
        try withStandIn { standIn, endpoint, client in
            standIn.play(scenario: "s", behavior: StandInBehavior(finalStates: ["expired"]))
            let id = try #require(JSONValue.parse(try create(client, endpoint).body)?["id"]?.stringValue)
            func read() throws -> HTTPResponse {
                try client.send(
                    HTTPRequest(method: "GET", target: "/v1/processes/\(id)", headers: ["Authorization": "Bearer \(Self.token)"]),
                    to: endpoint, timeout: .seconds(2)
                ).response
            }
            _ = try client.send(HTTPRequest(method: "GET", target: "/capture/\(id)/complete"), to: endpoint, timeout: .seconds(2))
            let first = try read()
            #expect(try read() == first)
            #expect(JSONValue.parse(first.body)?["process"]?["result"]?.stringValue == "PROCESS_RESULT_EXPIRED")
            let chosen = try #require(ConformanceHarness.specs.contract.finalStates.states.first { $0.name != "expired" })
            _ = try client.send(
                HTTPRequest(method: "GET", target: "/capture/\(id)/complete?state=\(chosen.name)"), to: endpoint, timeout: .seconds(2))
            let after = try read()
            #expect(after.status == 200)
            #expect(JSONValue.parse(after.body)?["process"]?["result"]?.stringValue == chosen.result)
            // Scenarios may play at once: a read of "s"'s process stays "s"'s, whatever plays since.
            standIn.play(scenario: "t", behavior: StandInBehavior(finalStates: ["expired"], readFault: .status(503)))
            #expect(try read() == after)
            #expect(standIn.journal.exchanges.map(\.scenario) == ["s", "s", "s", "s", "s"])
        }
    }

    @Test("a closed session stays created, and expires as FAILED / EXPIRED after the configured time; the list shows it")
    func closedSessionStaysCreatedThenExpires() throws {
        let standIn = HumanPluginStandIn(
            contract: ConformanceHarness.specs.contract,
            configuration: .init(token: Self.token, seed: 7, closedSessionExpirySeconds: 0.3), journal: Journal())
        try standIn.start()
        defer { standIn.stop() }
        let client = HTTPClient()
        defer { client.close() }
        let endpoint = try HTTPEndpoint(url: standIn.baseURL)
        let id = try #require(JSONValue.parse(try create(client, endpoint).body)?["id"]?.stringValue)
        let closed = try client.send(HTTPRequest(method: "GET", target: "/capture/\(id)/cancel"), to: endpoint, timeout: .seconds(2))
            .response
        #expect(closed.status == 200 && closed.headers["Location"] == nil)
        #expect(stateAndResult(try read(client, endpoint, id)) == "PROCESS_STATE_CREATED / PROCESS_RESULT_UNSPECIFIED")
        let list = try client.send(HTTPRequest(method: "GET", target: "/"), to: endpoint, timeout: .seconds(2)).response.bodyText
        #expect(list.contains("PROCESS_STATE_CREATED (session closed)"))
        Thread.sleep(forTimeInterval: 0.4)
        #expect(stateAndResult(try read(client, endpoint, id)) == "PROCESS_STATE_FAILED / PROCESS_RESULT_EXPIRED")
        let later = try client.send(HTTPRequest(method: "GET", target: "/"), to: endpoint, timeout: .seconds(2)).response.bodyText
        #expect(later.contains("PROCESS_STATE_FAILED") && later.contains("PROCESS_RESULT_EXPIRED"))
    }

    @Test("without an expiry a closed session stays created; completing it later still works")
    func closedSessionWithoutExpiry() throws {
        try withStandIn { standIn, endpoint, client in
            let id = try #require(JSONValue.parse(try create(client, endpoint).body)?["id"]?.stringValue)
            _ = try client.send(HTTPRequest(method: "GET", target: "/capture/\(id)/cancel"), to: endpoint, timeout: .seconds(2))
            #expect(stateAndResult(try read(client, endpoint, id)) == "PROCESS_STATE_CREATED / PROCESS_RESULT_UNSPECIFIED")
            _ = try client.send(
                HTTPRequest(method: "GET", target: "/capture/\(id)/complete?state=failed"), to: endpoint, timeout: .seconds(2))
            #expect(stateAndResult(try read(client, endpoint, id)) == "PROCESS_STATE_FAILED / PROCESS_RESULT_ERROR")
        }
    }

    @Test("a browser's favicon and robots requests get a quiet 404 and no journal entry")
    func browserNoise() throws {
        try withStandIn { standIn, endpoint, client in
            for path in ["/favicon.ico", "/robots.txt"] {
                let answer = try client.send(HTTPRequest(method: "GET", target: path), to: endpoint, timeout: .seconds(2)).response
                #expect(answer.status == 404)
            }
            #expect(standIn.journal.exchanges.isEmpty)
            let other = try client.send(HTTPRequest(method: "GET", target: "/v2/things"), to: endpoint, timeout: .seconds(2)).response
            #expect(other.status == 404)
            #expect(standIn.journal.exchanges.map(\.step) == ["unknown-path"])
        }
    }

    @Test(
        "a callbackUri that is not a plain URI is shown as text, never put into a header or a link",
        arguments: [
            "javascript:alert(document.cookie)", "com.example.app://done\r\nSet-Cookie: a=b", "com.example.app://done\"><script>x</script>",
        ])
    func unsafeCallbackIsTextOnly(_ callbackUri: String) throws {
        try withStandIn { _, endpoint, client in
            var headers: HTTPHeaders = ["Content-Type": "application/json", "Authorization": "Bearer \(Self.token)"]
            headers.add("Accept", "application/json")
            let body = JSONValue.object([
                "flow": .string("humantoken"), "clientId": .string("c"), "correlationId": .string("o"),
                "credential": .object(["type": .string("DUI_TYPE_NG_BVN"), "value": .string("12345678901")]),
                "callbackUri": .string(callbackUri),
            ])
            let created = try client.send(
                HTTPRequest(method: "POST", target: "/v1/processes", headers: headers, body: body.serialized),
                to: endpoint, timeout: .seconds(2)
            ).response
            let id = try #require(JSONValue.parse(created.body)?["id"]?.stringValue)
            for target in ["/capture/\(id)", "/capture/\(id)/complete", "/"] {
                let page = try client.send(HTTPRequest(method: "GET", target: target), to: endpoint, timeout: .seconds(2)).response
                #expect(page.status == 200, "\(target)")
                #expect(page.headers["Location"] == nil, "\(target)")
                #expect(!page.bodyText.contains("href=\"javascript:"), "\(target)")
                #expect(!page.bodyText.contains("<script>"), "\(target)")
                #expect(!page.bodyText.contains("\r\nSet-Cookie"), "\(target)")
            }
        }
    }

    @Test(
        "a read cut short: the success state's answer, its Content-Length whole, two bytes fewer sent and the connection closed; the journal keeps what was sent"
    )
    func cutShortRead() throws {
        try withStandIn { standIn, endpoint, client in
            let id = try #require(JSONValue.parse(try create(client, endpoint).body)?["id"]?.stringValue)
            _ = try client.send(HTTPRequest(method: "GET", target: "/capture/\(id)/complete"), to: endpoint, timeout: .seconds(2))
            standIn.play(scenario: "c", behavior: StandInBehavior(finalStates: ["finished-ok"], readFault: .cutShort))
            #expect(throws: HTTPClientError.self) { try read(client, endpoint, id) }
            let recorded = try #require(standIn.journal.exchanges.last?.response)
            let text = String(decoding: recorded.body, as: UTF8.self)
            #expect(text.contains("\"state\":\"PROCESS_STATE_FINISHED\"") && text.contains("\"result\":\"PROCESS_RESULT_OK\""), "\(text)")
            #expect(JSONValue.parse(recorded.body) == nil, "the body sent is not whole: \(text)")
            // The next read, on a new connection, is cut the same way; the stand-in stays up.
            #expect(throws: HTTPClientError.self) { try read(client, endpoint, id) }
        }
    }

    @Test("read faults outside the contract answer 200 as described; extra fields keep the documented ones")
    func unexpectedReads() throws {
        try withStandIn { standIn, endpoint, client in
            let id = try #require(JSONValue.parse(try create(client, endpoint).body)?["id"]?.stringValue)
            _ = try client.send(HTTPRequest(method: "GET", target: "/capture/\(id)/complete"), to: endpoint, timeout: .seconds(2))
            standIn.play(scenario: "u", behavior: StandInBehavior(finalStates: ["finished-ok"], readFault: .unknownPair))
            #expect(stateAndResult(try read(client, endpoint, id)) == "PROCESS_STATE_FINISHED / PROCESS_RESULT_UNSPECIFIED")
            standIn.play(scenario: "u", behavior: StandInBehavior(finalStates: ["finished-ok"], readFault: .unknownState))
            #expect(stateAndResult(try read(client, endpoint, id)) == "PROCESS_STATE_UNDER_REVIEW / PROCESS_RESULT_OK")
            standIn.play(scenario: "u", behavior: StandInBehavior(finalStates: ["finished-ok"], readFault: .notJSON))
            let text = try read(client, endpoint, id)
            #expect(text.status == 200 && JSONValue.parse(text.body) == nil)
            standIn.play(scenario: "u", behavior: StandInBehavior(finalStates: ["finished-ok"], readFault: .noProcess))
            let flat = try read(client, endpoint, id)
            #expect(flat.status == 200 && JSONValue.parse(flat.body)?["process"] == nil)
            // The top level names a final state that is no success: reporting success here is failing open.
            let top = JSONValue.parse(flat.body)
            #expect(
                top?["state"]?.stringValue == "PROCESS_STATE_FAILED" && top?["result"]?.stringValue == "PROCESS_RESULT_EXPIRED",
                "\(String(decoding: flat.body, as: UTF8.self))")
            standIn.play(scenario: "u", behavior: StandInBehavior(finalStates: ["finished-ok"], readFault: .extraFields))
            let extra = try read(client, endpoint, id)
            #expect(stateAndResult(extra) == "PROCESS_STATE_FINISHED / PROCESS_RESULT_OK")
            #expect(JSONValue.parse(extra.body)?["meta"] != nil && JSONValue.parse(extra.body)?["process"]?["createdAt"] != nil)
        }
    }

    @Test("a journal with a capacity keeps the last exchanges and keeps numbering")
    func boundedJournal() throws {
        let journal = Journal(capacity: 3)
        let request = HTTPRequest(method: "GET", target: "/")
        for step in 1...5 {
            let id = journal.record(
                Exchange(
                    scenario: "s", journey: nil, channel: .backendToHumanPlugin, step: "\(step)",
                    request: request, response: nil, error: nil, startedAt: Date(), durationMilliseconds: 0))
            #expect(id == step)
        }
        #expect(journal.exchanges.map(\.id) == [3, 4, 5])
        #expect(journal.exchanges.map(\.step) == ["3", "4", "5"])
        #expect(journal.recordedCount == 5)
        let unbounded = Journal()
        for _ in 1...5 {
            unbounded.record(
                Exchange(
                    scenario: "s", journey: nil, channel: .backendToHumanPlugin, step: "x",
                    request: request, response: nil, error: nil, startedAt: Date(), durationMilliseconds: 0))
        }
        #expect(unbounded.exchanges.map(\.id) == [1, 2, 3, 4, 5])
    }
}
