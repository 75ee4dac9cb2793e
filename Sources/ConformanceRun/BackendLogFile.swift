import ConformanceBasics
import Synchronization

/// The log file of a back-end the kit did not start (`backend.logFile`), followed during a run:
/// what was written to it after the run began, read once the scenarios are over through the
/// kit's one file opener (`RegularFile`: a regular file only, bounded), its last MiB kept from a
/// line's start. A file that cannot be read then is not an empty log: it leaves the log rule
/// not judged, with the reason.
package final class BackendLogFile: Sendable {
    /// The most of the log kept, as for a launched back-end's output.
    static let keptBytes = 1 << 20

    package let path: String
    /// The file's size when the run began (0 when it did not exist yet).
    private let offset: Int
    private let read = Mutex<Result<(bytes: [UInt8], skipped: Int), RegularFile.Refusal>?>(nil)

    /// Starts following the file at `path` from its present end, or with `wholeFile` from its
    /// start (a back-end in the test's own process, started before it is handed to the kit).
    package init(path: String, wholeFile: Bool = false) {
        self.path = path
        offset = wholeFile ? 0 : RegularFile.identity(path)?.size ?? 0
    }

    /// What was written since the run began and how many bytes before it were left out; read
    /// once, the same answer after.
    package var written: Result<(bytes: [UInt8], skipped: Int), RegularFile.Refusal> {
        read.withLock { known in
            if let known { return known }
            let result = Result { () throws(RegularFile.Refusal) in
                try Self.fromLineStart(RegularFile.tail(path, after: offset, last: Self.keptBytes))
            }
            known = result
            return result
        }
    }

    /// What was written, nil when the file could not be read (no log: the rule is not judged).
    package var kept: [UInt8]? { try? written.get().bytes }

    /// How many bytes before `kept` were left out.
    package var skipped: Int { (try? written.get().skipped) ?? 0 }

    /// Why the file was not read, for the run's log (the file named `label`, as the partner gave
    /// it); nil when it was read.
    package func problem(_ label: String) -> String? {
        guard case let .failure(refusal) = written else { return nil }
        return "\(label) \(path): \(refusal.reason); the back-end's log was not read, so HP-LOG-NO-SECRETS is not judged"
    }

    /// A cut tail begins at its first whole line, so that no fragment of a secret is kept.
    private static func fromLineStart(_ tail: (bytes: [UInt8], skipped: Int)) -> (bytes: [UInt8], skipped: Int) {
        guard tail.skipped > 0 else { return tail }
        guard let newline = tail.bytes.firstIndex(of: UInt8(ascii: "\n")) else { return ([], tail.skipped + tail.bytes.count) }
        return (Array(tail.bytes[(newline + 1)...]), tail.skipped + newline + 1)
    }
}
