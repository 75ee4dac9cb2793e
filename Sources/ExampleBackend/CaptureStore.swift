import Synchronization

/// What the back-end remembers about one process it created.
struct CaptureRecord: Sendable, Equatable {
    /// The Human Plugin process id from the 201.
    var id: String
    /// The app user that started the capture; only they may end it.
    var owner: String
    /// The back-end's own reference sent as `correlationId` (nil when a fault left it out).
    var correlationId: String?
    /// The document type the create asked for.
    var documentType: String = ""
}

/// The processes this back-end created, by Human Plugin id, behind a mutex.
final class CaptureStore: Sendable {
    private struct State {
        var records: [String: CaptureRecord] = [:]
        /// Only used by the `shared-last-process` fault: the last id created, for anyone.
        var lastCreatedId: String?
        /// Only used by the `document-type-slot` fault: the last id created of each document type, for anyone.
        var lastCreatedByType: [String: String] = [:]
    }

    private let state = Mutex(State())

    init() {}

    /// Remembers a created process.
    func remember(_ record: CaptureRecord) {
        state.withLock {
            $0.records[record.id] = record
            $0.lastCreatedId = record.id
            $0.lastCreatedByType[record.documentType] = record.id
        }
    }

    /// The record for `id`, whoever owns it.
    func record(for id: String) -> CaptureRecord? {
        state.withLock { $0.records[id] }
    }

    /// The last process created by anyone (the `shared-last-process` fault's global).
    var lastCreatedId: String? {
        state.withLock { $0.lastCreatedId }
    }

    /// The last process created of `documentType` by anyone (the `document-type-slot` fault's slot).
    func lastCreatedId(ofType documentType: String) -> String? {
        state.withLock { $0.lastCreatedByType[documentType] }
    }

    /// How many processes are remembered.
    var count: Int {
        state.withLock { $0.records.count }
    }
}
