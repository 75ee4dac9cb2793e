import ConformanceModel

/// HP-FAULT-*: how the back-end copes when Human Plugin fails.

struct FaultCreateErrorCheck: Check {
    package let id = "HP-FAULT-CREATE-ERROR"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        var findings: [Finding] = []
        for scenario in evidence.createFaultScenarios {
            if case .createFault(.noAnswer) = scenario.scenario { continue }
            for journey in scenario.journeys {
                guard let start = journey.start else { continue }
                if start.isErrorAnswer {
                    findings.append(.ok([start.exchangeID]))
                } else if let status = start.status {
                    findings.append(
                        .bad(
                            "\(scenario.name): the app got \(status)\(start.link == nil ? " with no link" : " with link '\(start.link!)'")",
                            [start.exchangeID]))
                } else {
                    let patience = TimeBound(seconds: evidence.configuration.timeouts.requestSeconds, field: "timeouts.requestSeconds")
                    findings.append(
                        patience.silence(
                            "\(scenario.name): the app got \(evidence.noAnswer(start.exchangeID, within: SecondsText.plain(patience.seconds)))",
                            elapsed: start.elapsedSeconds, exchange: start.exchangeID, cited: [start.exchangeID], evidence))
                }
            }
        }
        return Judgement.combine(
            findings, verified: "each failed create was reported to the app as an error",
            nothing: evidence.noStartCall(
                in: evidence.createFaultScenarios.filter {
                    if case .createFault(.noAnswer) = $0.scenario { false } else { true }
                }, notPlayed: "no create-fault scenario answered by Human Plugin was played"))
    }
}

struct FaultCreateTimeoutCheck: Check {
    package let id = "HP-FAULT-CREATE-TIMEOUT"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        let bound = evidence.upstreamBound
        let time = TimeBound(seconds: bound, field: "timeouts.upstreamBoundSeconds")
        var findings: [Finding] = []
        let played = evidence.scenarios(where: { if case .createFault(.noAnswer) = $0 { true } else { false } })
        for scenario in played {
            for journey in scenario.journeys {
                guard let start = journey.start else { continue }
                let elapsed = (start.elapsedSeconds * 100).rounded() / 100
                let cited = [start.exchangeID]
                if start.isErrorAnswer {
                    findings.append(
                        time.lateAnswer(
                            "the app got \(start.status.map(String.init) ?? "an error") after \(elapsed) s; expected an error within \(bound) s",
                            elapsed: start.elapsedSeconds, exchange: start.exchangeID, cited: cited, evidence) ?? .ok(cited))
                } else if let status = start.status {
                    findings.append(.bad("the app got \(status) after \(elapsed) s; expected an error within \(bound) s", cited))
                } else {
                    findings.append(
                        time.silence(
                            "the app got \(evidence.noAnswer(start.exchangeID, within: "\(elapsed)")); expected an error within \(bound) s",
                            elapsed: start.elapsedSeconds, exchange: start.exchangeID, cited: cited, evidence))
                }
            }
        }
        return Judgement.combine(
            findings, verified: "a create that never answered was reported as an error within \(bound) s",
            nothing: evidence.noStartCall(in: played, notPlayed: "the create-timeout scenario was not played"))
    }
}

struct FaultNoRetryDuplicatesCheck: Check {
    package let id = "HP-FAULT-NO-RETRY-DUPLICATES"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        var findings: [Finding] = []
        for scenario in evidence.createFaultScenarios {
            for journey in scenario.journeys where journey.start != nil {
                let creates = evidence.creates(ofJourney: journey.context.name)
                let unattributed = evidence.creates(inScenario: scenario.name).filter { $0.journey == nil }
                let count = creates.count + unattributed.count
                let cited = [journey.start!.exchangeID] + creates.map(\.id) + unattributed.map(\.id)
                findings.append(count <= 1 ? .ok(cited) : .bad("\(scenario.name): one start sent \(count) creates", cited))
            }
        }
        return Judgement.combine(
            findings, verified: "no failed create was retried into another process",
            nothing: evidence.noStartCall(in: evidence.createFaultScenarios, notPlayed: "no create-fault scenario was played"))
    }
}

struct FaultReadErrorCheck: Check {
    package let id = "HP-FAULT-READ-ERROR"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        var findings: [Finding] = []
        for scenario in evidence.scenarios(where: {
            switch $0 {
            case .readFault(.status), .readFault(.cutShort): true
            default: false
            }
        }) {
            for journey in scenario.journeys {
                guard let ended = journey.ended else { continue }
                if ErrorOrPending.holds(ended, evidence) {
                    findings.append(.ok(ended.exchangeIDs))
                } else if FailedForUnknown.holds(ended, evidence) {
                    findings.append(.tolerated(FailedForUnknown.text(scenario.name, ended, what: "a read that failed"), ended.exchangeIDs))
                } else {
                    findings.append(
                        .bad(
                            "\(scenario.name): the app got \(ExpectedOutcome.describe(ended)); expected an error or pending",
                            ended.exchangeIDs))
                }
            }
        }
        return Judgement.combine(
            findings, verified: "each failed read was reported as an error or pending",
            nothing: "no read-fault scenario reached 'capture ended'")
    }
}
