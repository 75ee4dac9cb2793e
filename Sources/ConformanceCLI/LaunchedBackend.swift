import Foundation
import HumanPluginConformance
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A back-end the kit starts itself (launch mode): its command runs with the stand-in's URL and
/// token in the environment; its output is kept for the report; it is stopped with SIGTERM, then
/// SIGKILL after a grace period, on every path out of the run.
public final class LaunchedBackend: BackendSession {
    let process: Process
    /// What the back-end printed; the caller may hand one in to keep it when the launch fails.
    let output: OutputTail
    public let baseURL: String
    /// Applied to everything of the back-end's that the kit prints (its argv, its last lines).
    let redactor: Redactor
    static let graceSeconds = 3.0

    public init(launch: KitConfiguration.Launch, baseURL template: String, humanPluginURL: String, token: String,
                configPath: String, console: Console, redactor: Redactor,
                output: OutputTail = OutputTail(limit: 1 << 20)) throws(KitError) {
        self.redactor = redactor
        self.output = output
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in launch.environment { environment[name] = value }
        environment[launch.humanPluginURLVariable] = humanPluginURL
        environment[launch.humanPluginTokenVariable] = token
        var resolvedURL = template
        if let portVariable = launch.portVariable {
            let port = try Self.freePort()
            environment[portVariable] = String(port)
            resolvedURL = Template.fill(template, ["port": String(port)])
        }
        baseURL = resolvedURL

        let process = Process()
        let workingDirectory = launch.workingDirectory.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: configPath).deletingLastPathComponent()) }
        if let workingDirectory {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: workingDirectory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .config(file: configPath, field: "backend.launch.workingDirectory", problem: "'\(workingDirectory.path)' is not a directory")
            }
            process.currentDirectoryURL = workingDirectory
        }
        guard let executable = Self.resolve(launch.command[0], in: environment["PATH"] ?? "/usr/bin:/bin", relativeTo: workingDirectory) else {
            throw .config(file: configPath, field: "backend.launch.command[0]", problem: "command '\(launch.command[0])' not found")
        }
        process.executableURL = executable
        process.arguments = Array(launch.command.dropFirst())
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        self.process = process
        let output = self.output
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let chunk = handle.availableData
            guard !chunk.isEmpty else { handle.readabilityHandler = nil; return }
            output.append(Array(chunk))
        }
        do {
            try process.run()
        } catch {
            throw .launch(problem: "cannot start '\(launch.command[0])': \(error.localizedDescription)")
        }
        LaunchedProcesses.shared.add(process.processIdentifier)
        console.out("· started back-end: \(redactor.redactFreeText(launch.command.joined(separator: " "))) (pid \(process.processIdentifier))")
        try waitUntilReady(launch: launch)
    }

    /// Waits for the back-end's port to accept connections, or for it to exit.
    private func waitUntilReady(launch: KitConfiguration.Launch) throws(KitError) {
        let endpoint: HTTPEndpoint
        do { endpoint = try HTTPEndpoint(url: baseURL) } catch { throw .launch(problem: error.description) }
        let client = HTTPClient()
        defer { client.close() }
        let deadline = ContinuousClock.now + .milliseconds(Int(launch.readyTimeoutSeconds * 1000))
        while ContinuousClock.now < deadline {
            if !process.isRunning {
                let status = process.terminationStatus
                throw .launch(problem: "the back-end exited with status \(status) before it was ready; last output: \(lastLines())")
            }
            if (try? client.send(HTTPRequest(method: "GET", target: "/"), to: endpoint, timeout: .seconds(1))) != nil { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
        stop()
        throw .launch(problem: "not ready at \(baseURL) after \(launch.readyTimeoutSeconds) s; last output: \(lastLines())")
    }

    public var capturedOutput: [UInt8] { output.bytes }

    /// The last few lines the back-end printed, on one line.
    func lastLines(_ count: Int = 5) -> String {
        let text = String(decoding: capturedOutput, as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).suffix(count)
        return lines.isEmpty ? "(nothing)" : redactor.redactFreeText(lines.joined(separator: " | "))
    }

    public func stop() {
        guard process.isRunning else { return }
        let pid = process.processIdentifier
        kill(pid, SIGTERM)
        let deadline = Date().addingTimeInterval(Self.graceSeconds)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { kill(pid, SIGKILL) }
        process.waitUntilExit()
        LaunchedProcesses.shared.remove(pid)
    }

    static func resolve(_ command: String, in path: String, relativeTo directory: URL?) -> URL? {
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

    /// A port nobody listens on right now (bound and released).
    static func freePort() throws(KitError) -> UInt16 {
        let server = HTTPServer { _, _ in HTTPResponse(status: 503) }
        do {
            let port = try server.start()
            server.stop()
            return port
        } catch {
            throw .launch(problem: "no free port: \(error)")
        }
    }
}

/// The last `limit` bytes a child printed.
public final class OutputTail: Sendable {
    private let kept = Mutex<[UInt8]>([])
    let limit: Int

    public init(limit: Int) { self.limit = limit }

    func append(_ chunk: [UInt8]) {
        kept.withLock { bytes in
            bytes.append(contentsOf: chunk)
            if bytes.count > limit { bytes.removeFirst(bytes.count - limit) }
        }
    }

    public var bytes: [UInt8] { kept.withLock { $0 } }
}

/// Children the kit started, so a Ctrl-C can stop them before the kit exits.
final class LaunchedProcesses: Sendable {
    static let shared = LaunchedProcesses()
    private let pids = Mutex<Set<Int32>>([])

    func add(_ pid: Int32) { pids.withLock { _ = $0.insert(pid) } }
    func remove(_ pid: Int32) { pids.withLock { _ = $0.remove(pid) } }

    /// Sends SIGTERM to every child still running, waits a grace period, then SIGKILL.
    func terminateAll() {
        let all = pids.withLock { $0 }
        for pid in all { kill(pid, SIGTERM) }
        let deadline = Date().addingTimeInterval(LaunchedBackend.graceSeconds)
        while Date() < deadline && all.contains(where: { kill($0, 0) == 0 && !Self.reaped($0) }) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        for pid in all where kill(pid, 0) == 0 { kill(pid, SIGKILL) }
    }

    private static func reaped(_ pid: Int32) -> Bool {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == pid
    }
}
