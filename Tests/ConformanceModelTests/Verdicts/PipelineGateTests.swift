import Testing

@testable import ConformanceModel

/// Which verdicts close a partner's gate: warnings and skips it names, never a pass, and a skip by
/// configuration only when the check is named.
@Suite("Pipeline gate: which verdicts close it")
struct PipelineGateTests {
    static func verdict(_ id: String, _ group: String, _ status: VerdictStatus, _ reason: SkipReason? = nil) -> Verdict {
        Verdict(
            checkID: id, group: group, title: id, severity: .warning, source: "s", status: status, expected: "e", seen: "s",
            evidence: [], skipReason: reason)
    }

    static let verdicts = [
        verdict("HP-CALLBACK-LOWERCASE", "callback", .warn), verdict("HP-LOG-NO-SECRETS", "security", .skip, .configuration),
        verdict("HP-CREATE-AUTH", "create", .skip, .notReached), verdict("HP-CREATE-FLOW", "create", .pass),
    ]

    @Test(
        "each token closes the gate on what it names",
        arguments: [
            ([String](), [String]()), (["warning"], ["HP-CALLBACK-LOWERCASE"]), (["skipped"], ["HP-CREATE-AUTH"]),
            (["HP-LOG-NO-SECRETS"], ["HP-LOG-NO-SECRETS"]), (["security", "create"], ["HP-LOG-NO-SECRETS", "HP-CREATE-AUTH"]),
            (["HP-CREATE-FLOW"], []),
        ])
    func closing(_ tokens: [String], _ expected: [String]) throws {
        let gate = try PipelineGate.parse(tokens, catalogue: Specs.embedded().catalogue)
        #expect(gate.isSet == !tokens.isEmpty)
        #expect(gate.closing(Self.verdicts).map(\.checkID) == expected)
    }

    @Test("an unknown token is refused naming it")
    func unknown() throws {
        let catalogue = try Specs.embedded().catalogue
        #expect(throws: KitError.usage("--fail-on: 'warnings' is not warning, skipped, a check id or a group (did you mean warning?)")) {
            try PipelineGate.parse(["warnings"], catalogue: catalogue)
        }
    }
}
