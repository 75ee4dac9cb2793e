# What the app is told, decided from Human Plugin's own read of the process.
module Outcome
  # Human Plugin's final state and result => the outcome the app shows.
  FINAL = {
    %w[PROCESS_STATE_FINISHED PROCESS_RESULT_OK] => "approved",
    %w[PROCESS_STATE_FINISHED PROCESS_RESULT_INVALID_IDENTITY] => "rejected",
    %w[PROCESS_STATE_FAILED PROCESS_RESULT_ERROR] => "failed",
    %w[PROCESS_STATE_FAILED PROCESS_RESULT_EXPIRED] => "expired",
    %w[PROCESS_STATE_CREATED PROCESS_RESULT_UNSPECIFIED] => "pending",
  }.freeze

  # A pair outside the contract is an error, never an outcome (fail closed).
  def self.for(state, result)
    FINAL.fetch([state, result]) { raise HumanPluginClient::Error, "unknown state/result pair" }
  end
end
