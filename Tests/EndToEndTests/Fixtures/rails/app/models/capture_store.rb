# The captures this process started, by Human Plugin id, with the app user who owns each.
# In memory: one Puma process (config/puma.rb), its threads sharing this store.
class CaptureStore
  Capture = Struct.new(:id, :owner, :correlation_id, :document_type, keyword_init: true)

  def self.instance
    @instance ||= new
  end

  def initialize
    @captures = {}
    @lock = Mutex.new
  end

  def record(capture)
    @lock.synchronize { @captures[capture.id] = capture }
  end

  def find(id)
    @lock.synchronize { @captures[id] }
  end
end
