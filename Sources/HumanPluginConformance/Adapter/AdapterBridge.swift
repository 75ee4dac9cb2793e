import Dispatch

/// Calls an adapter's asynchronous `perform` from the driver's synchronous journey threads.
enum AdapterBridge {
    /// The adapter's reply or error, or nil when none came within `seconds` (the task is left to end on its own).
    static func perform(_ adapter: any AppAdapter, _ step: AdapterStep, seconds: Double) -> Result<AdapterReply, any Error>? {
        let outcome = PlainMutex<Result<AdapterReply, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            let result: Result<AdapterReply, any Error>
            do { result = .success(try await adapter.perform(step)) } catch { result = .failure(error) }
            outcome.withLock { $0 = result }
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return outcome.withLock { $0 }
    }
}
