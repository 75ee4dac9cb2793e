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
    /// Why the back-end's output could not be read (its log file), for the run's log; nil when read or not asked.
    var outputProblem: String? { get }
}

extension BackendSession {
    public var keepsOutput: Bool { false }
    /// The back-end's output when the kit launched it, else nil.
    var launchedOutput: [UInt8]? { keepsOutput ? capturedOutput : nil }
}

/// A back-end the partner runs themselves (attach mode), with the log file it writes when the
/// configuration names one (`backend.logFile`): then its output is what it wrote there during the
/// run, and a log that could not be read is no output at all (the log rule is not judged).
public struct AttachedBackend: BackendSession {
    public let baseURL: String
    let logFile: BackendLogFile?

    public init(baseURL: String) {
        self.init(baseURL: baseURL, logFile: nil)
    }

    package init(baseURL: String, logFile: BackendLogFile?) {
        self.baseURL = baseURL
        self.logFile = logFile
    }

    public var capturedOutput: [UInt8] { logFile?.kept ?? [] }
    public var keepsOutput: Bool { logFile?.kept != nil }
    public var droppedOutputBytes: Int { logFile?.skipped ?? 0 }
    public var outputProblem: String? { logFile?.problem("backend.logFile") }
    public func stop() {}
}

extension BackendSession {
    public var droppedOutputBytes: Int { 0 }
    public var outputProblem: String? { nil }
}
