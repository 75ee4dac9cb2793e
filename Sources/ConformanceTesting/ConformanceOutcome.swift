import HumanPluginConformance

/// The verdicts of one run, looked up by check id.
public struct ConformanceOutcome: Sendable {
    /// Everything the run produced (verdicts, journal, metadata), redacted.
    public let result: RunResult

    /// Conformant: no failure-severity check failed and the kit met no error (warnings allowed).
    public var isConformant: Bool { result.isConformant }

    /// The verdict of check `id`; a check the run did not judge is an `error` verdict saying so.
    public func verdict(_ id: String) -> Verdict {
        if let judged = result.verdicts.first(where: { $0.checkID == id }) { return judged }
        if let check = (try? Specs.embedded())?.catalogue.checks.first(where: { $0.id == id }), check.group == AppChecks.group {
            // The app group reads the iOS project; a run without `app.project` leaves it out.
            return Verdict(checkID: id, group: check.group, title: check.title, severity: check.severity, source: check.source, status: .skip,
                           expected: check.requirement, seen: "not applicable: the configuration names no app.project to read", evidence: [],
                           skipReason: .configuration)
        }
        return Verdict(checkID: id, group: "", title: id, severity: .failure, source: "", status: .error,
                       expected: "a verdict for \(id)", seen: "the run judged no check \(id) (not in this contract?)", evidence: [])
    }

    /// The verdicts that fail the run.
    public var failures: [Verdict] { result.verdicts.filter { $0.status == .fail || $0.status == .error } }
}

extension Verdict {
    /// The rule held, or was only a warning, or does not apply by configuration: what a test
    /// should accept. A check the run never reached (an earlier step failed) does not hold.
    public var holds: Bool { status == .pass || status == .warn || isNotApplicableByConfiguration }

    /// The run never reached what the rule judges (an earlier step of the back-end failed): a test
    /// should report it as skipped (Swift Testing's `Test.cancel`), never as passed.
    public var wasNotReached: Bool { status == .skip && !isNotApplicableByConfiguration }

    /// Several lines for a test failure: check, source, expected, seen, evidence exchanges.
    public var explanation: String {
        "\(checkID) \(status.rawValue): \(title)\n  source: \(source)\n  expected: \(expected)\n  seen: \(seen)"
            + (evidence.isEmpty ? "" : "\n  evidence: exchanges \(evidence.map(String.init).joined(separator: ", "))")
    }
}
