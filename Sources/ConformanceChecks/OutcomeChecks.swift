import ConformanceModel

/// HP-OUTCOME-*: the outcome the back-end reports to the app.

/// The outcome a journey's "capture ended" should report, from the final state of the process
/// whose id the app sent.
enum ExpectedOutcome {
    package static func of(_ journey: JourneyRecord, _ evidence: RunEvidence) -> (state: String, outcome: String?)? {
        guard let ended = journey.ended, let process = evidence.process(id: ended.sentID) else { return nil }
        return (process.state, evidence.expectedOutcome(forState: process.state))
    }

    /// What Human Plugin answered the back-end's last read of the id the app sent (after "capture
    /// ended"), quoted for the partner: the answer the outcome should have been mapped from.
    static func readQuote(_ journey: JourneyRecord, scenario: String, _ evidence: RunEvidence) -> (text: String, ids: [Int]) {
        guard let ended = journey.ended, let sentAt = evidence.exchange(ended.exchangeID)?.startedAt else { return ("", []) }
        let reads = evidence.reads(inScenario: scenario).filter { $0.startedAt >= sentAt && evidence.readID($0) == ended.sentID }
        guard let last = reads.last else {
            return ("; the back-end did not read GET \(evidence.contract.read.pathPrefix)\(ended.sentID)", [])
        }
        guard let response = last.response else { return ("; its read #\(last.id) got no answer", [last.id]) }
        // One line, as every finding is: a body's line breaks (a trailing newline after plain text) become spaces.
        var body = response.bodyText.split(whereSeparator: \.isNewline).joined(separator: " ")
        if body.count > 300 { body = String(body.prefix(300)) + "…" }
        return ("; Human Plugin answered its read #\(last.id) with \(response.status) \(body)", [last.id])
    }

    package static func describe(_ ended: EndedAttempt) -> String {
        if let result = ended.result, !result.finished {
            if let unfinished = result.unfinished {
                return "status \(ended.status.map(String.init) ?? "-") to 'capture ended', then \(unfinished)"
            }
            return
                "status \(ended.status.map(String.init) ?? "-") to 'capture ended', then status \(result.status.map(String.init) ?? "-") from the result call\(result.errorInBody ? " with an error in its body" : "")"
        }
        if let result = ended.result, let outcome = result.outcome, let poll = result.exchangeIDs.last {
            // The outcome came from a poll, not from the "capture ended" answer: quote that poll.
            let seconds = (result.elapsedSeconds * 10).rounded() / 10
            return
                "outcome '\(outcome)' from result poll #\(poll) (status \(result.status.map(String.init) ?? "-"), \(seconds) s after 'capture ended', which answered \(ended.status.map(String.init) ?? "-"))"
        }
        if let outcome = ended.outcome { return "outcome '\(outcome)' (status \(ended.status.map(String.init) ?? "-"))" }
        if let status = ended.status { return "status \(status) without an outcome" }
        return "no answer"
    }
}

struct OutcomeFollowsStateCheck: Check {
    package let id = "HP-OUTCOME-FOLLOWS-STATE"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        var findings: [Finding] = []
        for scenario in evidence.happyScenarios {
            for journey in scenario.journeys {
                guard let ended = journey.ended, let (state, expected) = ExpectedOutcome.of(journey, evidence) else { continue }
                let name = journey.context.name
                guard let expected else {
                    findings.append(.bad("\(name): the config maps no outcome to final state '\(state)'", [ended.exchangeID]))
                    continue
                }
                if ended.succeeded && ended.outcome == expected {
                    findings.append(.ok(ended.exchangeIDs))
                } else if evidence.errorAnswerAccepted(forState: state), ended.isErrorAnswer || ended.outcome == RunEvidence.errorOutcome {
                    // The failed state (or one the configuration reports as "error") answered with an error.
                    findings.append(.ok(ended.exchangeIDs))
                } else {
                    let quote = ExpectedOutcome.readQuote(journey, scenario: scenario.name, evidence)
                    let shown = expected == RunEvidence.errorOutcome ? "an error" : "'\(expected)'"
                    let text =
                        "\(name): final state '\(state)' should be reported as \(shown), got \(ExpectedOutcome.describe(ended))\(quote.text)"
                    if ended.outcome == nil, let unread = ended.exchangeIDs.lazy.compactMap(evidence.undecodedAnswer).last {
                        findings.append(.notJudged("\(name): the answer \(unread)", ended.exchangeIDs))
                    } else if ended.status == nil {
                        // No answer within the app's patience: the kit's own delay may have cut the wait short.
                        findings.append(
                            TimeBound(seconds: evidence.configuration.timeouts.requestSeconds, field: "timeouts.requestSeconds").silence(
                                text, elapsed: ended.elapsedSeconds, exchange: ended.exchangeID, cited: ended.exchangeIDs + quote.ids,
                                evidence))
                    } else {
                        findings.append(.bad(text, ended.exchangeIDs + quote.ids))
                    }
                }
            }
        }
        return Judgement.combine(
            findings, verified: "the reported outcome followed each final state",
            nothing: "no 'capture ended' call was made for a process Human Plugin issued")
    }
}

struct OutcomeServerDecidesCheck: Check {
    package let id = "HP-OUTCOME-SERVER-DECIDES"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        var findings: [Finding] = []
        let successes = evidence.successOutcomes
        for scenario in evidence.scenarios(where: { if case .appClaimsSuccess = $0 { true } else { false } }) {
            for journey in scenario.journeys {
                guard let ended = journey.ended, let (state, _) = ExpectedOutcome.of(journey, evidence) else { continue }
                if let outcome = ended.outcome, successes.contains(outcome) {
                    findings.append(
                        .bad(
                            "\(journey.context.name): the app claimed success and the back-end reported '\(outcome)', but the final state was '\(state)'",
                            [ended.exchangeID]))
                } else {
                    findings.append(.ok([ended.exchangeID]))
                }
            }
        }
        for scenario in evidence.scenarios {
            for journey in scenario.journeys {
                guard let ended = journey.ended, let outcome = ended.outcome, successes.contains(outcome),
                    let endedExchange = evidence.exchange(ended.exchangeID)
                else { continue }
                // Another's id sent on purpose (the ownership scenarios) is HP-IDOR-*'s to judge.
                if ended.sentID == scenario.reportedForeignID,
                    !evidence.processes(ofJourney: journey.context.name).contains(where: { $0.id == ended.sentID })
                {
                    continue
                }
                let read = evidence.reads.contains {
                    $0.startedAt >= endedExchange.startedAt && evidence.readID($0) == ended.sentID
                        && $0.response?.status == evidence.contract.read.status
                }
                if !read {
                    findings.append(
                        .bad(
                            "\(journey.context.name): success '\(outcome)' reported without a successful read of '\(ended.sentID)'",
                            [ended.exchangeID]))
                }
            }
        }
        return Judgement.combine(
            findings, verified: "success was reported only from the back-end's own read",
            nothing: Self.nothingJudged(evidence))
    }

    /// Why no journey was judged: the scenario was not played, or it was played and stopped before
    /// 'capture ended' carried an id Human Plugin issued (its start answer says where).
    static func nothingJudged(_ evidence: RunEvidence) -> String {
        let played = evidence.scenarios(where: { if case .appClaimsSuccess = $0 { true } else { false } })
        guard let journey = played.first?.journeys.first else {
            let unplayed = evidence.scenarios.first { if case .appClaimsSuccess = $0.scenario { true } else { false } }
            return "the app-claims-success scenario was not played" + (unplayed?.notPlayed.map { ": \($0)" } ?? "")
        }
        let name = journey.context.name
        if let ended = journey.ended {
            return
                "the app-claims-success scenario was played, but \(name) sent 'capture ended' with '\(ended.sentID)', an id Human Plugin never issued, so there was no final state to compare the claim with"
        }
        guard let start = journey.start else { return "the app-claims-success scenario was played, but \(name) did not start a capture" }
        let answer = start.status.map { "answered \($0)" } ?? "got no answer"
        let held = start.succeeded ? "\(start.id == nil ? " without an id" : ""), and the app held no id to send" : ""
        return "the app-claims-success scenario was played, but \(name) never reached 'capture ended': its start call \(answer)\(held)"
    }
}
