#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How late the kit's own threads run: a watcher thread asks to wake every `tick` and records
/// every wake-up later than asked by more than `slack` (the process was stopped, or the machine
/// too busy to run it). A run reads what the watcher saw during its exchanges: a time verdict
/// within that delay of its bound is not judged, and the kit's own waits are stretched by it
/// (`stalled(since:)`), so a busy machine is never the back-end's fault.
///
/// One watcher serves the whole process (a stop or a busy machine delays every thread alike); it
/// starts on first use and costs one wake-up every 10 ms.
public final class SchedulingDelay: Sendable {
    /// The process's watcher, started on first use.
    public static let shared: SchedulingDelay = {
        let watcher = SchedulingDelay()
        watcher.start()
        return watcher
    }()

    /// How often the watcher asks to wake.
    static let tick: Duration = .milliseconds(10)
    /// Lateness below this is the system's ordinary timer slack, not a delay.
    public static let slack: Duration = .milliseconds(2)
    /// Samples kept for `stalled(since:)` and `stalls(from:to:)`; older ones are dropped.
    static let kept = 1 << 16

    /// One late wake-up: the watcher asked to wake at `asked` and woke `late` later.
    public struct Sample: Sendable, Equatable {
        public var asked: ContinuousClock.Instant
        public var late: Duration
    }

    private struct State {
        var samples: [Sample] = []
        /// Total lateness of `samples[0...i]`, in seconds.
        var cumulative: [Double] = []
        /// Lateness dropped with older samples (so `cumulative` stays an increasing total).
        var dropped: Double = 0
        /// When the watcher asked to wake next (nil before it started).
        var nextWake: ContinuousClock.Instant?
    }

    private let state = PlainMutex(State())

    init() {}

    private func start() {
        state.withLock { $0.nextWake = .now + Self.tick }
        let started = DetachedThread.start(name: "hp-delay-watch", stackSize: 64 * 1024) { [self] in
            while true {
                let asked = ContinuousClock.now + Self.tick
                state.withLock { $0.nextWake = asked }
                Pause.seconds(Self.seconds(Self.tick))
                record(asked: asked, woke: .now)
            }
        }
        if !started { state.withLock { $0.nextWake = nil } }
    }

    /// Records a wake-up (the watcher's own; tests feed it directly). The next wake-up is taken
    /// as asked for one tick later at once, so a late one is never counted twice.
    func record(asked: ContinuousClock.Instant, woke: ContinuousClock.Instant) {
        let late = woke - asked
        state.withLock { state in
            state.nextWake = woke + Self.tick
            guard late > Self.slack else { return }
            state.samples.append(Sample(asked: asked, late: late))
            state.cumulative.append((state.cumulative.last ?? state.dropped) + Self.seconds(late))
            if state.samples.count > Self.kept {
                let cut = Self.kept / 2
                state.dropped = state.cumulative[cut - 1]
                state.samples.removeFirst(cut)
                state.cumulative.removeFirst(cut)
            }
        }
    }

    /// How long the kit was delayed since `start`: the lateness of every wake-up after it (the part
    /// after `start` of one that began before), plus the present one when the watcher is overdue now
    /// (a stop not yet over for it).
    public func stalled(since start: ContinuousClock.Instant) -> Duration {
        let now = ContinuousClock.now
        let seconds = state.withLock { state in
            var seconds = 0.0
            let first = Self.firstIndex(in: state.samples, askedAtOrAfter: start) ?? state.samples.count
            if first < state.samples.count {
                let before = first == 0 ? state.dropped : state.cumulative[first - 1]
                seconds = state.cumulative[state.cumulative.count - 1] - before
            }
            if first > 0 {
                let previous = state.samples[first - 1]
                let end = previous.asked + previous.late
                if end > start { seconds += Self.seconds(end - start) }
            }
            if let next = state.nextWake, now - next > Self.slack {
                seconds += Self.seconds(now - max(next, start))
            }
            return seconds
        }
        return .nanoseconds(Int64((seconds * 1e9).rounded(.up)))
    }

    /// The late wake-ups asked for between `from` and `to`.
    public func stalls(from: ContinuousClock.Instant, to: ContinuousClock.Instant) -> [Sample] {
        state.withLock { state in
            guard let first = Self.firstIndex(in: state.samples, askedAtOrAfter: from) else { return [] }
            return Array(state.samples[first...].prefix { $0.asked <= to })
        }
    }

    /// Whether the watcher runs (a system that refuses one more thread leaves the kit without it:
    /// its waits are then not stretched and its reports say the delay was not measured).
    public var isWatching: Bool { state.withLock { $0.nextWake != nil } }

    /// A duration in seconds.
    public static func seconds(_ duration: Duration) -> Double {
        let (whole, attoseconds) = duration.components
        return Double(whole) + Double(attoseconds) / 1e18
    }

    private static func firstIndex(in samples: [Sample], askedAtOrAfter start: ContinuousClock.Instant) -> Int? {
        var low = 0
        var high = samples.count
        while low < high {
            let middle = (low + high) / 2
            if samples[middle].asked < start { low = middle + 1 } else { high = middle }
        }
        return low < samples.count ? low : nil
    }
}
