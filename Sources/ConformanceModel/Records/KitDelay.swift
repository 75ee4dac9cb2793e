import ConformanceBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How late the kit itself ran during a run, as `SchedulingDelay` saw it: the time checks read it
/// (a verdict within this delay of its bound is not judged) and every report records it, so
/// `verify` judges the same way. Times are seconds after `runStartedAt`, to the millisecond.
public struct KitDelay: Sendable, Codable, Equatable {
    /// When the run started (its `metadata.startedAt`): the spans count from here.
    public var runStartedAt: Date
    /// Whether the delay was measured (false when the system refused the watcher its thread).
    public var measured: Bool
    /// The kit's lateness in all during the run, and the largest single one, in seconds.
    public var totalSeconds: Double
    public var largestSeconds: Double
    /// Wake-ups later than `SchedulingDelay.slack`.
    var lateWakeUps: Int
    /// The delay over time: late wake-ups less than `joinGapSeconds` apart joined into one span.
    public var spans: [Span]

    /// A stretch of the run in which the kit ran late by `seconds` in all.
    public struct Span: Sendable, Codable, Equatable {
        /// Seconds after the run's start.
        public var from: Double
        public var to: Double
        public var seconds: Double

        public init(from: Double, to: Double, seconds: Double) {
            self.from = from
            self.to = to
            self.seconds = seconds
        }
    }

    /// Late wake-ups closer than this are one span.
    static let joinGapSeconds = 0.1
    /// The most spans a report keeps: the closest ones are joined beyond it.
    static let maxSpans = 200

    /// A delay made of `spans` (a report read back, a test's evidence): without the watcher's
    /// samples, the largest late wake-up is taken as the largest span unless given.
    public init(runStartedAt: Date, measured: Bool, spans: [Span], largestSeconds: Double? = nil, lateWakeUps: Int? = nil) {
        self.runStartedAt = runStartedAt
        self.measured = measured
        self.spans = spans
        totalSeconds = Self.milliseconds(spans.reduce(0) { $0 + $1.seconds })
        self.largestSeconds = largestSeconds ?? spans.map(\.seconds).max() ?? 0
        self.lateWakeUps = lateWakeUps ?? spans.count
    }

    /// The delay of a run that started at `clock` (`runStartedAt` on the wall clock), from the
    /// watcher's late wake-ups.
    public init(
        samples: [SchedulingDelay.Sample], runClock clock: ContinuousClock.Instant, runStartedAt: Date, measured: Bool
    ) {
        var spans: [Span] = []
        for sample in samples {
            let from = SchedulingDelay.seconds(sample.asked - clock)
            let late = SchedulingDelay.seconds(sample.late)
            if let last = spans.last, from - last.to < Self.joinGapSeconds {
                spans[spans.count - 1].to = max(last.to, from + late)
                spans[spans.count - 1].seconds += late
            } else {
                spans.append(Span(from: max(0, from), to: from + late, seconds: late))
            }
        }
        while spans.count > Self.maxSpans {
            // Join the two neighbours with the smallest gap.
            var closest = 0
            for index in 1..<(spans.count - 1) where spans[index + 1].from - spans[index].to < spans[closest + 1].from - spans[closest].to {
                closest = index
            }
            spans[closest].to = spans[closest + 1].to
            spans[closest].seconds += spans[closest + 1].seconds
            spans.remove(at: closest + 1)
        }
        self.init(
            runStartedAt: runStartedAt, measured: measured,
            spans: spans.map {
                Span(from: Self.milliseconds($0.from), to: Self.milliseconds($0.to), seconds: Self.milliseconds($0.seconds))
            },
            largestSeconds: Self.milliseconds(samples.map { SchedulingDelay.seconds($0.late) }.max() ?? 0), lateWakeUps: samples.count)
    }

    /// How late the kit ran between `start` and `seconds` later: each span's delay counted in the
    /// share of it that falls inside (a span within the window counts whole).
    public func seconds(from start: Date, lasting seconds: Double) -> Double {
        let from = start.timeIntervalSince(runStartedAt)
        let to = from + max(0, seconds)
        var delay = 0.0
        for span in spans where span.to > from && span.from < to {
            let length = span.to - span.from
            let overlap = min(span.to, to) - max(span.from, from)
            delay += length > 0 ? span.seconds * min(1, max(0, overlap) / length) : span.seconds
        }
        return Self.milliseconds(delay)
    }

    private static func milliseconds(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }
}

extension KitDelay {
    /// The run log's line: how late the kit ran, or that it was not measured.
    public var logLine: String {
        guard measured else {
            return "the kit's own delay was not measured (the system refused its watcher a thread): time verdicts are judged without it"
        }
        return
            "the kit's own delay: \(Self.shown(totalSeconds)) s in all over \(lateWakeUps) late wake-up\(lateWakeUps == 1 ? "" : "s"), the largest \(Self.shown(largestSeconds)) s (a time verdict within it of its bound is not judged)"
    }

    /// Whether the delay is worth a line of its own on the console (a second or more in all, or
    /// a quarter of a second at once).
    public var isNotable: Bool { measured && (totalSeconds >= 1 || largestSeconds >= 0.25) }

    /// Seconds as the kit's texts show a delay (to the hundredth).
    public static func shown(_ seconds: Double) -> String { SecondsText.plain((seconds * 100).rounded() / 100) }
}
