import Foundation
import KitTestSupport
import Testing

@testable import ConformanceBasics
@testable import ConformanceModel
@testable import HTTP1Codec
@testable import HTTPTransport
@testable import StandInHumanPlugin

/// Requests the stand-in holds on purpose are in the journal from their arrival, with their fate.
@Suite("Stand-in: held requests", .serialized)
struct HeldRequestTests {
    static let token = "held-request-token"

    static func createRequest() -> HTTPRequest {
        let body =
            #"{"flow":"humantoken","clientId":"c","correlationId":"o-1","credential":{"type":"DUI_TYPE_NG_BVN","value":"01234567890"},"callbackUri":"com.example.app://callback"}"#
        return HTTPRequest(
            method: "POST", target: "/v1/processes", headers: ["Content-Type": "application/json", "Authorization": "Bearer \(token)"],
            body: Array(body.utf8))
    }

    /// Waits (at most 10 s) until `condition` holds.
    static func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            if condition() { return true }
            Pause.seconds(0.02)
        }
        return condition()
    }

    @Test("a create held unanswered is journaled on arrival; the back-end closing its connection is its fate")
    func heldThenPeerClosed() throws {
        let standIn = HumanPluginStandIn(
            contract: ConformanceHarness.specs.contract, configuration: .init(token: Self.token), journal: Journal())
        try standIn.start()
        defer { standIn.stop() }
        standIn.play(scenario: "hold", behavior: StandInBehavior(finalStates: ["finished-ok"], createFault: .noAnswer(seconds: 60)))
        let client = HTTPClient()
        defer { client.close() }
        let endpoint = try HTTPEndpoint(url: standIn.baseURL)
        #expect(throws: HTTPClientError.self) { try client.send(Self.createRequest(), to: endpoint, timeout: .milliseconds(300)) }
        // Already there while the stand-in still holds it: its arrival, not its answer, records it.
        let exchanges = standIn.journal.exchanges
        #expect(exchanges.map(\.step) == ["create"])
        #expect(exchanges.first?.scenario == "hold")
        #expect(exchanges.first.map { [.held, .peerClosed].contains($0.fate) } == true)
        #expect(Self.eventually { standIn.journal.exchanges.first?.fate == .peerClosed }, "\(standIn.journal.exchanges.map(\.fate))")
        // The process the held create issued points at it.
        #expect(standIn.processes.first?.createExchangeID == 1)
    }

    @Test("a request still held when the stand-in stops is given up (abandoned), never lost")
    func heldThenAbandoned() throws {
        let standIn = HumanPluginStandIn(
            contract: ConformanceHarness.specs.contract, configuration: .init(token: Self.token), journal: Journal())
        try standIn.start()
        standIn.play(scenario: "hold", behavior: StandInBehavior(finalStates: ["finished-ok"], readFault: .noAnswer(seconds: 60)))
        let endpoint = try HTTPEndpoint(url: standIn.baseURL)
        let client = HTTPClient()
        defer { client.close() }
        _ = DetachedThread.start(name: "held-read") {
            _ = try? client.send(
                HTTPRequest(method: "GET", target: "/v1/processes/prc_x", headers: ["Authorization": "Bearer \(Self.token)"]),
                to: endpoint, timeout: .seconds(20))
        }
        #expect(Self.eventually { standIn.journal.exchanges.first?.fate == .held })
        #expect(standIn.journal.exchanges.first?.step == "read")
        standIn.stop()
        #expect(Self.eventually { standIn.journal.exchanges.first?.fate != .held })
        #expect([.abandoned, .peerClosed].contains(standIn.journal.exchanges.first?.fate))
        #expect(standIn.journal.exchanges.first?.response == nil)
    }
}
