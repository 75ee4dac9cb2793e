#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a plain `pthread_mutex_t`, for state touched on every request.
///
/// `Synchronization.Mutex` on Linux spins and then falls back to priority-inheritance futexes; with
/// dozens of connection threads on a couple of cores, a holder that gets preempted makes every other
/// thread spin. A plain mutex sleeps at once, which is what an oversubscribed thread-per-connection
/// server wants. Same `withLock` shape as `Mutex`. Every pthread call's result is checked, as
/// swift-nio's `NIOLock` does: a failure is a programming error and stops the process with the
/// call's name and error, rather than running unguarded. Debug builds use an error-checking
/// mutex, so relocking or unlocking from the wrong thread is caught.
public final class PlainMutex<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        Self.check(pthread_mutexattr_init(&attributes), "pthread_mutexattr_init")
        #if DEBUG
        Self.check(pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK)), "pthread_mutexattr_settype")
        #endif
        Self.check(pthread_mutex_init(mutex, &attributes), "pthread_mutex_init")
        Self.check(pthread_mutexattr_destroy(&attributes), "pthread_mutexattr_destroy")
    }

    deinit {
        Self.check(pthread_mutex_destroy(mutex), "pthread_mutex_destroy")
        mutex.deallocate()
    }

    @inline(__always)
    public func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
        Self.check(pthread_mutex_lock(mutex), "pthread_mutex_lock")
        defer { Self.check(pthread_mutex_unlock(mutex), "pthread_mutex_unlock") }
        return try body(&value)
    }

    @inline(__always)
    private static func check(_ result: Int32, _ call: StaticString) {
        precondition(result == 0, "\(call) failed with error \(result)")
    }
}
