import ConformanceBasics
import ConformanceModel
import Dispatch

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Plays a run's scenarios, up to `parallel` at once, each on a thread of its own, so a run lasts
/// about its longest scenario rather than the sum of them. Two scenarios that share an app user or
/// a document number never play at the same time. The scenarios that hold a request on purpose (a
/// hang up to the back-end's bound) start first. Stops at the run's deadline or a stop request
/// (checked every 50 ms): scenarios playing then are cut, the rest are not played.
struct ScenarioPool {
    let player: ScenarioPlayer
    /// How many scenarios play at once (1: one after another).
    package let parallel: Int
    package let deadline: ContinuousClock.Instant
    let deadlineReason: String
    package let stop: @Sendable () -> String?
    package let progress: @Sendable (String) -> Void
    /// Why the kit cannot go on (a user that cannot log in), asked after each scenario.
    package let failure: () -> KitError?
    /// Receives, for each scenario cut while playing, a semaphore signalled when its thread ends.
    let abandon: (DispatchSemaphore) -> Void

    /// What the plays gave, in the order of `plays`.
    package struct Outcome {
        package var records: [ScenarioRecord]
        package var log: [String]
        /// Why the run stopped before its end (nil: every scenario played).
        package var cutShort: String?
        package var cutWhilePlaying: Set<String>
    }

    private final class Running: Sendable {
        package let outcome = PlainMutex<ScenarioRecord?>(nil)
        package let ended = DispatchSemaphore(value: 0)
        package let resources: Set<String>
        package init(resources: Set<String>) { self.resources = resources }
    }

    package func play(_ plays: [(Scenario, Int)]) throws(KitError) -> Outcome {
        var records = plays.map { ScenarioRecord(scenario: $0.0) }
        var logs = [[String]](repeating: [], count: plays.count)
        var pending = Self.startOrder(plays.map(\.0))
        var running: [Int: Running] = [:]
        var cutShort: String?
        var cutWhilePlaying: Set<String> = []
        let wake = DispatchSemaphore(value: 0)
        while true {
            let stopped = stop()
            if stopped == nil {
                for (index, record) in Self.finished(running) {
                    records[index] = record
                    running[index] = nil
                }
                if let failure = failure() {
                    for run in running.values { abandon(run.ended) }
                    throw failure
                }
            }
            // A stop request wins even over a scenario that just ended: stopping kills the
            // launched back-end, which may be what ended it.
            cutShort = cutShort ?? stopped ?? (ContinuousClock.now >= deadline ? deadlineReason : nil)
            if let reason = cutShort {
                for (index, run) in running {
                    abandon(run.ended)
                    let name = ScenarioRecord.name(plays[index].0, repetition: plays[index].1)
                    cutWhilePlaying.insert(name)
                    records[index] = Self.skipped(plays[index], because: "\(reason) while it played")
                    logs[index].append("scenario \(name): cut while playing, \(reason)")
                }
                for index in pending {
                    let name = ScenarioRecord.name(plays[index].0, repetition: plays[index].1)
                    records[index] = Self.skipped(plays[index], because: reason)
                    logs[index].append("scenario \(name): not played, \(reason == deadlineReason ? "run deadline passed" : reason)")
                }
                break
            }
            if pending.isEmpty && running.isEmpty { break }
            while running.count < max(1, parallel), let position = nextStartable(pending, plays: plays, running: running) {
                let index = pending.remove(at: position)
                running[index] = start(plays[index], wake: wake)
            }
            _ = wake.wait(timeout: .now() + .milliseconds(50))
        }
        return Outcome(records: records, log: logs.flatMap { $0 }, cutShort: cutShort, cutWhilePlaying: cutWhilePlaying)
    }

    /// The position in `pending` of the first play that shares no user or number with those running.
    private func nextStartable(_ pending: [Int], plays: [(Scenario, Int)], running: [Int: Running]) -> Int? {
        var busy = Set<String>()
        for run in running.values { busy.formUnion(run.resources) }
        for (position, index) in pending.enumerated()
        where player.resources(plays[index].0, repetition: plays[index].1).isDisjoint(with: busy) {
            return position
        }
        return nil
    }

    /// Starts one play on a thread of its own; `wake` is signalled when it ends. Should the
    /// system refuse a thread, the play runs on the calling thread instead: later, never lost.
    private func start(_ play: (Scenario, Int), wake: DispatchSemaphore) -> Running {
        let (scenario, repetition) = play
        let run = Running(resources: player.resources(scenario, repetition: repetition))
        progress("scenario \(ScenarioRecord.name(scenario, repetition: repetition))")
        let player = self.player
        let body: @Sendable () -> Void = {
            let record = player.play(scenario, repetition: repetition)
            run.outcome.withLock { $0 = record }
            run.ended.signal()
            wake.signal()
        }
        if !DetachedThread.start(name: "scenario", stackSize: 8 << 20, body) { body() }
        return run
    }

    /// The order scenarios start in: those that hold a request until the back-end's bound first
    /// (they take longest), then the rest as listed. Indices into `scenarios`.
    static func startOrder(_ scenarios: [Scenario]) -> [Int] {
        let holds = scenarios.indices.filter { isHold(scenarios[$0]) }
        return holds + scenarios.indices.filter { !isHold(scenarios[$0]) }
    }

    static func isHold(_ scenario: Scenario) -> Bool {
        switch scenario {
        case .createFault(.noAnswer), .readFault(.noAnswer): true
        default: false
        }
    }

    private static func finished(_ running: [Int: Running]) -> [(Int, ScenarioRecord)] {
        running.compactMap { index, run in run.outcome.withLock { $0 }.map { (index, $0) } }
    }

    private static func skipped(_ play: (Scenario, Int), because reason: String) -> ScenarioRecord {
        var record = ScenarioRecord(scenario: play.0)
        record.repetition = play.1
        record.notPlayed = reason
        record.cutByDeadline = true
        return record
    }
}

extension ScenarioPlayer {
    /// What a scenario holds while it plays: its journeys' app users and document numbers (two
    /// scenarios with one in common must not play at once).
    func resources(_ scenario: Scenario, repetition: Int) -> Set<String> {
        let label = ScenarioRecord.name(scenario, repetition: repetition)
        let count =
            switch scenario {
            case .foreignID, .foreignIDAfterEnd, .noCredentialsID, .secondCapture: 2
            case let .concurrent(users): users
            default: 1
            }
        return Set(
            (1...max(1, count)).flatMap { index -> [String] in
                let name = "\(label)#\(index)"
                return [
                    "user " + userName(scenario, index: index, journey: name),
                    "number " + documentNumber(for: scenario, index: index, journey: name),
                ]
            })
    }
}
