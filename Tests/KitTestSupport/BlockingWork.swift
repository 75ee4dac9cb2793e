import Foundation
import Testing

@testable import ConformanceBasics

/// A trait for suites whose tests block while they wait: a run against a back-end, a launched
/// program, a deadline. Swift Testing runs test bodies on the cooperative thread pool, one thread
/// per core; a body that blocks holds its thread idle, so on two cores two waiting tests stall
/// every other test. Under this trait the bodies run on `BlockingWorkExecutor.shared` instead, a
/// pool of its own wide enough that waiting tests overlap, and bounded so that the work they do
/// between waits does not starve the kit's own deadlines.
package struct BlockingWork: TestTrait, SuiteTrait, TestScoping {
    package var isRecursive: Bool { true }

    package func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withTaskExecutorPreference(BlockingWorkExecutor.shared) { try await function() }
    }
}

extension Trait where Self == BlockingWork {
    /// Runs the tests' bodies on threads of their own, off the cooperative pool (`BlockingWork`).
    package static var blockingWork: Self { BlockingWork() }
}

/// A fixed pool of threads that runs the jobs of tasks preferring it, first come first served.
package final class BlockingWorkExecutor: TaskExecutor, @unchecked Sendable {
    /// Two threads per core, at least four: the tests wait on programs and deadlines about half the
    /// time (measured on two cores), so twice the cores keeps them busy without overloading them.
    package static let shared = BlockingWorkExecutor(width: max(4, 2 * ProcessInfo.processInfo.activeProcessorCount))

    private let condition = NSCondition()
    private var queue: [UnownedJob] = []
    private var head = 0

    private init(width: Int) {
        for index in 0..<width {
            _ = DetachedThread.start(name: "blocking-work-\(index)", stackSize: 8 << 20) { [self] in work() }
        }
    }

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        queue.append(job)
        condition.signal()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while head == queue.count { condition.wait() }
            let job = queue[head]
            head += 1
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            }
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
