#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts detached POSIX threads with a chosen stack size (what Foundation's `Thread` offers,
/// without the full Foundation), so a thousand connection or journey threads stay small.
public enum DetachedThread {
    private final class Body {
        let name: String
        let run: @Sendable () -> Void
        init(name: String, run: @escaping @Sendable () -> Void) {
            self.name = name
            self.run = run
        }
    }

    /// Runs `body` on a new detached thread, named `name` where the C library lets Swift name it
    /// (Darwin; Glibc's `pthread_setname_np` is not visible to Swift).
    /// Returns false when the system refuses a thread (the body then never runs).
    @discardableResult
    public static func start(name: String, stackSize: Int = 512 * 1024, _ body: @escaping @Sendable () -> Void) -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, max(stackSize, 64 * 1024))
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let context = Unmanaged.passRetained(Body(name: name, run: body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(
            &thread, &attributes,
            { raw in
                #if canImport(Darwin)
                let body = Unmanaged<Body>.fromOpaque(raw).takeRetainedValue()
                pthread_setname_np(String(body.name.utf8.prefix(15)) ?? "")
                #else
                let body = Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue()
                #endif
                body.run()
                return nil
            }, context)
        if status != 0 {
            Unmanaged<Body>.fromOpaque(context).release()
            return false
        }
        return true
    }
}
