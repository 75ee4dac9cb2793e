# The app's users in the test environment: any user name, one password shared by the test users
# (APP_TEST_PASSWORD). Tokens are signed by the app (secret_key_base) and last one hour.
module UserDirectory
  TOKEN_LIFETIME = 1.hour

  def self.authenticate(username, password)
    expected = ENV["APP_TEST_PASSWORD"].to_s
    return nil if expected.empty? || username.blank? || password.blank?
    return nil unless ActiveSupport::SecurityUtils.secure_compare(password, expected)

    username
  end

  def self.issue_token(username)
    verifier.generate(username, expires_in: TOKEN_LIFETIME, purpose: :app_session)
  end

  def self.user_for(token)
    verifier.verified(token, purpose: :app_session)
  end

  def self.verifier
    Rails.application.message_verifier(:app_session)
  end
end
