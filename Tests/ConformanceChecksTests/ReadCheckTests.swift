import CheckTestSupport
import Testing

@testable import ConformanceChecks
@testable import HTTP1Codec

/// HP-READ-AFTER-END, HP-READ-AUTH and HP-READ-EXTRA-FIELDS: the back-end's read of the final state.
/// In a happy capture the ended call is #4 and the read #5.
@Suite("Read checks alone")
struct ReadCheckTests: CheckUnitTests {
    static let covered = ["HP-READ-AFTER-END", "HP-READ-AUTH", "HP-READ-EXTRA-FIELDS"]

    // MARK: HP-READ-AFTER-END

    @Test("a read of the issued id after 'capture ended' holds HP-READ-AFTER-END, citing both")
    func readAfterEnd() {
        expectHeld(judge(ReadAfterEndCheck(), .happyCapture()), cites: [4, 5])
    }

    @Test("no read after 'capture ended' breaks HP-READ-AFTER-END")
    func noRead() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { $0.capture(reads: false) }
        expectBroken(
            judge(ReadAfterEndCheck(), builder), cites: [4],
            saying: "happy/finished-ok#1: after 'capture ended' no GET /v1/processes/{id}; no request reached Human Plugin")
    }

    @Test("a read made before 'capture ended' only breaks HP-READ-AFTER-END: the outcome was decided too early")
    func readBeforeEnd() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { builder in
            var journey = builder.begin()
            builder.read("proc-101", journey: journey.context.name)
            journey.ended = builder.ended(journey.context, sentID: "proc-101", answer: .outcome("approved"))
            builder.journey(journey)
        }
        expectBroken(judge(ReadAfterEndCheck(), builder), cites: [4], saying: "after 'capture ended' no GET /v1/processes/{id}")
    }

    @Test("a read of another id breaks HP-READ-AFTER-END, naming the id read")
    func readOfOtherID() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { builder in
            let journey = builder.capture(reads: false)
            builder.read("proc-999", journey: journey.context.name)
        }
        expectBroken(
            judge(ReadAfterEndCheck(), builder), cites: [4, 5], saying: "happy/finished-ok#1: read 'proc-999', not the issued id 'proc-101'"
        )
    }

    @Test("a 'capture ended' that got no answer is not judged by HP-READ-AFTER-END")
    func endedUnanswered() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { $0.capture(answer: .none, reads: false) }
        expectNotApplicable(judge(ReadAfterEndCheck(), builder))
    }

    // MARK: HP-READ-AUTH

    @Test("a read with the configured Bearer token holds HP-READ-AUTH")
    func readAuthHolds() {
        expectHeld(judge(ReadAuthCheck(), .happyCapture()), cites: [5])
    }

    @Test(
        "a read without the token, or with another, breaks HP-READ-AUTH",
        arguments: [
            (nil, "#5: no Authorization header"),
            ("Bearer hp-sandbox-token-0002", "#5: the Bearer token is not the configured Human Plugin token"),
        ] as [(String?, String)])
    func readAuthBroken(value: String?, message: String) {
        var builder = EvidenceBuilder.happyCapture()
        builder.editExchange(5) { exchange in
            var headers = HTTPHeaders()
            if let value { headers.set("Authorization", value) }
            exchange.request.headers = headers
        }
        expectBroken(judge(ReadAuthCheck(), builder), cites: [5], saying: message)
    }

    @Test("with no read, HP-READ-AUTH has nothing to judge")
    func noReadNoAuth() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { $0.capture(reads: false) }
        expectNotApplicable(judge(ReadAuthCheck(), builder))
    }

    // MARK: HP-READ-EXTRA-FIELDS

    /// A happy capture ending `finished-ok` (#1–#5), then the extra-fields scenario (#6–#10: ended #9, read #10).
    static func extraFields(answer: EvidenceBuilder.EndedAnswer, baseline: Bool = true) -> EvidenceBuilder {
        var builder = EvidenceBuilder()
        if baseline { builder.scenario(.happy(finalState: "finished-ok")) { $0.capture() } }
        builder.scenario(.readFault(.extraFields)) { builder in
            var body = builder.readBody("proc-201", state: "finished-ok").objectValue!
            body["risk"] = .object(["score": .number(3)])
            builder.capture(answer: answer, readAnswer: EvidenceBuilder.jsonAnswer(200, .object(body)))
        }
        return builder
    }

    @Test("an answer with extra fields mapped as without them holds HP-READ-EXTRA-FIELDS")
    func extraFieldsTolerated() {
        expectHeld(judge(ReadExtraFieldsCheck(), Self.extraFields(answer: .configured)), cites: [9])
    }

    @Test("an answer with extra fields answered with an error breaks HP-READ-EXTRA-FIELDS, quoting the read")
    func extraFieldsRefused() {
        expectBroken(
            judge(ReadExtraFieldsCheck(), Self.extraFields(answer: .error(502))), cites: [9, 10],
            saying:
                "final state 'finished-ok' with extra fields in the answer should be reported as 'approved', got status 502 without an outcome",
            "Human Plugin answered its read #10 with 200", "risk")
    }

    @Test("without a single capture of that state to compare with, HP-READ-EXTRA-FIELDS has nothing to judge")
    func extraFieldsWithoutBaseline() {
        expectNotApplicable(judge(ReadExtraFieldsCheck(), Self.extraFields(answer: .error(502), baseline: false)))
    }
}
