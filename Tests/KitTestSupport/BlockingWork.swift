import Foundation
import Testing

@testable import ConformanceBasics

/// A trait for suites whose tests block while they wait: a run against a back-end, a launched
/// program, a deadline. Swift Testing runs test bodies on the cooperative thread pool, one thread
/// per core; a body that blocks holds its thread idle, so on two cores two waiting tests stall
/// every other test. Under this trait the bodies run on `BlockingWorkExecutor.shared` instead, a
/// pool of its own beside the cooperative one, so that waiting tests overlap, and bounded so that
/// the work they do between waits does not starve the deadlines of the runs they make.
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
    /// One thread per core, at least two, beside the cooperative pool's own: the tests wait on
    /// programs and deadlines about half the time (measured on two cores), so the two pools keep
    /// the cores busy. Twice as wide overloaded them: a correct back-end launched by a test timed
    /// out on its own upstream call (VarietyBackendTests, in a clean CI run).
    package static let shared = BlockingWorkExecutor(width: max(2, ProcessInfo.processInfo.activeProcessorCount))

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
