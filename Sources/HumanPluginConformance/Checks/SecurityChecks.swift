/// HP-IDOR-*: ids the app sends back must belong to that app user.

/// Shared by the forged-id and foreign-id checks.
enum IDORJudgement {
    /// - Parameter victim: the journey whose id was misused (nil for a forged id).
    static func judge(_ scenario: ScenarioRecord, journey: JourneyRecord?, victim: JourneyRecord? = nil, evidence: RunEvidence, what: String) -> Judgement {
        guard let journey, let ended = journey.ended, let misused = scenario.reportedForeignID else {
            return .notApplicable("the \(scenario.name) scenario could not send \(what): \(scenario.notPlayed ?? "no capture started")")
        }
        let attacker = "app user '\(journey.context.user)' (\(journey.context.name)\(victim == nil ? "" : ", the attacker"))"
        let whose = victim.map { "the id of app user '\($0.context.user)' (\($0.context.name), the victim)" } ?? "\(what) '\(misused)'"
        var problems: [String] = []
        var cited = [ended.exchangeID]
        let sentAt = evidence.exchange(ended.exchangeID)?.startedAt ?? .distantPast
        let reads = evidence.reads(inScenario: scenario.name).filter { evidence.readID($0) == misused && $0.startedAt >= sentAt }
        if !reads.isEmpty {
            problems.append("answering the attacker's call #\(ended.exchangeID), the back-end read it from Human Plugin (\(reads.map(\.summary).joined(separator: ", ")))")
            cited += reads.map(\.id)
        }
        if let status = ended.status, !(400..<500).contains(status) {
            problems.append("'capture ended' with \(what) answered \(status), expected a refusal (4xx)")
        } else if ended.status == nil {
            problems.append("'capture ended' with \(what) got no answer")
        }
        if let outcome = ended.outcome {
            problems.append("the answer carried the outcome '\(outcome)'")
        }
        if problems.isEmpty {
            return .held("\(attacker) sent \(whose): refused with \(ended.status!) and never read", cited)
        }
        return .broken("\(attacker) sent \(whose) to 'capture ended' (#\(ended.exchangeID)): " + problems.joined(separator: "; "), cited)
    }
}

struct IDORForgedIDCheck: Check {
    let id = "HP-IDOR-FORGED-ID"
    func judge(_ evidence: RunEvidence) -> Judgement {
        guard let scenario = evidence.scenarios(where: { $0 == .forgedID }).first else {
            return .notApplicable("the forged-id scenario was not played")
        }
        return IDORJudgement.judge(scenario, journey: scenario.journeys.first, evidence: evidence, what: "a forged id")
    }
}

struct IDORForeignIDCheck: Check {
    let id = "HP-IDOR-FOREIGN-ID"
    func judge(_ evidence: RunEvidence) -> Judgement {
        guard let scenario = evidence.scenarios(where: { $0 == .foreignID }).first else {
            return .notApplicable("the foreign-id scenario was not played")
        }
        return IDORJudgement.judge(scenario, journey: scenario.journeys.last, victim: scenario.journeys.first, evidence: evidence, what: "another user's id")
    }
}
