import Foundation
import KitTestSupport
import Testing

@testable import ConformanceBasics
@testable import ConformanceModel
@testable import HTTP1Codec
@testable import HTTPTransport
@testable import StandInHumanPlugin

/// What keeps a long-lived stand-in (`serve`) small: bodies cut in its journal, a bounded process table.
@Suite("Sandbox bounds: journal bodies and the process table", .serialized)
struct SandboxBoundsTests {
    func exchange(requestBody: [UInt8], responseBody: [UInt8] = Array("{}".utf8)) -> Exchange {
        Exchange(
            scenario: "s", journey: nil, channel: .backendToHumanPlugin, step: "create",
            request: HTTPRequest(method: "POST", target: "/v1/processes", body: requestBody),
            response: HTTPResponse(status: 201, body: responseBody), error: nil, startedAt: Date(), durationMilliseconds: 1)
    }

    @Test("a bounded journal keeps the first bytes of a long body, with its full size and SHA-256; short bodies stay whole")
    func journalCutsBodies() throws {
        let journal = Journal(capacity: 10, bodyBytes: 4096)
        let big = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        journal.record(exchange(requestBody: big, responseBody: big))
        journal.record(exchange(requestBody: Array("{\"small\":true}".utf8)))
        let kept = journal.exchanges
        #expect(kept[0].request.body.count == 4096)
        #expect(kept[0].request.body == Array(big[..<4096]))
        #expect(kept[0].requestBodyCut == CutBody(bytes: 1 << 20, sha256: SHA256.hex(of: big), kept: 4096))
        #expect(kept[0].response?.body.count == 4096)
        #expect(kept[0].responseBodyCut?.bytes == 1 << 20)
        #expect(kept[1].request.bodyText == "{\"small\":true}")
        #expect(kept[1].requestBodyCut == nil && kept[1].responseBodyCut == nil)
        // A run's journal keeps everything.
        let whole = Journal()
        whole.record(exchange(requestBody: big))
        #expect(whole.exchanges[0].request.body.count == 1 << 20)
    }

    @Test("a judge's bound cuts without hashing")
    func judgeBoundSkipsDigest() {
        let cut = BodyBound(bytes: 10, digest: false).apply(to: exchange(requestBody: Array(repeating: 1, count: 100)))
        #expect(cut.request.body.count == 10)
        #expect(cut.requestBodyCut == CutBody(bytes: 100, sha256: nil, kept: 10))
    }

    func create(_ client: HTTPClient, _ endpoint: HTTPEndpoint, correlationId: String) throws -> String? {
        let body =
            #"{"flow":"humantoken","clientId":"c","correlationId":"\#(correlationId)","credential":{"type":"DUI_TYPE_NG_BVN","value":"12345678901"},"callbackUri":"com.example.app://callback"}"#
        let response = try client.send(
            HTTPRequest(
                method: "POST", target: "/v1/processes", headers: ["Authorization": "Bearer t", "Content-Type": "application/json"],
                body: Array(body.utf8)), to: endpoint, timeout: .seconds(10)
        ).response
        return JSONValue.parse(response.body)?["id"]?.stringValue
    }

    func read(_ client: HTTPClient, _ endpoint: HTTPEndpoint, id: String) throws -> Int {
        try client.send(
            HTTPRequest(method: "GET", target: "/v1/processes/\(id)", headers: ["Authorization": "Bearer t"]), to: endpoint,
            timeout: .seconds(10)
        ).response.status
    }

    @Test("past the process bound's count, the oldest processes are dropped and read as unknown (404)")
    func processCountBound() throws {
        let standIn = HumanPluginStandIn(
            contract: ConformanceHarness.specs.contract,
            configuration: .init(token: "t", seed: 3, processBound: ProcessBound(count: 5, bytes: 1 << 30)), journal: Journal(capacity: 10))
        let port = try standIn.start()
        defer { standIn.stop() }
        let client = HTTPClient()
        defer { client.close() }
        let endpoint = HTTPEndpoint(host: "127.0.0.1", port: port)
        var ids: [String] = []
        for i in 0..<8 { ids.append(try #require(try create(client, endpoint, correlationId: "order-\(i)"))) }
        #expect(standIn.processes.map(\.id) == Array(ids.suffix(5)))
        #expect(try read(client, endpoint, id: ids[0]) == 404)
        #expect(try read(client, endpoint, id: ids[7]) == 200)
        #expect(standIn.state.withLock { ($0.processes.count, $0.order.count) } == (5, 5))
    }

    @Test("past the process bound's bytes, large correlation ids push the oldest out; the newest is always kept")
    func processByteBound() throws {
        let standIn = HumanPluginStandIn(
            contract: ConformanceHarness.specs.contract,
            configuration: .init(token: "t", seed: 3, processBound: ProcessBound(count: 1000, bytes: 100_000)),
            journal: Journal(capacity: 10))
        let port = try standIn.start()
        defer { standIn.stop() }
        let client = HTTPClient()
        defer { client.close() }
        let endpoint = HTTPEndpoint(host: "127.0.0.1", port: port)
        for i in 0..<20 { _ = try create(client, endpoint, correlationId: "\(i)-" + String(repeating: "c", count: 20_000)) }
        let (count, bytes) = standIn.state.withLock { ($0.processes.count, $0.processBytes) }
        #expect(count >= 1 && count <= 3, "kept \(count)")
        #expect(bytes <= 100_000)
        // One process larger than the whole budget is still kept (alone).
        let huge = try #require(try create(client, endpoint, correlationId: String(repeating: "h", count: 120_000)))
        #expect(standIn.processes.map(\.id) == [huge])
    }

    @Test("without a bound (a run), every process is kept")
    func runKeepsAll() throws {
        let standIn = HumanPluginStandIn(
            contract: ConformanceHarness.specs.contract, configuration: .init(token: "t", seed: 3), journal: Journal())
        let port = try standIn.start()
        defer { standIn.stop() }
        let client = HTTPClient()
        defer { client.close() }
        for i in 0..<12 { _ = try create(client, HTTPEndpoint(host: "127.0.0.1", port: port), correlationId: "o\(i)") }
        #expect(standIn.processes.count == 12)
    }
}
