#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a plain `pthread_mutex_t`, for state touched on every request.
///
/// `Synchronization.Mutex` on Linux spins and then falls back to priority-inheritance futexes; with
/// dozens of connection threads on a couple of cores, a holder that gets preempted makes every other
/// thread spin. A plain mutex sleeps at once, which is what an oversubscribed thread-per-connection
/// server wants. Same `withLock` shape as `Mutex`.
public final class PlainMutex<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always)
    public func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
