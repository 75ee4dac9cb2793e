import Foundation
import Testing

@testable import ConformanceModel
@testable import HTTP1Codec

/// The journal records each request when it arrives, and its answer or its fate later.
@Suite("Journal")
struct JournalTests {
    static func arrived(_ step: String) -> Exchange {
        .arrived(
            scenario: "s", journey: nil, channel: .backendToHumanPlugin, step: step,
            request: HTTPRequest(method: "POST", target: "/v1/processes"), at: Date())
    }

    @Test("a request is in the journal from its arrival, held, and is settled in place with its answer")
    func arrivalThenAnswer() throws {
        let journal = Journal()
        let first = journal.arrive(Self.arrived("create"))
        let second = journal.arrive(Self.arrived("read"))
        #expect(journal.exchanges.map(\.fate) == [.held, .held])
        #expect(journal.exchanges[0].response == nil && journal.exchanges[0].error?.hasPrefix("held") == true)
        journal.settle(second, response: .json(200, ["ok": "yes"]), fate: .answered, durationMilliseconds: 3)
        journal.settle(first, response: nil, fate: .peerClosed, durationMilliseconds: 9)
        let exchanges = journal.exchanges
        // Still in the order of arrival, whatever order they were settled in.
        #expect(exchanges.map(\.id) == [1, 2])
        #expect(exchanges.map(\.step) == ["create", "read"])
        #expect(exchanges[0].fate == .peerClosed && exchanges[0].response == nil && exchanges[0].durationMilliseconds == 9)
        #expect(exchanges[0].error == Fate.peerClosed.unansweredReason)
        #expect(exchanges[1].fate == .answered && exchanges[1].response?.status == 200 && exchanges[1].error == nil)
    }

    @Test("an exchange recorded whole (the app's calls) is answered, or failed without an answer")
    func recordedWhole() {
        let answered = Exchange(
            scenario: "s", journey: nil, channel: .appToBackend, step: "start", request: HTTPRequest(method: "GET", target: "/"),
            response: .json(200, [:]), error: nil, startedAt: Date(), durationMilliseconds: 1)
        let failed = Exchange(
            scenario: "s", journey: nil, channel: .appToBackend, step: "start", request: HTTPRequest(method: "GET", target: "/"),
            response: nil, error: "timed out", startedAt: Date(), durationMilliseconds: 1)
        #expect(answered.fate == .answered && answered.isAnswered)
        #expect(failed.fate == .failed && !failed.isAnswered)
    }

    @Test("a bounded journal settles the exchanges it still keeps and ignores those it let go")
    func boundedJournal() {
        let journal = Journal(capacity: 2)
        let ids = (1...3).map { _ in journal.arrive(Self.arrived("read")) }
        #expect(journal.settle(ids[0], response: .json(200, [:]), fate: .answered, durationMilliseconds: 1) == nil)
        #expect(journal.settle(ids[2], response: nil, fate: .abandoned, durationMilliseconds: 1)?.fate == .abandoned)
        #expect(journal.exchanges.map(\.id) == [2, 3])
        #expect(journal.exchanges.map(\.fate) == [.held, .abandoned])
        #expect(journal.recordedCount == 3)
    }
}
