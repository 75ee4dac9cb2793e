import ConformanceBasics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A process group the kit started (its leader's pid is its id): signalled as a whole, watched
/// without blocking.
package struct ProcessGroup: Sendable {
    package let id: pid_t

    /// Sends `signal` to every process of the group.
    package func signal(_ signal: Int32) { _ = kill(-id, signal) }

    /// Whether any process of the group is still running. Zombies do not count: a container whose
    /// first process never reaps orphans keeps them, and they hold nothing.
    var hasLiveMembers: Bool {
        guard kill(-id, 0) == 0 else { return false }
        #if os(Linux)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return true }
        for entry in entries where entry.first?.isNumber == true {
            guard let stat = ProcFiles.stat(of: entry) else { continue }
            if stat.group == id && stat.state != "Z" && stat.state != "X" { return true }
        }
        return false
        #else
        return true
        #endif
    }

    /// Polls every 20 ms until `done()` holds or `seconds` pass; returns whether it held.
    package static func poll(for seconds: Double, until done: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while true {
            if done() { return true }
            if ContinuousClock.now >= deadline { return false }
            usleep(20_000)
        }
    }
}
