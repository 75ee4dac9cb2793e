import ConformanceBasics
import ConformanceModel
import HTTP1Codec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Asynchronous results: polling the `result` call, and the ownership scenarios' single probe.
extension AppDriver {
    /// Polls the `result` call for `id` until its value is no longer in progress, an error answer
    /// comes, or `boundSeconds` after `since` (or the run's deadline) passes. The bound is kept in the
    /// kit's own time: stretched by however long the kit itself was delayed meanwhile (at most doubled).
    public func pollResult(_ journey: JourneyContext, id: String, since: ContinuousClock.Instant = .now) -> ResultPolling {
        guard let poll = configuration.result else {
            return ResultPolling(exchangeIDs: [], elapsedSeconds: 0, unfinished: "no result call configured")
        }
        let boundLength = Duration.milliseconds(Int(poll.boundSeconds * 1000))
        var record = ResultPolling(exchangeIDs: [], elapsedSeconds: 0)
        while true {
            let bound = since + boundLength + min(boundLength, SchedulingDelay.shared.stalled(since: since))
            let end = deadline.map { min($0, bound) } ?? bound
            let remaining = Double((end - .now).milliseconds) / 1000
            let answer = appCall(
                poll.call, step: "result", journey: journey, id: id, claim: "ended",
                timeoutSeconds: max(0.1, min(configuration.timeouts.requestSeconds, remaining)))
            record.exchangeIDs.append(answer.exchangeID)
            record.status = answer.response?.status
            record.errorInBody = answer.errorInBody
            guard let response = answer.response else {
                record.unfinished = "the result call got no answer"
                break
            }
            if record.isErrorAnswer || !(200..<300).contains(response.status) { break }
            let value = answer.found(\.outcome, else: poll.outcome)
            record.lastValue = value
            if let value, !poll.inProgress.contains(value) {
                record.outcome = value
                break
            }
            // The configured interval, never below the floor (a configuration built in code may hold less).
            let interval = max(poll.intervalSeconds, KitConfiguration.ResultPoll.minimumIntervalSeconds)
            let now = ContinuousClock.now
            let next = now + .milliseconds(Int(interval * 1000))
            let last = value.map { "last '\($0)'" } ?? "no value \(poll.outcome)"
            let polls =
                "\(record.exchangeIDs.count) poll\(record.exchangeIDs.count == 1 ? "" : "s") of \(poll.call.method) \(poll.call.path), \(last)"
            if record.exchangeIDs.count >= KitConfiguration.ResultPoll.maxPolls {
                record.unfinished = "polling stopped after \(KitConfiguration.ResultPoll.maxPolls) polls, the most the kit makes (\(polls))"
                break
            }
            if next >= end {
                let left = SecondsText.plain((Double(max(0, (end - now).milliseconds)) / 100).rounded() / 10)
                record.unfinished =
                    end < bound
                    ? "polling stopped at the run deadline: intervalSeconds (\(SecondsText.plain(interval)) s) is longer than the \(left) s left before it (\(polls))"
                    : "\(ResultPolling.outOfTime) \(SecondsText.plain(poll.boundSeconds)) s (\(polls))"
                break
            }
            Pause.seconds(interval)
        }
        record.elapsedSeconds = Double((ContinuousClock.now - since).milliseconds) / 1000
        return record
    }

    /// The outcome a "capture ended" answer carries when `ended` names no place for one but `result`
    /// reads its outcome from the body: the value at the result's outcome pointer, when it is one of
    /// the configured outcome values. Like `ended.outcomePointer`, it settles the outcome (a value in
    /// `inProgress` still means polling), so an ended answer echoing the app's claim is judged, not
    /// hidden behind a poll that answers the true state.
    func outcomeCarried(byEnded response: HTTPResponse?, body: JSONValue?, errorInBody: Bool) -> String? {
        guard configuration.ended.outcome == nil, let poll = configuration.result, poll.outcome.needsBody,
            let response, (200..<300).contains(response.status), !errorInBody,
            let value = poll.outcome.read(response, body: body), value != KitConfiguration.errorOutcome,
            configuration.outcomes.values.contains(value)
        else { return nil }
        return value
    }

    /// One call of the `result` call with `id`, not repeated (the ownership scenarios' probe).
    public func probeResult(_ journey: JourneyContext, id: String) -> ResultPolling? {
        guard let poll = configuration.result else { return nil }
        let answer = appCall(
            poll.call, step: "result", journey: journey, id: id, claim: "ended", timeoutSeconds: configuration.timeouts.requestSeconds)
        let seen = answer.found(\.outcome, else: poll.outcome)
        var value = seen
        if let text = value, poll.inProgress.contains(text) { value = nil }
        return ResultPolling(
            exchangeIDs: [answer.exchangeID], status: answer.response?.status,
            lastValue: seen,
            outcome: answer.isError ? nil : value, errorInBody: answer.errorInBody, elapsedSeconds: answer.elapsed,
            unfinished: answer.response == nil ? "the result call got no answer" : nil)
    }
}
