# The app's identity capture: start it (Human Plugin creates the process), then, once the browser
# session returned (or the person closed it), ask for the outcome, which this back-end reads from
# Human Plugin itself.
class CapturesController < ApplicationController
  before_action :authenticate_user!
  before_action :load_own_capture, only: :ended

  DOCUMENT_TYPE = /\A[A-Z][A-Z0-9_]{0,63}\z/
  DOCUMENT_NUMBER = /\A[0-9A-Za-z]{1,32}\z/

  # POST /api/captures {document_type, document_number} => 201 {id, link}
  def create
    document_type = params.require(:document_type).to_s
    document_number = params.require(:document_number).to_s
    unless document_type.match?(DOCUMENT_TYPE) && document_number.match?(DOCUMENT_NUMBER)
      return render(json: { error: "invalid_document" }, status: :unprocessable_entity)
    end

    correlation_id = "kyc-#{SecureRandom.uuid}"
    process = human_plugin.create_process(document_type: document_type, document_number: document_number,
                                          correlation_id: correlation_id)
    CaptureStore.instance.record(CaptureStore::Capture.new(id: process.id, owner: current_user,
                                                            correlation_id: correlation_id, document_type: document_type))
    logger.info("capture #{process.id} started (#{correlation_id})")
    answer = { id: process.id, link: process.link }
    answer[:document] = { type: document_type, number: document_number } if Fault.on?(:leak_document_in_start)
    render json: answer, status: :created
  end

  # POST /api/captures/:id/ended {status: "ended" | "cancelled" | ...} => 200 {id, outcome}
  # The app's status is a hint for the log only: the outcome comes from Human Plugin's read.
  def ended
    if Fault.on?(:trust_app_claim) && params[:status] == "success"
      return render(json: { id: @capture.id, outcome: "approved" })
    end

    state, result = human_plugin.read_process(@capture.id)
    outcome = Outcome.for(state, result)
    logger.info("capture #{@capture.id} ended: #{outcome} (app said #{params[:status].to_s.first(20).inspect})")
    render json: { id: @capture.id, outcome: outcome }
  end

  private

  def load_own_capture
    @capture = CaptureStore.instance.find(params[:id].to_s)
    return if @capture && (@capture.owner == current_user || Fault.on?(:no_ownership_check))

    render json: { error: "not_found" }, status: :not_found
  end

  def human_plugin
    @human_plugin ||= HumanPluginClient.new
  end
end
