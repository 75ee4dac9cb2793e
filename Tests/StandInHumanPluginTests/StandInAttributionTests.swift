import Foundation
import KitTestSupport
import Testing

@testable import ConformanceBasics
@testable import ConformanceModel
@testable import HTTP1Codec
@testable import HTTPTransport
@testable import StandInHumanPlugin

/// Scenarios playing at once on one stand-in: each call is filed under, and answered as, its own
/// scenario, never the one started last.
@Suite("Stand-in: scenarios at once", .serialized)
struct StandInAttributionTests {
    static let token = "stand-in-test-token"

    func withStandIn(_ body: (HumanPluginStandIn, HTTPEndpoint, HTTPClient) throws -> Void) throws {
        let standIn = HumanPluginStandIn(
            contract: ConformanceHarness.specs.contract,
            configuration: .init(token: Self.token, seed: 7), journal: Journal())
        try standIn.start()
        defer { standIn.stop() }
        let client = HTTPClient()
        defer { client.close() }
        try body(standIn, try HTTPEndpoint(url: standIn.baseURL), client)
    }

    func create(_ client: HTTPClient, _ endpoint: HTTPEndpoint, number: String) throws -> HTTPResponse {
        let body =
            #"{"flow":"humantoken","clientId":"c","correlationId":"o-\#(number)","credential":{"type":"DUI_TYPE_NG_BVN","value":"\#(number)"},"callbackUri":"com.example.app://callback"}"#
        let request = HTTPRequest(
            method: "POST", target: "/v1/processes",
            headers: ["Content-Type": "application/json", "Authorization": "Bearer \(Self.token)"], body: Array(body.utf8))
        return try client.send(request, to: endpoint, timeout: .seconds(2)).response
    }

    func read(_ client: HTTPClient, _ endpoint: HTTPEndpoint, _ id: String) throws -> HTTPResponse {
        try client.send(
            HTTPRequest(method: "GET", target: "/v1/processes/\(id)", headers: ["Authorization": "Bearer \(Self.token)"]),
            to: endpoint, timeout: .seconds(2)
        ).response
    }

    @Test("creates and reads follow the scenario of their document number and process, whichever started last")
    func perScenarioBehaviour() throws {
        try withStandIn { standIn, endpoint, client in
            standIn.play(scenario: "faulty", behavior: StandInBehavior(finalStates: ["failed"], createFault: .status(503)))
            standIn.register(documentNumber: "01234567890", journey: "faulty#1")
            standIn.play(scenario: "happy", behavior: StandInBehavior(finalStates: ["expired"], readFault: .status(500)))
            standIn.register(documentNumber: "09876543210", journey: "happy#1")
            // "happy" started last, but the first number is the faulty scenario's.
            #expect(try create(client, endpoint, number: "01234567890").status == 503)
            let created = try create(client, endpoint, number: "09876543210")
            #expect(created.status == 201)
            let id = try #require(JSONValue.parse(created.body)?["id"]?.stringValue)
            standIn.play(scenario: "third", behavior: StandInBehavior(finalStates: ["expired"]))
            // The read is the happy scenario's (its process), answered with its read fault.
            #expect(try read(client, endpoint, id).status == 500)
            // A number that lost its leading zero still belongs to its journey's scenario.
            #expect(try create(client, endpoint, number: "1234567890").status == 503)
            let filed = standIn.journal.exchanges.map { "\($0.step) \($0.scenario) \($0.journey ?? "-")" }
            #expect(filed == ["create faulty faulty#1", "create happy happy#1", "read happy happy#1", "create faulty -"])
        }
    }

    @Test("a create no number ties to a journey belongs to the scenario whose start calls hold the turn")
    func startTurn() throws {
        try withStandIn { standIn, endpoint, client in
            standIn.play(scenario: "a", behavior: StandInBehavior(finalStates: ["expired"], createFault: .status(400)))
            standIn.play(scenario: "b", behavior: StandInBehavior(finalStates: ["expired"]))
            #expect(standIn.awaitStartTurn(scenario: "a", creates: 1, until: ContinuousClock.now + .seconds(1)))
            // Another scenario waits for the turn, and gets it once "a"'s create arrived.
            #expect(!standIn.awaitStartTurn(scenario: "b", creates: 1, until: ContinuousClock.now + .milliseconds(50)))
            let first = try create(client, endpoint, number: "55555555555")
            #expect(first.status == 400)
            #expect(standIn.awaitStartTurn(scenario: "b", creates: 1, until: ContinuousClock.now + .seconds(1)))
            let second = try create(client, endpoint, number: "55555555555")
            #expect(second.status == 201)
            #expect(standIn.journal.exchanges.map(\.scenario) == ["a", "b"])
            // Without a turn, with two scenarios playing and no app call under way: the one started last.
            standIn.finish(scenario: "a")
            standIn.play(scenario: "c", behavior: StandInBehavior(finalStates: ["expired"], createFault: .status(401)))
            let third = try create(client, endpoint, number: "55555555555")
            #expect(third.status == 401)
        }
    }

    @Test("a back-end's other call before its create does not end the turn: the create is still the turn's")
    func otherCallKeepsTurn() throws {
        try withStandIn { standIn, endpoint, client in
            standIn.play(scenario: "a", behavior: StandInBehavior(finalStates: ["expired"], createFault: .status(400)))
            standIn.play(scenario: "b", behavior: StandInBehavior(finalStates: ["expired"]))
            #expect(standIn.awaitStartTurn(scenario: "a", creates: 1, until: ContinuousClock.now + .seconds(1)))
            // A lookup under /v1/ first (a token fetch, say), then the create.
            _ = try client.send(
                HTTPRequest(method: "GET", target: "/v1/clients/me", headers: ["Authorization": "Bearer \(Self.token)"]),
                to: endpoint, timeout: .seconds(2))
            #expect(standIn.holdsStartTurn("a"), "the turn waits for the create")
            let created = try create(client, endpoint, number: "55555555555")
            #expect(created.status == 400, "answered as scenario a")
            #expect(!standIn.holdsStartTurn("a"))
        }
    }

    @Test(
        "a document number mangled on its way (leading zeros lost, parsed as a JSON number, a float's rounded tail) finds its journey",
        arguments: [
            (#""1234567890123456789""#, "1234567890123456789"),
            ("1234567890123456789", "1234567890123456789"),
            ("1.2345678901234568e18", "1234567890123456789"),
            ("12345678901", "012345678901"),
            (#""12345678901""#, "012345678901"),
        ])
    func mangledNumber(_ sent: String, registered: String) throws {
        let value = try #require(JSONValue.parse(Array(sent.utf8)))
        let text = try #require(HumanPluginStandIn.numberText(value))
        #expect(HumanPluginStandIn.closeNumber(text, among: [registered: "j#1", "99999999999": "other#1"]) == "j#1", "\(text)")
    }

    @Test("a number close to two registered ones, or to none, finds no journey")
    func ambiguousNumber() {
        #expect(HumanPluginStandIn.closeNumber("1234567890129999", among: ["1234567890120000": "a", "1234567890121111": "b"]) == nil)
        #expect(HumanPluginStandIn.closeNumber("4444", among: ["1234567890120000": "a"]) == nil)
    }
}
