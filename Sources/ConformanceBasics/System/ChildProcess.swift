import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process of the kit, reaped without ever blocking.
package final class ChildProcess: Sendable {
    package let pid: pid_t
    private let status = Mutex<Int32?>(nil)

    package init(pid: pid_t) { self.pid = pid }

    /// The exit status once the child has ended (reaping it), nil while it runs.
    package var exitStatus: Int32? {
        status.withLock { known in
            if let known { return known }
            var raw: Int32 = 0
            let rc = waitpid(pid, &raw, WNOHANG)
            guard rc == pid else {
                // ECHILD: someone else reaped it; it has ended all the same.
                if rc < 0 && errno == ECHILD { known = -1 }
                return known
            }
            let low = raw & 0x7f
            known = low == 0 ? (raw >> 8) & 0xff : 128 + low
            return known
        }
    }

    package var isRunning: Bool { exitStatus == nil }
}

extension ChildProcess {
    /// Waits until the child ends or `seconds` pass, polling every 20 ms; a child still running
    /// then is killed (SIGKILL) and reaped. Returns its exit status (128 + n: ended by signal n),
    /// or nil when it had to be killed.
    package func exitStatus(within seconds: Double) -> Int32? {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            if let status = exitStatus { return status }
            usleep(20_000)
        }
        if let status = exitStatus { return status }
        kill(pid, SIGKILL)
        let grace = ContinuousClock.now + .seconds(1)
        while exitStatus == nil && ContinuousClock.now < grace { usleep(20_000) }
        return nil
    }
}
