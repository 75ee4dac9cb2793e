import ConformanceBasics
import Dispatch

/// Calls an adapter's asynchronous `perform` from the driver's synchronous journey threads.
enum AdapterBridge {
    /// The adapter's reply or error, or nil when none came within `seconds` (the task is left to end on its own).
    ///
    /// The adapter runs on threads of its own (`ThreadPerJobExecutor`), not on Swift's cooperative
    /// pool: a partner's adapter may block in a synchronous client for a whole hang scenario, and
    /// with scenarios played at once a pool of one thread per core would leave the other journeys'
    /// steps waiting past their deadline behind it.
    package static func perform(_ adapter: any AppAdapter, _ step: AdapterStep, seconds: Double) -> Result<AdapterReply, any Error>? {
        run(seconds: seconds) { try await adapter.perform(step) }
    }

    /// The adapter's login reply (nil inside: it has no login step) or error, or nil when none came within `seconds`.
    package static func logIn(_ adapter: any AppAdapter, _ login: AdapterLogin, seconds: Double) -> Result<AdapterReply?, any Error>? {
        run(seconds: seconds) { try await adapter.logIn(login) }
    }

    private static func run<Value: Sendable>(
        seconds: Double, _ work: @escaping @Sendable () async throws -> Value
    ) -> Result<Value, any Error>? {
        let outcome = PlainMutex<Result<Value, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached(executorPreference: ThreadPerJobExecutor.shared) {
            let result: Result<Value, any Error>
            do { result = .success(try await work()) } catch { result = .failure(error) }
            outcome.withLock { $0 = result }
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return outcome.withLock { $0 }
    }
}

/// Runs each job of an adapter's task on a new detached thread, so a job that blocks holds its own
/// thread only. A step is a few jobs, a run a few hundred steps: the threads are short-lived.
final class ThreadPerJobExecutor: TaskExecutor {
    package static let shared = ThreadPerJobExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        if !DetachedThread.start(name: "hp-app-adapter", { job.runSynchronously(on: executor) }) {
            // No thread to be had: run it on a Dispatch thread rather than lose the step.
            DispatchQueue.global().async { job.runSynchronously(on: executor) }
        }
    }
}
