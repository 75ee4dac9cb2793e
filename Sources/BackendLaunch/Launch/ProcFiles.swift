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

/// What Linux's `/proc` says of a process: its state, group and start time (`stat`), and the
/// pipes and sockets its descriptors hold (`fd/`). Nil or false where it cannot be read.
enum ProcFiles {
    /// The fields of `/proc/<pid>/stat` the launcher reads.
    struct Stat {
        var state: Character
        var group: pid_t
        /// When the process started, in clock ticks since boot.
        var startTicks: UInt64?
    }

    /// `/proc/<pid>/stat`, read after the command name (which may itself hold spaces and parentheses).
    static func stat(of pid: String) -> Stat? {
        guard let bytes = try? RegularFile.read("/proc/\(pid)/stat", limit: 64 << 10),
            let text = String(validating: bytes, as: UTF8.self),
            let close = text.lastIndex(of: ")")
        else { return nil }
        // After the command name: the state is field 3, the group field 5, the start time field 22.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 3, let state = fields[0].first, let group = pid_t(fields[2]) else { return nil }
        return Stat(state: state, group: group, startTicks: fields.count > 19 ? UInt64(fields[19]) : nil)
    }

    /// Whether one of `pid`'s descriptors is a `kind` (`pipe`, `socket`) whose inode is in `inodes`.
    static func holds(_ pid: pid_t, _ kind: String, anyOf inodes: Set<UInt64>) -> Bool {
        guard !inodes.isEmpty, let fds = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd") else { return false }
        let prefix = kind + ":["
        var target = [CChar](repeating: 0, count: 64)
        for fd in fds {
            let n = readlink("/proc/\(pid)/fd/\(fd)", &target, target.count - 1)
            guard n > prefix.utf8.count else { continue }
            let text = String(decoding: target[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix(prefix), text.hasSuffix("]"), let inode = UInt64(text.dropFirst(prefix.count).dropLast()) else { continue }
            if inodes.contains(inode) { return true }
        }
        return false
    }
}
