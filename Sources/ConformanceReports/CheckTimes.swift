import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Durations for the reports, in whole milliseconds, that add up: the checks' times sum to the
/// run's wall time, and a suite's time is the sum of its checks'.
///
/// The run plays scenarios one after another and several checks read the same scenario, so a
/// scenario's time is shared among the checks that cite an exchange of it (each of n readers gets
/// 1/n). Each scenario's span runs from its first exchange's start to its last exchange's end,
/// clipped to the next scenario's start and to the run's bounds, so spans never overlap. The time
/// no scenario took (starting the stand-in and the back-end, judging, writing) and the spans no
/// check reads are shared equally among the checks that were judged (not skipped). Rounding keeps
/// the sum exact: a slow back-end shows on the checks that read its slow scenarios.
struct CheckTimes: Sendable, Equatable {
    /// Milliseconds by check id.
    public var checks: [String: Int]
    /// Milliseconds by group: the sum of its checks' times.
    public var groups: [String: Int]
    /// The run's wall time in milliseconds.
    public var run: Int

    init(_ result: RunResult) {
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

        // Which checks cite each scenario; each reader gets an equal share of its span.
        let scenarioOf = Dictionary(result.journal.map { ($0.id, $0.scenario) }, uniquingKeysWith: { first, _ in first })
        var readers: [String: Set<String>] = [:]
        for verdict in result.verdicts {
            for id in verdict.evidence { if let scenario = scenarioOf[id] { readers[scenario, default: []].insert(verdict.checkID) } }
        }
        var share: [String: Double] = [:]
        var attributed = 0.0
        for (scenario, checks) in readers where !checks.isEmpty {
            let span = seconds[scenario] ?? 0
            for check in checks { share[check, default: 0] += span / Double(checks.count) }
            attributed += span
        }
        // What no check reads is shared by the judged checks (all of them when every one was skipped).
        let ids = Self.uniqueIDs(result.verdicts)
        let judged = ids.filter { id in result.verdicts.contains { $0.checkID == id && $0.status != .skip } }
        let takers = judged.isEmpty ? ids : judged
        let rest = max(0, Double(run) / 1000 - attributed)
        if !takers.isEmpty { for id in takers { share[id, default: 0] += rest / Double(takers.count) } }

        checks = Self.apportion(total: ids.isEmpty ? 0 : run, among: ids, weights: share)
        var groups: [String: Int] = [:]
        for verdict in result.verdicts where groups[verdict.group] == nil { groups[verdict.group] = 0 }
        for id in ids {
            if let group = result.verdicts.first(where: { $0.checkID == id })?.group { groups[group, default: 0] += checks[id] ?? 0 }
        }
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

    /// Check ids in verdict order, each once.
    private static func uniqueIDs(_ verdicts: [Verdict]) -> [String] {
        var seen: Set<String> = []
        return verdicts.map(\.checkID).filter { seen.insert($0).inserted }
    }

    /// `total` milliseconds split in proportion to `weights` (seconds), in whole milliseconds that
    /// sum to `total` exactly (largest remainder; ties go to the earlier id).
    static func apportion(total: Int, among ids: [String], weights: [String: Double]) -> [String: Int] {
        let sum = ids.map { max(0, weights[$0] ?? 0) }.reduce(0, +)
        guard total > 0, sum > 0, sum.isFinite else { return Dictionary(ids.map { ($0, 0) }, uniquingKeysWith: { first, _ in first }) }
        var result: [String: Int] = [:]
        var remainders: [(index: Int, id: String, fraction: Double)] = []
        var given = 0
        for (index, id) in ids.enumerated() {
            let exact = Double(total) * max(0, weights[id] ?? 0) / sum
            let whole = Int(exact.rounded(.down))
            result[id] = whole
            given += whole
            remainders.append((index, id, exact - Double(whole)))
        }
        remainders.sort { $0.fraction != $1.fraction ? $0.fraction > $1.fraction : $0.index < $1.index }
        for entry in remainders.prefix(max(0, total - given)) { result[entry.id, default: 0] += 1 }
        return result
    }
}
