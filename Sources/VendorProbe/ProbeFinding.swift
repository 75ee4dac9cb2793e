/// What the probe found about one statement of `specs/contract.json`.
package struct ProbeFinding: Sendable, Equatable {
    package enum Status: String, Sendable {
        /// The sandbox answered as the statement says.
        case confirmed
        /// The sandbox answered otherwise: the stand-in (and so the kit's verdicts) differ from the vendor.
        case contradicted
        /// No call could show it (it needs a person doing a capture, or a call got no answer).
        case notObserved = "not observed"
    }

    /// Whether the statement is the pages' own or an assumption the kit made where they are silent.
    package enum Source: String, Sendable {
        case documented
        case assumption
    }

    /// The member of `specs/contract.json` the statement is, as a JSON pointer (`/vendorAnswers/unknownProcessStatus`).
    package var member: String
    package var source: Source
    /// The statement, in words.
    package var claim: String
    package var status: Status
    /// What the sandbox did, in words.
    package var observed: String
    /// The calls that show it.
    package var evidence: [ProbeCall.Name]
    /// For a contradiction: what to change in `specs/contract.json` so the stand-in answers as the vendor does.
    package var change: String?

    package init(
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
    package static let specFile = "specs/contract.json"
}
