import ExampleRunTestSupport
import KitTestSupport
import Testing

@testable import ConformanceModel
@testable import ConformanceRun
@testable import HTTP1Codec

@Suite("Journey attribution", .serialized)
struct JourneyAttributionTests {
    @Test("a back-end whose document number does not come from the app is still judged on every check")
    func fixedDocumentNumber() throws {
        let result = try ConformanceHarness.run { configuration in
            configuration.start.call.body = .object(["documentNumber": .string("55555555555")])
        }
        for verdict in result.verdicts {
            #expect(verdict.status == .pass, "\(verdict.checkID): \(verdict.status) \(verdict.seen)")
        }
    }

    @Test("processes are filed under the journey whose start answer carried their id")
    func byStartAnswer() {
        var scenario = ScenarioRecord(scenario: .foreignID)
        var first = JourneyRecord(context: JourneyContext(scenario: "foreign-id", name: "foreign-id#1", user: "a", documentNumber: "1"))
        first.start = StartAttempt(exchangeID: 2, status: 201, body: nil, id: "prc_a", link: "l", elapsedSeconds: 0)
        var second = JourneyRecord(context: JourneyContext(scenario: "foreign-id", name: "foreign-id#2", user: "b", documentNumber: "2"))
        second.start = StartAttempt(exchangeID: 4, status: 201, body: nil, id: "prc_b", link: "l", elapsedSeconds: 0)
        scenario.journeys = [first, second]
        let processes = ["prc_a", "prc_b"].map {
            IssuedProcess(
                id: $0, link: "l", correlationId: nil, callbackUri: nil, state: "finished-ok", scenario: "foreign-id", journey: nil,
                createExchangeID: 1)
        }
        let read = Exchange(
            scenario: "foreign-id", journey: nil, channel: .backendToHumanPlugin, step: "read",
            request: HTTPRequest(method: "GET", target: "/v1/processes/prc_b"), response: nil, error: nil,
            startedAt: .init(), durationMilliseconds: 0)
        let (journal, attributed) = JourneyAttribution.apply(
            journal: [read], processes: processes, scenarios: [scenario], readPrefix: "/v1/processes/")
        #expect(attributed.map(\.journey) == ["foreign-id#1", "foreign-id#2"])
        #expect(journal[0].journey == "foreign-id#2")
    }
}
