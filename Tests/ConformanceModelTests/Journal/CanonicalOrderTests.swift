import Foundation
import Testing

@testable import ConformanceModel
@testable import HTTP1Codec

@Suite("Canonical journal order")
struct CanonicalOrderTests {
    static func exchange(_ id: Int, _ scenario: String, _ path: String) -> Exchange {
        Exchange(
            id: id, scenario: scenario, journey: "\(scenario)#1", channel: .appToBackend, step: "start",
            request: HTTPRequest(method: "POST", target: path), response: nil, error: nil, startedAt: Date(), durationMilliseconds: 0)
    }

    /// The same exchanges, numbered in two arrival orders of two scenarios played at once.
    static let interleavings: [[Exchange]] = [
        [exchange(1, "b", "/b1"), exchange(2, "a", "/a1"), exchange(3, "b", "/b2"), exchange(4, "a", "/a2")],
        [exchange(1, "a", "/a1"), exchange(2, "a", "/a2"), exchange(3, "b", "/b1"), exchange(4, "b", "/b2")],
    ]

    @Test("scenarios played at once come out in the play order, whatever order their exchanges arrived in")
    func independentOfArrival() {
        let ordered = Self.interleavings.map { exchanges in
            CanonicalOrder.apply(to: exchanges, concurrentScenarios: [], scenarioOrder: ["a", "b"]).exchanges.map {
                "\($0.id) \($0.request.path)"
            }
        }
        #expect(ordered[0] == ["1 /a1", "2 /a2", "3 /b1", "4 /b2"])
        #expect(ordered[0] == ordered[1])
        // Without the play order, the first arrival decides (a sequential play's journal).
        let byArrival = CanonicalOrder.apply(to: Self.interleavings[0], concurrentScenarios: []).exchanges.map(\.request.path)
        #expect(byArrival == ["/b1", "/b2", "/a1", "/a2"])
    }

    @Test("the map from old to new ids follows the exchanges")
    func renumbering() {
        let (exchanges, newID) = CanonicalOrder.apply(to: Self.interleavings[0], concurrentScenarios: [], scenarioOrder: ["a", "b"])
        for old in Self.interleavings[0] {
            #expect(exchanges.first { $0.id == newID[old.id] }?.request.path == old.request.path)
        }
    }
}
