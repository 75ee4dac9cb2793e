/// HP-FAULT-READ-TIMEOUT, HP-READ-FAIL-CLOSED and HP-READ-EXTRA-FIELDS: what the back-end tells the
/// app when Human Plugin's read never answers, answers outside the contract, or answers with more
/// than the contract names.

/// Whether the app got an error answer or the configured pending outcome (never a final outcome).
enum ErrorOrPending {
    static func holds(_ ended: EndedAttempt, _ evidence: RunEvidence) -> Bool {
        ended.isErrorAnswer || (ended.outcome.map { evidence.pendingOutcomes.contains($0) } ?? false) || stillInProgress(ended)
    }

    /// With a `result` call: polling ended with the result still "in progress" (pending), not silence.
    static func stillInProgress(_ ended: EndedAttempt) -> Bool {
        guard let result = ended.result else { return false }
        return result.outcome == nil && result.lastValue != nil && !result.isErrorAnswer
    }
}

/// Whether the app got an answer that does not report success (an error, pending, or a failure).
enum NotSuccess {
    static func holds(_ ended: EndedAttempt, _ evidence: RunEvidence) -> Bool {
        guard ended.status != nil else { return false }
        return !(ended.succeeded && (ended.outcome.map { evidence.successOutcomes.contains($0) } ?? false))
    }
}

struct FaultReadTimeoutCheck: Check {
    let id = "HP-FAULT-READ-TIMEOUT"
    func judge(_ evidence: RunEvidence) -> Judgement {
        let bound = evidence.upstreamBound
        var findings: [Finding] = []
        for scenario in evidence.scenarios(where: { if case .readFault(.noAnswer) = $0 { true } else { false } }) {
            for journey in scenario.journeys {
                guard let ended = journey.ended else { continue }
                let elapsed = (ended.elapsedSeconds * 100).rounded() / 100
                if ErrorOrPending.holds(ended, evidence), ended.elapsedSeconds <= bound {
                    findings.append(.ok(ended.exchangeIDs))
                } else if ended.status != nil {
                    findings.append(.bad("the app got \(ExpectedOutcome.describe(ended)) after \(elapsed) s; expected an error or pending within \(bound) s", ended.exchangeIDs))
                } else {
                    findings.append(.bad("the app got no answer within \(elapsed) s; expected an error or pending within \(bound) s", ended.exchangeIDs))
                }
            }
        }
        return Judgement.combine(findings, verified: "a read that never answered was reported as an error or pending within \(bound) s",
                                 nothing: "the read-timeout scenario did not reach 'capture ended'")
    }
}

struct ReadFailClosedCheck: Check {
    let id = "HP-READ-FAIL-CLOSED"
    func judge(_ evidence: RunEvidence) -> Judgement {
        var findings: [Finding] = []
        for scenario in evidence.scenarios(where: { if case let .readFault(fault) = $0 { fault.isUnexpected } else { false } }) {
            for journey in scenario.journeys {
                guard let ended = journey.ended else { continue }
                if NotSuccess.holds(ended, evidence) {
                    findings.append(.ok(ended.exchangeIDs))
                } else {
                    let quote = ExpectedOutcome.readQuote(journey, scenario: scenario.name, evidence)
                    let success = ended.status != nil ? ", a success" : ""
                    findings.append(.bad("\(scenario.name): the app got \(ExpectedOutcome.describe(ended))\(success); expected an error or pending\(quote.text)",
                                         ended.exchangeIDs + quote.ids))
                }
            }
        }
        return Judgement.combine(findings, verified: "no read answer outside the contract was reported as a success",
                                 nothing: "no read-unexpected scenario reached 'capture ended'")
    }
}

/// Judges tolerance only: the outcome for an answer with extra fields is compared with what the same
/// back-end reported for the same state without them (the happy scenarios). A back-end that maps
/// the state wrongly, or never reads, breaks other checks, not this one.
struct ReadExtraFieldsCheck: Check {
    let id = "HP-READ-EXTRA-FIELDS"
    func judge(_ evidence: RunEvidence) -> Judgement {
        var findings: [Finding] = []
        let baseline = ConcurrentIsolationCheck.Baseline(evidence)
        for scenario in evidence.scenarios(where: { $0 == .readFault(.extraFields) }) {
            for journey in scenario.journeys {
                guard let ended = journey.ended, let (state, _) = ExpectedOutcome.of(journey, evidence),
                      let expected = baseline.outcomes[state] else { continue }
                if ended.succeeded && ended.outcome == expected {
                    findings.append(.ok(ended.exchangeIDs))
                } else {
                    let quote = ExpectedOutcome.readQuote(journey, scenario: scenario.name, evidence)
                    findings.append(.bad("final state '\(state)' with extra fields in the answer should be reported as '\(expected)', got \(ExpectedOutcome.describe(ended))\(quote.text)",
                                         ended.exchangeIDs + quote.ids))
                }
            }
        }
        return Judgement.combine(findings, verified: "a read answer with fields the contract does not name was mapped as usual",
                                 nothing: "the read-extra-fields scenario did not reach 'capture ended', or the back-end reported no outcome for that state without extra fields either")
    }
}
