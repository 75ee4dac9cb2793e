import Foundation
import KitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The kit starved on purpose: its process stopped with SIGSTOP for longer than a time bound while
/// a time-judged scenario plays, then continued. The kit measures its own delay: the time check is
/// not judged, naming the delay, and a back-end that is really slow still fails. Serialized: these
/// stop processes and time them.
@Suite("The kit starved on purpose", .serialized, .blockingWork)
struct KitStarvationTests {
    /// How long the kit is stopped: longer than the example's 1 s upstream bound, shorter than the
    /// 2 s by which a back-end answering after the stand-in's 3 s hang misses it.
    static let stopSeconds = 1.5

    /// Runs `hp-conformance run ARGUMENTS --report-dir DIR`, stops it for `stopSeconds` as soon as it
    /// prints `marker`, and returns its output and `report.json`.
    func runStopped(_ arguments: [String], at marker: String) throws -> (run: KitRun, report: [String: Any]) {
        try EndToEnd.requireExecutable()
        let scratch = try EndToEnd.temporaryDirectory("stop")
        defer { EndToEnd.cleanUp(scratch) }
        let reports = scratch.appendingPathComponent("Reports")
        let outURL = scratch.appendingPathComponent("out")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let process = Process()
        process.executableURL = EndToEnd.executable
        process.arguments = ["run"] + arguments + ["--report-dir", reports.path]
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardOutput = out
        process.standardError = out
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let started = Date()
        try process.run()
        var stopped = false
        while Date().timeIntervalSince(started) < 60, process.isRunning {
            let text = String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self)
            if text.contains(marker) {
                // The scenario's start call goes out a few milliseconds after its line: stop inside it.
                Thread.sleep(forTimeInterval: 0.1)
                kill(process.processIdentifier, SIGSTOP)
                stopped = true
                Thread.sleep(forTimeInterval: Self.stopSeconds)
                kill(process.processIdentifier, SIGCONT)
                break
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        if finished.wait(timeout: .now() + 90) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        process.waitUntilExit()
        try out.close()
        let output = String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self)
        let run = KitRun(
            arguments: arguments, status: process.terminationStatus, stdout: output, stderr: "",
            seconds: Date().timeIntervalSince(started), timedOut: false)
        #expect(stopped, "the run never printed '\(marker)': \(run)")
        let data = try Data(contentsOf: reports.appendingPathComponent("report.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (run, report)
    }

    /// Runs stopped until the stop is recorded inside the app's start call of the create-timeout
    /// scenario (on a loaded machine the stop can land before or after that call); cancels the test,
    /// saying so, when three tries all miss it.
    func runStoppedInStart(_ arguments: [String]) throws -> (run: KitRun, report: [String: Any]) {
        var last: (run: KitRun, report: [String: Any])?
        for _ in 0..<3 {
            let attempt = try runStopped(arguments, at: "· scenario create-fault/no-answer")
            if stopOverlapsStart(attempt.report) { return attempt }
            last = attempt
        }
        try Test.cancel(
            "three stops all missed the create-timeout scenario's start call (a loaded machine): \(last.map { "\($0.run)" } ?? "")")
    }

    func stopOverlapsStart(_ report: [String: Any]) -> Bool {
        let delay = (report["evidence"] as? [String: Any])?["kitDelay"] as? [String: Any]
        let spans = delay?["spans"] as? [[String: Any]] ?? []
        // The stop itself, not one of a busy machine's small delays, must be recorded and fall inside the call.
        guard let stop = spans.max(by: { ($0["seconds"] as? Double ?? 0) < ($1["seconds"] as? Double ?? 0) }),
            (stop["seconds"] as? Double ?? 0) >= Self.stopSeconds - 0.3,
            let from = stop["from"] as? Double, let to = stop["to"] as? Double,
            let started = (report["metadata"] as? [String: Any])?["startedAt"] as? String,
            let start = (report["journal"] as? [[String: Any]])?.first(where: {
                $0["scenario"] as? String == "create-fault/no-answer" && $0["step"] as? String == "start"
            }),
            let runStart = Self.date(started), let sent = (start["startedAt"] as? String).flatMap(Self.date),
            let milliseconds = start["durationMilliseconds"] as? Double
        else { return false }
        let sentAt = sent.timeIntervalSince(runStart)
        return from < sentAt + milliseconds / 1000 && to > sentAt
    }

    static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    func verdict(_ id: String, in report: [String: Any]) -> [String: Any]? {
        (report["verdicts"] as? [[String: Any]])?.first { $0["checkID"] as? String == id }
    }

    func largestDelay(_ report: [String: Any]) -> Double {
        ((report["evidence"] as? [String: Any])?["kitDelay"] as? [String: Any])?["largestSeconds"] as? Double ?? 0
    }

    @Test("stopped 1.5 s in the create-timeout scenario, a correct back-end's timely error is not judged, the delay named; nothing fails")
    func correctBackendNotBlamed() throws {
        let (run, report) = try runStoppedInStart([])
        let timeout = try #require(verdict("HP-FAULT-CREATE-TIMEOUT", in: report), "\(run)")
        let seen = timeout["seen"] as? String ?? ""
        #expect(timeout["status"] as? String == "error", "\(seen)")
        #expect(seen.contains("the kit itself was delayed by"), "\(seen)")
        #expect(largestDelay(report) >= Self.stopSeconds - 0.3, "the report records the stop: \(largestDelay(report)) s")
        let failed = (report["verdicts"] as? [[String: Any]] ?? []).filter { $0["status"] as? String == "fail" }.map {
            $0["checkID"] as? String ?? ""
        }
        #expect(failed.isEmpty, "the kit's stop failed \(failed): \(run)")
        #expect(run.stdout.contains("HP-FAULT-CREATE-TIMEOUT not judged, their answers within that delay of their bounds"), "\(run)")
        #expect(run.status == 1, "not judged is not conformant: \(run)")
    }

    @Test("stopped 1.5 s while a back-end that waits out the stand-in's 3 s hang plays: HP-FAULT-CREATE-TIMEOUT still fails")
    func slowBackendStillFails() throws {
        let (run, report) = try runStoppedInStart(["--example-fault", "long-upstream-timeout"])
        let timeout = try #require(verdict("HP-FAULT-CREATE-TIMEOUT", in: report), "\(run)")
        let seen = timeout["seen"] as? String ?? ""
        #expect(timeout["status"] as? String == "fail", "\(seen)")
        #expect(seen.contains("expected an error within 1.0 s"), "\(seen)")
        #expect(seen.contains("too little to explain it"), "\(seen)")
        #expect(largestDelay(report) >= Self.stopSeconds - 0.3)
    }
}
