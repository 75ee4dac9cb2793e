import Foundation
import Testing

@testable import ConformanceBasics
@testable import ConformanceModel

/// Runs hostile-input work on its own thread under a hard deadline, so that a hang fails the test
/// (with what was being done) instead of hanging the suite. The work's thread is left behind when
/// it overruns; the test has failed by then.
package enum HardDeadline {
    /// The value `work` returns, or nil (and a recorded issue) when it took longer than `seconds`.
    package static func run<T: Sendable>(
        _ what: String, seconds: Double = 30, sourceLocation: Testing.SourceLocation = #_sourceLocation,
        _ work: @escaping @Sendable () -> T
    ) -> T? {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        // The work may recurse (decoders, the lexer's interpolations): a generous stack.
        let started = DetachedThread.start(name: "deadline", stackSize: 8 << 20) {
            box.set(work())
            done.signal()
        }
        guard started else {
            Issue.record("\(what): no thread to run it on", sourceLocation: sourceLocation)
            return nil
        }
        guard done.wait(timeout: .now() + seconds) == .success else {
            Issue.record("\(what): still running after \(Int(seconds)) s (a hang)", sourceLocation: sourceLocation)
            return nil
        }
        return box.get()
    }

    private final class ResultBox<T: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: T?
        func set(_ new: T) {
            lock.lock()
            value = new
            lock.unlock()
        }
        func get() -> T? {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
    }
}
