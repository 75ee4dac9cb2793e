import ConformanceBasics
import Synchronization

/// Holds threads until `count` of them have arrived, or until a deadline: the concurrent
/// scenario's journeys wait here after their start so that all captures are open at once.
final class ArrivalBarrier: Sendable {
    private let arrived = Mutex(0)
    private let count: Int
    private let deadline: ContinuousClock.Instant

    init(count: Int, until deadline: ContinuousClock.Instant) {
        self.count = count
        self.deadline = deadline
    }

    /// Counts one arrival without waiting (a thread that never started).
    package func arrive() {
        arrived.withLock { $0 += 1 }
    }

    /// Counts this thread's arrival, then waits until all have arrived or the deadline passed.
    func arriveAndWait() {
        arrive()
        while arrived.withLock({ $0 }) < count, ContinuousClock.now < deadline {
            Pause.seconds(0.002)
        }
    }
}
