import ConformanceModel

/// What a check found, before its severity turns it into a verdict.
public struct Judgement: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        /// The rule held wherever it applied.
        case held
        /// The rule was broken.
        case broken
        /// Nothing in the run was subject to the rule; the reason says why.
        case notApplicable
        /// The kit could not judge (a problem of the kit's own).
        case couldNotJudge
        /// The rule could not be decided from what the kit can see (a scheme built at run time):
        /// reported as a warning whatever the check's severity, never as a failure.
        case undecided
        /// The rule was bent in a way that harms no one (the outcome of a failed capture given for
        /// a read that failed): a warning whatever the check's severity, never a failure.
        case tolerated
    }

    public var status: Status
    /// What was seen: for a break, the offending values; otherwise what was verified or why not.
    public var seen: String
    public var evidence: [Int]
    /// Places in the partner's files the judgement rests on (app checks), besides exchanges.
    public var locations: [SourceLocation] = []
    /// For `notApplicable`: whether the configuration leaves the rule out (else it was not reached).
    var byConfiguration = false

    public static func held(_ seen: String, _ evidence: [Int] = []) -> Judgement {
        Judgement(status: .held, seen: seen, evidence: evidence)
    }
    public static func broken(_ seen: String, _ evidence: [Int] = []) -> Judgement {
        Judgement(status: .broken, seen: seen, evidence: evidence)
    }
    /// Nothing the run reached was subject to the rule (an earlier step failed, a scenario was not played).
    static func notApplicable(_ reason: String, _ evidence: [Int] = []) -> Judgement {
        Judgement(status: .notApplicable, seen: reason, evidence: evidence)
    }
    /// The configuration leaves the rule out (a call it does not have, checks left out on request).
    static func notConfigured(_ reason: String) -> Judgement {
        Judgement(status: .notApplicable, seen: reason, evidence: [], byConfiguration: true)
    }

    /// Gathers per-item findings into one judgement: broken if any item broke; else not judged if
    /// the kit could not judge an item (its own delay, `TimeBound`); else tolerated (a warning) if
    /// an item bent the rule harmlessly; else held if some held.
    package static func combine(_ findings: [Finding], verified: String, nothing: String) -> Judgement {
        let breaks = findings.filter { $0.kind == .broken }
        if !breaks.isEmpty {
            let shown = breaks.prefix(5).map(\.text).joined(separator: "; ")
            let more = breaks.count > 5 ? "; and \(breaks.count - 5) more" : ""
            return .broken(shown + more, Array(Set(breaks.flatMap(\.evidence))).sorted())
        }
        let unjudged = findings.filter { $0.kind == .notJudged }
        if !unjudged.isEmpty {
            let shown = unjudged.prefix(3).map(\.text).joined(separator: "; ")
            let more = unjudged.count > 3 ? "; and \(unjudged.count - 3) more" : ""
            return Judgement(
                status: .couldNotJudge, seen: "not judged: " + shown + more, evidence: Array(Set(unjudged.flatMap(\.evidence))).sorted())
        }
        let tolerated = findings.filter { $0.kind == .tolerated }
        if !tolerated.isEmpty {
            let shown = tolerated.prefix(3).map(\.text).joined(separator: "; ")
            let more = tolerated.count > 3 ? "; and \(tolerated.count - 3) more" : ""
            return Judgement(status: .tolerated, seen: shown + more, evidence: Array(Set(tolerated.flatMap(\.evidence))).sorted())
        }
        if findings.isEmpty { return .notApplicable(nothing) }
        return .held("\(verified) (\(findings.count) checked)", Array(Set(findings.flatMap(\.evidence))).sorted())
    }
}

/// One item a check looked at (an exchange, a journey) and whether it kept the rule.
package struct Finding: Sendable {
    package enum Kind: Sendable { case held, broken, notJudged, tolerated }

    package var kind: Kind
    package var text: String
    package var evidence: [Int]

    package static func ok(_ evidence: [Int]) -> Finding { Finding(kind: .held, text: "", evidence: evidence) }
    package static func bad(_ text: String, _ evidence: [Int]) -> Finding { Finding(kind: .broken, text: text, evidence: evidence) }
    /// The item bent the rule in a way that harms no one (`text` says how, and what to do instead).
    static func tolerated(_ text: String, _ evidence: [Int]) -> Finding {
        Finding(kind: .tolerated, text: text, evidence: evidence)
    }
    /// The kit could not tell whether the item kept the rule (`text` says why: its own delay).
    package static func notJudged(_ text: String, _ evidence: [Int]) -> Finding {
        Finding(kind: .notJudged, text: text, evidence: evidence)
    }
}

/// A rule of the contract, judged from the run's evidence alone (never from the network).
/// Its title, severity, source and requirement come from `specs/checks.json` under the same id.
public protocol Check: Sendable {
    var id: String { get }
    func judge(_ evidence: RunEvidence) -> Judgement
}
