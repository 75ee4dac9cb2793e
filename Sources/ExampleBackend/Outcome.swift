/// What the back-end tells the app once it has read the final state of a process.
enum Outcome: String, Sendable, Equatable, CaseIterable {
    case approved
    case rejected
    case expired
    case failed
    case pending

    /// Maps Human Plugin's `process.state` and `process.result` to an outcome:
    ///
    /// | state | result | outcome |
    /// |---|---|---|
    /// | PROCESS_STATE_FINISHED | PROCESS_RESULT_OK | approved |
    /// | PROCESS_STATE_FINISHED | PROCESS_RESULT_INVALID_IDENTITY | rejected |
    /// | PROCESS_STATE_FAILED | PROCESS_RESULT_EXPIRED | expired |
    /// | PROCESS_STATE_FAILED | anything else | failed |
    /// | PROCESS_STATE_CREATED | anything | pending |
    ///
    /// Anything else (an unknown state, or FINISHED with another result) is nil: the back-end
    /// does not guess, and answers 502. With `expiredAsFailed` (a fault) EXPIRED maps to failed.
    static func from(state: String?, result: String?, expiredAsFailed: Bool = false) -> Outcome? {
        switch (state, result) {
        case ("PROCESS_STATE_FINISHED", "PROCESS_RESULT_OK"): .approved
        case ("PROCESS_STATE_FINISHED", "PROCESS_RESULT_INVALID_IDENTITY"): .rejected
        case ("PROCESS_STATE_FAILED", "PROCESS_RESULT_EXPIRED"): expiredAsFailed ? .failed : .expired
        case ("PROCESS_STATE_FAILED", _): .failed
        case ("PROCESS_STATE_CREATED", _): .pending
        default: nil
        }
    }
}
