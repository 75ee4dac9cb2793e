import ConformanceBasics
import Foundation
import Testing

@testable import BackendLaunch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The pieces of launch mode's supervision, in process: a group started with default signal
/// dispositions, stopped as a whole with whatever holds its pipes, and a watchdog that takes it down when its pipe closes.
@Suite("Launch supervision: spawn, process group, watchdog", .serialized)
struct LaunchSupervisionTests {
    /// Starts `script` under `/bin/sh` in a session of its own.
    func spawnShell(_ script: String, directory: String? = nil, output: Int32? = nil) throws -> (ChildProcess, ProcessGroup) {
        let request = Spawn.Request(
            executable: "/bin/sh", arguments: ["/bin/sh", "-c", script], environment: ["PATH": "/usr/bin:/bin"],
            workingDirectory: directory, newSession: true, input: .null,
            output: output.map(Spawn.Stream.descriptor) ?? .null, error: .null)
        guard case let .success(pid) = Spawn.start(request) else { throw SpawnFailure(code: errno) }
        return (ChildProcess(pid: pid), ProcessGroup(id: pid))
    }

    @Test("a child gets SIGTERM's default action even though the kit ignores it, and leads its own group")
    func defaultSignalsAndOwnGroup() throws {
        let previous = signal(SIGTERM, SIG_IGN)
        defer { signal(SIGTERM, previous) }
        let (child, group) = try spawnShell("sleep 30 & wait")
        #expect(ProcessGroup.poll(for: 2) { group.hasLiveMembers })
        #expect(getpgid(child.pid) == child.pid, "the child leads a process group of its own")
        group.signal(SIGTERM)
        #expect(ProcessGroup.poll(for: 5) { !child.isRunning && !group.hasLiveMembers }, "SIGTERM ended the shell and its background job")
        #expect(child.exitStatus == 128 + SIGTERM)
    }

    @Test("the working directory and the output descriptor reach the child")
    func directoryAndOutput() throws {
        let pipe = try #require(Spawn.pipe())
        let (child, _) = try spawnShell("pwd", directory: "/usr", output: pipe.write)
        Spawn.close(pipe.write)
        var bytes = [UInt8](repeating: 0, count: 256)
        let n = read(pipe.read, &bytes, bytes.count)
        Spawn.close(pipe.read)
        #expect(String(decoding: bytes.prefix(max(n, 0)), as: UTF8.self) == "/usr\n")
        #expect(ProcessGroup.poll(for: 5) { !child.isRunning })
        #expect(child.exitStatus == 0)
    }

    @Test("when the watchdog's pipe closes (as when the kit dies), it takes the whole group down")
    func watchdogTakesGroupDown() throws {
        // A wrapper without exec whose grandchild ignores SIGTERM: the watchdog must end up using SIGKILL.
        let (child, group) = try spawnShell("sh -c 'trap \"\" TERM; sleep 30' & wait")
        #expect(ProcessGroup.poll(for: 2) { group.hasLiveMembers })
        let watchdog = try #require(GroupWatchdog(for: group))
        let clock = ContinuousClock()
        let started = clock.now
        watchdog.release(waiting: 5)
        #expect(ProcessGroup.poll(for: 3) { !group.hasLiveMembers }, "nothing of the group is left")
        #expect(clock.now - started < .seconds(5))
        _ = child.exitStatus
    }

    @Test("a child that left the group for a session of its own but holds the output is found by that pipe and ended")
    func treeFindsSessionChild() throws {
        let pipe = try #require(Spawn.pipe())
        let (child, group) = try spawnShell("setsid sleep 30 & exit 0", output: pipe.write)
        Spawn.close(pipe.write)
        defer { Spawn.close(pipe.read) }
        let tree = ProcessTree(child: child, ends: [pipe.read])
        #expect(ProcessGroup.poll(for: 5) { !child.isRunning && !group.hasLiveMembers }, "the leader exited, its group is empty")
        #expect(ProcessGroup.poll(for: 5) { tree.stragglers.count == 1 }, "the session child holding the output: \(tree.stragglers)")
        let held = tree.stragglers
        #expect(!tree.hasEnded, "the tree runs while something holds its output")
        tree.terminate(graceSeconds: 2)
        #expect(tree.hasEnded)
        for pid in held { #expect(ProcessGroup.poll(for: 2) { kill(pid, 0) != 0 || ProcFiles.stat(of: String(pid))?.state == "Z" }) }
    }

    @Test("a second exit check of a reaped child keeps its status")
    func reapedOnce() throws {
        let (child, _) = try spawnShell("exit 7")
        #expect(ProcessGroup.poll(for: 5) { !child.isRunning })
        #expect(child.exitStatus == 7)
        #expect(child.exitStatus == 7)
    }
}
