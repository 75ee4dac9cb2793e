# Faults planted on purpose, for the conformance kit's own tests: KYC_FAULTS=name[,name].
# None is on unless named; a real deployment never sets the variable.
module Fault
  NAMES = %w[no_ownership_check trust_app_claim leak_document_in_start log_document_number default_id_segment].freeze

  def self.on?(name)
    ENV.fetch("KYC_FAULTS", "").split(",").map(&:strip).include?(name.to_s)
  end
end
