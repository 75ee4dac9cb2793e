import CheckTestSupport
import KitTestSupport
import Testing

@testable import ConformanceChecks

/// Time verdicts against the kit's own delay (`TimeBound`): an answer late by no more than the
/// kit's delay meanwhile, or a silence the kit watched for less than its bound, is not judged
/// (naming the delay); beyond that delay the back-end still fails; without a delay nothing changes.
@Suite("Time bounds and the kit's own delay")
struct TimeBoundTests {
    static func lateCreateTimeout(status: Int?, elapsed: Double) -> EvidenceBuilder {
        FaultCheckTests.createFault(.noAnswer(seconds: 3), start: status, elapsed: elapsed)
    }

    @Test("an error 1.5 s past the bound while the kit itself was delayed 2 s is not judged, naming the delay and the field to raise")
    func lateWithinDelay() {
        var builder = Self.lateCreateTimeout(status: 504, elapsed: 2.5)
        builder.kitDelayed(2.0, from: 0.1, to: 2.4)
        let judgement = judge(FaultCreateTimeoutCheck(), builder)
        #expect(judgement.status == .couldNotJudge, "\(judgement.seen)")
        #expect(judgement.seen.hasPrefix("not judged: the app got 504 after 2.5 s; expected an error within 1.0 s"), "\(judgement.seen)")
        #expect(judgement.seen.contains("the kit itself was delayed by 2 s meanwhile"), "\(judgement.seen)")
        #expect(judgement.seen.contains("raise timeouts.upstreamBoundSeconds"), "\(judgement.seen)")
        #expect(judgement.evidence == [1])
        let verdict = Judge.verdicts(
            catalogue: ConformanceHarness.specs.catalogue, evidence: builder.evidence, selected: ["HP-FAULT-CREATE-TIMEOUT"]
        )
        .first { $0.checkID == "HP-FAULT-CREATE-TIMEOUT" }
        #expect(verdict?.status == .error, "not judged is never a failure of the back-end")
    }

    @Test("an error beyond the bound by more than the kit's delay still fails, saying the delay was too little to explain it")
    func lateBeyondDelay() {
        var builder = Self.lateCreateTimeout(status: 504, elapsed: 2.5)
        builder.kitDelayed(0.5, from: 0, to: 2.5)
        expectBroken(
            judge(FaultCreateTimeoutCheck(), builder), cites: [1],
            saying: "the app got 504 after 2.5 s; expected an error within 1.0 s",
            "the kit itself was delayed by 0.5 s meanwhile, too little to explain it")
    }

    @Test("a delay elsewhere in the run does not excuse this answer: only the share inside its wait counts")
    func delayOutsideTheWait() {
        var builder = Self.lateCreateTimeout(status: 504, elapsed: 2.5)
        builder.kitDelayed(3.0, from: 5, to: 8)
        expectBroken(judge(FaultCreateTimeoutCheck(), builder), cites: [1], saying: "the app got 504 after 2.5 s")
        #expect(!judge(FaultCreateTimeoutCheck(), builder).seen.contains("kit itself"))
    }

    @Test("a silence the kit watched for its whole bound fails even when the kit was delayed (its wait was stretched)")
    func silenceWatchedWhole() {
        var builder = Self.lateCreateTimeout(status: nil, elapsed: 7.5)
        builder.kitDelayed(2.5, from: 0.5, to: 3.0)
        expectBroken(
            judge(FaultCreateTimeoutCheck(), builder), cites: [1],
            saying: "the app got no answer within 7.5 s; expected an error within 1.0 s")
    }

    @Test("a silence the kit watched for less than the bound (a stop longer than its wait) is not judged")
    func silenceCutByStop() {
        var builder = FaultCheckTests.createFault(.status(500), start: nil, elapsed: 5.0)
        builder.kitDelayed(4.6, from: 0.1, to: 4.9)
        let judgement = judge(FaultCreateErrorCheck(), builder)
        #expect(judgement.status == .couldNotJudge, "\(judgement.seen)")
        #expect(judgement.seen.contains("the kit itself watched for only 0.4 s of it"), "\(judgement.seen)")
        #expect(judgement.seen.contains("raise timeouts.requestSeconds"), "\(judgement.seen)")
    }

    @Test("a reset connection is named as a transport failure, with when, and never excused by the kit's delay")
    func transportFailure() {
        var builder = FaultCheckTests.createFault(.status(500), start: nil, elapsed: 1.02)
        builder.editExchange(1) {
            $0.error = "connection closed: reading the answer to POST /capture/start"
            $0.durationMilliseconds = 1020
        }
        builder.kitDelayed(1.0, from: 0, to: 1.1)
        expectBroken(
            judge(FaultCreateErrorCheck(), builder), cites: [1],
            saying:
                "create-fault/status-500: the app got no answer: a transport failure after 1.02 s (connection closed: reading the answer to POST /capture/start), not a timeout"
        )
        #expect(!judge(FaultCreateErrorCheck(), builder).seen.contains("within 5"))
    }

    @Test("a pending answer past the read bound within the kit's delay is not judged; an answer within the bound holds whatever the delay")
    func readTimeout() {
        var late = FaultCheckTests.readFault(.noAnswer(seconds: 3), read: nil, answer: .outcome("pending"), elapsed: 1.8)
        late.kitDelayed(1.5, from: 0, to: 2)
        #expect(judge(FaultReadTimeoutCheck(), late).status == .couldNotJudge)
        var early = FaultCheckTests.readFault(.noAnswer(seconds: 3), read: nil, answer: .outcome("pending"), elapsed: 0.6)
        early.kitDelayed(1.5, from: 0, to: 2)
        expectHeld(judge(FaultReadTimeoutCheck(), early))
    }

    @Test("a broken item outweighs one not judged: the check fails on the break alone")
    func breakOutweighsNotJudged() {
        let judgement = Judgement.combine(
            [.notJudged("kit was late", [1]), .bad("wrong", [2]), .ok([3])], verified: "fine", nothing: "none")
        #expect(judgement.status == .broken)
        #expect(judgement.seen == "wrong")
        #expect(judgement.evidence == [2])
        let unjudged = Judgement.combine([.notJudged("kit was late", [1]), .ok([3])], verified: "fine", nothing: "none")
        #expect(unjudged.status == .couldNotJudge)
        #expect(unjudged.seen == "not judged: kit was late")
    }
}
