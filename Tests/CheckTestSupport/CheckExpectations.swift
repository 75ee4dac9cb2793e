import KitTestSupport
import Testing

@testable import ConformanceBasics
@testable import ConformanceChecks
@testable import ConformanceModel

/// A suite of unit tests for checks: the ids it covers, read by `CheckCoverageTests`.
package protocol CheckUnitTests {
    static var covered: [String] { get }
}

/// Judges `check` alone on the builder's evidence, then through `Judge.verdicts` with the catalogue
/// (as swift-format runs a rule alone and through its pipeline), and asserts both say the same:
/// the verdict's text and exchanges are the judgement's, its status the one its severity gives.
package func judge(_ check: some Check, _ builder: EvidenceBuilder, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Judgement
{
    let evidence = builder.evidence
    let alone = check.judge(evidence)
    let catalogue = ConformanceHarness.specs.catalogue
    let verdict = Judge.verdicts(catalogue: catalogue, evidence: evidence, selected: [check.id]).first { $0.checkID == check.id }
    guard let verdict, let definition = catalogue.checks.first(where: { $0.id == check.id }) else {
        Issue.record("\(check.id) is not in the catalogue", sourceLocation: sourceLocation)
        return alone
    }
    #expect(
        verdict.seen == alone.seen && verdict.evidence == alone.evidence, "the pipeline judges \(check.id) differently: \(verdict.seen)",
        sourceLocation: sourceLocation)
    #expect(verdict.status == Judge.verdict(definition, alone).status, sourceLocation: sourceLocation)
    return alone
}

/// The judgement held, citing exactly `cites` (when given).
package func expectHeld(_ judgement: Judgement, cites: [Int]? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(judgement.status == .held, "\(judgement.seen)", sourceLocation: sourceLocation)
    if let cites {
        #expect(judgement.evidence.sorted() == cites.sorted(), "cited \(judgement.evidence)", sourceLocation: sourceLocation)
    }
}

/// The judgement is broken, cites exactly `cites`, and its text names each of `saying`.
package func expectBroken(
    _ judgement: Judgement, cites: [Int], saying: String..., sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    #expect(judgement.status == .broken, "\(judgement.seen)", sourceLocation: sourceLocation)
    #expect(judgement.evidence.sorted() == cites.sorted(), "cited \(judgement.evidence): \(judgement.seen)", sourceLocation: sourceLocation)
    for text in saying {
        #expect(judgement.seen.contains(text), "'\(text)' not in: \(judgement.seen)", sourceLocation: sourceLocation)
    }
}

/// Nothing was subject to the rule (not reached, not left out by configuration).
package func expectNotApplicable(_ judgement: Judgement, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(judgement.status == .notApplicable, "\(judgement.seen)", sourceLocation: sourceLocation)
    #expect(judgement.evidence.isEmpty, sourceLocation: sourceLocation)
}

extension EvidenceBuilder {
    /// One happy scenario ending in `state` with one correct capture; `edit` changes its create body.
    package static func happyCapture(
        state: String = "finished-ok", edit: (inout [String: JSONValue]) -> Void = { _ in },
        configure: (inout KitConfiguration) -> Void = { _ in }
    ) -> EvidenceBuilder {
        var builder = EvidenceBuilder(configure)
        builder.scenario(.happy(finalState: state)) { $0.capture(state: state, edit: edit) }
        return builder
    }
}
