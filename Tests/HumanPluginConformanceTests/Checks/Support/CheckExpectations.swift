import Testing
@testable import HumanPluginConformance

/// A suite of unit tests for checks: the ids it covers, read by `CheckCoverageTests`.
protocol CheckUnitTests {
    static var covered: [String] { get }
}

/// Judges `check` alone on the builder's evidence, and asserts the registry judges it the same under its id.
func judge(_ check: some Check, _ builder: EvidenceBuilder, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Judgement {
    let evidence = builder.evidence
    let alone = check.judge(evidence)
    let registered = CheckRegistry.check(check.id)?.judge(evidence)
    #expect(registered == alone, "CheckRegistry judges \(check.id) differently", sourceLocation: sourceLocation)
    return alone
}

/// The judgement held, citing exactly `cites` (when given).
func expectHeld(_ judgement: Judgement, cites: [Int]? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(judgement.status == .held, "\(judgement.seen)", sourceLocation: sourceLocation)
    if let cites {
        #expect(judgement.evidence.sorted() == cites.sorted(), "cited \(judgement.evidence)", sourceLocation: sourceLocation)
    }
}

/// The judgement is broken, cites exactly `cites`, and its text names each of `saying`.
func expectBroken(_ judgement: Judgement, cites: [Int], saying: String..., sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(judgement.status == .broken, "\(judgement.seen)", sourceLocation: sourceLocation)
    #expect(judgement.evidence.sorted() == cites.sorted(), "cited \(judgement.evidence): \(judgement.seen)", sourceLocation: sourceLocation)
    for text in saying {
        #expect(judgement.seen.contains(text), "'\(text)' not in: \(judgement.seen)", sourceLocation: sourceLocation)
    }
}

/// Nothing was subject to the rule (not reached, not left out by configuration).
func expectNotApplicable(_ judgement: Judgement, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(judgement.status == .notApplicable, "\(judgement.seen)", sourceLocation: sourceLocation)
    #expect(judgement.evidence.isEmpty, sourceLocation: sourceLocation)
}

extension EvidenceBuilder {
    /// One happy scenario ending in `state` with one correct capture; `edit` changes its create body.
    static func happyCapture(state: String = "finished-ok", edit: (inout [String: JSONValue]) -> Void = { _ in },
                             configure: (inout KitConfiguration) -> Void = { _ in }) -> EvidenceBuilder {
        var builder = EvidenceBuilder(configure)
        builder.scenario(.happy(finalState: state)) { $0.capture(state: state, edit: edit) }
        return builder
    }

    /// Journal ids of the exchanges of `step` (e.g. "create", "read", "start", "ended").
    func ids(_ step: String) -> [Int] { journal.filter { $0.step == step }.map(\.id) }
}
