import ConformanceBasics
import ConformanceModel
import ConformanceRun
import Dispatch
import HTTP1Codec
import HTTPTransport
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A back-end the kit starts itself (launch mode), supervised like a service manager would: its
/// command runs in a session and process group of its own with the stand-in's URL and token in the
/// environment; its output is kept for the report; stopping signals the whole group (so wrappers
/// such as `bash -c`, `./start.sh` or `npm start` go with what they started): SIGTERM, a grace
/// period, then SIGKILL, every wait bounded; a process that left the group but holds the back-end's
/// output goes too. A watchdog takes the group down if the kit itself is
/// killed. Nothing here ever blocks on a child without a deadline.
public final class LaunchedBackend: BackendSession {
    package let child: ChildProcess
    package var group: ProcessGroup { tree.group }
    /// The back-end, its group and whatever holds its output (a `setsid` or daemonised child).
    private let tree: ProcessTree
    let watchdog: GroupWatchdog?
    /// What the back-end printed; the caller may hand one in to keep it when the launch fails.
    package let output: OutputTail
    private let outputDone = DispatchSemaphore(value: 0)
    private let stopped = Mutex(false)
    /// Signalled once the first `stop()` has finished.
    private let stopFinished = DispatchSemaphore(value: 0)
    public let baseURL: String
    /// Applied to everything of the back-end's that the kit prints (its argv, its last lines).
    package let redactor: Redactor
    /// How long the group has to end after SIGTERM before SIGKILL.
    static let graceSeconds = 3.0
    /// When the back-end's first process started (clock ticks since boot, Linux), to tell its
    /// listeners from a program that held the port before it.
    private let startTicks: UInt64?

    public init(
        launch: KitConfiguration.Launch, baseURL template: String, humanPluginURL: String, token: String,
        configPath: String, console: Console, redactor: Redactor, readyPath: String = "/",
        output: OutputTail = OutputTail(limit: 1 << 20)
    ) throws(KitError) {
        self.output = output
        self.redactor = redactor
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in launch.environment { environment[name] = value }
        environment[launch.humanPluginURLVariable] = humanPluginURL
        environment[launch.humanPluginTokenVariable] = token
        var resolvedURL = template
        if let portVariable = launch.portVariable {
            let port = try LaunchPort.choose()
            environment[portVariable] = String(port)
            resolvedURL = Template.fill(template, ["port": String(port)])
        }
        baseURL = resolvedURL

        let workingDirectory = launch.workingDirectory.map {
            URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: configPath).deletingLastPathComponent())
        }
        if let workingDirectory {
            guard FileSystem.isDirectory(workingDirectory.path) else {
                throw .config(
                    file: configPath, field: "backend.launch.workingDirectory", problem: "'\(workingDirectory.path)' is not a directory")
            }
        }
        guard let executable = Self.resolve(launch.command[0], in: environment["PATH"] ?? "/usr/bin:/bin", relativeTo: workingDirectory)
        else {
            throw .config(file: configPath, field: "backend.launch.command[0]", problem: "command '\(launch.command[0])' not found")
        }
        guard let pipe = Spawn.pipe() else { throw .launch(problem: "cannot create a pipe for the back-end's output: \(errnoText())") }
        let request = Spawn.Request(
            executable: executable.path, arguments: [launch.command[0]] + launch.command.dropFirst(),
            environment: environment, workingDirectory: workingDirectory?.path, newSession: true,
            input: .null, output: .descriptor(pipe.write), error: .descriptor(pipe.write))
        let pid: pid_t
        switch Spawn.start(request) {
        case let .success(started): pid = started
        case let .failure(failure):
            Spawn.close(pipe.read)
            Spawn.close(pipe.write)
            throw .launch(problem: "cannot start '\(launch.command[0])': \(failure)")
        }
        Spawn.close(pipe.write)
        child = ChildProcess(pid: pid)
        startTicks = ProcFiles.stat(of: String(pid))?.startTicks
        tree = ProcessTree(child: child, ends: [pipe.read])
        watchdog = GroupWatchdog(for: tree.group)
        Self.readOutput(from: pipe.read, into: output, done: outputDone)
        LaunchedProcesses.shared.add(self)
        console.out(
            "· started back-end: \(redactor.redactFreeText(launch.command.joined(separator: " "))) (pid \(pid)); waiting for GET \(readyPath) (backend.readyPath) to answer"
        )
        try waitUntilReady(launch: launch, readyPath: readyPath)
    }

    /// Copies the back-end's output into `tail` on a thread of its own until every writer has closed it.
    private static func readOutput(from fd: Int32, into tail: OutputTail, done: DispatchSemaphore) {
        DetachedThread.start(name: "backend-output", stackSize: 256 * 1024) {
            var scratch = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let n = scratch.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    tail.append(Array(scratch[0..<n]))
                } else if n < 0 && errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            Spawn.close(fd)
            done.signal()
        }
    }

    /// Whether the back-end has ended: its first process exited, no process of its group is left
    /// and no other process holds its output (a wrapper that starts a server in the background,
    /// in its group or in a session of its own, and exits has not ended).
    var hasEnded: Bool { tree.hasEnded }

    /// Waits, up to `readyTimeoutSeconds`, for the back-end to answer `readyPath` with a status below
    /// 500 (a 404 too), or for it to exit. A 5xx is a back-end that is up but not ready (a Rails app
    /// without `SECRET_KEY_BASE` answers 500): it is waited past, and the failure names it with the
    /// back-end's last output. It asks `readyPath` itself, never `/`: a back-end sees no request it
    /// was not told about.
    private func waitUntilReady(launch: KitConfiguration.Launch, readyPath: String) throws(KitError) {
        let endpoint: HTTPEndpoint
        do { endpoint = try HTTPEndpoint(url: baseURL) } catch {
            stop()
            throw .launch(problem: error.description)
        }
        let client = HTTPClient()
        defer { client.close() }
        let deadline = ContinuousClock.now + .milliseconds(Int(launch.readyTimeoutSeconds * 1000))
        var lastProbe = "no probe made"
        var answered = false
        while ContinuousClock.now < deadline {
            if hasEnded {
                let status = child.exitStatus ?? -1
                stop()
                throw .launch(problem: "the back-end exited with status \(status) before it was ready; last output: \(lastLines())")
            }
            do {
                let status = try client.send(HTTPRequest(method: "GET", target: readyPath), to: endpoint, timeout: .seconds(1)).response
                    .status
                if status < 500 {
                    try refuseForeignListener(on: endpoint)
                    return
                }
                answered = true
                lastProbe = "GET \(readyPath) answered \(status)"
            } catch let error as KitError {
                throw error
            } catch {
                lastProbe = "\(error)"
            }
            Pause.seconds(0.1)
        }
        stop()
        // Never answered: perhaps still starting (a Rails boot takes tens of seconds on a loaded machine).
        let hint = answered ? "" : " (never answered: if it was still starting, backend.launch.readyTimeoutSeconds gives it longer)"
        throw .launch(
            problem:
                "not ready at \(baseURL) after \(launch.readyTimeoutSeconds) s\(hint); last probe: \(redactor.redactFreeText(lastProbe)); last output: \(lastLines())"
        )
    }

    /// Fails the launch when what answered the readiness probe is, on positive evidence, not the
    /// back-end: every process listening on its port is the kit itself (its stand-in) or was
    /// running before the back-end started. Judging such a server would judge the wrong program.
    private func refuseForeignListener(on endpoint: HTTPEndpoint) throws(KitError) {
        guard ["127.0.0.1", "localhost", "::1"].contains(endpoint.host.lowercased()), let startTicks,
            let listeners = PortListeners.on(port: endpoint.port)
        else { return }
        let foreign = listeners.foreign(toProcessStartedAt: startTicks)
        guard !foreign.isEmpty else { return }
        stop()
        let own = getpid()
        let names = foreign.map { $0.pid == own ? "the kit itself (pid \($0.pid))" : "'\($0.name)' (pid \($0.pid))" }
        throw .launch(
            problem:
                "port \(endpoint.port) answered, but not from the back-end: it is held by \(names.joined(separator: ", ")), which was listening before the back-end started; free the port or give the back-end another (backend.launch.portVariable lets the kit choose one); last output: \(lastLines())"
        )
    }

    public var capturedOutput: [UInt8] { output.bytes }
    public var keepsOutput: Bool { true }

    public var droppedOutputBytes: Int { output.droppedBytes }

    /// The last few lines the back-end printed, on one line.
    func lastLines(_ count: Int = 5) -> String {
        let text = String(decoding: capturedOutput, as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).suffix(count)
        return lines.isEmpty ? "(nothing)" : redactor.redactFreeText(lines.joined(separator: " | "))
    }

    /// Stops the whole group: SIGTERM, up to `graceSeconds` for it to end, then SIGKILL; releases
    /// the watchdog and waits briefly for the last output. Returns within about `graceSeconds + 4` s
    /// whatever the back-end does; safe to call more than once and from several threads (a second
    /// call returns once the first has finished).
    public func stop() {
        let first = stopped.withLock { done in
            defer { done = true }
            return !done
        }
        guard first else {
            // Another thread is stopping it (a signal during the run's own stop): wait for that, bounded.
            _ = stopFinished.wait(timeout: .now() + Self.graceSeconds + 4)
            stopFinished.signal()
            return
        }
        defer { stopFinished.signal() }
        tree.terminate(graceSeconds: Self.graceSeconds)
        watchdog?.release()
        _ = outputDone.wait(timeout: .now() + 0.5)
        LaunchedProcesses.shared.remove(self)
    }

    package static func resolve(_ command: String, in path: String, relativeTo directory: URL?) -> URL? {
        if command.contains("/") {
            let url = URL(fileURLWithPath: command, relativeTo: directory)
            return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
        }
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(command)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}

/// The last `limit` bytes the back-end wrote (kept for `backend.log`), in time linear in what it
/// writes (the buffer grows to twice the limit before its front is dropped). When bytes were
/// dropped, `bytes` begins with a line saying how many, so a cut log says it is cut, and the kept
/// part begins at a line: the line the cut fell in is dropped whole, so no end of a secret (a token
/// cut at the bound) is kept where redaction, which matches whole secrets, could not see it.
public final class OutputTail: Sendable {
    /// The bytes kept, how many were dropped before them, and whether the last byte dropped ended a line.
    private let kept = Mutex<(bytes: [UInt8], dropped: Int, droppedAtLineEnd: Bool)>(([], 0, true))
    package let limit: Int
    /// Who wrote it, for the line that opens a cut log.
    let subject: String

    public init(limit: Int, subject: String = "the back-end") {
        self.limit = limit
        self.subject = subject
    }

    package func append(_ chunk: [UInt8]) {
        kept.withLock { state in
            state.bytes.append(contentsOf: chunk)
            if state.bytes.count > 2 * limit {
                let extra = state.bytes.count - limit
                state.droppedAtLineEnd = state.bytes[extra - 1] == 0x0A
                state.bytes.removeFirst(extra)
                state.dropped += extra
            }
        }
    }

    /// How many of the first bytes written are not kept.
    var droppedBytes: Int { kept.withLock { $0.dropped + max(0, $0.bytes.count - limit) } }

    /// The bytes kept, from the first whole line after the cut, after a line saying how many were
    /// dropped when some were.
    public var bytes: [UInt8] {
        kept.withLock { state in
            let over = max(0, state.bytes.count - limit)
            var dropped = state.dropped + over
            guard dropped > 0 else { return state.bytes }
            // A cut that fell inside a line (the byte before the kept part is not a line feed) drops that line's rest too.
            let atLineEnd = over > 0 ? state.bytes[over - 1] == 0x0A : state.droppedAtLineEnd
            var start = over
            if !atLineEnd {
                start = state.bytes[over...].firstIndex(of: 0x0A).map { $0 + 1 } ?? state.bytes.count
            }
            dropped += start - over
            let tail = state.bytes[start...]
            return Array(Self.note(dropped: dropped, kept: tail.count, subject: subject).utf8) + tail
        }
    }

    /// The line that opens a cut log.
    public static func note(dropped: Int, kept: Int, subject: String = "the back-end") -> String {
        "[hp-conformance: \(subject) wrote \(dropped + kept) bytes; the first \(dropped) are dropped, the last \(kept) kept]\n"
    }
}

/// Back-ends the kit launched, so a Ctrl-C or SIGTERM can stop them before the kit exits.
package final class LaunchedProcesses: Sendable {
    package static let shared = LaunchedProcesses()
    private let running = Mutex<[ObjectIdentifier: LaunchedBackend]>([:])

    package func add(_ backend: LaunchedBackend) { running.withLock { $0[ObjectIdentifier(backend)] = backend } }
    func remove(_ backend: LaunchedBackend) { running.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(backend)) } }

    /// Stops every back-end still running (SIGTERM to its group, a grace period, then SIGKILL).
    package func terminateAll() {
        let all = running.withLock { Array($0.values) }
        for backend in all { backend.stop() }
    }
}

/// The text for the current errno.
func errnoText() -> String { String(cString: strerror(errno)) }
