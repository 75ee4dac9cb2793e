require "net/http"
require "json"

# Human Plugin's process API: create a capture process, read its state back.
class HumanPluginClient
  # Human Plugin failed, timed out or answered outside its contract.
  class Error < StandardError; end

  CreatedProcess = Struct.new(:id, :link, keyword_init: true)

  def initialize(config = Rails.configuration.x.human_plugin)
    @base = URI(config.base_url)
    @token = config.token
    @client_id = config.client_id
    @callback_uri = config.callback_uri
    @timeout = config.timeout_seconds
  end

  # POST /v1/processes: a Journey flow process for this document, returning to the app's scheme.
  def create_process(document_type:, document_number:, correlation_id:)
    body = {
      flow: "humantoken",
      clientId: @client_id,
      correlationId: correlation_id,
      credential: { type: document_type, value: document_number },
      callbackUri: @callback_uri,
    }
    answer = send_request(Net::HTTP::Post.new(path("/v1/processes")), body)
    raise Error, "create answered #{answer.code}" unless answer.code == "201"

    json = parse(answer)
    id, link = json["id"], json["link"]
    raise Error, "create answer without id or link" unless present_string?(id) && present_string?(link)

    CreatedProcess.new(id: id, link: link)
  end

  # GET /v1/processes/{id}: the process's state and result, as Human Plugin reports them.
  def read_process(id)
    answer = send_request(Net::HTTP::Get.new(path("/v1/processes/#{ERB::Util.url_encode(id)}")))
    raise Error, "read answered #{answer.code}" unless answer.code == "200"

    process = parse(answer)["process"]
    raise Error, "read answer without process" unless process.is_a?(Hash)

    [process["state"], process["result"]]
  end

  private

  def path(suffix)
    @base.path.chomp("/") + suffix
  end

  def send_request(request, body = nil)
    request["Authorization"] = "Bearer #{@token}"
    request["Accept"] = "application/json"
    if body
      request["Content-Type"] = "application/json"
      request.body = JSON.generate(body)
    end
    http = Net::HTTP.new(@base.host, @base.port)
    http.use_ssl = @base.scheme == "https"
    http.open_timeout = @timeout
    http.read_timeout = @timeout
    http.write_timeout = @timeout
    http.max_retries = 0 # Net::HTTP retries an idempotent request once by default: never twice the wait.
    http.start { |connection| connection.request(request) }
  rescue Net::OpenTimeout, Net::ReadTimeout, Net::WriteTimeout, SystemCallError, IOError, OpenSSL::SSL::SSLError => e
    raise Error, "Human Plugin unreachable (#{e.class})"
  end

  def parse(answer)
    json = JSON.parse(answer.body.to_s)
    raise Error, "answer is not a JSON object" unless json.is_a?(Hash)

    json
  rescue JSON::ParserError
    raise Error, "answer is not JSON"
  end

  def present_string?(value)
    value.is_a?(String) && !value.empty?
  end
end
