import Synchronization

/// A log an in-process back-end writes to, for HP-LOG-NO-SECRETS to search: hand `write` to the
/// back-end's logging (a swift-log handler, a print replacement) and `contents` to
/// `InProcessBackend(baseURL:log:stop:)`. Safe from any thread; keeps the last `limit` bytes.
public final class BackendLogSink: Sendable {
    /// The most bytes kept: the newest ones.
    public static let limit = 16 << 20
    private let bytes = Mutex<[UInt8]>([])

    /// An empty log.
    public init() {}

    /// Appends `text` and a line break (when `text` does not end with one).
    public func write(_ text: String) {
        var line = Array(text.utf8)
        if line.last != UInt8(ascii: "\n") { line.append(UInt8(ascii: "\n")) }
        bytes.withLock { kept in
            kept += line
            if kept.count > Self.limit { kept.removeFirst(kept.count - Self.limit) }
        }
    }

    /// Everything kept so far.
    public var contents: [UInt8] { bytes.withLock { $0 } }
}
