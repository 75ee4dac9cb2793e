#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Sleeps the calling thread (what `Thread.sleep(forTimeInterval:)` does without the full Foundation).
public enum Pause {
    /// Sleeps for `seconds` (nothing for zero or less), resuming after signals until the time is up.
    public static func seconds(_ seconds: Double) {
        guard seconds > 0, seconds.isFinite else { return }
        let whole = seconds.rounded(.down)
        var request = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) == -1 && errno == EINTR {
            request = remaining
        }
    }
}
