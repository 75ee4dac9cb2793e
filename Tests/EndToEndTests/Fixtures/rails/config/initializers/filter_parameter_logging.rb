# Parameters kept out of the log: Rails' defaults, plus the document number the app sends to start
# a capture (personal data: OWASP ASVS V7.1.1).
Rails.application.config.filter_parameters += [
  :passw, :secret, :token, :_key, :crypt, :salt, :certificate, :otp, :ssn
]
Rails.application.config.filter_parameters += [:document_number] unless Fault.on?(:log_document_number)
