import ExampleRunTestSupport
import KitTestSupport
import Testing

@testable import ConformanceModel

/// With listed app users (`users.names` or `users.static`), the run plays exactly those users:
/// the isolation scenario's N are the first N, the foreign-id scenario's victim and attacker the
/// two after, and the correct back-end still passes everything.
@Suite("Listed app users")
struct ListedUsersTests {
    @Test func namesAreTheRunsUsers() throws {
        let names = (1...10).map { "listed-user-\($0)" }
        let result = try ConformanceHarness.run { configuration in
            configuration.users = KitConfiguration.Users(login: nil, staticUsers: [], names: names)
        }
        for verdict in result.verdicts {
            #expect(verdict.status == .pass, "\(verdict.checkID): \(verdict.seen)")
        }
        let appCalls = result.journal.filter { $0.channel == .appToBackend }
        let used = Set(appCalls.compactMap { $0.request.headers["X-App-User"] })
        #expect(used == Set(names), "\(used.sorted())")
        func users(_ scenario: String) -> Set<String> {
            Set(appCalls.filter { $0.scenario == scenario }.compactMap { $0.request.headers["X-App-User"] })
        }
        #expect(users("concurrent/8-users") == Set(names.prefix(8)))
        #expect(users("foreign-id") == ["listed-user-9", "listed-user-10"])
        #expect(users("happy/finished-ok") == ["listed-user-9"])
    }

    /// With listed users, the scenarios other than isolation and foreign-id share one app user:
    /// played at once they would share its login; they never overlap in time.
    @Test func scenariosSharingAUserNeverOverlap() throws {
        let names = (1...10).map { "listed-user-\($0)" }
        let result = try ConformanceHarness.run(parallel: 6) { configuration in
            configuration.users = KitConfiguration.Users(login: nil, staticUsers: [], names: names)
        }
        let sharing = result.journal.filter { $0.channel == .appToBackend && $0.request.headers["X-App-User"] == "listed-user-9" }
        var spans: [String: (from: Double, to: Double)] = [:]
        for exchange in sharing {
            let from = exchange.startedAt.timeIntervalSinceReferenceDate, to = from + exchange.durationMilliseconds / 1000
            let span = spans[exchange.scenario] ?? (from, to)
            spans[exchange.scenario] = (min(span.from, from), max(span.to, to))
        }
        #expect(spans.count > 10, "\(spans.keys.sorted())")
        let ordered = spans.values.sorted { $0.from < $1.from }
        for (earlier, later) in zip(ordered, ordered.dropFirst()) {
            #expect(earlier.to <= later.from, "two scenarios of listed-user-9 overlap")
        }
    }
}
