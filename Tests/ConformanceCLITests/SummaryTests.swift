import KitTestSupport
import Testing

@testable import ConformanceCLI
@testable import ConformanceModel

@Suite("The run's closing lines")
struct SummaryTests {
    static let sessionRules = [
        "HP-APP-SESSION", "HP-APP-CODE-SCHEME-BARE", "HP-APP-SCHEME-AGREES", "HP-APP-EPHEMERAL", "HP-APP-PRESENTATION-CONTEXT",
        "HP-APP-CANCEL-HANDLED",
    ]

    static func result(session: VerdictStatus) -> RunResult {
        RunResult(
            metadata: ReportFixture.metadata(),
            verdicts: Self.sessionRules.map { ReportFixture.verdict($0, "app", session) } + [
                ReportFixture.verdict("HP-APP-URL-TYPE", "app", .pass)
            ],
            journal: [])
    }

    @Test("every rule on the capture session's code skipped: the line says nothing of the session was judged, and why")
    func sessionNotJudged() throws {
        let line = try #require(Summary.sessionNotJudged(Self.result(session: .skip)))
        #expect(line.hasPrefix("the capture session's own code was not judged (6 rules: HP-APP-SESSION"), "\(line)")
        #expect(line.hasSuffix("scenario skipped by config"), "the reason of the verdicts: \(line)")
    }

    @Test("a session rule judged (passed or failed): no such line")
    func sessionJudged() {
        #expect(Summary.sessionNotJudged(Self.result(session: .pass)) == nil)
        var mixed = Self.result(session: .skip)
        mixed.verdicts[0].status = .fail
        #expect(Summary.sessionNotJudged(mixed) == nil)
        #expect(Summary.sessionNotJudged(RunResult(metadata: ReportFixture.metadata(), verdicts: [], journal: [])) == nil, "no app check")
    }
}
