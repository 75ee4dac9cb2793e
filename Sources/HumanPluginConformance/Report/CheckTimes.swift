#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Honest durations for the reports, in whole milliseconds (rounded down, so printed sums never
/// exceed their totals).
///
/// The run plays scenarios one after another and several checks read the same scenario, so the
/// time a scenario took belongs to a check only when no other check cites an exchange of it; a
/// check that shares every scenario it rests on gets 0. A scenario shared only by checks of one
/// group counts for that group's suite. Each scenario's span runs from its first exchange's start
/// to its last exchange's end, clipped to the next scenario's start and to the run's bounds, so
/// spans never overlap: a check's time never exceeds its suite's, and the suites' sum never
/// exceeds the run's wall time.
public struct CheckTimes: Sendable, Equatable {
    /// Milliseconds by check id (0 for a check that shares every scenario it rests on).
    public var checks: [String: Int]
    /// Milliseconds by group: its checks' own time plus scenarios only its checks read.
    public var groups: [String: Int]
    /// The run's wall time in milliseconds.
    public var run: Int

    public init(_ result: RunResult) {
        let runStart = result.metadata.startedAt
        let runEnd = max(result.metadata.finishedAt, runStart)
        run = Self.millis(runEnd.timeIntervalSince(runStart))

        // Each scenario's span, in the order the spans start.
        var spans: [String: (start: Date, end: Date)] = [:]
        for exchange in result.journal {
            let end = exchange.startedAt.addingTimeInterval(max(0, exchange.durationMilliseconds) / 1000)
            if let span = spans[exchange.scenario] {
                spans[exchange.scenario] = (min(span.start, exchange.startedAt), max(span.end, end))
            } else {
                spans[exchange.scenario] = (exchange.startedAt, end)
            }
        }
        let ordered = spans.sorted { $0.value.start < $1.value.start || ($0.value.start == $1.value.start && $0.key < $1.key) }
        var seconds: [String: Double] = [:]
        for (index, entry) in ordered.enumerated() {
            let start = max(entry.value.start, runStart)
            var end = min(entry.value.end, runEnd)
            if index + 1 < ordered.count { end = min(end, ordered[index + 1].value.start) }
            seconds[entry.key] = max(0, end.timeIntervalSince(start))
        }

        // Which checks (and groups) cite each scenario.
        let scenarioOf = Dictionary(result.journal.map { ($0.id, $0.scenario) }, uniquingKeysWith: { first, _ in first })
        var readers: [String: Set<String>] = [:]
        let groupOf = Dictionary(result.verdicts.map { ($0.checkID, $0.group) }, uniquingKeysWith: { first, _ in first })
        for verdict in result.verdicts {
            for id in verdict.evidence { if let scenario = scenarioOf[id] { readers[scenario, default: []].insert(verdict.checkID) } }
        }
        var checkSeconds: [String: Double] = [:]
        var groupSeconds: [String: Double] = [:]
        for (scenario, checks) in readers {
            let span = seconds[scenario] ?? 0
            if checks.count == 1, let only = checks.first { checkSeconds[only, default: 0] += span }
            let groups = Set(checks.compactMap { groupOf[$0] })
            if groups.count == 1, let group = groups.first { groupSeconds[group, default: 0] += span }
        }
        checks = Dictionary(result.verdicts.map { ($0.checkID, Self.millis(checkSeconds[$0.checkID] ?? 0)) }, uniquingKeysWith: { first, _ in first })
        var groups: [String: Int] = [:]
        for group in Set(result.verdicts.map(\.group)) { groups[group] = Self.millis(groupSeconds[group] ?? 0) }
        self.groups = groups
    }

    /// Seconds with three decimals from whole milliseconds (`12.345`), as both JUnit schemas accept.
    public static func seconds(_ millis: Int) -> String {
        let value = max(0, millis)
        let fraction = String(value % 1000)
        return "\(value / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    static func millis(_ seconds: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int((seconds * 1000).rounded(.down))
    }
}
