import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of the built kit, watched from outside: its peak resident size (VmHWM of
/// `/proc/PID/status`, sampled until it exits), how long it took, and, optionally, a signal sent to
/// it once a line appears on its output (Ctrl-C, or SIGKILL as the OOM killer would).
struct WatchedRun: CustomStringConvertible {
    var status: Int32
    var seconds: Double
    var peakKilobytes: Int
    var stdout: String
    var stderr: String
    var killedAtDeadline: Bool

    var peakMegabytes: Double { Double(peakKilobytes) / 1024 }

    var description: String {
        "exit \(status)\(killedAtDeadline ? " (killed at the test's deadline)" : "") in \(String(format: "%.1f", seconds)) s, peak \(String(format: "%.1f", peakMegabytes)) MB\n--- stdout ---\n\(stdout)\n--- stderr ---\n\(stderr)"
    }

    /// Runs `hp-conformance arguments`; when `signal` is given, sends it once stdout holds `line`.
    static func run(_ arguments: [String], deadline: Double = 120, signal: (number: Int32, after: String)? = nil) throws -> WatchedRun {
        try EndToEnd.requireExecutable()
        let scratch = try EndToEnd.temporaryDirectory("watched")
        defer { EndToEnd.cleanUp(scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }

        let process = Process()
        process.executableURL = EndToEnd.executable
        process.arguments = arguments
        process.currentDirectoryURL = scratch
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "HP_CONFORMANCE_SPECS")
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        let started = Date()
        try process.run()
        let pid = process.processIdentifier
        var peak = 0
        var signalled = signal == nil
        var killed = false
        while process.isRunning {
            peak = max(peak, Self.highWaterKilobytes(of: pid) ?? 0)
            if !signalled, let signal, let text = try? String(contentsOf: outURL, encoding: .utf8), text.contains(signal.after) {
                kill(pid, signal.number)
                signalled = true
            }
            if Date().timeIntervalSince(started) > deadline {
                kill(pid, SIGKILL)
                killed = true
                break
            }
            usleep(20_000)
        }
        process.waitUntilExit()
        return WatchedRun(
            status: process.terminationStatus, seconds: Date().timeIntervalSince(started), peakKilobytes: peak,
            stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "", killedAtDeadline: killed)
    }

    /// VmHWM (the peak resident set so far) of a running process, in kB.
    static func highWaterKilobytes(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }
}

/// Processes a launched back-end left behind, found by a marker in their command line.
enum Leftovers {
    /// Live (not zombie) processes whose command line holds `marker`.
    static func processes(marked marker: String) -> [Int32] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var found: [Int32] = []
        for entry in entries {
            guard let pid = Int32(entry), pid != getpid(),
                let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"), !data.isEmpty
            else { continue }
            let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            guard line.contains(marker) else { continue }
            if let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")"), stat[stat.index(close, offsetBy: 2)] == "Z"
            {
                continue
            }
            found.append(pid)
        }
        return found
    }

    /// Waits `seconds` after the kit ended, then returns what is left (and kills it, so a failing
    /// test leaves nothing behind either).
    static func after(_ seconds: Double, marked marker: String) -> [Int32] {
        usleep(UInt32(seconds * 1_000_000))
        let left = processes(marked: marker)
        for pid in left { kill(pid, SIGKILL) }
        return left
    }
}

/// Configurations for the hostile-peer tests, written into a temporary directory.
enum HostileConfigs {
    static let fixtures = EndToEnd.fixtures.path

    /// A unique marker for the command lines of one test's back-end processes.
    static func marker() -> String { "hp-marker-\(UUID().uuidString.prefix(12).lowercased())" }

    /// `hostile/<name>` with the marker put into its command, its working directory made absolute
    /// (it is relative to the fixtures folder), and `edits` applied.
    static func write(_ name: String, marker: String, in directory: URL, edits: [String: Any?] = [:]) throws -> String {
        var config = try ConfigFiles.load("hostile/\(name)")
        var launch = try #require(((config["backend"] as? [String: Any])?["launch"]) as? [String: Any])
        let command = try #require(launch["command"] as? [String])
        launch["command"] = command.map {
            $0.replacingOccurrences(of: "hp-marker", with: marker).replacingOccurrences(of: "./hostile/", with: "\(fixtures)/hostile/")
        }
        launch["workingDirectory"] = "\(fixtures)/\(launch["workingDirectory"] as? String ?? ".")"
        ConfigFiles.edit(&config, "backend.launch", launch)
        for (path, value) in edits { ConfigFiles.edit(&config, path, value) }
        return try ConfigFiles.write(config, as: name, in: directory)
    }
}
