import Foundation
import KitTestSupport
import Testing

@testable import ConformanceModel

/// The steps each recorded answer calls for (`JourneySteps`): what `verify` derives from a
/// recorded scenario, here on records built by hand, with and without a result call.
@Suite("The journeys' steps, derived from their answers")
struct JourneyStepsTests {
    /// The example configuration, with a result call when `polled`.
    static func steps(polled: Bool) throws -> JourneySteps {
        let bytes = try ConformanceHarness.editedExampleConfiguration { object in
            if polled {
                object["result"] = [
                    "method": "GET", "path": "/captures/{id}", "headers": ["X-App-User": "{user}"], "outcomePointer": "/status",
                    "inProgress": ["processing"],
                    "intervalSeconds": 0.2, "boundSeconds": 5,
                ]
            }
        }
        let configuration = try ConfigurationLoader.parse(bytes, file: "my.json")
        return JourneySteps(configuration: configuration, contract: ConformanceHarness.specs.contract)
    }

    static func journey(_ index: Int, scenario: String, start status: Int? = 201, returns: Bool = true) -> JourneyRecord {
        var journey = JourneyRecord(
            context: JourneyContext(scenario: scenario, name: "\(scenario)#\(index)", user: "u\(index)", documentNumber: "D\(index)"))
        journey.start = StartAttempt(
            exchangeID: index * 10, status: status, id: "prc_\(index)", link: "http://127.0.0.1:1/capture/prc_\(index)", elapsedSeconds: 0.1
        )
        if status == 201 {
            journey.browser = BrowserVisit(exchangeIDs: [index * 10 + 1], callbackURL: returns ? "com.example.capture://done" : nil)
        }
        return journey
    }

    static func ended(_ journey: JourneyRecord, status: Int? = 200, outcome: String? = nil, polled: Bool) -> JourneyRecord {
        var journey = journey
        let id = journey.context.name.hasSuffix("#1") ? 1 : 2
        journey.ended = EndedAttempt(
            exchangeID: id * 10 + 2, sentID: "prc_\(id)", status: status, outcome: outcome, elapsedSeconds: 0.1,
            result: polled ? ResultPolling(exchangeIDs: [id * 10 + 3], status: 200, outcome: "approved", elapsedSeconds: 0.2) : nil)
        return journey
    }

    static func record(_ scenario: Scenario, _ journeys: [JourneyRecord]) -> ScenarioRecord {
        ScenarioRecord(scenario: scenario, journeys: journeys)
    }

    @Test("a whole happy journey lacks nothing; one cut after each step lacks exactly the next, with the answer that called for it")
    func happy() throws {
        let steps = try Self.steps(polled: true)
        let scenario = Scenario.happy(finalState: "finished-ok")
        let whole = Self.ended(Self.journey(1, scenario: "happy"), polled: true)
        #expect(steps.missing(in: Self.record(scenario, [whole]), issuedIDs: []) == [])

        var noBrowser = whole
        noBrowser.browser = nil
        noBrowser.ended = nil
        #expect(steps.missing(in: Self.record(scenario, [noBrowser]), issuedIDs: []).map(\.step) == ["browser"])

        // A session that could not open the link made no exchange, yet took its step.
        var unopenable = whole
        unopenable.browser = BrowserVisit(exchangeIDs: [], problem: "cannot open 'not a link'")
        unopenable.ended = nil
        #expect(steps.missing(in: Self.record(scenario, [unopenable]), issuedIDs: []) == [])

        var noEnded = whole
        noEnded.ended = nil
        let missing = steps.missing(in: Self.record(scenario, [noEnded]), issuedIDs: [])
        #expect(missing == [.init(journey: "happy#1", step: "ended", because: "the browser session returned to the app with the id")])

        let notPolled = Self.ended(Self.journey(1, scenario: "happy"), polled: false)
        #expect(steps.missing(in: Self.record(scenario, [notPolled]), issuedIDs: []).map(\.step) == ["result"])
    }

    @Test(
        "no step is called for after an answer that ends the journey: a failed start, a session that did not return, an error or an outcome in the ended answer"
    )
    func answersThatEnd() throws {
        let steps = try Self.steps(polled: true)
        let scenario = Scenario.happy(finalState: "finished-ok")
        let cases = [
            Self.journey(1, scenario: "happy", start: 502),
            Self.journey(1, scenario: "happy", start: nil),
            Self.journey(1, scenario: "happy", returns: false),
            Self.ended(Self.journey(1, scenario: "happy"), status: 500, polled: false),
            Self.ended(Self.journey(1, scenario: "happy"), outcome: "approved", polled: false),
        ]
        for journey in cases {
            #expect(steps.missing(in: Self.record(scenario, [journey]), issuedIDs: []) == [], "\(journey)")
        }
        // Without a result call, nothing is polled.
        let unpolled = Self.ended(Self.journey(1, scenario: "happy"), polled: false)
        #expect(try Self.steps(polled: false).missing(in: Self.record(scenario, [unpolled]), issuedIDs: []) == [])
    }

    @Test("the ownership scenarios call for the misuse of a held id: the intruder's 'capture ended' and, with a result call, its probe")
    func ownership() throws {
        let steps = try Self.steps(polled: true)
        let victim = Self.ended(Self.journey(1, scenario: "foreign-id"), polled: true)
        var intruder = Self.journey(2, scenario: "foreign-id")
        #expect(
            steps.missing(in: Self.record(.foreignID, [victim, intruder]), issuedIDs: []).map(\.step) == ["ended", "result"],
            "the intruder lacks both")
        intruder.ended = EndedAttempt(exchangeID: 30, sentID: "prc_1", status: 404, elapsedSeconds: 0.1)
        intruder.resultProbe = ResultPolling(exchangeIDs: [31], status: 404, elapsedSeconds: 0.1)
        #expect(steps.missing(in: Self.record(.foreignID, [victim, intruder]), issuedIDs: []) == [])
        // A victim that held no id leaves nothing to misuse.
        let stranded = Self.journey(1, scenario: "foreign-id", returns: false)
        #expect(steps.missing(in: Self.record(.foreignID, [stranded, Self.journey(2, scenario: "foreign-id")]), issuedIDs: []) == [])

        let owner = Self.journey(1, scenario: "forged-id")
        #expect(steps.missing(in: Self.record(.forgedID, [owner]), issuedIDs: []).map(\.step) == ["ended", "result"])
        #expect(try Self.steps(polled: false).missing(in: Self.record(.forgedID, [owner]), issuedIDs: []).map(\.step) == ["ended"])
    }

    @Test("a read scenario's 'capture ended' is called for only by an id the stand-in issued; a scenario cut short calls for nothing")
    func readAndCut() throws {
        let steps = try Self.steps(polled: false)
        var read = JourneyRecord(
            context: JourneyContext(scenario: "read-fault/no-answer", name: "read-fault/no-answer#1", user: "u", documentNumber: "D"))
        read.start = StartAttempt(exchangeID: 1, status: 201, id: "prc_1", link: "http://127.0.0.1:1/c", elapsedSeconds: 0.1)
        let scenario = Scenario.readFault(.noAnswer(seconds: 3))
        #expect(steps.missing(in: Self.record(scenario, [read]), issuedIDs: ["prc_1"]).map(\.step) == ["ended"])
        #expect(steps.missing(in: Self.record(scenario, [read]), issuedIDs: ["prc_other"]) == [], "the back-end's own id")

        var cut = Self.record(.happy(finalState: "finished-ok"), [Self.journey(1, scenario: "happy")])
        cut.cutByDeadline = true
        #expect(steps.missing(in: cut, issuedIDs: []) == [])
    }
}
