import CheckTestSupport
import Foundation
import Testing

@testable import ConformanceBasics
@testable import ConformanceChecks
@testable import ConformanceModel
@testable import HTTP1Codec

/// HP-OUTCOME-* and HP-RESULT-WITHIN-BOUND: the outcome the back-end reports to the app.
/// In one capture the start is #1, the create #2, the capture page #3, the ended call #4, the read #5.
@Suite("Outcome checks alone")
struct OutcomeCheckTests: CheckUnitTests {
    static let covered = ["HP-OUTCOME-FOLLOWS-STATE", "HP-OUTCOME-SERVER-DECIDES", "HP-OUTCOME-SESSION-CLOSED", "HP-RESULT-WITHIN-BOUND"]

    static let states = ["finished-ok", "finished-invalid-identity", "failed", "expired", "created"]

    // MARK: HP-OUTCOME-FOLLOWS-STATE

    @Test("the configured outcome of each final state holds HP-OUTCOME-FOLLOWS-STATE", arguments: states)
    func outcomeFollowsState(state: String) {
        expectHeld(judge(OutcomeFollowsStateCheck(), .happyCapture(state: state)), cites: [4])
    }

    @Test("another state's outcome breaks HP-OUTCOME-FOLLOWS-STATE, quoting the read the back-end got")
    func wrongOutcome() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-invalid-identity")) {
            $0.capture(state: "finished-invalid-identity", answer: .outcome("approved"))
        }
        expectBroken(
            judge(OutcomeFollowsStateCheck(), builder), cites: [4, 5],
            saying:
                "happy/finished-invalid-identity#1: final state 'finished-invalid-identity' should be reported as 'rejected', got outcome 'approved' (status 200)",
            "Human Plugin answered its read #5 with 200", "PROCESS_RESULT_INVALID_IDENTITY")
    }

    @Test(
        "an error answer for the failed state holds HP-OUTCOME-FOLLOWS-STATE; for any other state it breaks it",
        arguments: [
            ("failed", true), ("expired", false), ("finished-ok", false),
        ])
    func errorAnswer(state: String, accepted: Bool) {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: state)) { $0.capture(state: state, answer: .error(502)) }
        let judgement = judge(OutcomeFollowsStateCheck(), builder)
        if accepted {
            expectHeld(judgement, cites: [4])
        } else {
            expectBroken(
                judgement, cites: [4, 5], saying: "final state '\(state)' should be reported as", "got status 502 without an outcome")
        }
    }

    @Test(
        "a state the configuration reports as \"error\" holds HP-OUTCOME-FOLLOWS-STATE with an error answer or the outcome \"error\"",
        arguments: [EvidenceBuilder.EndedAnswer.error(500), .outcome("error")])
    func configuredErrorOutcome(answer: EvidenceBuilder.EndedAnswer) {
        var builder = EvidenceBuilder { $0.outcomes["expired"] = "error" }
        builder.scenario(.happy(finalState: "expired")) { $0.capture(state: "expired", answer: answer) }
        expectHeld(judge(OutcomeFollowsStateCheck(), builder), cites: [4])
    }

    @Test("an ended answer in a content coding the kit does not decode leaves HP-OUTCOME-FOLLOWS-STATE not judged")
    func encodedEndedAnswer() {
        var builder = EvidenceBuilder.happyCapture()
        builder.editJourney { $0.ended?.outcome = nil }
        builder.editExchange(4) { $0.response?.headers.set("Content-Encoding", "br") }
        let judgement = judge(OutcomeFollowsStateCheck(), builder)
        #expect(judgement.status == .couldNotJudge, "\(judgement.seen)")
        #expect(judgement.seen.contains("the answer #4 came encoded (Content-Encoding: br)"), "\(judgement.seen)")
        builder.editExchange(4) { $0.response?.headers.remove("Content-Encoding") }
        expectBroken(judge(OutcomeFollowsStateCheck(), builder), cites: [4, 5], saying: "got status 200 without an outcome")
    }

    @Test("a state the configuration maps to no outcome breaks HP-OUTCOME-FOLLOWS-STATE, naming it")
    func unmappedState() {
        var builder = EvidenceBuilder { $0.outcomes["expired"] = nil }
        builder.scenario(.happy(finalState: "expired")) { $0.capture(state: "expired", answer: .outcome("expired")) }
        expectBroken(judge(OutcomeFollowsStateCheck(), builder), cites: [4], saying: "the config maps no outcome to final state 'expired'")
    }

    @Test("an ended call for an id Human Plugin never issued is not judged by HP-OUTCOME-FOLLOWS-STATE")
    func unknownIDNotJudged() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { $0.capture(sentID: "proc-unknown", answer: .error(404)) }
        expectNotApplicable(judge(OutcomeFollowsStateCheck(), builder))
    }

    // MARK: HP-OUTCOME-SERVER-DECIDES

    static func appClaimsSuccess(answer: EvidenceBuilder.EndedAnswer) -> EvidenceBuilder {
        var builder = EvidenceBuilder()
        builder.scenario(.appClaimsSuccess(finalState: "finished-invalid-identity")) {
            $0.capture(state: "finished-invalid-identity", answer: answer, claim: "success")
        }
        return builder
    }

    @Test("the back-end's own failure outcome, whatever the app claims, holds HP-OUTCOME-SERVER-DECIDES")
    func serverDecides() {
        expectHeld(judge(OutcomeServerDecidesCheck(), Self.appClaimsSuccess(answer: .configured)), cites: [4])
    }

    @Test("success reported because the app claimed it breaks HP-OUTCOME-SERVER-DECIDES")
    func appDecides() {
        expectBroken(
            judge(OutcomeServerDecidesCheck(), Self.appClaimsSuccess(answer: .outcome("approved"))), cites: [4],
            saying:
                "app-claims-success/finished-invalid-identity#1: the app claimed success and the back-end reported 'approved', but the final state was 'finished-invalid-identity'"
        )
    }

    @Test("success reported without a successful read, in any scenario, breaks HP-OUTCOME-SERVER-DECIDES", arguments: [nil, 404] as [Int?])
    func successWithoutRead(readStatus: Int?) {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { builder in
            if let readStatus {
                builder.capture(readAnswer: EvidenceBuilder.jsonAnswer(readStatus, .object(["error": .string("not found")])))
            } else {
                builder.capture(reads: false)
            }
        }
        expectBroken(
            judge(OutcomeServerDecidesCheck(), builder), cites: [4],
            saying: "happy/finished-ok#1: success 'approved' reported without a successful read of 'proc-101'")
    }

    @Test("a kept success served to another user's misused id is HP-IDOR-FOREIGN-ID's finding, not HP-OUTCOME-SERVER-DECIDES's")
    func misusedIDLeftToOwnershipChecks() {
        let builder = SecurityCheckTests.foreignAfterEnd(answer: .outcome("approved"))
        expectNotApplicable(judge(OutcomeServerDecidesCheck(), builder))
        expectBroken(judge(IDORForeignIDCheck(), builder), cites: [8], saying: "after the victim's capture completed")
    }

    @Test("with the app-claims-success scenario not played and no success reported, HP-OUTCOME-SERVER-DECIDES has nothing to judge")
    func serverDecidesNotPlayed() {
        expectNotApplicable(judge(OutcomeServerDecidesCheck(), .happyCapture(state: "expired")))
    }

    @Test("an app-claims-success scenario played whose start failed is not called 'not played' by HP-OUTCOME-SERVER-DECIDES")
    func serverDecidesPlayedButNotReached() {
        var builder = EvidenceBuilder()
        builder.scenario(.appClaimsSuccess(finalState: "failed")) { builder in
            let context = builder.context()
            var journey = JourneyRecord(context: context, claim: "success")
            journey.start = builder.start(context, id: nil, link: nil, status: 404, answer: .object(["error": .string("Not Found")]))
            builder.journey(journey)
        }
        let judgement = judge(OutcomeServerDecidesCheck(), builder)
        expectNotApplicable(judgement)
        #expect(
            judgement.seen
                == "the app-claims-success scenario was played, but app-claims-success/failed#1 never reached 'capture ended': its start call answered 404"
        )
        let unplayed = judge(OutcomeServerDecidesCheck(), .happyCapture(state: "expired"))
        #expect(unplayed.seen == "the app-claims-success scenario was not played")
    }

    // MARK: HP-OUTCOME-SESSION-CLOSED

    static func sessionClosed(answer: EvidenceBuilder.EndedAnswer) -> EvidenceBuilder {
        var builder = EvidenceBuilder()
        builder.scenario(.sessionClosed) { $0.capture(state: "created", answer: answer) }
        return builder
    }

    @Test(
        "pending or an error after a closed session holds HP-OUTCOME-SESSION-CLOSED",
        arguments: [
            EvidenceBuilder.EndedAnswer.configured, .error(409), .outcome("expired"),
        ])
    func closedNotSuccess(answer: EvidenceBuilder.EndedAnswer) {
        expectHeld(judge(OutcomeSessionClosedCheck(), Self.sessionClosed(answer: answer)), cites: [3, 4])
    }

    @Test("success after a closed session breaks HP-OUTCOME-SESSION-CLOSED, naming the state the process stayed in")
    func closedReportedAsSuccess() {
        expectBroken(
            judge(OutcomeSessionClosedCheck(), Self.sessionClosed(answer: .outcome("approved"))), cites: [3, 4, 5],
            saying:
                "session-closed#1: the person closed the session (the process stayed 'created'), and the app got outcome 'approved' (status 200)"
        )
    }

    @Test("a session-closed scenario not played, or not reaching 'capture ended', leaves HP-OUTCOME-SESSION-CLOSED nothing to judge")
    func closedNotPlayed() {
        expectNotApplicable(judge(OutcomeSessionClosedCheck(), EvidenceBuilder()))
        var builder = EvidenceBuilder()
        builder.scenario(.sessionClosed) { builder in
            let journey = builder.begin(state: "created")
            builder.journey(journey)
        }
        let judgement = judge(OutcomeSessionClosedCheck(), builder)
        expectNotApplicable(judgement)
        #expect(judgement.seen == "the session-closed scenario did not reach 'capture ended'")
    }

    // MARK: HP-RESULT-WITHIN-BOUND

    @Test(
        "an answer to every 'capture ended', error or not, holds HP-RESULT-WITHIN-BOUND",
        arguments: [
            EvidenceBuilder.EndedAnswer.configured, .error(502),
        ])
    func answered(answer: EvidenceBuilder.EndedAnswer) {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { $0.capture(answer: answer) }
        expectHeld(judge(ResultWithinBoundCheck(), builder), cites: [4])
    }

    @Test("a 'capture ended' with no answer breaks HP-RESULT-WITHIN-BOUND, in any scenario")
    func unanswered() {
        var builder = EvidenceBuilder()
        builder.scenario(.readFault(.status(500))) { $0.capture(answer: .none) }
        expectBroken(
            judge(ResultWithinBoundCheck(), builder), cites: [4],
            saying: "read-fault/status-500: read-fault/status-500#1: 'capture ended' got no answer within 5 s")
    }

    /// The example configuration with a `result` call polled every second for up to 10 s.
    static func polling(_ configuration: inout KitConfiguration) {
        let call = KitConfiguration.AppCall(method: "GET", path: "/captures/{id}/result", headers: ["X-App-User": "{user}"], body: nil)
        configuration.result = KitConfiguration.ResultPoll(
            call: call, outcome: .body(JSONPointer("/outcome")!), inProgress: ["processing"],
            intervalSeconds: 1, boundSeconds: 10)
    }

    /// A happy capture whose ended call (#4) answers 202 processing, then two polls (#6, #7) end as `polls` says.
    static func polled(_ polling: ResultPolling) -> EvidenceBuilder {
        var builder = EvidenceBuilder(Self.polling)
        builder.scenario(.happy(finalState: "finished-ok")) { builder in
            let journey = builder.capture(answer: .outcome("processing", status: 202))
            for _ in 0..<2 {
                builder.record(
                    .appToBackend, "result", HTTPRequest(method: "GET", target: "/captures/proc-101/result"),
                    polling.status.map { EvidenceBuilder.jsonAnswer($0, .object(["outcome": .string(polling.lastValue ?? "")])) },
                    journey: journey.context.name)
            }
            builder.editJourney { $0.ended?.result = polling }
        }
        return builder
    }

    @Test("a polled result that came, or an error from the result call, holds HP-RESULT-WITHIN-BOUND")
    func polledResultCame() {
        let came = ResultPolling(exchangeIDs: [6, 7], status: 200, lastValue: "approved", outcome: "approved", elapsedSeconds: 1.2)
        expectHeld(judge(ResultWithinBoundCheck(), Self.polled(came)), cites: [4, 6, 7])
        let refused = ResultPolling(exchangeIDs: [6, 7], status: 502, lastValue: nil, outcome: nil, elapsedSeconds: 1.2)
        expectHeld(judge(ResultWithinBoundCheck(), Self.polled(refused)), cites: [4, 6, 7])
    }

    @Test("a polled result still in progress at the bound breaks HP-RESULT-WITHIN-BOUND, citing every poll")
    func polledResultNeverCame() {
        let stuck = ResultPolling(
            exchangeIDs: [6, 7], status: 200, lastValue: "processing", outcome: nil, elapsedSeconds: 10,
            unfinished: "no result within 10 s (last 'processing')")
        expectBroken(
            judge(ResultWithinBoundCheck(), Self.polled(stuck)), cites: [4, 6, 7],
            saying: "happy/finished-ok: happy/finished-ok#1: no result within 10 s (last 'processing')")
    }
}
