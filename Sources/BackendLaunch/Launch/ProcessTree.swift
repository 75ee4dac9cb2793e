#if canImport(Glibc)
import ConformanceBasics
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

/// Everything a program the kit started may leave running: its leader, its process group, and
/// any process that still holds one of the pipes the kit gave it. A child started with `setsid`
/// (or any daemonising double fork) leaves the group but keeps the standard output it inherited;
/// it is found by that pipe and ended with the rest. A process that closed every inherited pipe
/// and left the group is beyond reach (docs/ADAPTER.md says so).
struct ProcessTree: Sendable {
    let child: ChildProcess
    let group: ProcessGroup
    /// The inode numbers of the pipes shared with the program (read from the kit's own ends).
    private let pipes: Set<UInt64>

    /// The tree of `child`, whose group it leads, holding the pipes of the kit's descriptors `ends`
    /// (to be called while those descriptors are open).
    init(child: ChildProcess, ends: [Int32]) {
        self.child = child
        group = ProcessGroup(id: child.pid)
        var inodes: Set<UInt64> = []
        for fd in ends {
            var info = stat()
            if fstat(fd, &info) == 0 { inodes.insert(UInt64(info.st_ino)) }
        }
        pipes = inodes
    }

    /// Live processes outside the group that hold one of the pipes (Linux `/proc`; empty elsewhere).
    var stragglers: [pid_t] {
        #if os(Linux)
        guard !pipes.isEmpty, let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        let own = getpid()
        var found: [pid_t] = []
        for entry in entries where entry.first?.isNumber == true {
            guard let pid = pid_t(entry), pid != own, let stat = ProcFiles.stat(of: entry),
                stat.group != group.id, stat.state != "Z", stat.state != "X", ProcFiles.holds(pid, "pipe", anyOf: pipes)
            else { continue }
            found.append(pid)
        }
        return found
        #else
        return []
        #endif
    }

    /// Whether nothing of the tree runs: the leader exited, the group is empty, no one holds a pipe.
    var hasEnded: Bool { !child.isRunning && !group.hasLiveMembers && stragglers.isEmpty }

    /// Sends `signal` to the group, the leader (in case it left its group) and every straggler.
    func signal(_ signal: Int32) {
        group.signal(signal)
        if child.isRunning { kill(child.pid, signal) }
        for pid in stragglers { kill(pid, signal) }
    }

    /// SIGTERM to the whole tree, `graceSeconds` for it to end, then SIGKILL and up to a second more.
    func terminate(graceSeconds: Double) {
        guard !hasEnded else { return }
        signal(SIGTERM)
        if !ProcessGroup.poll(for: graceSeconds, until: { hasEnded }) {
            signal(SIGKILL)
            _ = ProcessGroup.poll(for: 1) { hasEnded }
        }
    }
}
