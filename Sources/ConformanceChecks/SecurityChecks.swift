import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// HP-IDOR-*: ids the app sends back must belong to that app user.

/// Shared by the forged-id and foreign-id checks: every app call that carries the misused id
/// (`ended`, and the `result` call when there is one) must be refused, and the id never read.
enum IDORJudgement {
    /// - Parameter victim: the journey whose id was misused (nil for a forged id).
    package static func judge(
        _ scenario: ScenarioRecord, journey: JourneyRecord?, victim: JourneyRecord? = nil, evidence: RunEvidence, what: String
    ) -> Judgement {
        guard let journey, let ended = journey.ended, let misused = scenario.reportedForeignID else {
            return .notApplicable("the \(scenario.name) scenario could not send \(what): \(scenario.notPlayed ?? "no capture started")")
        }
        let anonymous = journey.context.withoutCredentials == true
        let attacker =
            anonymous
            ? "a caller with no credentials (\(journey.context.name))"
            : "app user '\(journey.context.user)' (\(journey.context.name)\(victim == nil ? "" : ", the attacker"))"
        let whose = victim.map { "the id of app user '\($0.context.user)' (\($0.context.name), the victim)" } ?? "\(what) '\(misused)'"
        var problems: [String] = []
        var refusals: [String] = []
        var cited = [ended.exchangeID]
        let endedAt = evidence.exchange(ended.exchangeID)?.startedAt ?? .distantPast
        // The owner's own later "capture ended" (foreign-id with a result call) reads the id legitimately;
        // one that came before the attacker's call closes no window (as in JourneyAttribution).
        let ownerEnded = scenario.journeys.compactMap { $0.context.name == journey.context.name ? nil : $0.ended }
            .compactMap { evidence.exchange($0.exchangeID)?.startedAt }.filter { $0 >= endedAt }.min()
        let endedCall = "'capture ended' (\(evidence.configuration.ended.call.method) \(evidence.configuration.ended.call.path))"
        // A read after the attacker's own result probe answers the probe: each read is counted for one call only.
        let probeAt = journey.resultProbe?.exchangeIDs.first.flatMap { evidence.exchange($0)?.startedAt }
        let endedUntil = [ownerEnded, probeAt].compactMap { $0 }.min()
        problems += readsOf(
            misused, from: endedAt, until: endedUntil, in: scenario, evidence: evidence, after: endedCall, what: what, cited: &cited)
        // A caller with no credentials may be sent to log in (a redirect) instead.
        if let status = ended.status, (400..<500).contains(status) || ended.errorInBody || (anonymous && (300..<400).contains(status)) {
            refusals.append("\(endedCall) \(status)")
        } else if let status = ended.status {
            problems.append(
                "\(endedCall) with \(what) answered \(status), expected a refusal (4xx\(anonymous ? ", or a redirect to log in" : ""))")
        } else {
            problems.append("\(endedCall) with \(what) got no answer")
        }
        if let outcome = ended.outcome {
            problems.append("the answer to \(endedCall) carried the outcome '\(outcome)'")
        }
        if let probe = journey.resultProbe, let result = evidence.configuration.result {
            let resultCall = "'result' (\(result.call.method) \(result.call.path))"
            cited += probe.exchangeIDs
            problems += readsOf(
                misused, from: probeAt ?? .distantFuture, until: nil, in: scenario, evidence: evidence, after: resultCall, what: what,
                cited: &cited)
            if probe.refused || (anonymous && probe.status.map { (300..<400).contains($0) } == true) {
                refusals.append("\(resultCall) \(probe.status!)")
            } else if let status = probe.status {
                problems.append(
                    "\(resultCall) with \(what) answered \(status)\(probe.lastValue.map { " with '\($0)'" } ?? ""), expected a refusal (4xx)"
                )
            } else {
                problems.append("\(resultCall) with \(what) got no answer")
            }
        }
        if problems.isEmpty {
            return .held("\(attacker) sent \(whose): refused (\(refusals.joined(separator: ", "))) and never read", cited)
        }
        return .broken("\(attacker) sent \(whose) to 'capture ended' (#\(ended.exchangeID)): " + problems.joined(separator: "; "), cited)
    }

    /// Reads of `id` the back-end sent between `start` and `end` (the misusing call's doing).
    private static func readsOf(
        _ id: String, from start: Date, until end: Date?, in scenario: ScenarioRecord, evidence: RunEvidence,
        after call: String, what: String, cited: inout [Int]
    ) -> [String] {
        let reads = evidence.reads(inScenario: scenario.name).filter { read in
            evidence.readID(read) == id && read.startedAt >= start && (end.map { read.startedAt < $0 } ?? true)
        }
        guard !reads.isEmpty else { return [] }
        cited += reads.map(\.id)
        return [
            "answering the attacker's call \(call) with \(what), the back-end read it from Human Plugin (\(reads.map(\.summary).joined(separator: ", ")))"
        ]
    }
}

struct IDORForgedIDCheck: Check {
    package let id = "HP-IDOR-FORGED-ID"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        guard let scenario = evidence.scenarios(where: { $0 == .forgedID }).first else {
            return .notApplicable("the forged-id scenario was not played")
        }
        return IDORJudgement.judge(scenario, journey: scenario.journeys.first, evidence: evidence, what: "a forged id")
    }
}

/// Judged in three scenarios: another user's id sent while its owner's capture is open, again
/// once the owner has completed it (a finished capture's outcome served by id to anyone), and by
/// a caller with no credentials at all (an ownership check skipped when no user is signed in).
struct IDORForeignIDCheck: Check {
    package let id = "HP-IDOR-FOREIGN-ID"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        let misuses: [Scenario] = [.foreignID, .foreignIDAfterEnd, .noCredentialsID]
        let played = evidence.scenarios { misuses.contains($0) }
        guard !played.isEmpty else {
            return .notApplicable("the foreign-id scenarios were not played")
        }
        func when(_ scenario: Scenario) -> String {
            switch scenario {
            case .foreignIDAfterEnd: "after the victim's capture completed"
            case .noCredentialsID: "with no credentials"
            default: "while the victim's capture was open"
            }
        }
        let judgements = played.map { scenario in
            let when = when(scenario.scenario)
            let judgement = IDORJudgement.judge(
                scenario, journey: scenario.journeys.last, victim: scenario.journeys.first, evidence: evidence, what: "another user's id")
            return (when, judgement)
        }
        // The worst judgement decides, naming when it was seen; both held reads as both.
        for status in [Judgement.Status.broken, .couldNotJudge, .undecided, .tolerated] {
            if let (when, judgement) = judgements.first(where: { $0.1.status == status }) {
                return Judgement(status: status, seen: "\(when): \(judgement.seen)", evidence: judgement.evidence)
            }
        }
        let held = judgements.filter { $0.1.status == .held }
        guard !held.isEmpty else { return judgements[0].1 }
        // A misuse the run could not try is said beside those that held, never passed over.
        let untried = evidence.scenarios.filter { misuses.contains($0.scenario) && $0.notPlayed != nil }.map {
            "\(when($0.scenario)): not tried (\($0.notPlayed!))"
        }
        return .held(
            (judgements.map { "\($0.0): \($0.1.seen)" } + untried).joined(separator: "; "), Array(Set(held.flatMap(\.1.evidence))).sorted())
    }
}
