import Foundation
import KitTestSupport
import Testing

import struct ConformanceChecks.TimeBound

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Locations shared by the end-to-end tests, which run the built `hp-conformance` as a partner would.
enum EndToEnd {
    /// The package root (the directory holding Package.swift).
    static let packageRoot: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
            directory.deleteLastPathComponent()
        }
        return directory
    }()

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static let snapshots = fixtures.appendingPathComponent("snapshots")

    /// How many checks of `specs/checks.json` a run against a back-end judges: all but the `app`
    /// group, which needs `app.project`.
    static let backendCheckCount: Int = {
        let data = (try? Data(contentsOf: packageRoot.appendingPathComponent("specs/checks.json"))) ?? Data()
        let catalogue = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        let checks = catalogue?["checks"] as? [[String: Any]] ?? []
        return checks.filter { $0["group"] as? String != "app" }.count
    }()

    /// Where this build put its executables: the folder of the running test binary (any
    /// `--build-path`, configuration or triple), or its parent (the test bundle's folder); no folder
    /// is assumed, so a missing executable is named where this build would have put it.
    static let productsDirectory: URL = {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for folder in [binary, binary.deletingLastPathComponent()]
        where FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("hp-conformance").path) {
            return folder
        }
        return binary
    }()

    /// The executable `swift build` / `swift test` built.
    static let executable = productsDirectory.appendingPathComponent("hp-conformance")

    /// Fails the calling test with a clear message when the executable was not built.
    static func requireExecutable(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: executable.path),
            "hp-conformance is not built at \(executable.path); run `swift build` (or `swift build --build-tests`) in \(packageRoot.path) first",
            sourceLocation: sourceLocation)
    }

    /// A fresh empty directory, removed by the caller with `cleanUp`.
    static func temporaryDirectory(_ label: String = "e2e") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hp-\(label)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func cleanUp(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }
}

/// What one run of the executable did.
struct KitRun: CustomStringConvertible {
    var arguments: [String]
    var status: Int32
    var stdout: String
    var stderr: String
    var seconds: Double
    var timedOut: Bool

    /// The non-empty lines written to standard error.
    var errorLines: [String] {
        stderr.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    var description: String {
        "hp-conformance \(arguments.joined(separator: " ")) → exit \(status)\(timedOut ? " (killed at the deadline)" : "") in \(String(format: "%.1f", seconds)) s\n--- stdout ---\n\(stdout)\n--- stderr ---\n\(stderr)"
    }
}

enum Kit {
    /// Runs `hp-conformance arguments` in `directory` (a fresh temporary one by default), with
    /// stdout and stderr captured through files, and kills it after `deadline` seconds.
    static func run(
        _ arguments: [String], in directory: URL? = nil, deadline: Double = 60,
        environment extra: [String: String] = [:]
    ) throws -> KitRun {
        try EndToEnd.requireExecutable()
        let scratch = try EndToEnd.temporaryDirectory("out")
        defer { EndToEnd.cleanUp(scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = EndToEnd.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? scratch
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "HP_CONFORMANCE_SPECS")
        environment.removeValue(forKey: "FAULT")
        environment["NO_COLOR"] = "1"
        for (name, value) in extra { environment[name] = value }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }

        let started = Date()
        try process.run()
        var timedOut = false
        if finished.wait(timeout: .now() + deadline) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGTERM)
            if finished.wait(timeout: .now() + 5) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        return KitRun(
            arguments: arguments, status: process.terminationStatus,
            stdout: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
            stderr: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self),
            seconds: Date().timeIntervalSince(started), timedOut: timedOut)
    }
}

/// Programs some tests need besides the kit; a test that needs a missing one is skipped with a reason.
enum Tools {
    static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static let python3 = onPath("python3")
    static let node = onPath("node")

    static var hasPython: Bool { python3 != nil }
    static var hasNode: Bool { node != nil }

    /// Python's `jsonschema` package (PyPI), importable by `python3`.
    static let hasJSONSchema: Bool = {
        guard let python3 else { return false }
        return (try? exec(python3, ["-c", "import jsonschema"]).status) == 0
    }()

    /// Runs a helper program to completion (killed after `deadline` seconds): its exit status and
    /// its output, stdout then stderr (`ToolRun`: through files, never a pipe another launch can hold).
    static func exec(_ program: String, _ arguments: [String], deadline: Int = 600) throws -> (status: Int32, output: String) {
        let run = try ToolRun.run(program, arguments, timeout: .seconds(deadline))
        return (run.status, run.stdout + run.stderr)
    }
}

/// The parts of `report.json` the tests look at.
struct RunReport {
    var statuses: [String: String]

    init(directory: URL) throws {
        let data = try Data(contentsOf: directory.appendingPathComponent("report.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let verdicts = try #require(root["verdicts"] as? [[String: Any]], "report.json has no verdicts array")
        var statuses: [String: String] = [:]
        var delayed: [String] = []
        for verdict in verdicts {
            let id = try #require(verdict["checkID"] as? String)
            statuses[id] = try #require(verdict["status"] as? String)
            if statuses[id] == "error", (verdict["seen"] as? String)?.contains(Self.kitDelayed) == true { delayed.append(id) }
        }
        self.statuses = statuses
        self.delayed = delayed.sorted()
    }

    /// Checks not judged for the kit's own delay (a busy machine), sorted.
    var delayed: [String]

    /// The report in `directory`: the test fails, saying `context`, when there is none readable, and
    /// is cancelled, saying why, when a verdict was not judged for the kit's own delay (such a run
    /// decides nothing about the verdicts a test compares).
    ///
    /// Every report read this way is also put through `hp-conformance verify`: a genuine report of
    /// any back-end (every language, shape and adapter the end-to-end tests run) verifies, as
    /// certifiable or not (exit 0 or 3), never as altered.
    static func read(_ directory: URL, _ context: @autoclosure () -> String) throws -> RunReport {
        let report = try #require(try? RunReport(directory: directory), "no readable report.json in \(directory.path)\n\(context())")
        let verified = try Kit.run(["verify", directory.path], deadline: 120)
        #expect(
            verified.status == 0 || verified.status == 3,
            "a genuine report verifies (exit 0 or 3), this one gave \(verified.status):\n\(verified.stdout)\(verified.stderr)")
        if !report.delayed.isEmpty {
            try Test.cancel(
                "the kit itself was delayed (a busy machine): \(report.delayed.joined(separator: ", ")) not judged, so this run decides nothing"
            )
        }
        return report
    }

    /// Words of every verdict not judged for the kit's own delay.
    static let kitDelayed = TimeBound.kitDelayed

    /// Check ids whose status is not `pass`, sorted.
    var notPassing: [String] { statuses.filter { $0.value != "pass" }.map(\.key).sorted() }
    /// Check ids that failed, sorted.
    var failing: [String] { statuses.filter { $0.value == "fail" }.map(\.key).sorted() }
}

/// Configurations written for one test, derived from a fixture by editing its JSON.
enum ConfigFiles {
    static func load(_ fixture: String) throws -> [String: Any] {
        let data = try Data(contentsOf: EndToEnd.fixtures.appendingPathComponent(fixture))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Writes `object` as `name` in `directory` and returns its path.
    @discardableResult
    static func write(_ object: [String: Any], as name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]).write(to: url)
        return url.path
    }

    /// Sets (or, with nil, removes) the value at a dotted path such as `start.idPointer`.
    static func edit(_ object: inout [String: Any], _ path: String, _ value: Any?) {
        var keys = path.split(separator: ".").map(String.init)
        let last = keys.removeLast()
        func apply(_ dictionary: inout [String: Any], _ rest: ArraySlice<String>) {
            guard let key = rest.first else {
                dictionary[last] = value
                return
            }
            var child = dictionary[key] as? [String: Any] ?? [:]
            apply(&child, rest.dropFirst())
            dictionary[key] = child
        }
        apply(&object, keys[...])
    }
}

/// A TCP port held open (listening) on 127.0.0.1 until `close()`.
final class HeldPort {
    let descriptor: Int32
    let port: UInt16

    init() throws {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        try #require(fd >= 0, "socket() failed")
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        try #require(bound == 0 && listen(fd, 4) == 0, "cannot bind a port on 127.0.0.1")
        var actual = sockaddr_in()
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        descriptor = fd
        port = UInt16(bigEndian: actual.sin_port)
    }

    func close() {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #elseif canImport(Musl)
        _ = Musl.close(descriptor)
        #elseif canImport(Darwin)
        _ = Darwin.close(descriptor)
        #endif
    }
}

/// A fault planted in a fixture back-end (its name, as the fixture's switch reads it) and the
/// checks it must fail, and warn, no more and no fewer: the cases of the fixtures' fault tests.
struct PlantedFault: Sendable, CustomTestStringConvertible {
    var name: String
    var failing: [String]
    /// Warnings the fault gives besides (they do not fail the run).
    var warning: [String] = []
    var testDescription: String { name }
}
