import ExampleRunTestSupport
import KitTestSupport
import Testing

@testable import ConformanceBasics
@testable import ConformanceModel
@testable import ConformanceReports

@Suite("Reproducible runs", .serialized)
struct ReproducibilityTests {
    static func created(_ result: RunResult) -> Set<String> {
        Set(result.journal.filter { $0.step == "create" }.compactMap { JSONValue.parse($0.response?.body ?? [])?["id"]?.stringValue })
    }

    @Test("the same seed and process-id nonce give the same ids, exchanges and verdicts; another seed other ids")
    func sameSeedSameRun() throws {
        let first = try ConformanceHarness.run(seed: 42, processIDNonce: 7)
        let second = try ConformanceHarness.run(seed: 42, processIDNonce: 7)
        let other = try ConformanceHarness.run(seed: 43, processIDNonce: 7)
        #expect(first.verdicts == second.verdicts)
        let exchanges = { (result: RunResult) in
            result.journal.map {
                "\($0.id) \($0.scenario) \($0.journey ?? "-") \($0.request.method) \($0.request.target) \($0.response?.status ?? 0)"
            }
        }
        #expect(exchanges(first) == exchanges(second))
        #expect(Self.created(first) == Self.created(second))
        #expect(Self.created(first).isDisjoint(with: Self.created(other)))
        #expect(first.metadata.processIDNonce == "0000000000000007")
    }

    @Test("two runs with one seed get new process ids (Human Plugin never reissues one), and keep every verdict, user and link")
    func processIDsNewEveryRun() throws {
        let first = try ConformanceHarness.run(seed: 42)
        let second = try ConformanceHarness.run(seed: 42)
        let ids = (Self.created(first), Self.created(second))
        #expect(!ids.0.isEmpty && ids.0.isDisjoint(with: ids.1), "ids repeated across runs: \(ids.0.intersection(ids.1).sorted())")
        #expect(first.metadata.processIDNonce != nil && first.metadata.processIDNonce != second.metadata.processIDNonce)
        #expect(first.verdicts.map(\.status) == second.verdicts.map(\.status))
        let users = { (result: RunResult) in result.journal.compactMap(\.journey) }
        #expect(users(first) == users(second), "the seed no longer fixes the journeys' users")
        let nonce = try #require(first.metadata.processIDNonce)
        #expect(first.log.contains { $0.contains("process ids: seed 42 mixed with this run's nonce \(nonce)") }, "\(first.log)")
        let json = JSONReport.render(first)
        #expect(json.contains("\"processIDNonce\": \"\(nonce)\""))
    }

    @Test("a run reports the document numbers it used only as redaction markers")
    func documentNumbersRedacted() throws {
        let result = try ConformanceHarness.run()
        let creates = result.journal.filter { $0.step == "create" }
        #expect(!creates.isEmpty)
        for create in creates {
            #expect(JSONValue.parse(create.request.body)?["credential"]?["value"]?.stringValue?.hasPrefix("<redacted:") == true)
            #expect(create.request.headers["Authorization"]?.contains("hp-sandbox-token-0001") == false)
        }
    }
}
