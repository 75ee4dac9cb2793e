import CheckTestSupport
import Testing

@testable import ConformanceBasics
@testable import ConformanceChecks
@testable import ConformanceModel

/// HP-CORRELATION-UNIQUE and HP-CONCURRENT-ISOLATION, shown on fixed evidence: cross-talk between
/// simultaneous captures is judged from what the journal recorded, so no race is needed to show it.
@Suite("Concurrency checks alone")
struct ConcurrencyCheckTests: CheckUnitTests {
    static let covered = ["HP-CORRELATION-UNIQUE", "HP-CONCURRENT-ISOLATION"]

    // MARK: HP-CORRELATION-UNIQUE

    /// Two captures in one scenario: creates #2 and #7.
    static func twoCaptures(correlationIDs: [String]? = nil) -> EvidenceBuilder {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { builder in
            for index in 0..<2 {
                builder.capture { body in
                    if let correlationIDs { body["correlationId"] = .string(correlationIDs[index]) }
                }
            }
        }
        return builder
    }

    @Test("a correlationId per create holds HP-CORRELATION-UNIQUE, citing every create")
    func uniqueCorrelation() {
        let judgement = judge(CorrelationUniqueCheck(), Self.twoCaptures())
        expectHeld(judgement, cites: [2, 7])
        #expect(judgement.seen == "2 captures carried 2 different correlationIds")
    }

    @Test("one correlationId sent by two creates breaks HP-CORRELATION-UNIQUE, citing both")
    func repeatedCorrelation() {
        expectBroken(
            judge(CorrelationUniqueCheck(), Self.twoCaptures(correlationIDs: ["order-7", "order-7"])), cites: [2, 7],
            saying: "correlationId 'order-7' was sent by 2 creates")
    }

    @Test("a create sent again for the same capture keeps its value: HP-CORRELATION-UNIQUE holds, one cause, one finding")
    func retriedCreate() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { builder in
            let journey = builder.capture()
            builder.create(bytes: JSONValue.object(builder.createBody(journey.context)).serialized, journey: journey.context.name)
            _ = builder.capture()
        }
        let judgement = judge(CorrelationUniqueCheck(), builder)
        expectHeld(judgement)
        #expect(judgement.seen == "2 captures carried 2 different correlationIds (1 create sent again for the same capture kept its value)")
    }

    @Test("one value sent for two captures breaks HP-CORRELATION-UNIQUE, saying how many captures shared it")
    func repeatedAcrossCaptures() {
        expectBroken(
            judge(CorrelationUniqueCheck(), Self.twoCaptures(correlationIDs: ["order-7", "order-7"])), cites: [2, 7],
            saying: "correlationId 'order-7' was sent by 2 creates for 2 captures")
    }

    @Test("fewer than two creates with a correlationId leave HP-CORRELATION-UNIQUE nothing to judge")
    func oneCorrelation() {
        expectNotApplicable(judge(CorrelationUniqueCheck(), .happyCapture()))
    }

    // MARK: HP-CONCURRENT-ISOLATION

    /// Single captures first: finished-ok reported 'approved' (#1–#5, proc-101), finished-invalid-identity
    /// 'rejected' (#6–#10, proc-201). Then the concurrent scenario, played by `play`: its first
    /// journey starts at #11 (proc-301), a second full capture at #16 (proc-302).
    static func isolation(baseline: Bool = true, _ play: (inout EvidenceBuilder) -> Void) -> EvidenceBuilder {
        var builder = EvidenceBuilder()
        if baseline {
            builder.scenario(.happy(finalState: "finished-ok")) { $0.capture() }
            builder.scenario(.happy(finalState: "finished-invalid-identity")) { $0.capture(state: "finished-invalid-identity") }
        } else {
            builder.scenario(.happy(finalState: "finished-ok"), notPlayed: "left out")
            builder.scenario(.happy(finalState: "finished-invalid-identity"), notPlayed: "left out")
        }
        builder.scenario(.concurrent(users: 2), play)
        return builder
    }

    @Test("simultaneous captures each with its own id and outcome hold HP-CONCURRENT-ISOLATION")
    func isolated() {
        let builder = Self.isolation { builder in
            builder.capture()
            builder.capture(state: "finished-invalid-identity")
        }
        let judgement = judge(ConcurrentIsolationCheck(), builder)
        expectHeld(judgement, cites: [11, 14, 16, 19])
        #expect(judgement.seen.hasPrefix("2 simultaneous captures each got their own id, link and outcome"))
    }

    @Test("two journeys given the same id break HP-CONCURRENT-ISOLATION, naming both and the id")
    func sameID() {
        let builder = Self.isolation { builder in
            builder.capture()
            builder.capture(state: "finished-invalid-identity", receivedID: "proc-301")
        }
        expectBroken(
            judge(ConcurrentIsolationCheck(), builder), cites: [16],
            saying: "concurrent/2-users#2 and concurrent/2-users#1 both received id 'proc-301'",
            "concurrent/2-users#2: received id 'proc-301', which Human Plugin issued for another capture")
    }

    @Test("an id Human Plugin never issued is called forged, not another capture's, by HP-CONCURRENT-ISOLATION")
    func neverIssuedID() {
        let builder = Self.isolation { builder in
            builder.capture()
            builder.capture(state: "finished-invalid-identity", receivedID: "proc-999")
        }
        let judgement = judge(ConcurrentIsolationCheck(), builder)
        expectBroken(judgement, cites: [16], saying: "concurrent/2-users#2: received id 'proc-999', which Human Plugin never issued")
        #expect(!judgement.seen.contains("another capture"), "\(judgement.seen)")
    }

    @Test("a journey told another journey's outcome breaks HP-CONCURRENT-ISOLATION, against the single captures' outcomes")
    func swappedOutcomes() {
        let builder = Self.isolation { builder in
            builder.capture(answer: .outcome("rejected"))
            builder.capture(state: "finished-invalid-identity", answer: .outcome("approved"))
        }
        expectBroken(
            judge(ConcurrentIsolationCheck(), builder), cites: [11, 14, 16, 19],
            saying:
                "concurrent/2-users#1: its process ended 'finished-ok', which this back-end reports as 'approved' one capture at a time; here the app got outcome 'rejected' (status 200)",
            "concurrent/2-users#2: its process ended 'finished-invalid-identity', which this back-end reports as 'rejected' one capture at a time; here the app got outcome 'approved' (status 200)"
        )
    }

    @Test(
        "a success told to a journey whose process failed breaks HP-CONCURRENT-ISOLATION, also when single captures answer 'failed' with an error"
    )
    func successForFailedState() {
        var builder = EvidenceBuilder { $0.outcomes["failed"] = "error" }
        builder.scenario(.happy(finalState: "finished-ok")) { $0.capture() }
        builder.scenario(.happy(finalState: "failed")) { $0.capture(state: "failed", answer: .error(422)) }
        builder.scenario(.concurrent(users: 2)) { builder in
            builder.capture()
            builder.capture(state: "failed", answer: .outcome("approved"))
        }
        expectBroken(
            judge(ConcurrentIsolationCheck(), builder), cites: [16, 19],
            saying:
                "concurrent/2-users#2: its process ended 'failed', which this back-end answers with an error one capture at a time; here the app got outcome 'approved' (status 200)"
        )
    }

    @Test(
        "an error for a failed process, as single captures answered it, or its configured outcome, holds HP-CONCURRENT-ISOLATION",
        arguments: [EvidenceBuilder.EndedAnswer.error(422), .outcome("error"), .outcome("failed")])
    func errorForFailedState(answer: EvidenceBuilder.EndedAnswer) {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { $0.capture() }
        builder.scenario(.happy(finalState: "failed")) { $0.capture(state: "failed", answer: .error(422)) }
        builder.scenario(.concurrent(users: 2)) { builder in
            builder.capture()
            builder.capture(state: "failed", answer: answer)
        }
        expectHeld(judge(ConcurrentIsolationCheck(), builder), cites: [11, 14, 16, 19])
    }

    // The second-capture scenario: one app user's two open captures, the second reported first.

    /// Single captures first (as `isolation`), then the second-capture scenario: the first capture
    /// (finished-ok) starts at #11 (proc-301), the second (finished-invalid-identity) at #14 (proc-302);
    /// the second is reported ended (#17) before the first (#19).
    static func secondCapture(
        first: EvidenceBuilder.EndedAnswer = .configured, second: EvidenceBuilder.EndedAnswer = .configured
    )
        -> EvidenceBuilder
    {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { $0.capture() }
        builder.scenario(.happy(finalState: "finished-invalid-identity")) { $0.capture(state: "finished-invalid-identity") }
        builder.scenario(.secondCapture) { builder in
            var firstJourney = builder.begin()
            firstJourney.browser = builder.browse(firstJourney.context, builder.process(id: "proc-301")!)
            builder.journey(firstJourney)
            builder.capture(state: "finished-invalid-identity", answer: second)
            let ended = builder.ended(firstJourney.context, sentID: "proc-301", answer: first, configured: "approved")
            builder.read("proc-301", journey: firstJourney.context.name)
            builder.editJourney(0) { $0.ended = ended }
        }
        return builder
    }

    @Test("one user's two open captures each answered for its own process hold HP-CONCURRENT-ISOLATION")
    func secondCaptureIsolated() {
        let judgement = judge(ConcurrentIsolationCheck(), Self.secondCapture())
        expectHeld(judgement)
        #expect(judgement.seen.hasPrefix("one user's two open captures each got their own outcome"), "\(judgement.seen)")
    }

    @Test("the first capture answered with the second's outcome (a per-user 'current capture') breaks HP-CONCURRENT-ISOLATION")
    func secondCaptureUserSlot() {
        expectBroken(
            judge(ConcurrentIsolationCheck(), Self.secondCapture(first: .outcome("rejected"))), cites: [11, 19],
            saying:
                "second-capture#1: its process ended 'finished-ok', which this back-end reports as 'approved' one capture at a time; here the app got outcome 'rejected' (status 200)"
        )
    }

    @Test("the second capture answered with the first's outcome breaks HP-CONCURRENT-ISOLATION")
    func secondCaptureFirstSlot() {
        expectBroken(
            judge(ConcurrentIsolationCheck(), Self.secondCapture(second: .outcome("approved"))), cites: [14, 17],
            saying: "second-capture#2: its process ended 'finished-invalid-identity'")
    }

    @Test("the first capture answered with an error once the second started (one open capture per user) holds HP-CONCURRENT-ISOLATION")
    func secondCaptureSupersedes() {
        expectHeld(judge(ConcurrentIsolationCheck(), Self.secondCapture(first: .error(409))))
    }

    @Test("a second start refused while the first capture is open (one capture per user) holds HP-CONCURRENT-ISOLATION, saying so")
    func secondStartRefused() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { $0.capture() }
        builder.scenario(.secondCapture) { builder in
            builder.capture()
            let context = builder.context()
            var journey = JourneyRecord(context: context)
            journey.start = builder.start(
                context, id: nil, link: nil, status: 409, answer: .object(["error": .string("one capture at a time")]))
            builder.journey(journey)
        }
        let judgement = judge(ConcurrentIsolationCheck(), builder)
        expectHeld(judgement)
        #expect(judgement.seen.hasPrefix("one user's second capture was refused while the first was open"), "\(judgement.seen)")
    }

    @Test("a start refused under load, though single captures started, breaks HP-CONCURRENT-ISOLATION")
    func startRefusedUnderLoad() {
        let builder = Self.isolation { builder in
            builder.capture()
            let context = builder.context()
            var journey = JourneyRecord(context: context)
            journey.start = builder.start(context, id: nil, link: nil, status: 503)
            builder.journey(journey)
        }
        expectBroken(
            judge(ConcurrentIsolationCheck(), builder), cites: [16],
            saying: "concurrent/2-users#2: start answered 503 for document type 'DUI_TYPE_NG_BVN': {}, though single captures started")
    }

    @Test("a 201 the kit cannot read (Content-Encoding: gzip) leaves HP-CONCURRENT-ISOLATION not judged, not broken")
    func encodedStartUnderLoad() {
        var builder = Self.isolation { builder in
            builder.capture()
            let context = builder.context()
            var journey = JourneyRecord(context: context)
            journey.start = builder.start(context, id: nil, link: nil, status: 201)
            builder.journey(journey)
        }
        builder.editExchange(16) { $0.response?.headers.set("Content-Encoding", "gzip") }
        let judgement = judge(ConcurrentIsolationCheck(), builder)
        #expect(judgement.status == .couldNotJudge, "\(judgement.seen)")
        #expect(
            judgement.seen.contains("concurrent/2-users#2: the start answer #16 came encoded (Content-Encoding: gzip)"), "\(judgement.seen)"
        )
    }

    @Test(
        "a journey whose record the kit did not keep (it stopped waiting: every call has its own deadline, so that is the kit's slowness) leaves HP-CONCURRENT-ISOLATION not judged, never broken"
    )
    func journeyNotFinished() {
        let builder = Self.isolation { builder in
            builder.capture()
            let context = builder.context()
            builder.journey(JourneyRecord(context: context))
        }
        let judgement = judge(ConcurrentIsolationCheck(), builder)
        #expect(judgement.status == .couldNotJudge, "\(judgement.seen)")
        #expect(
            judgement.seen.contains("concurrent/2-users#2: the kit stopped waiting for the journey before it ended"), "\(judgement.seen)")
    }

    @Test("the concurrent scenario not played, or no single capture to compare with, leaves HP-CONCURRENT-ISOLATION nothing to judge")
    func isolationNotJudged() {
        expectNotApplicable(judge(ConcurrentIsolationCheck(), .happyCapture()))
        let withoutBaseline = Self.isolation(baseline: false) { builder in
            builder.capture(answer: .outcome("rejected"))
        }
        expectNotApplicable(judge(ConcurrentIsolationCheck(), withoutBaseline))
    }
}
