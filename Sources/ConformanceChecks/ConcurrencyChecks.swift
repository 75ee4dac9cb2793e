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

/// Judges cross-talk only: each simultaneous journey is compared with what the same back-end did
/// for the same final state when captures came one at a time (the happy scenarios). A back-end that
/// maps a state wrongly, or fails every start, breaks other checks, not this one.
struct ConcurrentIsolationCheck: Check {
    package let id = "HP-CONCURRENT-ISOLATION"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        guard let scenario = evidence.scenarios(where: { if case .concurrent = $0 { true } else { false } }).first else {
            return .notApplicable("the concurrent scenario was not played")
        }
        let baseline = Baseline(evidence)
        var findings: [Finding] = []
        var idsSeen: [String: String] = [:]
        for journey in scenario.journeys {
            let name = journey.context.name
            guard let start = journey.start else {
                // Each of its calls has a deadline: a journey the kit stopped waiting for is the kit's own slowness.
                findings.append(.notJudged("\(name): the kit stopped waiting for the journey before it ended (the run's deadline)", []))
                continue
            }
            guard start.succeeded, let id = start.id else {
                if let unread = evidence.undecodedAnswer(start.exchangeID) {
                    // An answer the kit could not read says nothing of cross-talk.
                    findings.append(.notJudged("\(name): the start answer \(unread)", [start.exchangeID]))
                } else if baseline.startsWork {
                    findings.append(
                        .bad(
                            "\(name): start \(evidence.startAnswer(start, journey.context)), though single captures started",
                            [start.exchangeID]))
                }
                continue
            }
            if let other = idsSeen[id] {
                findings.append(.bad("\(name) and \(other) both received id '\(id)'", [start.exchangeID]))
            }
            idsSeen[id] = name
            guard evidence.processes(ofJourney: name).contains(where: { $0.id == id }) else {
                let whose =
                    evidence.process(id: id) == nil ? "which Human Plugin never issued" : "which Human Plugin issued for another capture"
                findings.append(.bad("\(name): received id '\(id)', \(whose)", [start.exchangeID]))
                continue
            }
            guard let ended = journey.ended, let state = evidence.process(id: id)?.state else { continue }
            guard let expected = baseline.outcomes[state] else {
                // A state single captures answered with an error (the failed state, or one the
                // configuration reports as "error") is answered here as HP-OUTCOME-FOLLOWS-STATE
                // accepts it: an error, or its configured outcome; never another state's outcome.
                guard baseline.errorStates.contains(state) else { continue }
                let configured = evidence.expectedOutcome(forState: state)
                if ended.isErrorAnswer || ended.outcome == RunEvidence.errorOutcome || (ended.succeeded && ended.outcome == configured) {
                    findings.append(.ok([start.exchangeID, ended.exchangeID]))
                } else {
                    findings.append(
                        .bad(
                            "\(name): its process ended '\(state)', which this back-end answers with an error one capture at a time; here the app got \(ExpectedOutcome.describe(ended))",
                            [start.exchangeID, ended.exchangeID]))
                }
                continue
            }
            if ended.succeeded && ended.outcome == expected {
                findings.append(.ok([start.exchangeID, ended.exchangeID]))
            } else {
                findings.append(
                    .bad(
                        "\(name): its process ended '\(state)', which this back-end reports as '\(expected)' one capture at a time; here the app got \(ExpectedOutcome.describe(ended))",
                        [start.exchangeID, ended.exchangeID]))
            }
        }
        return Judgement.combine(
            findings, verified: "\(scenario.journeys.count) simultaneous captures each got their own id, link and outcome",
            nothing: "no simultaneous capture got far enough to compare with single captures")
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
