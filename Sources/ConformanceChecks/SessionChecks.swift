/// HP-OUTCOME-SESSION-CLOSED: the person closed the browser session; nothing proves an outcome.

struct OutcomeSessionClosedCheck: Check {
    package let id = "HP-OUTCOME-SESSION-CLOSED"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        guard let scenario = evidence.scenarios(where: { $0 == .sessionClosed }).first else {
            return .notApplicable("the session-closed scenario was not played")
        }
        var findings: [Finding] = []
        for journey in scenario.journeys {
            guard let ended = journey.ended else { continue }
            let cited = ended.exchangeIDs + (journey.browser?.exchangeIDs ?? [])
            let state = evidence.process(id: ended.sentID).map(\.state) ?? evidence.contract.initialState
            if NotSuccess.holds(ended, evidence) {
                findings.append(.ok(cited))
            } else {
                let quote = ExpectedOutcome.readQuote(journey, scenario: scenario.name, evidence)
                findings.append(
                    .bad(
                        "\(journey.context.name): the person closed the session (the process stayed '\(state)'), and the app got \(ExpectedOutcome.describe(ended)); expected anything but a success (pending, an error)\(quote.text)",
                        cited + quote.ids))
            }
        }
        return Judgement.combine(
            findings, verified: "a closed session was never reported as a success",
            nothing: scenario.notPlayed ?? "the session-closed scenario did not reach 'capture ended'")
    }
}
