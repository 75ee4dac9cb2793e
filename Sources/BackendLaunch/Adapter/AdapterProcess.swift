import AppDriving
import ConformanceBasics
import ConformanceModel
import Dispatch
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

/// An app adapter process (docs/ADAPTER.md), supervised like a launched back-end: it runs in a
/// session and process group of its own, under a watchdog; it speaks one JSON object per line on
/// its standard input and output; its standard error is kept, bounded, for `adapter.log`. Steps
/// may be in flight at once: a reader thread hands each reply to the step waiting for its id.
/// Anything outside the protocol (an exit, a silence past a deadline, a line that is not a reply,
/// an unknown or repeated id, output past its bounds) is the kit not able to run: the first such
/// failure ends the process group and every step waiting, with one line naming the adapter and
/// the step.
public final class AdapterProcess: AppAdapter {
    private struct Pending {
        var label: String
        var continuation: CheckedContinuation<AdapterReply, any Error>
    }

    private struct State {
        var name: String
        var hello: AdapterWire.Hello?
        var pending: [String: Pending] = [:]
        var answered: Set<String> = []
        var next = 1
        var failure: String?
        var stopping = false
        /// Reported secrets and the document numbers sent: redacted from `adapter.log`.
        var secrets: [String] = []
    }

    let child: ChildProcess
    var group: ProcessGroup { tree.group }
    /// The adapter, its group and whatever holds its pipes (a `setsid` child keeping its output).
    private let tree: ProcessTree
    private let watchdog: GroupWatchdog?
    private let input: Int32
    private let writer = Mutex(())
    private let state: Mutex<State>
    private let helloArrived = DispatchSemaphore(value: 0)
    private let readersDone = DispatchSemaphore(value: 0)
    private let stopOnce = Mutex(false)
    let log = OutputTail(limit: 1 << 20, subject: "the adapter")
    let adapter: KitConfiguration.Adapter
    /// How long the adapter has to end after SIGTERM (and after `bye`) before the next signal.
    static let graceSeconds = 3.0

    /// Starts the adapter (`greet` then says hello). Throws when it cannot start.
    public init(_ adapter: KitConfiguration.Adapter, configPath: String, backendURL: String) throws(KitError) {
        self.adapter = adapter
        let program = adapter.command[0]
        state = Mutex(State(name: program))
        signal(SIGPIPE, SIG_IGN)  // a write to an adapter that exited fails with EPIPE instead
        let folder = URL(fileURLWithPath: configPath).deletingLastPathComponent()
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in adapter.environment { environment[name] = value.replacing("${backendURL}", with: backendURL) }
        guard let executable = LaunchedBackend.resolve(program, in: environment["PATH"] ?? "/usr/bin:/bin", relativeTo: folder) else {
            throw .config(file: configPath, field: "adapter.command[0]", problem: "command '\(program)' not found")
        }
        guard let stdin = Spawn.pipe(), let stdout = Spawn.pipe(), let stderr = Spawn.pipe() else {
            throw .run("cannot create pipes for adapter '\(program)': \(errnoText())")
        }
        let request = Spawn.Request(
            executable: executable.path, arguments: adapter.command, environment: environment,
            workingDirectory: folder.path, newSession: true, input: .descriptor(stdin.read),
            output: .descriptor(stdout.write), error: .descriptor(stderr.write))
        let started = Spawn.start(request)
        for fd in [stdin.read, stdout.write, stderr.write] { Spawn.close(fd) }
        guard case let .success(pid) = started else {
            for fd in [stdin.write, stdout.read, stderr.read] { Spawn.close(fd) }
            if case let .failure(failure) = started { throw .run("cannot start adapter '\(program)': \(failure)") }
            throw .run("cannot start adapter '\(program)'")
        }
        input = stdin.write
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
        child = ChildProcess(pid: pid)
        tree = ProcessTree(child: child, ends: [stdin.write, stdout.read, stderr.read])
        watchdog = GroupWatchdog(for: tree.group)
        startReaders(output: stdout.read, errors: stderr.read)
        watchExit()
    }

    /// Sends the hello and waits `startSeconds` for the adapter's. Throws, with the process group
    /// ended, when the adapter exits or does not say hello in protocol 1 in time.
    public func greet(backendURL: String, users: [String], requestSeconds: Double, configPath: String) throws(KitError) {
        if !sendLine(AdapterWire.hello(backendURL: backendURL, users: users, requestSeconds: requestSeconds)) {
            fail("stopped reading its standard input before its hello")
        }
        if helloArrived.wait(timeout: .now() + adapter.startSeconds) == .timedOut {
            fail("sent no hello within \(adapter.startSeconds) s (adapter.startSeconds)")
        }
        if let failure = state.withLock({ $0.failure }) {
            stop()
            throw .run(failure)
        }
        let steps = state.withLock { $0.hello?.steps ?? [] }
        if adapter.pollResult && !steps.contains("result") {
            stop()
            throw .config(
                file: configPath, field: "adapter.pollResult",
                problem:
                    "true, but adapter '\(name)' does not list the step 'result' in its hello (steps: \(steps.joined(separator: ", ")))")
        }
    }

    /// The adapter's name from its hello, else its program.
    public var name: String { state.withLock { $0.name } }

    /// The first failure, in one line naming the adapter and the step; nil while all is well.
    public var failure: String? { state.withLock { $0.failure } }

    public func perform(_ step: AdapterStep) async throws -> AdapterReply {
        try await ask(step.step.rawValue, journey: step.journey, documentNumber: step.documentNumber) { AdapterWire.step(step, id: $0) }
    }

    /// The login step, when the adapter's hello lists `login`; nil otherwise (its steps log in themselves).
    public func logIn(_ login: AdapterLogin) async throws -> AdapterReply? {
        guard performsLogin else { return nil }
        return try await ask("login", journey: login.journey, documentNumber: nil) { AdapterWire.login(login, id: $0) }
    }

    /// Whether the adapter's hello lists the `login` step.
    public var performsLogin: Bool { state.withLock { $0.hello?.steps.contains("login") ?? false } }

    /// Sends the step `line(id)` under a fresh id and waits for its reply (or the run's failure).
    private func ask(
        _ kind: String, journey: String, documentNumber: String?, line: @escaping (String) -> [UInt8]
    ) async throws -> AdapterReply {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<AdapterReply, any Error>) in
            let asked = state.withLock { state -> (id: String, label: String)? in
                guard state.failure == nil, !state.stopping else { return nil }
                let id = "s\(state.next)"
                state.next += 1
                let label = "\(id) (\(kind), journey \(journey))"
                state.pending[id] = Pending(label: label, continuation: continuation)
                if let number = documentNumber { state.secrets.append(number) }
                return (id, label)
            }
            guard let asked else {
                continuation.resume(
                    throwing: AdapterFailure(failure ?? "adapter '\(name)' has stopped; step \(kind) (journey \(journey)) was not sent"))
                return
            }
            if !sendLine(line(asked.id)) {
                fail("stopped reading its standard input", step: asked.label)
                return
            }
            let seconds = adapter.stepSeconds
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
                guard state.withLock({ $0.pending[asked.id] != nil }) else { return }
                fail(
                    whole:
                        "adapter '\(name)' did not answer step \(asked.label) within \(SecondsText.plain(seconds)) s (adapter.stepSeconds)"
                )
            }
        }
    }

    // MARK: - Lines

    /// Writes `line` to the adapter's standard input, waiting at most `stepSeconds` for room.
    private func sendLine(_ line: [UInt8]) -> Bool {
        writer.withLock { _ in
            let deadline = ContinuousClock.now + .milliseconds(Int(adapter.stepSeconds * 1000))
            var offset = 0
            while offset < line.count {
                let n = line.withUnsafeBytes { write(input, $0.baseAddress! + offset, line.count - offset) }
                if n > 0 {
                    offset += n
                    continue
                }
                if n < 0 && errno == EINTR { continue }
                guard n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK), ContinuousClock.now < deadline else { return false }
                var ready = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, 50)
            }
            return true
        }
    }

    private func startReaders(output: Int32, errors: Int32) {
        let log = self.log
        DetachedThread.start(name: "adapter-stderr", stackSize: 256 * 1024) { [self] in
            var scratch = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let n = scratch.withUnsafeMutableBytes { read(errors, $0.baseAddress, $0.count) }
                if n > 0 { log.append(Array(scratch[0..<n])) } else if n < 0 && errno == EINTR { continue } else { break }
            }
            Spawn.close(errors)
            readersDone.signal()
        }
        DetachedThread.start(name: "adapter-stdout", stackSize: 512 * 1024) { [self] in
            readLines(output)
            Spawn.close(output)
            readersDone.signal()
        }
    }

    /// Reads the adapter's standard output line by line until it ends, exceeds a bound, or the run failed.
    private func readLines(_ fd: Int32) {
        var scratch = [UInt8](repeating: 0, count: 64 * 1024)
        var buffer: [UInt8] = []  // the line not yet ended
        var total = 0
        while state.withLock({ $0.failure == nil }) {
            let n = scratch.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                if state.withLock({ $0.stopping }) { return }
                _ = ProcessGroup.poll(for: 1) { !child.isRunning }
                let status = child.exitStatus.map { "exited with status \($0)" } ?? "closed its standard output"
                fail(status)
                return
            }
            total += n
            if total > AdapterWire.maxOutputBytes {
                fail("wrote more than \(AdapterWire.maxOutputBytes >> 20) MiB to its standard output")
                return
            }
            let lines = Self.split(scratch[0..<n], after: &buffer)
            for var line in lines {
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                // Blank lines carry nothing and are let pass (they count towards the output bound).
                if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { continue }
                guard line.count <= AdapterWire.maxLineBytes else {
                    fail("wrote a line longer than \(AdapterWire.maxLineBytes >> 20) MiB")
                    return
                }
                handle(line)
                if state.withLock({ $0.failure != nil }) { return }
            }
            if buffer.count > AdapterWire.maxLineBytes {
                fail("wrote a line longer than \(AdapterWire.maxLineBytes >> 20) MiB")
                return
            }
        }
    }

    /// The complete non-empty lines of `partial` followed by `chunk` (without their newline);
    /// `partial` keeps what follows the last newline. Empty lines are skipped without a copy.
    static func split(_ chunk: ArraySlice<UInt8>, after partial: inout [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        chunk.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var position = 0
            let raw = UnsafeRawPointer(base)
            let newlines = UInt64(0x0a0a_0a0a_0a0a_0a0a)
            while position < bytes.count {
                if partial.isEmpty {
                    // A run of empty lines is skipped a word at a time.
                    while position + 8 <= bytes.count, raw.loadUnaligned(fromByteOffset: position, as: UInt64.self) == newlines {
                        position += 8
                    }
                    while position < bytes.count, bytes[position] == UInt8(ascii: "\n") { position += 1 }
                    if position == bytes.count { return }
                }
                guard let found = memchr(base + position, Int32(UInt8(ascii: "\n")), bytes.count - position) else {
                    partial.append(contentsOf: bytes[position...])
                    return
                }
                let end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                if end > position || !partial.isEmpty {
                    partial.append(contentsOf: bytes[position..<end])
                    lines.append(partial)
                    partial = []
                }
                position = end + 1
            }
        }
        return lines
    }

    private func handle(_ line: [UInt8]) {
        guard let value = JSONValue.parse(line), value.objectValue != nil else {
            fail("printed a line that is not a JSON object (\(line.count) bytes)")
            return
        }
        if state.withLock({ $0.hello == nil }) {
            switch AdapterWire.parseHello(value) {
            case let .success(hello):
                state.withLock { state in
                    state.hello = hello
                    if let name = hello.name { state.name = name }
                }
                helloArrived.signal()
            case let .failure(problem):
                fail(problem.text)
            }
            return
        }
        let id: String
        switch AdapterWire.replyID(value) {
        case let .success(found): id = found
        case let .failure(problem):
            fail("sent \(problem.text)")
            return
        }
        let reply = AdapterWire.parseReply(value)
        let taken = state.withLock { state -> (Pending?, repeated: Bool) in
            // Whatever the reply, late or unknown, its secrets are redacted from here on.
            if case let .success(reply) = reply { state.secrets += reply.secrets }
            guard let pending = state.pending[id] else { return (nil, state.answered.contains(id)) }
            if case .success = reply {
                state.pending[id] = nil
                state.answered.insert(id)
            }
            return (pending, false)
        }
        guard let pending = taken.0 else {
            let shown = String(id.prefix(40))
            fail(taken.repeated ? "sent a second reply for step id '\(shown)'" : "sent a reply for an unknown step id '\(shown)'")
            return
        }
        switch reply {
        case let .success(answer) where answer.failure != nil:
            // Not a breach of the protocol: the run stops (the kit could not run), the adapter gets its bye.
            let who = state.withLock { $0.name }
            pending.continuation.resume(
                throwing: AdapterFailure(redacted("adapter '\(who)' could not perform step \(pending.label): \(answer.failure!)")))
        case let .success(answer): pending.continuation.resume(returning: answer)
        case let .failure(problem): fail("sent \(problem.text)", step: pending.label)
        }
    }

    // MARK: - Ending

    /// Records the first failure (`problem` said of the adapter, while `step` or the oldest step
    /// was waiting), ends every waiting step with it and takes the process group down.
    private func fail(_ problem: String, step: String? = nil) {
        let message = state.withLock { state -> String in
            let waiting = step ?? state.pending.sorted { Self.order($0.key) < Self.order($1.key) }.first?.value.label
            let when =
                waiting.map { " while step \($0) was waiting" } ?? (state.hello == nil ? " before its hello" : " while no step was waiting")
            return "adapter '\(state.name)' \(problem)\(when)"
        }
        fail(whole: message)
    }

    private func fail(whole text: String) {
        let message = redacted(text)
        let waiting = state.withLock { state -> [Pending]? in
            guard state.failure == nil else { return nil }
            state.failure = message
            defer { state.pending = [:] }
            return Array(state.pending.values)
        }
        guard let waiting else { return }
        for pending in waiting { pending.continuation.resume(throwing: AdapterFailure(message)) }
        helloArrived.signal()
        DetachedThread.start(name: "adapter-stop", stackSize: 256 * 1024) { [self] in terminate() }
    }

    private static func order(_ id: String) -> Int { Int(id.dropFirst()) ?? .max }

    var hasEnded: Bool { tree.hasEnded }

    /// SIGTERM to the tree (the group and whatever holds the adapter's pipes), `graceSeconds` for
    /// it to end, then SIGKILL.
    private func terminate() { tree.terminate(graceSeconds: Self.graceSeconds) }

    /// Notices the adapter's exit while the run still needs it, even when a process it started
    /// keeps its standard output open (no end of file comes then): after a second for its last
    /// lines, the exit is the run's failure.
    private func watchExit() {
        DetachedThread.start(name: "adapter-exit", stackSize: 128 * 1024) { [self] in
            while child.isRunning {
                if state.withLock({ $0.failure != nil || $0.stopping }) { return }
                usleep(50_000)
            }
            _ = ProcessGroup.poll(for: 1) { state.withLock { $0.failure != nil || $0.stopping } }
            guard state.withLock({ $0.failure == nil && !$0.stopping }) else { return }
            let holders = tree.stragglers
            let kept =
                holders.isEmpty ? "" : " (process \(holders.map(String.init).joined(separator: ", ")) it started still held its output)"
            fail("exited with status \(child.exitStatus ?? -1)\(kept)")
        }
    }

    /// Says `bye`, gives the adapter `graceSeconds` to exit, then ends its group (SIGTERM, then
    /// SIGKILL); releases the watchdog. Safe to call more than once; returns within about 8 s.
    public func stop() {
        let first = stopOnce.withLock { done in
            defer { done = true }
            return !done
        }
        guard first else { return }
        let (failed, waiting) = state.withLock { state in
            state.stopping = true
            defer { state.pending = [:] }
            return (state.failure != nil, Array(state.pending.values))
        }
        // Steps of a scenario cut short are still waiting: they end here, unanswered.
        for pending in waiting {
            pending.continuation.resume(throwing: AdapterFailure("adapter '\(name)' was stopped while step \(pending.label) was waiting"))
        }
        if !failed, sendLine(AdapterWire.bye) {
            _ = ProcessGroup.poll(for: Self.graceSeconds) { self.hasEnded }
        }
        terminate()
        Spawn.close(input)
        watchdog?.release()
        for _ in 0..<2 { _ = readersDone.wait(timeout: .now() + 0.5) }
    }

    /// `text` without the secrets the adapter reported or the document numbers it was sent (a
    /// failure the adapter words itself may quote either; the console's redactor knows neither).
    private func redacted(_ text: String) -> String {
        let secrets = state.withLock { $0.secrets }.filter { $0.count >= 4 }.map { (label: "app.session", value: $0) }
        return secrets.isEmpty ? text : Redactor(secrets: secrets).redactFreeText(text)
    }

    /// `adapter.log`: the adapter's standard error, bounded, with the configured secrets, the
    /// reported secrets and the document numbers sent redacted.
    public func logFile(configuration: KitConfiguration) -> [UInt8] {
        var secrets: [(label: String, value: String)] = [("humanplugin.token", configuration.humanPlugin.token)]
        for (index, secret) in configuration.secrets.enumerated() { secrets.append(("secret\(index + 1)", secret)) }
        for secret in state.withLock({ $0.secrets }) where secret.count >= 4 { secrets.append(("app.session", secret)) }
        let redactor = Redactor(secrets: secrets)
        return Array(redactor.redactFreeText(String(decoding: log.bytes, as: UTF8.self)).utf8)
    }
}
