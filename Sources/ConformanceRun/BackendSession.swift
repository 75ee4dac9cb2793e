/// The back-end under test for one run: where it is, and how to let it go afterwards.
public protocol BackendSession: Sendable {
    /// `http://host:port[/prefix]` of the running back-end.
    var baseURL: String { get }
    /// Output the back-end printed, kept with the report (launch mode); empty otherwise.
    var capturedOutput: [UInt8] { get }
    /// How many of the first bytes of its output `capturedOutput` no longer holds (it keeps a bounded tail).
    var droppedOutputBytes: Int { get }
    /// Stops the back-end if the kit started it.
    func stop()
    /// Whether `capturedOutput` is the back-end's whole output (the kit launched it).
    var keepsOutput: Bool { get }
}

extension BackendSession {
    public var keepsOutput: Bool { false }
    /// The back-end's output when the kit launched it, else nil.
    var launchedOutput: [UInt8]? { keepsOutput ? capturedOutput : nil }
}

/// A back-end the partner runs themselves (attach mode).
public struct AttachedBackend: BackendSession {
    public let baseURL: String
    public var capturedOutput: [UInt8] { [] }
    public init(baseURL: String) { self.baseURL = baseURL }
    public func stop() {}
}

extension BackendSession {
    public var droppedOutputBytes: Int { 0 }
}
