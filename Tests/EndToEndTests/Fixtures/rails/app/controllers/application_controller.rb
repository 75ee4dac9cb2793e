class ApplicationController < ActionController::API
  rescue_from HumanPluginClient::Error, with: :human_plugin_failed
  rescue_from ActionController::ParameterMissing, with: :bad_request

  private

  # The app user, from "Authorization: Bearer <token>" (a token POST /api/session issued).
  def current_user
    @current_user ||= begin
      token = request.authorization.to_s[/\ABearer (\S+)\z/, 1]
      token && UserDirectory.user_for(token)
    end
  end

  def authenticate_user!
    render json: { error: "unauthenticated" }, status: :unauthorized unless current_user
  end

  def human_plugin_failed(error)
    logger.warn("Human Plugin failed: #{error.message}")
    render json: { error: "identity_service_unavailable" }, status: :bad_gateway
  end

  def bad_request(error)
    render json: { error: "bad_request", detail: error.message }, status: :bad_request
  end
end
