import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a run that reached its deadline took that long: how long the app waited on the back-end.
enum SlowAnswers {
    /// One clause for the report, or nil when the app made no call: the time the app's calls took
    /// in all (concurrent calls add up), how many took half the app's patience or more, and the slowest.
    package static func summary(_ journal: [Exchange], requestSeconds: Double) -> String? {
        let calls = journal.filter { $0.channel == .appToBackend }
        guard let slowest = calls.max(by: { $0.durationMilliseconds < $1.durationMilliseconds }) else { return nil }
        let total = calls.reduce(0) { $0 + $1.durationMilliseconds } / 1000
        let slow = calls.filter { $0.durationMilliseconds >= requestSeconds * 500 }.count
        return "the app's \(calls.count) calls to the back-end took \(seconds(total)) s in all, \(slow) of them "
            + "\(seconds(requestSeconds / 2)) s or more (half of timeouts.requestSeconds), the slowest "
            + "\(seconds(slowest.durationMilliseconds / 1000)) s (\(slowest.request.method) \(slowest.request.path))"
    }

    private static func seconds(_ value: Double) -> String { String(cFormat: "%.1f", value) }
}
