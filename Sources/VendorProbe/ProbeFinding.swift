/// What the probe found about one statement of `specs/contract.json`.
public struct ProbeFinding: Sendable, Equatable {
    public enum Status: String, Sendable {
        /// The sandbox answered as the statement says.
        case confirmed
        /// The sandbox answered otherwise: the stand-in (and so the kit's verdicts) differ from the vendor.
        case contradicted
        /// No call could show it (it needs a person doing a capture, or a call got no answer).
        case notObserved = "not observed"
    }

    /// Whether the statement is the pages' own or an assumption the kit made where they are silent.
    public enum Source: String, Sendable {
        case documented
        case assumption
    }

    /// The member of `specs/contract.json` the statement is, as a JSON pointer (`/vendorAnswers/unknownProcessStatus`).
    public var member: String
    public var source: Source
    /// The statement, in words.
    public var claim: String
    public var status: Status
    /// What the sandbox did, in words.
    public var observed: String
    /// The calls that show it.
    public var evidence: [ProbeCall.Name]
    /// For a contradiction: what to change in `specs/contract.json` so the stand-in answers as the vendor does.
    public var change: String?

    public init(
        member: String, source: Source, claim: String, status: Status, observed: String, evidence: [ProbeCall.Name],
        change: String? = nil
    ) {
        self.member = member
        self.source = source
        self.claim = claim
        self.status = status
        self.observed = observed
        self.evidence = evidence
        self.change = change
    }

    /// The file the member belongs to.
    public static let specFile = "specs/contract.json"
}
