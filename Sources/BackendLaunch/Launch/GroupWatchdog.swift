import ConformanceBasics
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Takes a launched back-end's process group down when the kit ends in a way it cannot handle
/// (SIGKILL, the OOM killer, a crash): a tiny `/bin/sh` in a session of its own waits for the end
/// of a pipe whose only writer is the kit. The kernel closes that pipe whenever the kit ends,
/// however it ends; the watchdog then sends SIGTERM to the group, and SIGKILL after a second.
/// It ignores SIGINT, SIGTERM and SIGHUP, and being in its own session it survives a signal sent
/// to the kit's whole process group (as CI runners do when a job is cancelled).
final class GroupWatchdog: Sendable {
    package let pid: pid_t
    private let lifeline: Mutex<Int32>
    private let child: ChildProcess

    package static let script = """
        trap '' INT TERM HUP
        while read -r _; do :; done
        kill -s TERM -- "-$1" 2>/dev/null || exit 0
        i=0
        while [ "$i" -lt 10 ] && kill -s 0 -- "-$1" 2>/dev/null; do sleep 0.1; i=$((i+1)); done
        kill -s KILL -- "-$1" 2>/dev/null
        exit 0
        """

    /// Starts a watchdog for `group`; nil when `/bin/sh` cannot be started.
    init?(for group: ProcessGroup) {
        guard let pipe = Spawn.pipe() else { return nil }
        let request = Spawn.Request(
            executable: "/bin/sh",
            arguments: ["/bin/sh", "-c", Self.script, "hp-conformance-watchdog", String(group.id)],
            environment: ["PATH": "/usr/bin:/bin"], workingDirectory: "/", newSession: true,
            input: .descriptor(pipe.read))
        let started = Spawn.start(request)
        Spawn.close(pipe.read)
        guard case let .success(pid) = started else {
            Spawn.close(pipe.write)
            return nil
        }
        self.pid = pid
        lifeline = Mutex(pipe.write)
        child = ChildProcess(pid: pid)
    }

    /// The kit has stopped the group itself: close the pipe (the watchdog finds the group gone and
    /// exits) and reap the watchdog, waiting at most `seconds`.
    func release(waiting seconds: Double = 2) {
        let fd = lifeline.withLock { fd in
            defer { fd = -1 }
            return fd
        }
        Spawn.close(fd)
        _ = ProcessGroup.poll(for: seconds) { !child.isRunning }
    }
}
