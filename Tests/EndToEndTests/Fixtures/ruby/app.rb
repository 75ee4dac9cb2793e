# A partner's KYC back-end for the Human Plugin iOS capture, in the "201 Created + Location" style,
# written with Sinatra on WEBrick (Debian: ruby, ruby-sinatra, ruby-webrick) and Net::HTTP.
#
# App-facing API (the app user comes in X-App-User):
#   POST  /api/v1/kyc-sessions        Idempotency-Key; {"document": {"type", "number"}}
#                                      -> 201, Location: /api/v1/kyc-sessions/<id>,
#                                         {"status": "created", "_links": {"self": {"href"}, "capture": {"href"}}}
#                                         (a repeated Idempotency-Key answers the same session again)
#   PATCH /api/v1/kyc-sessions/<id>   {"captureStatus": "ended"} -> 204; Human Plugin is read in the background
#   GET   /api/v1/kyc-sessions/<id>   -> 200 {"id", "status"}: processing, then approved, rejected, failed,
#                                         expired or pending
#   GET   /health                     -> 200
# Errors are RFC 9457 problem details (application/problem+json) with the HTTP status.
#
# Environment: PORT, HUMAN_PLUGIN_BASE_URL, HUMAN_PLUGIN_TOKEN, HP_CLIENT_ID, APP_SCHEME, and
# KYC_FAULT (planted faults, for the kit's own tests; comma-separated): no-ownership-check,
# trust-app-claim, read-error-as-rejected, leak-document-in-problem.

require 'erb'
require 'json'
require 'net/http'
require 'securerandom'
require 'sinatra/base'
require 'uri'
require 'webrick'

HP_URL = ENV.fetch('HUMAN_PLUGIN_BASE_URL', 'http://127.0.0.1:8099')
HP_TOKEN = ENV.fetch('HUMAN_PLUGIN_TOKEN', '')
HP_CLIENT_ID = ENV.fetch('HP_CLIENT_ID', 'client-a')
APP_SCHEME = ENV.fetch('APP_SCHEME', 'com.example.capture')
# Below the app's patience: a Human Plugin that never answers is reported in time.
UPSTREAM_TIMEOUT = 3
KNOWN_FAULTS = %w[no-ownership-check trust-app-claim read-error-as-rejected leak-document-in-problem].freeze
FAULTS = ENV.fetch('KYC_FAULT', '').split(',').map(&:strip).reject(&:empty?)
unknown = FAULTS - KNOWN_FAULTS
abort "unknown KYC_FAULT #{unknown.join(', ')} (known: #{KNOWN_FAULTS.join(', ')})" unless unknown.empty?

OUTCOMES = {
  %w[PROCESS_STATE_FINISHED PROCESS_RESULT_OK] => 'approved',
  %w[PROCESS_STATE_FINISHED PROCESS_RESULT_INVALID_IDENTITY] => 'rejected',
  %w[PROCESS_STATE_FAILED PROCESS_RESULT_ERROR] => 'failed',
  %w[PROCESS_STATE_FAILED PROCESS_RESULT_EXPIRED] => 'expired',
  %w[PROCESS_STATE_CREATED PROCESS_RESULT_UNSPECIFIED] => 'pending'
}.freeze

# Sessions by Human Plugin id, and answers by idempotency key; one lock for both.
class Store
  Session = Struct.new(:id, :owner, :link, :status, :problem, keyword_init: true)

  def initialize
    @lock = Mutex.new
    @sessions = {}
    @keys = {}
  end

  def add(session, key)
    @lock.synchronize do
      @sessions[session.id] = session
      @keys[key] = session.id if key
    end
  end

  def by_key(key) = @lock.synchronize { @keys[key] && @sessions[@keys[key]] }
  def get(id) = @lock.synchronize { @sessions[id]&.dup }

  def update(id, **changes)
    @lock.synchronize do
      session = (@sessions[id] ||= Session.new(id: id))
      changes.each { |name, value| session[name] = value }
    end
  end
end

# Calls to Human Plugin: bearer token, bounded in time, never retried.
module HumanPlugin
  class Unavailable < StandardError; end

  def self.call(request)
    uri = URI(HP_URL)
    request['Authorization'] = "Bearer #{HP_TOKEN}"
    http = Net::HTTP.new(uri.host, uri.port)
    http.open_timeout = UPSTREAM_TIMEOUT
    http.read_timeout = UPSTREAM_TIMEOUT
    http.max_retries = 0
    http.start { |connection| connection.request(request) }
  rescue Net::OpenTimeout, Net::ReadTimeout, SystemCallError, IOError, EOFError
    raise Unavailable
  end

  def self.path(suffix) = URI(HP_URL).path.chomp('/') + suffix

  def self.create(type, number)
    request = Net::HTTP::Post.new(path('/v1/processes'), 'Content-Type' => 'application/json')
    request.body = JSON.generate(
      flow: 'humantoken', clientId: HP_CLIENT_ID, correlationId: "kyc-#{SecureRandom.uuid}",
      credential: { type: type, value: number }, callbackUri: "#{APP_SCHEME}://callback"
    )
    call(request)
  end

  def self.read(id) = call(Net::HTTP::Get.new(path("/v1/processes/#{ERB::Util.url_encode(id)}")))
end

class KycApp < Sinatra::Base
  STORE = Store.new

  set :server, 'webrick'
  set :bind, '127.0.0.1'
  set :port, Integer(ENV.fetch('PORT', '4567'))
  set :environment, :production
  set :show_exceptions, false
  set :raise_errors, false
  set :server_settings, { AccessLog: [], Logger: WEBrick::Log.new($stdout, WEBrick::Log::WARN) }

  helpers do
    def problem(status, title, detail = nil)
      content_type 'application/problem+json'
      halt status, JSON.generate({ type: 'about:blank', title: title, status: status, detail: detail }.compact)
    end

    def user
      name = request.env['HTTP_X_APP_USER'].to_s
      problem(401, 'Unauthorized', 'X-App-User is required') if name.empty?
      name
    end

    def json_body
      JSON.parse(request.body.read)
    rescue JSON::ParserError
      problem(400, 'Bad Request', 'the body is not JSON')
    end

    def owned(id)
      session = STORE.get(id)
      return session || Store::Session.new(id: id) if FAULTS.include?('no-ownership-check')
      problem(404, 'Not Found', 'no such KYC session') unless session && session.owner == user
      session
    end

    def location(id) = "/api/v1/kyc-sessions/#{ERB::Util.url_encode(id)}"

    def created(session)
      headers 'Location' => location(session.id)
      content_type 'application/hal+json'
      status 201
      JSON.generate(status: 'created', _links: { self: { href: location(session.id) }, capture: { href: session.link } })
    end
  end

  get('/health') { 'ok' }

  post '/api/v1/kyc-sessions' do
    owner = user
    key = request.env['HTTP_IDEMPOTENCY_KEY'].to_s
    problem(400, 'Bad Request', 'Idempotency-Key is required') if key.empty?
    if (earlier = STORE.by_key([owner, key]))
      return created(earlier)
    end
    document = json_body['document']
    type = document.is_a?(Hash) ? document['type'] : nil
    number = document.is_a?(Hash) ? document['number'] : nil
    problem(422, 'Unprocessable Content', 'document.type and document.number are required') unless type.is_a?(String) && number.is_a?(String) && !number.empty?
    # Planted fault "leak-document-in-problem": the failure's detail repeats the document.
    about = FAULTS.include?('leak-document-in-problem') ? " for document #{number}" : ''
    begin
      answer = HumanPlugin.create(type, number)
    rescue HumanPlugin::Unavailable
      problem(504, 'Gateway Timeout', "the verification service did not answer#{about}")
    end
    process = answer.code == '201' ? (JSON.parse(answer.body) rescue nil) : nil
    id = process.is_a?(Hash) ? process['id'] : nil
    link = process.is_a?(Hash) ? process['link'] : nil
    unless id.is_a?(String) && !id.empty? && link.is_a?(String) && !link.empty?
      problem(502, 'Bad Gateway', "the verification service refused the session#{about}")
    end
    session = Store::Session.new(id: id, owner: owner, link: link, status: 'created')
    STORE.add(session, [owner, key])
    created(session)
  end

  patch '/api/v1/kyc-sessions/:id' do
    session = owned(params['id'])
    claim = json_body['captureStatus']
    # Planted fault "trust-app-claim": the app's word is taken for the result.
    if FAULTS.include?('trust-app-claim') && claim == 'success'
      STORE.update(session.id, status: 'approved', problem: nil)
      return 204
    end
    STORE.update(session.id, status: 'processing', problem: nil)
    Thread.new(session.id) { |id| settle(id) }
    204
  end

  get '/api/v1/kyc-sessions/:id' do
    session = owned(params['id'])
    problem(session.problem[0], session.problem[1], session.problem[2]) if session.problem
    content_type 'application/json'
    JSON.generate(id: session.id, status: session.status || 'processing')
  end

  not_found { problem(404, 'Not Found') unless response.body.any? { |part| part.to_s.start_with?('{') } }
  error { problem(500, 'Internal Server Error') }

  # Reads Human Plugin and records the outcome, or the problem the app will be told.
  def self.settle(id)
    answer = HumanPlugin.read(id)
    process = answer.code == '200' ? ((JSON.parse(answer.body) rescue nil) || {})['process'] : nil
    outcome = process.is_a?(Hash) ? OUTCOMES[[process['state'], process['result']]] : nil
    if outcome
      STORE.update(id, status: outcome)
    elsif FAULTS.include?('read-error-as-rejected')
      # Planted fault: a failed read is reported as a rejected identity.
      STORE.update(id, status: 'rejected')
    else
      STORE.update(id, status: 'failed-read', problem: [502, 'Bad Gateway', 'the verification service could not be read'])
    end
  rescue HumanPlugin::Unavailable
    STORE.update(id, status: 'failed-read', problem: [504, 'Gateway Timeout', 'the verification service did not answer'])
  rescue StandardError => e
    warn "settle failed: #{e.class}"
    STORE.update(id, status: 'failed-read', problem: [500, 'Internal Server Error', nil])
  end

  def settle(id) = self.class.settle(id)
end

$stdout.sync = true
puts "ruby back-end listening on http://127.0.0.1:#{KycApp.settings.port} (Human Plugin #{HP_URL}, faults: #{FAULTS.empty? ? 'none' : FAULTS.join(', ')})"
KycApp.run!
