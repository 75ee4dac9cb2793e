import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The Go and PHP fixture back-ends (Fixtures/go, Fixtures/php): the tools they need, the Go
/// binary built once per test process, and the environment their configurations read.
enum GoPHPFixtures {
    static let goFolder = EndToEnd.fixtures.appendingPathComponent("go")
    static let phpFolder = EndToEnd.fixtures.appendingPathComponent("php")

    static let go = Tools.onPath("go")
    static let php = Tools.onPath("php")

    /// `php` with the curl extension (Debian: php-cli, php-curl).
    static let hasPHP: Bool = {
        guard let php else { return false }
        return (try? Tools.exec(php, ["-r", "exit(extension_loaded('curl') && extension_loaded('session') ? 0 : 1);"]).status) == 0
    }()

    static var hasGo: Bool { go != nil }

    /// Where the Go build keeps its binary, module cache and build cache: inside `.build`, so a
    /// fresh CI machine (root, no HOME cache) builds without writing anywhere else.
    static let goBuildFolder = EndToEnd.packageRoot.appendingPathComponent(".build/e2e-go")

    /// The back-end built from Fixtures/go, once per test process; a failure carries go's output.
    static let goBinary: Result<String, ToolFailure> = buildGo()

    /// The binary, or a test failure that shows why the build failed.
    static func requireGoBinary(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        switch goBinary {
        case let .success(path): return path
        case let .failure(failure):
            Issue.record("\(failure)", sourceLocation: sourceLocation)
            throw failure
        }
    }

    private static func buildGo() -> Result<String, ToolFailure> {
        guard let go else { return .failure(ToolFailure(description: "go is not on PATH")) }
        let output = goBuildFolder.appendingPathComponent("bin/verifications").path
        let environment = [
            "GOCACHE": goBuildFolder.appendingPathComponent("cache").path,
            "GOPATH": goBuildFolder.appendingPathComponent("gopath").path,
            "GOENV": "off", "GOTOOLCHAIN": "local", "GOFLAGS": "-mod=mod", "GOPROXY": "off", "CGO_ENABLED": "0",
        ]
        do {
            try FileManager.default.createDirectory(at: goBuildFolder, withIntermediateDirectories: true)
            let build = try runTool(go, ["build", "-o", output, "."], in: goFolder, environment: environment, deadline: 300)
            guard build.status == 0 else {
                return .failure(ToolFailure(description: "go build in \(goFolder.path) exited \(build.status):\n\(build.output)"))
            }
        } catch {
            return .failure(ToolFailure(description: "go build in \(goFolder.path) could not run: \(error)"))
        }
        return .success(output)
    }

    /// The secrets the configurations take from the environment (`${env:NAME}`): a fresh test
    /// password and one bearer token per pre-provisioned user, new for every run.
    static func secretEnvironment() -> [String: String] {
        var environment = ["APP_TEST_PASSWORD": "pw-" + UUID().uuidString]
        for name in staticUsers {
            environment["HP_E2E_\(name.uppercased())_TOKEN"] = "tok-" + UUID().uuidString
        }
        return environment
    }

    /// The pre-provisioned users of go/static.json.
    static let staticUsers = ["alice", "bob", "carol", "dave", "erin", "frank"]

    /// Runs a program with a deadline, its output (stdout and stderr) captured through a file.
    static func runTool(
        _ program: String, _ arguments: [String], in directory: URL, environment extra: [String: String],
        deadline: Double
    ) throws -> (status: Int32, output: String) {
        let scratch = try EndToEnd.temporaryDirectory("tool")
        defer { EndToEnd.cleanUp(scratch) }
        let outURL = scratch.appendingPathComponent("output")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = out
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        var timedOut = false
        if finished.wait(timeout: .now() + deadline) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        process.waitUntilExit()
        try out.close()
        let output = String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self)
        return (timedOut ? -1 : process.terminationStatus, timedOut ? output + "\n(killed after \(Int(deadline)) s)" : output)
    }
}

struct ToolFailure: Error, CustomStringConvertible, Sendable {
    var description: String
}
