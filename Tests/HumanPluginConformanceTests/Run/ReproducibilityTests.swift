import Testing

@testable import ConformanceModel
@testable import HumanPluginConformance

@Suite("Reproducible runs", .serialized)
struct ReproducibilityTests {
    @Test("the same seed gives the same ids, exchanges and verdicts; another seed other ids")
    func sameSeedSameRun() throws {
        let first = try ConformanceHarness.run(seed: 42)
        let second = try ConformanceHarness.run(seed: 42)
        let other = try ConformanceHarness.run(seed: 43)
        #expect(first.verdicts == second.verdicts)
        let exchanges = { (result: RunResult) in
            result.journal.map {
                "\($0.id) \($0.scenario) \($0.journey ?? "-") \($0.request.method) \($0.request.target) \($0.response?.status ?? 0)"
            }
        }
        #expect(exchanges(first) == exchanges(second))
        let created = { (result: RunResult) in
            Set(result.journal.filter { $0.step == "create" }.compactMap { JSONValue.parse($0.response?.body ?? [])?["id"]?.stringValue })
        }
        #expect(created(first) == created(second))
        #expect(created(first).isDisjoint(with: created(other)))
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
