require_relative "boot"

require "rails"
require "action_controller/railtie"
require_relative "../lib/fault"

module KycApi
  # An API-only back-end for the iOS app's identity capture through Human Plugin.
  class Application < Rails::Application
    config.load_defaults 6.1
    config.api_only = true

    # Human Plugin: where it is, how we authenticate, who we are, and where the capture returns to.
    config.x.human_plugin.base_url = ENV.fetch("HUMAN_PLUGIN_BASE_URL", "http://127.0.0.1:8099")
    config.x.human_plugin.token = ENV["HUMAN_PLUGIN_TOKEN"]
    config.x.human_plugin.client_id = ENV.fetch("HUMAN_PLUGIN_CLIENT_ID", "client-a")
    config.x.human_plugin.callback_uri = "#{ENV.fetch('APP_URL_SCHEME', 'com.example.kyc')}://callback"
    # The app waits 10 s for an answer: give up on Human Plugin well before that.
    config.x.human_plugin.timeout_seconds = Float(ENV.fetch("HUMAN_PLUGIN_TIMEOUT_SECONDS", "4"))
  end
end
