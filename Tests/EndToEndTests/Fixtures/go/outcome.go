package main

// The status values this API reports for a verification.
const (
	StatusAwaitingCapture = "awaiting_capture"
	StatusProcessing      = "processing"
	StatusApproved        = "approved"
	StatusRejected        = "rejected"
	StatusFailed          = "failed"
	StatusExpired         = "expired"
	StatusPending         = "pending"
)

// outcomeOf maps Human Plugin's final state to this API's status; ok is false for a state it does not know.
func outcomeOf(p Process) (status string, ok bool) {
	switch {
	case p.State == "PROCESS_STATE_FINISHED" && p.Result == "PROCESS_RESULT_OK":
		return StatusApproved, true
	case p.State == "PROCESS_STATE_FINISHED" && p.Result == "PROCESS_RESULT_INVALID_IDENTITY":
		return StatusRejected, true
	case p.State == "PROCESS_STATE_FAILED" && p.Result == "PROCESS_RESULT_EXPIRED":
		return StatusExpired, true
	case p.State == "PROCESS_STATE_FAILED":
		return StatusFailed, true
	case p.State == "PROCESS_STATE_CREATED":
		return StatusPending, true
	}
	return "", false
}
