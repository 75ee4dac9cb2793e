/// A gate stricter than the contract, set by a partner for its own pipeline (`run --fail-on`):
/// a warning or a check left unreached, which the contract lets pass, fails the exit code. It
/// never changes a verdict, the run's status or its certification, which the contract's
/// severities decide; the option is recorded with the run's others in the provenance, so a
/// reviewer sees the gate the pipeline set.
public struct PipelineGate: Sendable, Equatable {
    /// `warning`: every warning closes the gate.
    var everyWarning = false
    /// `skipped`: every check the run did not reach (a skip by configuration is not one).
    var everySkip = false
    /// Check ids and groups that must pass: their warning or skip, for any reason, closes the gate
    /// (in attach mode with no log to read, `HP-LOG-NO-SECRETS` is skipped by configuration).
    var named: Set<String> = []

    /// The tokens `--fail-on` takes besides check ids and groups.
    public static let kinds = ["warning", "skipped"]

    public init() {}

    /// The gate `tokens` name (`warning`, `skipped`, check ids, groups); a token that is none of
    /// them is refused in one line naming it and the closest known name.
    public static func parse(_ tokens: [String], catalogue: CheckCatalogue) throws(KitError) -> PipelineGate {
        var gate = PipelineGate()
        let known = catalogue.checks.map(\.id) + catalogue.groups.map(\.id)
        for token in tokens {
            switch token {
            case "warning": gate.everyWarning = true
            case "skipped": gate.everySkip = true
            default:
                guard known.contains(token) else {
                    let hint = ConfigKeys.suggestion(for: token, among: kinds + known).map { " (did you mean \($0)?)" } ?? ""
                    throw .usage("--fail-on: '\(token)' is not warning, skipped, a check id or a group\(hint)")
                }
                gate.named.insert(token)
            }
        }
        return gate
    }

    /// Whether the gate asks for anything beyond the contract.
    public var isSet: Bool { everyWarning || everySkip || !named.isEmpty }

    /// The verdicts that close the gate, in their order.
    public func closing(_ verdicts: [Verdict]) -> [Verdict] {
        verdicts.filter { verdict in
            let isNamed = named.contains(verdict.checkID) || named.contains(verdict.group)
            switch verdict.status {
            case .warn: return everyWarning || isNamed
            case .skip: return isNamed || (everySkip && !verdict.isNotApplicableByConfiguration)
            case .pass, .fail, .error: return false
            }
        }
    }
}
