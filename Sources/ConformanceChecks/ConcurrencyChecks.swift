import ConformanceBasics
import ConformanceModel

/// HP-CORRELATION-UNIQUE and HP-CONCURRENT-ISOLATION.

/// Judged per capture: a create the back-end sent again for the same capture (a retry, which
/// HP-FAULT-NO-RETRY-DUPLICATES judges) keeps its capture's correlationId; only one value sent for
/// two captures breaks the rule. A create tied to no capture counts as a capture of its own.
struct CorrelationUniqueCheck: Check {
    package let id = "HP-CORRELATION-UNIQUE"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        var creates: [String: [Int]] = [:]
        var captures: [String: Set<String>] = [:]
        var order: [String] = []
        for create in evidence.creates {
            guard let value = JSONValue.parse(create.request.body)?["correlationId"]?.stringValue, !value.isEmpty else { continue }
            if creates[value] == nil { order.append(value) }
            creates[value, default: []].append(create.id)
            captures[value, default: []].insert(create.journey ?? "#\(create.id)")
        }
        let repeated = order.filter { captures[$0]!.count > 1 }
        if let first = repeated.first {
            let cited = repeated.flatMap { creates[$0]! }
            let ids = creates[first]!
            let numbers = ids.prefix(10).map { "#\($0)" }.joined(separator: ", ") + (ids.count > 10 ? ", ..." : "")
            return .broken(
                "correlationId '\(first)' was sent by \(ids.count) creates for \(captures[first]!.count) captures (exchanges \(numbers))"
                    + (repeated.count > 1 ? " (and \(repeated.count - 1) more values repeated)" : ""), cited)
        }
        let captured = Set(captures.values.flatMap { $0 }).count
        if captured < 2 { return .notApplicable("fewer than two captures' creates carried a correlationId") }
        let resent = creates.values.reduce(0) { $0 + $1.count } - captured
        return .held(
            "\(captured) captures carried \(order.count) different correlationIds"
                + (resent > 0 ? " (\(resent) create\(resent == 1 ? "" : "s") sent again for the same capture kept its value)" : ""),
            creates.values.flatMap { $0 }.sorted())
    }
}

/// Judges cross-talk only: each journey of the concurrent scenario (N users at once) and of the
/// second-capture scenario (one user, two open captures) is compared with what the same back-end
/// did for the same final state when captures came one at a time (the happy scenarios). A back-end
/// that maps a state wrongly, or fails every start, breaks other checks, not this one. A back-end
/// may allow one open capture per user: refusing the second start, or answering the superseded
/// first capture with an error, keeps the rule; answering either with the other's outcome breaks it.
struct ConcurrentIsolationCheck: Check {
    package let id = "HP-CONCURRENT-ISOLATION"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        let scenarios = evidence.scenarios { scenario in
            switch scenario {
            case .concurrent, .secondCapture: true
            default: false
            }
        }
        guard !scenarios.isEmpty else {
            return .notApplicable("neither the concurrent nor the second-capture scenario was played")
        }
        let baseline = Baseline(evidence)
        var findings: [Finding] = []
        var summaries: [String] = []
        for scenario in scenarios {
            let oneUser = scenario.scenario == .secondCapture
            var idsSeen: [String: String] = [:]
            var refusedSecond = false
            for (index, journey) in scenario.journeys.enumerated() {
                if oneUser, index == 1, let start = journey.start, start.isErrorAnswer, scenario.journeys[0].start?.succeeded == true {
                    // One open capture per user is a policy the back-end may keep.
                    refusedSecond = true
                    findings.append(.ok([start.exchangeID]))
                    continue
                }
                findings += judge(journey, superseded: oneUser && index == 0, baseline: baseline, idsSeen: &idsSeen, evidence)
            }
            summaries.append(
                oneUser
                    ? (refusedSecond
                        ? "one user's second capture was refused while the first was open (one capture per user)"
                        : "one user's two open captures each got their own outcome")
                    : "\(scenario.journeys.count) simultaneous captures each got their own id, link and outcome")
        }
        return Judgement.combine(
            findings, verified: summaries.joined(separator: "; "),
            nothing: "no simultaneous capture got far enough to compare with single captures")
    }

    /// One journey's findings: its own id, a process Human Plugin issued for it, and the outcome
    /// single captures got for its final state. `superseded`: a capture the same user left open
    /// for another, which may be answered with an error.
    private func judge(
        _ journey: JourneyRecord, superseded: Bool, baseline: Baseline, idsSeen: inout [String: String], _ evidence: RunEvidence
    ) -> [Finding] {
        let name = journey.context.name
        guard let start = journey.start else {
            // Each of its calls has a deadline: a journey the kit stopped waiting for is the kit's own slowness.
            return [.notJudged("\(name): the kit stopped waiting for the journey before it ended (the run's deadline)", [])]
        }
        guard start.succeeded, let id = start.id else {
            if let unread = evidence.undecodedAnswer(start.exchangeID) {
                // An answer the kit could not read says nothing of cross-talk.
                return [.notJudged("\(name): the start answer \(unread)", [start.exchangeID])]
            } else if baseline.startsWork {
                return [
                    .bad(
                        "\(name): start \(evidence.startAnswer(start, journey.context)), though single captures started", [start.exchangeID]
                    )
                ]
            }
            return []
        }
        var findings: [Finding] = []
        if let other = idsSeen[id] {
            findings.append(.bad("\(name) and \(other) both received id '\(id)'", [start.exchangeID]))
        }
        idsSeen[id] = name
        guard evidence.processes(ofJourney: name).contains(where: { $0.id == id }) else {
            let whose =
                evidence.process(id: id) == nil ? "which Human Plugin never issued" : "which Human Plugin issued for another capture"
            return findings + [.bad("\(name): received id '\(id)', \(whose)", [start.exchangeID])]
        }
        guard let ended = journey.ended, let state = evidence.process(id: id)?.state else { return findings }
        let cited = [start.exchangeID, ended.exchangeID]
        if superseded, ended.isErrorAnswer {
            return findings + [.ok(cited)]
        }
        guard let expected = baseline.outcomes[state] else {
            // A state single captures answered with an error (the failed state, or one the
            // configuration reports as "error") is answered here as HP-OUTCOME-FOLLOWS-STATE
            // accepts it: an error, or its configured outcome; never another state's outcome.
            guard baseline.errorStates.contains(state) else { return findings }
            let configured = evidence.expectedOutcome(forState: state)
            if ended.isErrorAnswer || ended.outcome == RunEvidence.errorOutcome || (ended.succeeded && ended.outcome == configured) {
                return findings + [.ok(cited)]
            }
            return findings + [
                .bad(
                    "\(name): its process ended '\(state)', which this back-end answers with an error one capture at a time; here the app got \(ExpectedOutcome.describe(ended))",
                    cited)
            ]
        }
        if ended.succeeded && ended.outcome == expected {
            return findings + [.ok(cited)]
        }
        return findings + [
            .bad(
                "\(name): its process ended '\(state)', which this back-end reports as '\(expected)' one capture at a time; here the app got \(ExpectedOutcome.describe(ended))",
                cited)
        ]
    }

    /// What the back-end did for single captures: whether starts succeeded, the outcome it
    /// reported for each final state, and the states it rightly answered with an error.
    struct Baseline {
        package var startsWork = false
        package var outcomes: [String: String] = [:]
        package var errorStates: Set<String> = []

        package init(_ evidence: RunEvidence) {
            for scenario in evidence.happyScenarios {
                for journey in scenario.journeys {
                    if journey.start?.succeeded == true { startsWork = true }
                    if let ended = journey.ended, ended.succeeded, let outcome = ended.outcome,
                        let state = evidence.process(id: ended.sentID)?.state
                    {
                        outcomes[state] = outcome
                    } else if let ended = journey.ended, ended.isErrorAnswer, let state = evidence.process(id: ended.sentID)?.state,
                        evidence.errorAnswerAccepted(forState: state)
                    {
                        errorStates.insert(state)
                    }
                }
            }
        }
    }
}
