import Foundation
import Synchronization

@testable import ConformanceModel
@testable import HTTP1Codec
@testable import HTTPTransport
@testable import StandInHumanPlugin

/// External programs the interoperability tests drive, looked up once.
package enum Tool {
    /// True when `name` is an executable on PATH.
    package static func available(_ name: String) -> Bool { path(name) != nil }

    /// The absolute path of `name` on PATH.
    package static func path(_ name: String) -> String? {
        let search = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in search.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// True when `python3` is present and can import every module in `modules`.
    package static func pythonModules(_ modules: String...) -> Bool {
        guard available("python3") else { return false }
        let result = try? ToolRun.run("python3", ["-c", modules.map { "import \($0)" }.joined(separator: "; ")], timeout: .seconds(20))
        return result?.status == 0
    }

    /// True when `java` is present and can launch a single source file (Java 11 or later).
    package static let javaLaunchesSource: Bool = {
        guard available("java"), let run = try? ToolRun.run("java", ["-version"], timeout: .seconds(20)), run.status == 0 else {
            return false
        }
        // `openjdk version "17.0.15"`, `java version "1.8.0_…"`.
        guard let quoted = run.stderr.split(separator: "\"").dropFirst().first,
            let major = Int(quoted.hasPrefix("1.") ? quoted.split(separator: ".")[1] : quoted.split(separator: ".")[0])
        else { return false }
        return major >= 11
    }()

    /// The folder holding the client programs (`Tests/InteropTests/Clients`).
    package static let clients = ConformanceHarness.testsFolder("InteropTests").appendingPathComponent("Clients")

}

package struct ToolError: Error, CustomStringConvertible {
    package var description: String
}

/// One finished run of an external program.
package struct ToolRun: Sendable, CustomStringConvertible {
    package var status: Int32
    package var stdout: String
    package var stderr: String
    package var duration: Duration

    package var description: String { "exit \(status) after \(duration)\n--- stdout\n\(stdout)\n--- stderr\n\(stderr)" }

    /// Runs `tool` (a path, or a name looked up on PATH) with `arguments`, in `directory` when
    /// given; kills it if it outlives `timeout`. Its output goes to files, never to a pipe: a pipe
    /// read to its end waits for every process holding its write end, and a program another test
    /// launches at the same moment may inherit it and outlive this one.
    package static func run(
        _ tool: String, _ arguments: [String], timeout: Duration = .seconds(20), environment: [String: String]? = nil,
        in directory: URL? = nil
    ) throws -> ToolRun {
        guard let executable = tool.contains("/") ? tool : Tool.path(tool) else {
            throw ToolError(description: "\(tool) not found on PATH")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("interop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        if let directory { process.currentDirectoryURL = directory }
        if let environment {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let clock = ContinuousClock.now
        try process.run()
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        if finished.wait(timeout: .now() + seconds) == .timedOut {
            process.terminate()
            _ = finished.wait(timeout: .now() + 2)
        }
        let duration = ContinuousClock.now - clock
        try? out.close()
        try? err.close()
        // Decoded with repair, as the pipe it replaced was: bytes that are not UTF-8 never empty the output.
        let stdout = String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self)
        let stderr = String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self)
        return ToolRun(status: process.isRunning ? -1 : process.terminationStatus, stdout: stdout, stderr: stderr, duration: duration)
    }
}

/// What a server saw: each request with the connection it arrived on.
package final class ServerLog: Sendable {
    package struct Entry: Sendable {
        package var request: HTTPRequest
        package var connection: HTTPConnectionInfo
    }

    private let entries = Mutex<[Entry]>([])

    package func record(_ request: HTTPRequest, _ connection: HTTPConnectionInfo) {
        entries.withLock { $0.append(Entry(request: request, connection: connection)) }
    }

    package var all: [Entry] { entries.withLock { $0 } }
}

/// The kit's HTTP server on a free loopback port, answering with `handler` and logging every request.
package struct RecordingServer {
    package let server: HTTPServer
    package let log: ServerLog
    package var port: UInt16 { server.port }
    package var baseURL: String { server.baseURL }

    package init(
        bodyLimit: Int? = nil,
        handler: @escaping @Sendable (HTTPRequest, HTTPConnectionInfo) -> HTTPResponse = { request, _ in
            .text(200, "\(request.method) \(request.target) \(request.version.rawValue) \(request.body.count)\n")
        }
    ) throws {
        var configuration = HTTPServerConfiguration()
        if let bodyLimit { configuration.limits.bodyBytes = bodyLimit }
        let log = ServerLog()
        self.log = log
        server = HTTPServer(configuration: configuration) { request, connection in
            log.record(request, connection)
            return handler(request, connection)
        }
        try server.start()
    }

    package func stop() { server.stop() }
}

/// The stand-in Human Plugin, served by the kit's HTTP server on a free loopback port, with the
/// connection each request arrived on logged next to the stand-in's own journal.
package final class StandInHarness: Sendable {
    package static let token = "interop-token-7f3a"
    /// The create body of the contract's example (`POST /v1/processes`).
    package static let createBody =
        #"{"flow":"humantoken","clientId":"client-a","correlationId":"order-1","credential":{"type":"DUI_TYPE_NG_BVN","value":"12345678901"},"callbackUri":"com.example.capture://callback"}"#

    package let server: HTTPServer
    package let standIn: HumanPluginStandIn
    package let journal = Journal()
    package let log = ServerLog()

    package init() throws {
        let specs = try Specs.load(from: ConformanceHarness.packageRoot.appendingPathComponent("specs"))
        let slot = Mutex<HumanPluginStandIn?>(nil)
        let log = self.log
        server = HTTPServer(configuration: HTTPServerConfiguration()) { request, connection in
            log.record(request, connection)
            guard let standIn = slot.withLock({ $0 }) else { return .text(503, "starting\n") }
            return standIn.handle(request, connection: connection)
        }
        let port = try server.start()
        // The stand-in's links name the port it is reached on, so it is made once the port is known.
        standIn = HumanPluginStandIn(contract: specs.contract, configuration: .init(port: port, token: Self.token), journal: journal)
        slot.withLock { $0 = standIn }
    }

    package var baseURL: String { server.baseURL }

    package func stop() { server.stop() }

    /// The journal's create and read exchanges, in order.
    package var steps: [String] { journal.exchanges.map(\.step) }
}

/// Parses one JSON object printed by a client program.
package func jsonObject(_ text: String) throws -> [String: Any] {
    let line = text.split(separator: "\n").last(where: { $0.hasPrefix("{") }) ?? ""
    guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
        throw ToolError(description: "no JSON object in output: \(text)")
    }
    return object
}
