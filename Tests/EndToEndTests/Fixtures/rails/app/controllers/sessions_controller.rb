# POST /api/session {username, password}: a bearer token for the app.
class SessionsController < ApplicationController
  def create
    user = UserDirectory.authenticate(params.require(:username), params.require(:password))
    return render(json: { error: "invalid_credentials" }, status: :unauthorized) unless user

    render json: { token: UserDirectory.issue_token(user), token_type: "Bearer", expires_in: UserDirectory::TOKEN_LIFETIME.to_i }
  end
end
