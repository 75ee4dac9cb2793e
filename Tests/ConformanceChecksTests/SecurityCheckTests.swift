import CheckTestSupport
import Testing

@testable import ConformanceChecks
@testable import ConformanceModel
@testable import HTTP1Codec

/// HP-IDOR-*: an id the app user does not own is refused and never read.
@Suite("Security checks alone")
struct SecurityCheckTests: CheckUnitTests {
    static let covered = ["HP-IDOR-FORGED-ID", "HP-IDOR-FOREIGN-ID"]

    static let notFound = EvidenceBuilder.jsonAnswer(404, .object(["error": .string("not found")]))

    // MARK: HP-IDOR-FORGED-ID

    /// The forged-id scenario: start #1, create #2, "capture ended" with `proc-forged` #3, and (when `reads`) the back-end's read of it #4.
    static func forged(answer: EvidenceBuilder.EndedAnswer, reads: Bool = false) -> EvidenceBuilder {
        var builder = EvidenceBuilder()
        builder.scenario(.forgedID, reportedForeignID: "proc-forged") { builder in
            var journey = builder.begin()
            journey.ended = builder.ended(journey.context, sentID: "proc-forged", answer: answer)
            if reads { builder.read("proc-forged", journey: journey.context.name, state: nil, answer: notFound) }
            builder.journey(journey)
        }
        return builder
    }

    @Test("a forged id refused with a 4xx and never read holds HP-IDOR-FORGED-ID", arguments: [404, 403, 400])
    func forgedRefused(status: Int) {
        let judgement = judge(IDORForgedIDCheck(), Self.forged(answer: .error(status)))
        expectHeld(judgement, cites: [3])
        #expect(
            judgement.seen
                == "app user 'user-101' (forged-id#1) sent a forged id 'proc-forged': refused ('capture ended' (POST /captures/{id}/ended) \(status)) and never read"
        )
    }

    @Test("a 200 whose body says it is an error (errorWhen) is a refusal for HP-IDOR-FORGED-ID")
    func forgedRefusedInBody() {
        var builder = Self.forged(answer: .outcome("n/a"))
        builder.editJourney { journey in
            journey.ended?.outcome = nil
            journey.ended?.errorInBody = true
        }
        expectHeld(judge(IDORForgedIDCheck(), builder), cites: [3])
    }

    @Test("a forged id read from Human Plugin breaks HP-IDOR-FORGED-ID even when refused, citing the read")
    func forgedRead() {
        expectBroken(
            judge(IDORForgedIDCheck(), Self.forged(answer: .error(404), reads: true)), cites: [3, 4],
            saying:
                "answering the attacker's call 'capture ended' (POST /captures/{id}/ended) with a forged id, the back-end read it from Human Plugin (#4 GET /v1/processes/proc-forged → 404)"
        )
    }

    @Test(
        "a forged id answered with an outcome, or with a 5xx, breaks HP-IDOR-FORGED-ID",
        arguments: [
            (
                EvidenceBuilder.EndedAnswer.outcome("approved"),
                "answered 200, expected a refusal (4xx); the answer to 'capture ended' (POST /captures/{id}/ended) carried the outcome 'approved'"
            ),
            (.error(502), "answered 502, expected a refusal (4xx)"),
            (.none, "with a forged id got no answer"),
        ])
    func forgedAccepted(answer: EvidenceBuilder.EndedAnswer, message: String) {
        expectBroken(judge(IDORForgedIDCheck(), Self.forged(answer: answer)), cites: [3], saying: message)
    }

    @Test("a read after the attacker's result probe is counted for the probe only, not for 'capture ended' as well (HP-IDOR-FORGED-ID)")
    func forgedReadCountedOnce() {
        var builder = EvidenceBuilder(OutcomeCheckTests.polling)
        builder.scenario(.forgedID, reportedForeignID: "proc-forged") { builder in
            var journey = builder.begin()
            journey.ended = builder.ended(journey.context, sentID: "proc-forged", answer: .error(404))
            let probe = builder.record(
                .appToBackend, "result", HTTPRequest(method: "GET", target: "/captures/proc-forged/result"),
                EvidenceBuilder.jsonAnswer(404, .object(["error": .string("not found")])), journey: journey.context.name)
            builder.read("proc-forged", journey: journey.context.name, state: nil, answer: Self.notFound)
            journey.resultProbe = ResultPolling(exchangeIDs: [probe], status: 404, lastValue: nil, outcome: nil, elapsedSeconds: 0.01)
            builder.journey(journey)
        }
        let judgement = judge(IDORForgedIDCheck(), builder)
        expectBroken(
            judgement, cites: [3, 4, 5],
            saying:
                "answering the attacker's call 'result' (GET /captures/{id}/result) with a forged id, the back-end read it from Human Plugin (#5 GET /v1/processes/proc-forged → 404)"
        )
        #expect(!judgement.seen.contains("answering the attacker's call 'capture ended'"), "one read, two calls: \(judgement.seen)")
        #expect(judgement.seen.components(separatedBy: "#5 GET").count == 2, "\(judgement.seen)")
    }

    @Test("a forged-id scenario not played, or with no id sent, leaves HP-IDOR-FORGED-ID nothing to judge")
    func forgedNotPlayed() {
        expectNotApplicable(judge(IDORForgedIDCheck(), EvidenceBuilder()))
        var builder = EvidenceBuilder()
        builder.scenario(.forgedID) { builder in
            let journey = builder.begin()
            builder.journey(journey)
        }
        expectNotApplicable(judge(IDORForgedIDCheck(), builder))
    }

    // MARK: HP-IDOR-FOREIGN-ID

    /// The foreign-id scenario: the victim starts (#1, #2, process proc-101), the attacker starts
    /// (#3, #4) and sends proc-101 to "capture ended" (#5); when `reads`, the back-end reads proc-101 (#6).
    static func foreign(
        answer: EvidenceBuilder.EndedAnswer, reads: Bool = false,
        configure: (inout KitConfiguration) -> Void = { _ in }
    ) -> EvidenceBuilder {
        var builder = EvidenceBuilder(configure)
        builder.scenario(.foreignID, reportedForeignID: "proc-101") { builder in
            let victim = builder.begin()
            builder.journey(victim)
            var attacker = builder.begin()
            attacker.ended = builder.ended(attacker.context, sentID: "proc-101", answer: answer)
            if reads { builder.read("proc-101", journey: attacker.context.name) }
            builder.journey(attacker)
        }
        return builder
    }

    @Test("another user's id refused and never read holds HP-IDOR-FOREIGN-ID, naming attacker and victim")
    func foreignRefused() {
        let judgement = judge(IDORForeignIDCheck(), Self.foreign(answer: .error(403)))
        expectHeld(judgement, cites: [5])
        #expect(
            judgement.seen.contains(
                "app user 'user-102' (foreign-id#2, the attacker) sent the id of app user 'user-101' (foreign-id#1, the victim): refused"))
    }

    @Test("another user's id read for the attacker breaks HP-IDOR-FOREIGN-ID, citing the read")
    func foreignRead() {
        expectBroken(
            judge(IDORForeignIDCheck(), Self.foreign(answer: .outcome("approved"), reads: true)), cites: [5, 6],
            saying: "foreign-id#2, the attacker", "foreign-id#1, the victim",
            "the back-end read it from Human Plugin (#6 GET /v1/processes/proc-101 → 200)",
            "answered 200, expected a refusal (4xx)", "carried the outcome 'approved'")
    }

    /// With a result call: after the attacker's refused ended call (#5), the victim's own ended call (#6) and
    /// its legitimate read (#7), then the attacker's probe of the result call (#8) answered `probeStatus`.
    static func foreignWithResult(probeStatus: Int, probeValue: String?) -> EvidenceBuilder {
        var builder = foreign(answer: .error(403), configure: OutcomeCheckTests.polling)
        let victim = builder.evidence.scenarios[0].journeys[0].context
        let attacker = builder.evidence.scenarios[0].journeys[1].context
        let victimEnded = builder.ended(victim, sentID: "proc-101", answer: .configured, configured: "approved")
        builder.read("proc-101", journey: victim.name)
        builder.editJourney(0) { $0.ended = victimEnded }
        let probe = builder.record(
            .appToBackend, "result", HTTPRequest(method: "GET", target: "/captures/proc-101/result"),
            EvidenceBuilder.jsonAnswer(probeStatus, .object(["outcome": .string(probeValue ?? "")])), journey: attacker.name)
        builder.editJourney {
            $0.resultProbe = ResultPolling(
                exchangeIDs: [probe], status: probeStatus, lastValue: probeValue, outcome: nil, elapsedSeconds: 0.01)
        }
        return builder
    }

    @Test("the victim's own read is not the attacker's: a refused probe of the result call holds HP-IDOR-FOREIGN-ID")
    func foreignProbeRefused() {
        expectHeld(judge(IDORForeignIDCheck(), Self.foreignWithResult(probeStatus: 404, probeValue: nil)), cites: [5, 8])
    }

    @Test("a result call that answers the attacker breaks HP-IDOR-FOREIGN-ID, citing the probe")
    func foreignProbeAnswered() {
        expectBroken(
            judge(IDORForeignIDCheck(), Self.foreignWithResult(probeStatus: 200, probeValue: "approved")), cites: [5, 8],
            saying: "'result' (GET /captures/{id}/result) with another user's id answered 200 with 'approved', expected a refusal (4xx)")
    }

    @Test("the victim's 'capture ended' made before the attacker's does not hide a read for the attacker from HP-IDOR-FOREIGN-ID")
    func victimEndedFirst() {
        var builder = EvidenceBuilder()
        builder.scenario(.foreignID, reportedForeignID: "proc-101") { builder in
            var victim = builder.begin()
            victim.ended = builder.ended(victim.context, sentID: "proc-101", answer: .configured, configured: "approved")
            builder.read("proc-101", journey: victim.context.name)
            builder.journey(victim)
            var attacker = builder.begin()
            attacker.ended = builder.ended(attacker.context, sentID: "proc-101", answer: .error(403))
            builder.read("proc-101", journey: attacker.context.name)
            builder.journey(attacker)
        }
        expectBroken(
            judge(IDORForeignIDCheck(), builder), cites: [7, 8],
            saying: "the back-end read it from Human Plugin (#8 GET /v1/processes/proc-101 → 200)")
    }

    @Test("a foreign-id scenario not played, or marked not played, leaves HP-IDOR-FOREIGN-ID nothing to judge")
    func foreignNotPlayed() {
        expectNotApplicable(judge(IDORForeignIDCheck(), EvidenceBuilder()))
        var builder = EvidenceBuilder()
        builder.scenario(.foreignID, notPlayed: "the first user's capture did not start, so there was no id to misuse") { builder in
            let victim = builder.begin()
            builder.journey(victim)
        }
        let judgement = judge(IDORForeignIDCheck(), builder)
        expectNotApplicable(judgement)
        #expect(judgement.seen == "the foreign-id scenarios were not played")
    }

    @Test("a misuse the run could not try (no call without credentials) is named beside those that held, not passed over")
    func untriedMisuseNamed() {
        var builder = Self.foreign(answer: .error(403))
        builder.scenario(.noCredentialsID, notPlayed: "the 'capture ended' call sends the user's token in its path") { builder in
            let victim = builder.begin()
            builder.journey(victim)
        }
        let judgement = judge(IDORForeignIDCheck(), builder)
        expectHeld(judgement, cites: [5])
        #expect(
            judgement.seen.hasSuffix("; with no credentials: not tried (the 'capture ended' call sends the user's token in its path)"),
            "\(judgement.seen)")
    }

    /// The foreign-id-after-end scenario: the victim's whole capture (#1–#5, proc-101, answered
    /// 'approved'), then the attacker starts (#6, #7) and sends proc-101 to "capture ended" (#8).
    static func foreignAfterEnd(answer: EvidenceBuilder.EndedAnswer, on builder: EvidenceBuilder = EvidenceBuilder()) -> EvidenceBuilder {
        var builder = builder
        builder.scenario(.foreignIDAfterEnd, reportedForeignID: "proc-101") { builder in
            let victim = builder.capture()
            var attacker = builder.begin()
            attacker.ended = builder.ended(attacker.context, sentID: EvidenceBuilder.processID(victim.context), answer: answer)
            builder.journey(attacker)
        }
        return builder
    }

    @Test("a finished capture's outcome served to another user without a read breaks HP-IDOR-FOREIGN-ID, saying when")
    func foreignAfterEndServedFromStore() {
        let builder = Self.foreignAfterEnd(answer: .outcome("approved"))
        expectBroken(
            judge(IDORForeignIDCheck(), builder), cites: [8],
            saying: "after the victim's capture completed: app user 'user-102' (foreign-id-after-end#2, the attacker)",
            "answered 200, expected a refusal (4xx)", "carried the outcome 'approved'")
    }

    @Test("another user's id refused while the capture is open and after it completed holds HP-IDOR-FOREIGN-ID, naming both")
    func foreignBothRefused() {
        let builder = Self.foreignAfterEnd(answer: .error(404), on: Self.foreign(answer: .error(403)))
        let judgement = judge(IDORForeignIDCheck(), builder)
        expectHeld(judgement, cites: [5, 13])
        #expect(judgement.seen.contains("while the victim's capture was open: app user 'user-102'"), "\(judgement.seen)")
        #expect(judgement.seen.contains("after the victim's capture completed: app user 'user-202'"), "\(judgement.seen)")
    }

    /// The no-credentials-id scenario: the victim starts (#1, #2, proc-101), then a caller with no
    /// credentials sends proc-101 to "capture ended" (#3).
    static func anonymous(answer: EvidenceBuilder.EndedAnswer) -> EvidenceBuilder {
        var builder = EvidenceBuilder()
        builder.scenario(.noCredentialsID, reportedForeignID: "proc-101") { builder in
            let victim = builder.begin()
            builder.journey(victim)
            var context = builder.context()
            context.withoutCredentials = true
            var caller = JourneyRecord(context: context)
            caller.ended = builder.ended(context, sentID: "proc-101", answer: answer)
            builder.journey(caller)
        }
        return builder
    }

    @Test(
        "an open capture's id refused to a caller with no credentials, or sent to log in, holds HP-IDOR-FOREIGN-ID",
        arguments: [401, 403, 302])
    func anonymousRefused(status: Int) {
        let judgement = judge(IDORForeignIDCheck(), Self.anonymous(answer: .error(status)))
        expectHeld(judgement, cites: [3])
        #expect(
            judgement.seen.hasPrefix(
                "with no credentials: a caller with no credentials (no-credentials-id#2) sent the id of app user 'user-101'"),
            "\(judgement.seen)")
    }

    @Test("an open capture's outcome given to a caller with no credentials breaks HP-IDOR-FOREIGN-ID")
    func anonymousAnswered() {
        expectBroken(
            judge(IDORForeignIDCheck(), Self.anonymous(answer: .outcome("approved"))), cites: [3],
            saying: "with no credentials: a caller with no credentials (no-credentials-id#2)",
            "answered 200, expected a refusal (4xx, or a redirect to log in)")
    }

    @Test("a refusal while the capture is open does not hide the served outcome after it completed (HP-IDOR-FOREIGN-ID)")
    func foreignOpenRefusedLaterServed() {
        let builder = Self.foreignAfterEnd(answer: .outcome("approved"), on: Self.foreign(answer: .error(403)))
        expectBroken(judge(IDORForeignIDCheck(), builder), cites: [13], saying: "after the victim's capture completed")
    }
}
