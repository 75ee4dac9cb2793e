import ConformanceModel

/// HP-FAULT-READ-TIMEOUT, HP-READ-FAIL-CLOSED and HP-READ-EXTRA-FIELDS: what the back-end tells the
/// app when Human Plugin's read never answers, answers outside the contract, or answers with more
/// than the contract names.

/// Whether the app got an error answer or the configured pending outcome (never a final outcome).
/// A value of `result.inProgress` is no answer: polling that ended with the result still "in
/// progress" is silence, not pending.
enum ErrorOrPending {
    package static func holds(_ ended: EndedAttempt, _ evidence: RunEvidence) -> Bool {
        if let result = ended.result, !result.finished, !result.isErrorAnswer { return false }
        return ended.isErrorAnswer
            || (ended.outcome.map { evidence.pendingOutcomes.contains($0) || evidence.errorOutcomes.contains($0) } ?? false)
    }
}

/// Whether the app got, for a read that failed or never answered, the outcome the configuration
/// gives the contract's `failed` state (one value covering "the capture failed" and "the read
/// failed", a common mapping): a final outcome where the result is unknown, but one that harms no
/// one, since it says no more than an error would (`RunEvidence.errorAnswerAccepted`). A warning,
/// never a failure; any other final outcome (success, a rejection) still breaks the rule.
enum FailedForUnknown {
    package static func holds(_ ended: EndedAttempt, _ evidence: RunEvidence) -> Bool {
        guard ended.status != nil, !ended.isErrorAnswer, let outcome = ended.outcome,
            let failed = evidence.expectedOutcome(forState: "failed"), outcome == failed,
            !evidence.successOutcomes.contains(outcome)
        else { return false }
        // Polling that never finished is silence, whatever the ended answer said.
        if let result = ended.result, !result.finished { return false }
        return true
    }

    /// The finding's text: what the app got, why it is only a warning, and what to answer instead.
    package static func text(_ scenario: String, _ ended: EndedAttempt, what: String) -> String {
        "\(scenario): the app got \(ExpectedOutcome.describe(ended)), the outcome of a failed capture, for \(what): "
            + "the capture's result is unknown, so an error or pending says what happened (a warning: a failed outcome harms no one)"
    }
}

/// Whether the app got an answer that does not report success (an error, pending, or a failure).
enum NotSuccess {
    package static func holds(_ ended: EndedAttempt, _ evidence: RunEvidence) -> Bool {
        guard ended.status != nil else { return false }
        return !(ended.succeeded && (ended.outcome.map { evidence.successOutcomes.contains($0) } ?? false))
    }
}

struct FaultReadTimeoutCheck: Check {
    package let id = "HP-FAULT-READ-TIMEOUT"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        // With a result call the answer may come one poll later than the back-end gave it.
        let interval = evidence.configuration.result?.intervalSeconds ?? 0
        let bound = evidence.upstreamBound + interval
        // The bound in words: its parts named when a poll interval adds to the upstream bound, so that
        // "9.53 s" next to an app patience of 10 s explains itself.
        let total = SecondsText.plain((bound * 100).rounded() / 100)
        let upstream = SecondsText.plain(evidence.upstreamBound)
        let shownBound =
            interval > 0
            ? "\(total) s (timeouts.upstreamBoundSeconds, \(upstream) s, plus one poll interval, result.intervalSeconds, \(SecondsText.plain(interval)) s)"
            : "\(total) s (timeouts.upstreamBoundSeconds)"
        var findings: [Finding] = []
        for scenario in evidence.scenarios(where: { if case .readFault(.noAnswer) = $0 { true } else { false } }) {
            for journey in scenario.journeys {
                guard let ended = journey.ended else { continue }
                let elapsed = (ended.secondsToLastAnswer * 100).rounded() / 100
                let time = TimeBound(seconds: bound, field: "timeouts.upstreamBoundSeconds")
                guard ended.status != nil else {
                    findings.append(
                        time.silence(
                            "the app got \(evidence.noAnswer(ended.exchangeID, within: "\(elapsed)")); expected an error or pending within \(shownBound)",
                            elapsed: ended.secondsToLastAnswer, exchange: ended.exchangeID, cited: ended.exchangeIDs, evidence))
                    continue
                }
                // A client that retries a timed-out GET (Ruby's Net::HTTP does once by default) doubles the wait: say so.
                let sentAt = evidence.exchange(ended.exchangeID)?.startedAt ?? .distantPast
                let reads = evidence.reads(inScenario: scenario.name).filter {
                    $0.startedAt >= sentAt && evidence.readID($0) == ended.sentID
                }
                let retried =
                    reads.count > 1
                    ? " (the back-end sent the read \(reads.count) times: \(reads.map { "#\($0.id)" }.joined(separator: ", ")))" : ""
                let text =
                    "the app got \(ExpectedOutcome.describe(ended)) after \(elapsed) s\(retried); expected an error or pending within \(shownBound)"
                let cited = ended.exchangeIDs + (retried.isEmpty ? [] : reads.map(\.id))
                if ErrorOrPending.holds(ended, evidence) {
                    findings.append(
                        time.lateAnswer(text, elapsed: ended.secondsToLastAnswer, exchange: ended.exchangeID, cited: cited, evidence)
                            ?? .ok(ended.exchangeIDs))
                } else if FailedForUnknown.holds(ended, evidence) {
                    findings.append(
                        time.lateAnswer(text, elapsed: ended.secondsToLastAnswer, exchange: ended.exchangeID, cited: cited, evidence)
                            ?? .tolerated(FailedForUnknown.text(scenario.name, ended, what: "a read that never answered"), cited))
                } else {
                    findings.append(.bad(text, cited))
                }
            }
        }
        return Judgement.combine(
            findings, verified: "a read that never answered was reported as an error or pending within \(shownBound)",
            nothing: "the read-timeout scenario did not reach 'capture ended'")
    }
}

/// HP-RESULT-WITHIN-BOUND: every "capture ended" comes to a result (an outcome, pending included,
/// or an error answer) within its bound, in every scenario: with a `result` call within
/// `result.boundSeconds` ("in progress" until then is silence, every poll the evidence), without
/// one within the app's patience (`timeouts.requestSeconds`).
struct ResultWithinBoundCheck: Check {
    package let id = "HP-RESULT-WITHIN-BOUND"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        let poll = evidence.configuration.result
        let bound = SecondsText.plain(poll?.boundSeconds ?? evidence.configuration.timeouts.requestSeconds)
        var findings: [Finding] = []
        for scenario in evidence.scenarios {
            for journey in scenario.journeys {
                guard let ended = journey.ended else { continue }
                let where_ = "\(scenario.name): \(journey.context.name)"
                if ended.status == nil {
                    let patience = TimeBound(seconds: evidence.configuration.timeouts.requestSeconds, field: "timeouts.requestSeconds")
                    findings.append(
                        patience.silence(
                            "\(where_): 'capture ended' got \(evidence.noAnswer(ended.exchangeID, within: SecondsText.plain(patience.seconds)))",
                            elapsed: ended.elapsedSeconds, exchange: ended.exchangeID, cited: ended.exchangeIDs, evidence))
                } else if let result = ended.result, !result.finished, !result.isErrorAnswer {
                    let text = "\(where_): \(result.unfinished ?? "no result within \(bound) s")"
                    if let poll, result.unfinished?.hasPrefix(ResultPolling.outOfTime) ?? false {
                        // Polling that ran out of time: the kit's own delay may have eaten it.
                        findings.append(
                            TimeBound(seconds: poll.boundSeconds, field: "result.boundSeconds").silence(
                                text, elapsed: result.elapsedSeconds, exchange: ended.exchangeID, cited: ended.exchangeIDs, evidence))
                    } else {
                        findings.append(.bad(text, ended.exchangeIDs))
                    }
                } else {
                    findings.append(.ok(ended.exchangeIDs))
                }
            }
        }
        let how =
            poll == nil
            ? "'capture ended' was answered within \(bound) s each time"
            : "every polled result came (an outcome or an error) within \(bound) s"
        return Judgement.combine(findings, verified: how, nothing: "no 'capture ended' was sent")
    }
}

/// A read answer outside the contract leaves the capture's result unknown: the app must be told
/// so (an error, or the configured pending outcome), never told a decision. A success breaks the
/// rule, and so does any other decision (a rejection, an expiry, a value the configuration does
/// not have); the failed capture's outcome is a warning, as for a read that failed
/// (`FailedForUnknown`). An answer without a decision (no outcome yet, polling not finished) is
/// HP-FAULT-READ-TIMEOUT's to judge. JSON without `process` whose top level names a known final
/// state (`{"state": ..., "result": ...}`) is read tolerantly by many correct back-ends: reporting
/// that state is no failure here (HP-READ-STATE-OUTSIDE-PROCESS warns of it).
struct ReadFailClosedCheck: Check {
    package let id = "HP-READ-FAIL-CLOSED"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        var findings: [Finding] = []
        for scenario in evidence.scenarios(where: { if case let .readFault(fault) = $0 { fault.isUnexpected } else { false } }) {
            for journey in scenario.journeys {
                guard let ended = journey.ended else { continue }
                if ErrorOrPending.holds(ended, evidence) || StateOutsideProcess.reportedTopLevelState(ended, scenario: scenario, evidence) {
                    findings.append(.ok(ended.exchangeIDs))
                } else if !NotSuccess.holds(ended, evidence) {
                    let quote = ExpectedOutcome.readQuote(journey, scenario: scenario.name, evidence)
                    let success = ended.status != nil ? ", a success" : ""
                    findings.append(
                        .bad(
                            "\(scenario.name): the app got \(ExpectedOutcome.describe(ended))\(success); expected an error or pending\(quote.text)",
                            ended.exchangeIDs + quote.ids))
                } else if FailedForUnknown.holds(ended, evidence) {
                    findings.append(
                        .tolerated(
                            FailedForUnknown.text(scenario.name, ended, what: "a read answer outside the contract"), ended.exchangeIDs))
                } else if ended.succeeded, let outcome = ended.outcome {
                    let quote = ExpectedOutcome.readQuote(journey, scenario: scenario.name, evidence)
                    let known =
                        Set(evidence.configuration.outcomes.values).contains(outcome) ? "" : ", a value no final state has in outcomes"
                    findings.append(
                        .bad(
                            "\(scenario.name): the app got \(ExpectedOutcome.describe(ended))\(known), a decision the read did not make; expected an error or pending\(quote.text)",
                            ended.exchangeIDs + quote.ids))
                } else {
                    findings.append(.ok(ended.exchangeIDs))
                }
            }
        }
        return Judgement.combine(
            findings, verified: "no read answer outside the contract was reported as a decision",
            nothing: "no read-unexpected scenario reached 'capture ended'")
    }
}

/// The state a read answer without `process` names at its top level, and whether the app was told it.
enum StateOutsideProcess {
    /// The final state named at the top level of a 200 without `process` (the `200-without-process` scenario).
    static func topLevelState(_ evidence: RunEvidence) -> ContractSpec.FinalState? {
        evidence.contract.finalStates.states.isEmpty ? nil : StandInBehavior.ReadFault.topLevelState(evidence.contract)
    }

    /// In the `200-without-process` scenario: the app got exactly the outcome of the state the
    /// answer named at its top level, an outcome that only that state has. Where the configuration
    /// gives another state (or an answer the back-end cannot read, `error`) the same outcome, a
    /// back-end failing closed says it too: nothing tells the two apart, so nothing is blamed.
    static func reportedTopLevelState(_ ended: EndedAttempt, scenario: ScenarioRecord, _ evidence: RunEvidence) -> Bool {
        guard scenario.scenario == .readFault(.noProcess), let state = topLevelState(evidence),
            let expected = evidence.expectedOutcome(forState: state.name), ended.succeeded,
            expected != RunEvidence.errorOutcome
        else { return false }
        let shared = evidence.contract.finalStates.states.contains {
            $0.name != state.name && evidence.expectedOutcome(forState: $0.name) == expected
        }
        return !shared && ended.outcome == expected
    }
}

/// HP-READ-STATE-OUTSIDE-PROCESS (a warning): the back-end took the state from outside `process`.
struct ReadStateOutsideProcessCheck: Check {
    package let id = "HP-READ-STATE-OUTSIDE-PROCESS"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        var findings: [Finding] = []
        // The top-level state is not a success, so a back-end that reports success for every read
        // answer (HP-READ-FAIL-CLOSED) never matches it here and is not blamed for reading it.
        for scenario in evidence.scenarios(where: { $0 == .readFault(.noProcess) }) {
            for journey in scenario.journeys {
                guard let ended = journey.ended else { continue }
                if StateOutsideProcess.reportedTopLevelState(ended, scenario: scenario, evidence) {
                    let quote = ExpectedOutcome.readQuote(journey, scenario: scenario.name, evidence)
                    findings.append(
                        .bad(
                            "\(scenario.name): the app got \(ExpectedOutcome.describe(ended)) from a read answer without 'process'\(quote.text)",
                            ended.exchangeIDs + quote.ids))
                } else {
                    findings.append(.ok(ended.exchangeIDs))
                }
            }
        }
        return Judgement.combine(
            findings, verified: "the state was read only from 'process'",
            nothing: "the read-unexpected/200-without-process scenario did not reach 'capture ended'")
    }
}

/// Judges tolerance only: the outcome for an answer with extra fields is compared with what the same
/// back-end reported for the same state without them (the happy scenarios). A back-end that maps
/// the state wrongly, or never reads, breaks other checks, not this one.
struct ReadExtraFieldsCheck: Check {
    package let id = "HP-READ-EXTRA-FIELDS"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        var findings: [Finding] = []
        let baseline = ConcurrentIsolationCheck.Baseline(evidence)
        for scenario in evidence.scenarios(where: { $0 == .readFault(.extraFields) }) {
            for journey in scenario.journeys {
                guard let ended = journey.ended, let (state, _) = ExpectedOutcome.of(journey, evidence),
                    let expected = baseline.outcomes[state]
                else { continue }
                if ended.succeeded && ended.outcome == expected {
                    findings.append(.ok(ended.exchangeIDs))
                } else {
                    let quote = ExpectedOutcome.readQuote(journey, scenario: scenario.name, evidence)
                    findings.append(
                        .bad(
                            "final state '\(state)' with extra fields in the answer should be reported as '\(expected)', got \(ExpectedOutcome.describe(ended))\(quote.text)",
                            ended.exchangeIDs + quote.ids))
                }
            }
        }
        return Judgement.combine(
            findings, verified: "a read answer with fields the contract does not name was mapped as usual",
            nothing:
                "the read-extra-fields scenario did not reach 'capture ended', or the back-end reported no outcome for that state without extra fields either"
        )
    }
}
