import ConformanceModel

/// Time verdicts read against the kit's own delay (`RunEvidence.kitDelay`): a stopped kit or a busy
/// machine makes an answer look late, or a wait end before its time was up. Only what lies beyond a
/// bound by more than the kit's delay meanwhile is the back-end's; within it, the item is not
/// judged, naming the delay.
package struct TimeBound {
    /// The bound, in seconds.
    package var seconds: Double
    /// The configuration field that sets it, named in the advice.
    package var field: String

    /// Words every verdict not judged for the kit's own delay carries.
    package static let kitDelayed = "the kit itself was delayed by"

    /// The slack a silence's wait may lack (rounding of the stretched wait and of the recorded delay).
    static let silenceSlack = 0.05
    /// The least delay a failure names ("too little to explain it"): below it, the note would be noise.
    static let notableDelay = 0.05

    package init(seconds: Double, field: String) {
        self.seconds = seconds
        self.field = field
    }

    /// How an answer `elapsed` seconds after the app's exchange `id` reads: nil when it is within
    /// the bound; else `.broken`, or `.notJudged` when the kit's delay meanwhile covers the excess.
    func lateAnswer(_ text: String, elapsed: Double, exchange id: Int, cited: [Int], _ evidence: RunEvidence) -> Finding? {
        guard elapsed > seconds else { return nil }
        let delay = evidence.kitDelay(duringExchange: id, seconds: elapsed)
        if elapsed - delay <= seconds {
            return .notJudged(
                "\(text), \(Self.shown(elapsed - seconds)) s beyond the bound of \(Self.shown(seconds)) s, \(excuse(delay))", cited)
        }
        return .bad(text + Self.note(delay), cited)
    }

    /// How no answer after the app waited `elapsed` seconds since its exchange `id` reads: broken
    /// when the kit watched for the whole bound (its wait less its own delay) or was not delayed (a
    /// refused or reset connection fails at once); else not judged.
    package func silence(_ text: String, elapsed: Double, exchange id: Int, cited: [Int], _ evidence: RunEvidence) -> Finding {
        // A refused, reset or closed connection is the back-end's answer of sorts, however late the kit was.
        if evidence.transportFailure(id) != nil { return .bad(text, cited) }
        let delay = evidence.kitDelay(duringExchange: id, seconds: elapsed)
        if delay >= Self.silenceSlack, elapsed - delay < seconds - Self.silenceSlack {
            return .notJudged(
                "\(text), but the kit itself watched for only \(Self.shown(max(0, elapsed - delay))) s of it: \(excuse(delay))", cited)
        }
        return .bad(text + Self.note(delay), cited)
    }

    private func excuse(_ delay: Double) -> String {
        "\(Self.kitDelayed) \(Self.shown(delay)) s meanwhile (its own timers woke that much late); rerun on a quieter machine or raise \(field)"
    }

    /// The clause a failure gets when the kit was delayed, but by too little to explain it.
    private static func note(_ delay: Double) -> String {
        delay >= notableDelay ? " (\(kitDelayed) \(shown(delay)) s meanwhile, too little to explain it)" : ""
    }

    private static func shown(_ seconds: Double) -> String { SecondsText.plain((seconds * 100).rounded() / 100) }
}

extension RunEvidence {
    /// How late the kit itself ran while the app's exchange `id` waited `seconds` for its answer
    /// (0 when the run measured no delay, as in a report of an earlier kit).
    public func kitDelay(duringExchange id: Int, seconds: Double) -> Double {
        guard let kitDelay, let exchange = exchange(id) else { return 0 }
        return kitDelay.seconds(from: exchange.startedAt, lasting: seconds)
    }

    /// Why the app's exchange `id` got no answer when it was not a timeout: the transport failure
    /// (a refused, reset or closed connection, a malformed answer) in the client's words; nil for a
    /// timeout, an answered exchange, or one the journal does not say.
    func transportFailure(_ id: Int) -> String? {
        guard let exchange = exchange(id), exchange.response == nil, let error = exchange.error, !error.hasPrefix("timed out") else {
            return nil
        }
        return error
    }

    /// "no answer within 5 s" (`shown`) for a timeout; for a transport failure, what it was and
    /// after how long: "no answer: a transport failure after 1.02 s (connection closed: ...), not a
    /// timeout". So a reset is never reported as the back-end's silence.
    package func noAnswer(_ id: Int, within shown: String) -> String {
        guard let failure = transportFailure(id), let exchange = exchange(id) else { return "no answer within \(shown) s" }
        let after = SecondsText.plain((exchange.durationMilliseconds / 10).rounded() / 100)
        return "no answer: a transport failure after \(after) s (\(failure)), not a timeout"
    }
}

extension Verdict {
    /// Whether the check was not judged for the kit's own delay (a busy machine), as `TimeBound` says.
    package var restsOnKitDelay: Bool { status == .error && seen.contains(TimeBound.kitDelayed) }
}
