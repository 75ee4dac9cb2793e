/// Correct ways of writing a back-end that differ from the example's own, as independently written
/// back-ends do: each must pass every check (a warning at most), in every app variant.
public enum ExampleBackendStyle: String, CaseIterable, Sendable, Hashable, Codable {
    /// Reads the state from `process`, or from the top level of the answer when `process` is
    /// missing (`body.process ?? body`): a known final state named there is reported as that state
    /// (HP-READ-STATE-OUTSIDE-PROCESS warns of it).
    case tolerantRead = "tolerant-read"
    /// Answers a capture that failed at Human Plugin (PROCESS_STATE_FAILED / PROCESS_RESULT_ERROR)
    /// with an error (502), as it answers a read that could not be made.
    case failedAsError = "failed-as-error"
}
