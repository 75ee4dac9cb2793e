import CheckTestSupport
import KitTestSupport
import Testing

@testable import ConformanceBasics
@testable import ConformanceChecks
@testable import ConformanceModel
@testable import HTTP1Codec

/// HP-FAULT-*, HP-READ-FAIL-CLOSED and HP-READ-STATE-OUTSIDE-PROCESS: what the back-end tells the app
/// when Human Plugin fails, never answers, or answers outside the contract.
@Suite("Fault checks alone")
struct FaultCheckTests: CheckUnitTests {
    static let covered = [
        "HP-FAULT-CREATE-ERROR", "HP-FAULT-CREATE-TIMEOUT", "HP-FAULT-NO-RETRY-DUPLICATES", "HP-FAULT-READ-ERROR",
        "HP-FAULT-READ-TIMEOUT", "HP-READ-FAIL-CLOSED", "HP-READ-STATE-OUTSIDE-PROCESS",
    ]

    // MARK: Create faults

    /// A create-fault scenario: the app's start #1 answered `status` (nil: no answer) after `elapsed` s,
    /// and `creates` creates (#2...) that Human Plugin failed as `fault` says (no answer for `.noAnswer`).
    static func createFault(
        _ fault: StandInBehavior.CreateFault, start status: Int?, link: String? = nil, elapsed: Double = 0.05,
        creates: Int = 1, attributed: Bool = true
    ) -> EvidenceBuilder {
        var builder = EvidenceBuilder()
        builder.scenario(.createFault(fault)) { builder in
            let context = builder.context()
            var journey = JourneyRecord(context: context)
            journey.start = builder.start(
                context, id: link == nil ? nil : "proc-101", link: link, status: status,
                answer: link == nil ? .object(["error": .string("upstream")]) : nil, elapsed: elapsed)
            for _ in 0..<creates {
                let body = JSONValue.object(builder.createBody(context)).serialized
                switch fault {
                case let .status(code):
                    builder.create(
                        bytes: body, journey: attributed ? context.name : nil,
                        answer: EvidenceBuilder.jsonAnswer(code, .object(["error": .string("x")])))
                case .missingLink:
                    builder.create(
                        bytes: body, journey: attributed ? context.name : nil,
                        answer: EvidenceBuilder.jsonAnswer(201, .object(["id": .string("proc-101")])))
                case .malformedJSON:
                    builder.create(
                        bytes: body, journey: attributed ? context.name : nil,
                        answer: .text(201, "{\"id\": ", contentType: "application/json"))
                case .noAnswer:
                    builder.record(
                        .backendToHumanPlugin, "create",
                        HTTPRequest(method: "POST", target: "/v1/processes", headers: builder.humanPluginHeaders, body: body),
                        nil, journey: attributed ? context.name : nil, fate: .abandoned)
                }
            }
            builder.journey(journey)
        }
        return builder
    }

    @Test(
        "an error answer to the app holds HP-FAULT-CREATE-ERROR",
        arguments: [
            StandInBehavior.CreateFault.status(400), .status(401), .status(500), .status(503), .missingLink, .malformedJSON,
        ])
    func createErrorReported(fault: StandInBehavior.CreateFault) {
        expectHeld(judge(FaultCreateErrorCheck(), Self.createFault(fault, start: 502)), cites: [1])
    }

    @Test("a 200 whose body says it is an error (errorWhen) holds HP-FAULT-CREATE-ERROR")
    func createErrorInBody() {
        var builder = Self.createFault(.status(500), start: 200)
        builder.editJourney { $0.start?.errorInBody = true }
        expectHeld(judge(FaultCreateErrorCheck(), builder), cites: [1])
    }

    @Test(
        "a success, or no answer, after a failed create breaks HP-FAULT-CREATE-ERROR",
        arguments: [
            (
                201, "http://127.0.0.1:8099/capture/proc-101",
                "create-fault/201-without-link: the app got 201 with link 'http://127.0.0.1:8099/capture/proc-101'"
            ),
            (200, nil, "create-fault/201-without-link: the app got 200 with no link"),
            (nil, nil, "create-fault/201-without-link: the app got no answer within 5"),
        ] as [(Int?, String?, String)])
    func createErrorHidden(status: Int?, link: String?, message: String) {
        expectBroken(judge(FaultCreateErrorCheck(), Self.createFault(.missingLink, start: status, link: link)), cites: [1], saying: message)
    }

    @Test("the no-answer create is left to HP-FAULT-CREATE-TIMEOUT: HP-FAULT-CREATE-ERROR has nothing to judge")
    func createErrorSkipsNoAnswer() {
        expectNotApplicable(judge(FaultCreateErrorCheck(), Self.createFault(.noAnswer(seconds: 3), start: nil)))
    }

    @Test("a create-fault scenario played whose journey never made its start call is named as played, not as unplayed")
    func playedWithoutStartCall() {
        var builder = EvidenceBuilder()
        builder.scenario(.createFault(.noAnswer(seconds: 3))) { builder in builder.journey(JourneyRecord(context: builder.context())) }
        builder.scenario(.createFault(.status(500))) { builder in builder.journey(JourneyRecord(context: builder.context())) }
        for check in [FaultCreateTimeoutCheck() as any Check, FaultCreateErrorCheck(), FaultNoRetryDuplicatesCheck()] {
            let judgement = judge(check, builder)
            expectNotApplicable(judgement)
            #expect(judgement.seen.contains("played, but no journey made its start call"), "\(check.id): \(judgement.seen)")
            #expect(!judgement.seen.contains("not played"), "\(check.id): \(judgement.seen)")
        }
        let timeout = judge(FaultCreateTimeoutCheck(), builder)
        #expect(timeout.seen.hasPrefix("create-fault/no-answer"), "\(timeout.seen)")
        #expect(judge(FaultCreateErrorCheck(), builder).seen.hasPrefix("create-fault/status-500 was played"))
    }

    @Test("no create-fault scenario at all: the checks say the scenario was not played")
    func createFaultNotPlayed() {
        var builder = EvidenceBuilder()
        builder.scenario(.sessionClosed)
        #expect(judge(FaultCreateTimeoutCheck(), builder).seen.contains("the create-timeout scenario was not played"))
        #expect(judge(FaultNoRetryDuplicatesCheck(), builder).seen.contains("no create-fault scenario was played"))
    }

    @Test("an error within the bound after a create that never answered holds HP-FAULT-CREATE-TIMEOUT")
    func createTimeoutReported() {
        expectHeld(judge(FaultCreateTimeoutCheck(), Self.createFault(.noAnswer(seconds: 3), start: 504, elapsed: 0.9)), cites: [1])
    }

    @Test(
        "an error too late, a success, or no answer breaks HP-FAULT-CREATE-TIMEOUT",
        arguments: [
            (504, 2.5, "the app got 504 after 2.5 s; expected an error within 1.0 s"),
            (201, 0.9, "the app got 201 after 0.9 s; expected an error within 1.0 s"),
            (nil, 5.0, "the app got no answer within 5.0 s; expected an error within 1.0 s"),
        ] as [(Int?, Double, String)])
    func createTimeoutBroken(status: Int?, elapsed: Double, message: String) {
        let builder = Self.createFault(.noAnswer(seconds: 3), start: status, link: status == 201 ? "http://x/y" : nil, elapsed: elapsed)
        expectBroken(judge(FaultCreateTimeoutCheck(), builder), cites: [1], saying: message)
    }

    @Test("without the no-answer create scenario, HP-FAULT-CREATE-TIMEOUT has nothing to judge")
    func createTimeoutNotPlayed() {
        expectNotApplicable(judge(FaultCreateTimeoutCheck(), Self.createFault(.status(500), start: 502)))
    }

    @Test("one create per start after a failure holds HP-FAULT-NO-RETRY-DUPLICATES")
    func noRetry() {
        expectHeld(judge(FaultNoRetryDuplicatesCheck(), Self.createFault(.status(503), start: 502)), cites: [1, 2])
    }

    @Test(
        "a failed create retried breaks HP-FAULT-NO-RETRY-DUPLICATES, whether or not the retry can be tied to the journey",
        arguments: [true, false])
    func retried(attributed: Bool) {
        let builder = Self.createFault(.noAnswer(seconds: 3), start: 504, creates: 2, attributed: attributed)
        expectBroken(
            judge(FaultNoRetryDuplicatesCheck(), builder), cites: [1, 2, 3], saying: "create-fault/no-answer: one start sent 2 creates")
    }

    // MARK: Read faults

    /// A read-fault scenario: one capture whose ended call is #4, answered as `answer`, after the read #5 answered as `read` (nil: never).
    static func readFault(
        _ fault: StandInBehavior.ReadFault, read: HTTPResponse?, answer: EvidenceBuilder.EndedAnswer, elapsed: Double = 0.05,
        configure: (inout KitConfiguration) -> Void = { _ in }
    ) -> EvidenceBuilder {
        var builder = EvidenceBuilder(configure)
        builder.scenario(.readFault(fault)) { builder in
            let journey = builder.capture(answer: answer, reads: false)
            builder.read(EvidenceBuilder.processID(journey.context), journey: journey.context.name, state: nil, answer: read)
            builder.editJourney { $0.ended?.elapsedSeconds = elapsed }
        }
        return builder
    }

    static let upstream500 = EvidenceBuilder.jsonAnswer(500, .object(["error": .object(["code": .string("INTERNAL")])]))

    @Test(
        "an error, pending, or the configured error outcome after a failed read holds HP-FAULT-READ-ERROR",
        arguments: [
            EvidenceBuilder.EndedAnswer.error(502), .outcome("pending"), .error(404),
        ])
    func readErrorReported(answer: EvidenceBuilder.EndedAnswer) {
        expectHeld(judge(FaultReadErrorCheck(), Self.readFault(.status(500), read: Self.upstream500, answer: answer)), cites: [4])
    }

    @Test("the outcome \"error\" holds HP-FAULT-READ-ERROR when the configuration answers a state with it")
    func readErrorAsErrorOutcome() {
        let builder = Self.readFault(.status(500), read: Self.upstream500, answer: .outcome("error")) { $0.outcomes["failed"] = "error" }
        expectHeld(judge(FaultReadErrorCheck(), builder), cites: [4])
    }

    @Test("a final outcome after a failed read breaks HP-FAULT-READ-ERROR", arguments: ["approved", "rejected"])
    func readErrorHidden(outcome: String) {
        expectBroken(
            judge(FaultReadErrorCheck(), Self.readFault(.status(404), read: SecurityCheckTests.notFound, answer: .outcome(outcome))),
            cites: [4],
            saying: "read-fault/status-404: the app got outcome '\(outcome)' (status 200); expected an error or pending")
    }

    @Test(
        "the outcome of a failed capture after a failed read is a warning of HP-FAULT-READ-ERROR, never a failure: as configured ('failed'), or one value for both ('errored')",
        arguments: [("failed", "failed"), ("errored", "errored")])
    func readErrorAsFailedOutcome(configured: String, answered: String) {
        let builder = Self.readFault(.status(500), read: Self.upstream500, answer: .outcome(answered)) {
            $0.outcomes["failed"] = configured
        }
        let judgement = judge(FaultReadErrorCheck(), builder)
        #expect(judgement.status == .tolerated, "\(judgement.seen)")
        #expect(
            judgement.seen.contains(
                "the app got outcome '\(answered)' (status 200), the outcome of a failed capture, for a read that failed: the capture's result is unknown"
            ),
            "\(judgement.seen)")
        #expect(judgement.evidence == [4])
        // Severity failure, yet a warning: the verdict is warn.
        let definition = ConformanceHarness.specs.catalogue.definition("HP-FAULT-READ-ERROR")
        #expect(definition?.severity == .failure)
        #expect(definition.map { Judge.verdict($0, judgement).status } == .warn)
    }

    @Test("the outcome of a failed capture in time after a read that never answered is a warning of HP-FAULT-READ-TIMEOUT; late, a failure")
    func readTimeoutAsFailedOutcome() {
        let onTime = judge(
            FaultReadTimeoutCheck(),
            Self.readFault(.noAnswer(seconds: 3), read: nil, answer: .outcome("failed"), elapsed: 0.4))
        #expect(onTime.status == .tolerated, "\(onTime.seen)")
        #expect(onTime.seen.contains("the outcome of a failed capture, for a read that never answered"), "\(onTime.seen)")
        expectBroken(
            judge(
                FaultReadTimeoutCheck(),
                Self.readFault(.noAnswer(seconds: 3), read: nil, answer: .outcome("failed"), elapsed: 1.8)),
            cites: [4],
            saying:
                "the app got outcome 'failed' (status 200) after 1.8 s; expected an error or pending within 1 s (timeouts.upstreamBoundSeconds)"
        )
    }

    @Test(
        "an error or pending within the bound after a read that never answered holds HP-FAULT-READ-TIMEOUT",
        arguments: [
            EvidenceBuilder.EndedAnswer.error(504), .outcome("pending"),
        ])
    func readTimeoutReported(answer: EvidenceBuilder.EndedAnswer) {
        expectHeld(
            judge(FaultReadTimeoutCheck(), Self.readFault(.noAnswer(seconds: 3), read: nil, answer: answer, elapsed: 0.95)), cites: [4])
    }

    @Test(
        "an answer too late, a final outcome, or no answer breaks HP-FAULT-READ-TIMEOUT",
        arguments: [
            (
                EvidenceBuilder.EndedAnswer.error(504), 1.8,
                "the app got status 504 without an outcome after 1.8 s; expected an error or pending within 1 s (timeouts.upstreamBoundSeconds)"
            ),
            (.configured, 0.2, "the app got outcome 'approved' (status 200) after 0.2 s"),
            (.none, 5.0, "the app got no answer within 5.0 s; expected an error or pending within 1 s (timeouts.upstreamBoundSeconds)"),
        ])
    func readTimeoutBroken(answer: EvidenceBuilder.EndedAnswer, elapsed: Double, message: String) {
        expectBroken(
            judge(FaultReadTimeoutCheck(), Self.readFault(.noAnswer(seconds: 3), read: nil, answer: answer, elapsed: elapsed)),
            cites: [4], saying: message)
    }

    @Test("a read sent again after it timed out is named by HP-FAULT-READ-TIMEOUT, with both reads cited")
    func readTimeoutRetried() {
        var builder = Self.readFault(.noAnswer(seconds: 3), read: nil, answer: .error(502), elapsed: 1.8)
        let journey = builder.evidence.scenarios[0].journeys[0].context
        builder.read(EvidenceBuilder.processID(journey), journey: journey.name, state: nil, answer: nil)
        expectBroken(
            judge(FaultReadTimeoutCheck(), builder), cites: [4, 5, 6],
            saying:
                "the app got status 502 without an outcome after 1.8 s (the back-end sent the read 2 times: #5, #6); expected an error or pending within 1 s (timeouts.upstreamBoundSeconds)"
        )
    }

    @Test("with a result call, a result still in progress after a read that never answered breaks HP-FAULT-READ-TIMEOUT")
    func readTimeoutStillProcessing() {
        var builder = Self.readFault(
            .noAnswer(seconds: 3), read: nil, answer: .outcome("processing", status: 202), configure: OutcomeCheckTests.polling)
        let poll = builder.record(
            .appToBackend, "result", HTTPRequest(method: "GET", target: "/captures/proc-101/result"),
            EvidenceBuilder.jsonAnswer(200, .object(["outcome": .string("processing")])), journey: "read-fault/no-answer#1")
        builder.editJourney {
            $0.ended?.outcome = nil
            $0.ended?.result = ResultPolling(
                exchangeIDs: [poll], status: 200, lastValue: "processing", outcome: nil, elapsedSeconds: 1.5,
                unfinished: "no result within 10 s")
        }
        expectBroken(
            judge(FaultReadTimeoutCheck(), builder), cites: [4, 6],
            saying:
                "the app got status 202 to 'capture ended', then no result within 10 s after 1.5 s; expected an error or pending within 2 s (timeouts.upstreamBoundSeconds, 1 s, plus one poll interval, result.intervalSeconds, 1 s)"
        )
    }

    // MARK: Read answers outside the contract

    static let notJSON = HTTPResponse.text(200, "ok\n")
    static var withoutProcess: HTTPResponse {
        EvidenceBuilder.jsonAnswer(200, .object(["state": .string("PROCESS_STATE_FAILED"), "result": .string("PROCESS_RESULT_EXPIRED")]))
    }

    @Test(
        "an error or the pending outcome after an answer outside the contract holds HP-READ-FAIL-CLOSED",
        arguments: [EvidenceBuilder.EndedAnswer.error(502), .outcome("pending")])
    func failClosed(answer: EvidenceBuilder.EndedAnswer) {
        expectHeld(judge(ReadFailClosedCheck(), Self.readFault(.notJSON, read: Self.notJSON, answer: answer)), cites: [4])
    }

    @Test(
        "a decision other than success after an answer outside the contract (a rejection, a value outcomes does not have) breaks HP-READ-FAIL-CLOSED",
        arguments: [
            ("rejected", "the app got outcome 'rejected' (status 200), a decision the read did not make"),
            ("done", "the app got outcome 'done' (status 200), a value no final state has in outcomes, a decision the read did not make"),
        ])
    func decisionNobodyMade(outcome: String, saying: String) {
        expectBroken(
            judge(ReadFailClosedCheck(), Self.readFault(.notJSON, read: Self.notJSON, answer: .outcome(outcome))), cites: [4, 5],
            saying: "read-unexpected/200-not-json: " + saying)
    }

    @Test("the failed capture's outcome after an answer outside the contract is a warning of HP-READ-FAIL-CLOSED, as for a failed read")
    func failedForUnexpected() {
        let judgement = judge(ReadFailClosedCheck(), Self.readFault(.notJSON, read: Self.notJSON, answer: .outcome("failed")))
        #expect(judgement.status == .tolerated, "\(judgement.seen)")
        #expect(judgement.seen.contains("the outcome of a failed capture, for a read answer outside the contract"), "\(judgement.seen)")
    }

    @Test("a success after an answer that is not JSON breaks HP-READ-FAIL-CLOSED, quoting the answer on one line")
    func failOpen() {
        let judgement = judge(ReadFailClosedCheck(), Self.readFault(.notJSON, read: Self.notJSON, answer: .outcome("approved")))
        expectBroken(
            judgement, cites: [4, 5],
            saying:
                "read-unexpected/200-not-json: the app got outcome 'approved' (status 200), a success; expected an error or pending; Human Plugin answered its read #5 with 200 ok"
        )
        #expect(!judgement.seen.contains("\n"))
    }

    @Test("the state a 200 without 'process' names at its top level, read tolerantly, holds HP-READ-FAIL-CLOSED")
    func tolerantRead() {
        expectHeld(
            judge(ReadFailClosedCheck(), Self.readFault(.noProcess, read: Self.withoutProcess, answer: .outcome("expired"))), cites: [4])
    }

    @Test(
        "a success after a 200 without 'process' naming no success breaks HP-READ-FAIL-CLOSED: this scenario alone finds a fail-open back-end"
    )
    func failOpenWithoutProcess() {
        expectBroken(
            judge(ReadFailClosedCheck(), Self.readFault(.noProcess, read: Self.withoutProcess, answer: .outcome("approved"))),
            cites: [4, 5],
            saying:
                "read-unexpected/200-without-process: the app got outcome 'approved' (status 200), a success; expected an error or pending")
    }

    @Test("a success after an answer naming no state breaks HP-READ-FAIL-CLOSED")
    func successWithoutState() {
        let read = EvidenceBuilder.jsonAnswer(200, .object(["process": .object(["id": .string("proc-101")])]))
        expectBroken(
            judge(ReadFailClosedCheck(), Self.readFault(.noState, read: read, answer: .outcome("approved"))), cites: [4, 5],
            saying: "read-unexpected/200-without-state: the app got outcome 'approved' (status 200), a success")
    }

    @Test("the state read from outside 'process' breaks HP-READ-STATE-OUTSIDE-PROCESS (a warning), quoting the answer")
    func stateOutsideProcess() {
        expectBroken(
            judge(ReadStateOutsideProcessCheck(), Self.readFault(.noProcess, read: Self.withoutProcess, answer: .outcome("expired"))),
            cites: [4, 5],
            saying: "read-unexpected/200-without-process: the app got outcome 'expired' (status 200) from a read answer without 'process'",
            "PROCESS_RESULT_EXPIRED")
    }

    @Test(
        "HP-READ-STATE-OUTSIDE-PROCESS blames nothing when the top-level state's outcome is also another state's: failing closed says it too"
    )
    func stateOutsideProcessSharedOutcome() {
        let builder = Self.readFault(.noProcess, read: Self.withoutProcess, answer: .outcome("failed")) { configuration in
            configuration.outcomes["expired"] = "failed"
            configuration.outcomes["failed"] = "failed"
        }
        expectHeld(judge(ReadStateOutsideProcessCheck(), builder), cites: [4])
    }

    @Test("HP-READ-STATE-OUTSIDE-PROCESS does not blame the top-level state on a back-end that reports success for any read answer")
    func stateOutsideProcessSuccessAnyway() {
        var builder = Self.readFault(.noProcess, read: Self.withoutProcess, answer: .outcome("approved"))
        builder.scenario(.readFault(.noState)) { builder in
            let journey = builder.capture(answer: .outcome("approved"), reads: false)
            builder.read(
                EvidenceBuilder.processID(journey.context), journey: journey.context.name, state: nil,
                answer: EvidenceBuilder.jsonAnswer(200, .object(["process": .object(["id": .string("proc-102")])])))
        }
        // The success is not the top-level state (a non-success one): HP-READ-FAIL-CLOSED names it, this warning does not.
        expectHeld(judge(ReadStateOutsideProcessCheck(), builder), cites: [4])
        expectBroken(
            judge(ReadFailClosedCheck(), builder), cites: [4, 5, 9, 10],
            saying: "read-unexpected/200-without-process: the app got outcome 'approved' (status 200), a success")
    }

    @Test(
        "an error or pending after a 200 without 'process' holds HP-READ-STATE-OUTSIDE-PROCESS",
        arguments: [
            EvidenceBuilder.EndedAnswer.error(502), .outcome("pending"), .outcome("approved"), .outcome("rejected"), .outcome("failed"),
        ])
    func stateOnlyFromProcess(answer: EvidenceBuilder.EndedAnswer) {
        expectHeld(judge(ReadStateOutsideProcessCheck(), Self.readFault(.noProcess, read: Self.withoutProcess, answer: answer)), cites: [4])
    }

    @Test(
        "without their scenarios, the read-fault checks have nothing to judge",
        arguments: [
            FaultReadErrorCheck() as any Check, FaultReadTimeoutCheck(), ReadFailClosedCheck(), ReadStateOutsideProcessCheck(),
            FaultCreateErrorCheck(), FaultNoRetryDuplicatesCheck(),
        ])
    func notPlayed(check: any Check) {
        expectNotApplicable(judge(check, .happyCapture()))
    }
}
