"""What the app is told, decided from Human Plugin's own read of the process."""

# Human Plugin's (state, result) => the outcome the app shows. Only the first is a success.
FINAL = {
    ("PROCESS_STATE_FINISHED", "PROCESS_RESULT_OK"): "approved",
    ("PROCESS_STATE_FINISHED", "PROCESS_RESULT_INVALID_IDENTITY"): "rejected",
    ("PROCESS_STATE_FAILED", "PROCESS_RESULT_ERROR"): "failed",
    ("PROCESS_STATE_FAILED", "PROCESS_RESULT_EXPIRED"): "expired",
    ("PROCESS_STATE_CREATED", "PROCESS_RESULT_UNSPECIFIED"): "pending",
}


def outcome_for(state, result):
    """The outcome for a pair, or None for a pair outside the contract (an error, never an outcome)."""
    return FINAL.get((state, result))
