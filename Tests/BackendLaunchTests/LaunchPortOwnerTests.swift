import ConformanceBasics
import Foundation
import HTTP1Codec
import HTTPTransport
import Testing

@testable import BackendLaunch
@testable import ConformanceModel

/// Launch mode judges the program it started, never another server that happens to answer on the
/// back-end's port: the kit's ports for launched back-ends lie below the ephemeral range, and a
/// readiness answer from a listener that was there before the back-end fails the launch.
@Suite("Launch mode: the back-end's port and who answers on it")
struct LaunchPortOwnerTests {
    static let procNet = FileManager.default.fileExists(atPath: "/proc/net/tcp")
    static let procReason: Comment = "listener owners are read from Linux's /proc, absent here"
    static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Starts `command` as a back-end at the fixed `url` (no port variable: the test chose the port).
    func start(_ command: [String], url: String) throws(KitError) -> LaunchedBackend {
        let launch = KitConfiguration.Launch(
            command: command, workingDirectory: nil, environment: [:], humanPluginURLVariable: "HUMAN_PLUGIN_BASE_URL",
            humanPluginTokenVariable: "HUMAN_PLUGIN_TOKEN", portVariable: nil, readyTimeoutSeconds: 20)
        return try LaunchedBackend(
            launch: launch, baseURL: url, humanPluginURL: "http://127.0.0.1:1", token: "port-test-token",
            configPath: FileManager.default.currentDirectoryPath + "/c.json", console: Console(color: false), redactor: Redactor(),
            readyPath: "/health")
    }

    func launchProblem(_ body: () throws(KitError) -> LaunchedBackend) -> String? {
        do {
            let backend = try body()
            backend.stop()
            return nil
        } catch {
            guard case let .launch(problem) = error else { return "\(error)" }
            return problem
        }
    }

    @Test(
        "a back-end that never listens, on a port the kit's own server holds, fails the launch naming the kit",
        .enabled(if: procNet, procReason))
    func kitsOwnServerIsNotTheBackend() throws {
        let squatter = HTTPServer { _, _ in HTTPResponse(status: 404) }
        let port = try squatter.start()
        defer { squatter.stop() }
        let problem = launchProblem { () throws(KitError) in try start(["/bin/sh", "-c", "sleep 30"], url: "http://127.0.0.1:\(port)") }
        let text = try #require(problem, "the launch judged the kit's own server as the back-end")
        #expect(text.contains("port \(port) answered, but not from the back-end"), "\(text)")
        #expect(text.contains("the kit itself (pid \(getpid()))"), "\(text)")
    }

    @Test("a server started before the back-end, on its port, fails the launch naming that program", .enabled(if: procNet, procReason))
    func earlierProgramIsNotTheBackend() throws {
        let python = try #require(Self.python, "python3 is not installed")
        let port = try LaunchPort.choose()
        let started = Spawn.start(
            Spawn.Request(
                executable: python, arguments: [python, "-m", "http.server", "--bind", "127.0.0.1", String(port)],
                environment: ProcessInfo.processInfo.environment, workingDirectory: "/"))
        let squatter = ChildProcess(pid: try started.get())
        defer {
            kill(squatter.pid, SIGKILL)
            _ = squatter.exitStatus(within: 5)
        }
        var listening = false
        for _ in 0..<200 where !listening {
            listening = PortListeners.on(port: port) != nil
            if !listening { Thread.sleep(forTimeInterval: 0.05) }
        }
        try #require(listening, "python's http.server did not listen within 10 s")
        Thread.sleep(forTimeInterval: 0.02)  // a clock tick, so the back-end starts strictly later
        let problem = launchProblem { () throws(KitError) in try start(["/bin/sh", "-c", "sleep 30"], url: "http://127.0.0.1:\(port)") }
        let text = try #require(problem, "the launch judged python's http.server as the back-end")
        #expect(text.contains("held by 'python3' (pid \(squatter.pid))"), "\(text)")
    }

    @Test("a back-end that listens on the port itself, behind a shell, is ready")
    func ownListenerIsAccepted() throws {
        let python = try #require(Self.python, "python3 is not installed")
        let port = try LaunchPort.choose()
        let backend = try start(
            ["/bin/sh", "-c", "\(python) -m http.server --bind 127.0.0.1 \(port)"], url: "http://127.0.0.1:\(port)")
        backend.stop()
    }

    @Test("the ports the kit chooses lie below the ephemeral range and are never handed out twice")
    func portsBelowEphemeralRange() throws {
        let ports = try (0..<40).map { _ throws(KitError) in try LaunchPort.choose() }
        #expect(Set(ports).count == ports.count, "\(ports)")
        if let ephemeral = LaunchPort.ephemeralRange {
            #expect(ports.allSatisfy { $0 < ephemeral.lowerBound }, "\(ports) against \(ephemeral)")
        }
        #expect(ports.allSatisfy { $0 >= 1024 }, "\(ports)")
    }

    @Test("only LISTEN sockets on the port are read from a /proc/net/tcp table")
    func listeningInodesParse() {
        let table = """
              sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
               0: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 4242 1 0000000000000000 100 0 0 10 0
               1: 0100007F:1F90 0100007F:C350 01 00000000:00000000 00:00000000 00000000     0        0 4343 1 0000000000000000 20 4 30 10 -1
               2: 0100007F:1F91 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 4444 1 0000000000000000 100 0 0 10 0
            """
        #expect(PortListeners.listeningInodes(in: table, port: 8080) == [4242])
        #expect(PortListeners.listeningInodes(in: table, port: 8081) == [4444])
        #expect(PortListeners.listeningInodes(in: table, port: 9000).isEmpty)
    }
}
