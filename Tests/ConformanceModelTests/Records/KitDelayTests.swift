import Testing

@testable import ConformanceBasics
@testable import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The kit's delay as a report keeps it: late wake-ups joined into spans, bounded in number, and
/// the delay inside a window counted by its share of each span.
@Suite("Kit delay record")
struct KitDelayTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("late wake-ups less than 0.1 s apart are one span; totals and the largest are kept to the millisecond")
    func spans() {
        let clock = ContinuousClock.now
        let samples = [
            SchedulingDelay.Sample(asked: clock + .milliseconds(100), late: .milliseconds(20)),
            SchedulingDelay.Sample(asked: clock + .milliseconds(150), late: .milliseconds(30)),
            SchedulingDelay.Sample(asked: clock + .seconds(2), late: .milliseconds(2500)),
        ]
        let delay = KitDelay(samples: samples, runClock: clock, runStartedAt: start, measured: true)
        #expect(delay.spans == [.init(from: 0.1, to: 0.18, seconds: 0.05), .init(from: 2, to: 4.5, seconds: 2.5)])
        #expect(delay.totalSeconds == 2.55)
        #expect(delay.largestSeconds == 2.5)
        #expect(delay.lateWakeUps == 3)
        #expect(delay.logLine.hasPrefix("the kit's own delay: 2.55 s in all over 3 late wake-ups, the largest 2.5 s"))
        #expect(delay.isNotable)
    }

    @Test("a window counts each span by the share of it inside; a span inside counts whole")
    func window() {
        let delay = KitDelay(runStartedAt: start, measured: true, spans: [.init(from: 1, to: 3, seconds: 1.0)])
        #expect(delay.seconds(from: start, lasting: 10) == 1.0)
        #expect(delay.seconds(from: start.addingTimeInterval(2), lasting: 10) == 0.5)
        #expect(delay.seconds(from: start.addingTimeInterval(3.5), lasting: 1) == 0)
    }

    @Test("more spans than a report keeps: the closest are joined, the total stays")
    func bounded() {
        let clock = ContinuousClock.now
        let samples = (0..<500).map { SchedulingDelay.Sample(asked: clock + .milliseconds($0 * 200), late: .milliseconds(5)) }
        let delay = KitDelay(samples: samples, runClock: clock, runStartedAt: start, measured: true)
        #expect(delay.spans.count == KitDelay.maxSpans)
        #expect(abs(delay.totalSeconds - 2.5) < 0.01)
    }

    @Test("a run without the watcher says its delay was not measured")
    func unmeasured() {
        let delay = KitDelay(runStartedAt: start, measured: false, spans: [])
        #expect(delay.logLine.contains("not measured"))
        #expect(!delay.isNotable)
    }
}
