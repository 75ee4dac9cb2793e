import Testing

@testable import ConformanceBasics
@testable import ConformanceModel

@Suite("RecordedBody: an answer's record keeps its body only within the report's bound")
struct RecordedBodyTests {
    @Test("a small body is kept; a wide one is dropped while the values read from it stay")
    func wideBodyDropped() {
        let small = JSONValue.object(["id": .string("p-1"), "link": .string("https://hp.example/c/p-1")])
        var members: [String: JSONValue] = ["id": .string("p-2")]
        for index in 0..<10_000 { members["k\(index)"] = .string(String(repeating: "x", count: 8)) }
        let wide = JSONValue.object(members)
        #expect(wide.serialized.count > RecordedBody.maxBytes)

        let kept = StartAttempt(exchangeID: 1, status: 201, body: small, id: "p-1", link: "https://hp.example/c/p-1", elapsedSeconds: 0.1)
        #expect(kept.body == small)
        let start = StartAttempt(exchangeID: 2, status: 201, body: wide, id: "p-2", link: "https://hp.example/c/p-2", elapsedSeconds: 0.1)
        #expect(start.body == nil && start.id == "p-2" && start.link == "https://hp.example/c/p-2")
        let ended = EndedAttempt(exchangeID: 3, sentID: "p-2", status: 200, body: wide, outcome: "approved", elapsedSeconds: 0.1)
        #expect(ended.body == nil && ended.outcome == "approved")
    }

    @Test("the bound is the report's: a body exactly at the bound is kept, one byte over is not")
    func boundary() {
        let overhead = JSONValue.object(["s": .string("")]).serialized.count
        let atBound = JSONValue.object(["s": .string(String(repeating: "a", count: RecordedBody.maxBytes - overhead))])
        let over = JSONValue.object(["s": .string(String(repeating: "a", count: RecordedBody.maxBytes - overhead + 1))])
        #expect(RecordedBody.kept(atBound) == atBound)
        #expect(RecordedBody.kept(over) == nil)
    }
}
