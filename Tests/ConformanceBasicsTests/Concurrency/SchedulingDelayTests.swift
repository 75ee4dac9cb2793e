import Testing

@testable import ConformanceBasics

/// The watcher of the kit's own delay: what it counts as late, and how much of it falls after a
/// given instant (what stretches a deadline kept in kit time).
@Suite("Scheduling delay")
struct SchedulingDelayTests {
    @Test("wake-ups within the timer slack are not delays; later ones are summed after the instant asked for")
    func sums() {
        let watcher = SchedulingDelay()
        let origin = ContinuousClock.now
        watcher.record(asked: origin, woke: origin + .microseconds(500))
        watcher.record(asked: origin + .milliseconds(10), woke: origin + .milliseconds(310))
        watcher.record(asked: origin + .milliseconds(400), woke: origin + .milliseconds(1400))
        #expect(watcher.stalls(from: origin, to: origin + .seconds(5)).count == 2)
        #expect(approximately(watcher.stalled(since: origin), 1.3))
        #expect(approximately(watcher.stalled(since: origin + .milliseconds(350)), 1.0))
        // An instant inside a stall counts the part after it.
        #expect(approximately(watcher.stalled(since: origin + .milliseconds(900)), 0.5))
        #expect(approximately(watcher.stalled(since: origin + .seconds(2)), 0))
    }

    @Test("a stop not yet over for the watcher (it is overdue now) counts already")
    func overdue() {
        let watcher = SchedulingDelay()
        let origin = ContinuousClock.now - .seconds(2)
        // The watcher woke on time at `origin` and has not woken since: 2 s overdue less one tick.
        watcher.record(asked: origin, woke: origin)
        let stalled = SchedulingDelay.seconds(watcher.stalled(since: origin - .seconds(1)))
        #expect(stalled > 1.9 && stalled < 2.5, "\(stalled)")
    }

    @Test("the process's watcher runs and sees a real stall of its own thread pool: none when idle")
    func sharedWatcherRuns() {
        #expect(SchedulingDelay.shared.isWatching)
    }

    func approximately(_ duration: Duration, _ seconds: Double) -> Bool {
        abs(SchedulingDelay.seconds(duration) - seconds) < 0.002
    }
}
