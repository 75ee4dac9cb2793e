import ExampleRunTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import ConformanceModel
@testable import ConformanceRun
@testable import ExampleBackend

/// Independent scenarios play at once (`--parallel`): the verdicts and the canonical journal are
/// the same as when they play one after another, and the scenarios that hold a request up to the
/// back-end's bound overlap instead of adding up.
@Suite("Concurrent play", .serialized)
struct ConcurrentPlayTests {
    /// Each exchange as the reports show it: canonical id, scenario, journey, step and answer. In
    /// the concurrency scenario, whose users start at once, the target is left out: a create no
    /// document number ties to a user gets its process id in the order the creates arrive, however
    /// the scenarios are played.
    static func sequence(_ result: RunResult) -> [String] {
        result.journal.map { exchange in
            let target = exchange.scenario.hasPrefix("concurrent/") ? "" : exchange.request.target
            return
                "\(exchange.id) \(exchange.scenario) \(exchange.journey ?? "-") \(exchange.step) \(exchange.request.method) \(target) \(exchange.response?.status ?? 0)"
        }
    }

    /// The correct back-end, and back-ends sending a document number of their own or a mangled one
    /// (their creates are tied to a scenario by the start calls' turns, or by the number's digits).
    /// A back-end whose answers depend on other users' timing (one sharing its last process) is
    /// left out: what it answers depends on which scenarios play beside each other.
    /// The isolation scenario's users all hold an open capture at once: however their threads
    /// are scheduled, no journey reports "capture ended" (or opens its link) before every start was
    /// answered, so a back-end that mixes captures up is caught in every run, not by chance.
    @Test("every simultaneous user's start is answered before any of them goes on to the browser or 'capture ended'")
    func startsAnsweredBeforeAnyEnds() throws {
        let result = try ConformanceHarness.run(seed: 5)
        let concurrent = result.journal.filter { $0.scenario.hasPrefix("concurrent/") }
        let starts = concurrent.filter { $0.channel == .appToBackend && $0.step == "start" }
        let later = concurrent.filter { $0.step == "ended" || $0.channel == .browser }
        try #require(starts.count == 8 && !later.isEmpty, "\(starts.count) starts, \(later.count) later calls")
        let lastAnswer = try #require(starts.map { $0.startedAt.addingTimeInterval($0.durationMilliseconds / 1000) }.max())
        let firstLater = try #require(later.map(\.startedAt).min())
        // An answer's time is its start's wall-clock time plus a monotonic duration: 1 ms allows for the two clocks' skew.
        #expect(
            firstLater.addingTimeInterval(0.001) >= lastAnswer,
            "a journey went on \(lastAnswer.timeIntervalSince(firstLater) * 1000) ms before the last start was answered")
    }

    @Test(
        "parallelism 1 and N give the same verdicts and the same canonical exchanges",
        arguments: [Set<ExampleBackendFault>(), [.fixedTestCredential], [.documentNumberAsInteger]])
    func sameVerdictsWhateverTheInterleaving(_ faults: Set<ExampleBackendFault>) throws {
        let sequential = try ConformanceHarness.run(faults: faults, seed: 11, processIDNonce: 11, parallel: 1)
        let concurrent = try ConformanceHarness.run(faults: faults, seed: 11, processIDNonce: 11, parallel: 6)
        #expect(!sequential.verdicts.isEmpty)
        #expect(
            sequential.verdicts == concurrent.verdicts,
            "\(zip(sequential.verdicts, concurrent.verdicts).filter { $0 != $1 }.map { "\($0.checkID) \($0.status) / \($1.status) \($1.seen)" })"
        )
        let left = Self.sequence(sequential), right = Self.sequence(concurrent)
        let difference =
            left == right ? nil : zip(left, right).first { $0 != $1 }.map { "\($0) / \($1)" } ?? "lengths \(left.count) / \(right.count)"
        #expect(difference == nil, "first difference: \(difference ?? "")")
    }

    /// The example back-end with a long upstream timeout, as a partner's back-end often has.
    final class SlowUpstreamBackend: BackendSession {
        let backend: ExampleBackend
        init(humanPluginURL: String, token: String, upstream: Duration) throws {
            backend = ExampleBackend(
                configuration: ExampleBackendConfiguration(
                    humanPluginBaseURL: humanPluginURL, humanPluginToken: token, callbackUri: "com.example.capture://callback",
                    upstreamTimeout: upstream))
            _ = try backend.start()
        }
        var baseURL: String { backend.baseURL }
        var capturedOutput: [UInt8] { [] }
        func stop() { backend.stop() }
    }

    @Test("hang scenarios overlap in time: their waits cover well under the sum of their lengths")
    func hangsOverlap() throws {
        var configuration = ConformanceHarness.exampleConfiguration()
        configuration.concurrentUsers = 4
        configuration.timeouts.upstreamBoundSeconds = 2.5
        configuration.timeouts.requestSeconds = 6
        let fixed = configuration
        var options = RunOptions(seed: 3)
        options.repetitions = 3
        options.parallelScenarios = 6
        let started = ContinuousClock.now
        let (result, _) = try ConformanceRunner(specs: ConformanceHarness.specs, configuration: fixed, options: options).run {
            url, token throws(KitError) in
            do { return try SlowUpstreamBackend(humanPluginURL: url, token: token, upstream: .seconds(2)) } catch {
                throw .launch(problem: "\(error)")
            }
        }
        let elapsed = (ContinuousClock.now - started).milliseconds
        let holds = result.journal.filter {
            $0.channel == .backendToHumanPlugin && $0.scenario.contains("no-answer") && $0.fate != .answered
                || $0.channel == .backendToHumanPlugin && $0.scenario.contains("no-answer") && $0.durationMilliseconds >= 1500
        }
        // Three repetitions of the create and read hangs: six waits of about 2 s each.
        #expect(holds.count >= 6, "\(holds.map { "\($0.scenario) \($0.step) \($0.durationMilliseconds)" })")
        let spans = holds.map { ($0.startedAt, $0.startedAt.addingTimeInterval($0.durationMilliseconds / 1000)) }
        let overlapping = spans.indices.flatMap { a in spans.indices.filter { $0 > a }.map { (a, $0) } }
            .filter { spans[$0.0].0 < spans[$0.1].1 && spans[$0.1].0 < spans[$0.0].1 }
        #expect(overlapping.count >= 2, "hang scenarios' exchanges overlap in the journal")
        // The hangs' waits are fixed (2 s each) whatever the load, the rest of the run is not: the
        // claim is measured on the waits alone, the time they cover together against their sum.
        let waited = holds.reduce(0) { $0 + $1.durationMilliseconds }
        let covered = Self.union(spans) * 1000
        #expect(
            covered < waited * 0.8,
            "the hangs' \(Int(waited)) ms of waits covered \(Int(covered)) ms of the run's \(Int(elapsed)) ms: they did not overlap enough")
        #expect(result.kitErrors.isEmpty, "\(result.kitErrors)")
        #expect(result.verdicts.first { $0.checkID == "HP-FAULT-CREATE-TIMEOUT" }?.status == .pass)
    }

    /// Seconds covered by the union of `spans`.
    static func union(_ spans: [(Date, Date)]) -> Double {
        var total = 0.0
        var current: (Date, Date)?
        for span in spans.sorted(by: { $0.0 < $1.0 }) {
            if let open = current, span.0 <= open.1 {
                current = (open.0, max(open.1, span.1))
            } else {
                if let open = current { total += open.1.timeIntervalSince(open.0) }
                current = span
            }
        }
        if let open = current { total += open.1.timeIntervalSince(open.0) }
        return total
    }
}
