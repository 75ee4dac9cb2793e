import Foundation
import KitTestSupport
import Testing

import enum ConformanceBasics.SHA256

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Every way out of `run` leaves a report of that run: a kit that could not run (exit 2) replaces
/// the previous reports with one saying why, a launched back-end that failed to start leaves its
/// `backend.log`, and a run stopped by SIGINT, SIGTERM or its deadline reports what it judged,
/// marked incomplete. Serialized: these start processes and time them.
@Suite("Reports on every exit", .serialized, .blockingWork)
struct ReportOnEveryExitTests {
    /// A report directory holding a previous green run's files, listed in its SHA256SUMS and in
    /// the kit's marker (so the kit can prove it wrote them), and a file of the user's that is not the kit's.
    func prefilledReports(in directory: URL) throws -> URL {
        let reports = directory.appendingPathComponent("Reports")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        let old = [
            "junit.xml":
                "<testsuites><testsuite name=\"create\" tests=\"30\" failures=\"0\" errors=\"0\"><testcase name=\"OLD-GREEN\"/></testsuite></testsuites>",
            "report.json": "{\"conformant\": true, \"status\": \"conformant\"}",
            "report.html": "<h1>CONFORMANT</h1> OLD-GREEN",
            "report.md": "# CONFORMANT OLD-GREEN",
            "backend.log": "OLD-GREEN back-end output",
        ]
        var sums = ""
        for (name, text) in old.sorted(by: { $0.key < $1.key }) {
            try Data(text.utf8).write(to: reports.appendingPathComponent(name))
            sums += "\(SHA256.hex(of: text))  \(name)\n"
        }
        try Data(sums.utf8).write(to: reports.appendingPathComponent("SHA256SUMS"))
        let marker =
            "# hp-conformance: files this kit wrote here and may replace; other files are left alone\n"
            + sums + "\(SHA256.hex(of: sums))  SHA256SUMS\n"
        try Data(marker.utf8).write(to: reports.appendingPathComponent(".hp-conformance-report"))
        try Data("the user's notes".utf8).write(to: reports.appendingPathComponent("notes.txt"))
        return reports
    }

    func read(_ reports: URL, _ name: String) -> String {
        String(decoding: (try? Data(contentsOf: reports.appendingPathComponent(name))) ?? Data(), as: UTF8.self)
    }

    func expectNotRunReport(_ reports: URL, reason: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let junit = read(reports, "junit.xml")
        #expect(junit.contains("tests=\"1\" failures=\"0\" errors=\"1\""), "\(junit)", sourceLocation: sourceLocation)
        #expect(
            junit.contains(
                "<testcase classname=\"HumanPluginConformance.kit (hp-conformance)\" name=\"HP-KIT-RUN: the kit could not run\""),
            sourceLocation: sourceLocation)
        #expect(junit.contains("message=\"not judged: the kit could not run: "), sourceLocation: sourceLocation)
        #expect(junit.contains(reason), "junit.xml lacks '\(reason)'", sourceLocation: sourceLocation)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(read(reports, "report.json").utf8)) as? [String: Any])
        #expect(json["status"] as? String == "not-run", sourceLocation: sourceLocation)
        #expect(json["conformant"] as? Bool == false, sourceLocation: sourceLocation)
        #expect((json["kitErrors"] as? [String])?.first?.contains(reason) == true, sourceLocation: sourceLocation)
        #expect(read(reports, "report.html").contains("<h1>NOT RUN</h1>"), sourceLocation: sourceLocation)
        #expect(read(reports, "report.md").hasPrefix("# ❌ Human Plugin conformance: NOT RUN"), sourceLocation: sourceLocation)
        for name in ["junit.xml", "report.json", "report.html", "report.md", "backend.log", "SHA256SUMS"] {
            #expect(!read(reports, name).contains("OLD-GREEN"), "\(name) still holds the previous run", sourceLocation: sourceLocation)
        }
        #expect(read(reports, "notes.txt") == "the user's notes", "files that are not the kit's stay", sourceLocation: sourceLocation)
        if let sha256sum = Tools.onPath("sha256sum") {
            let check = Process()
            check.executableURL = URL(fileURLWithPath: sha256sum)
            check.arguments = ["-c", "--strict", "--quiet", "SHA256SUMS"]
            check.currentDirectoryURL = reports
            try check.run()
            check.waitUntilExit()
            #expect(check.terminationStatus == 0, "SHA256SUMS matches the files", sourceLocation: sourceLocation)
        }
    }

    @Test("an unreachable back-end (exit 2) replaces a previous green report with one error testcase saying why")
    func unreachable() throws {
        let directory = try EndToEnd.temporaryDirectory("exit2")
        defer { EndToEnd.cleanUp(directory) }
        let reports = try prefilledReports(in: directory)
        var config = try ConfigFiles.load("python.json")
        ConfigFiles.edit(&config, "backend.launch", nil)
        ConfigFiles.edit(&config, "backend.baseURL", "http://127.0.0.1:9")
        ConfigFiles.edit(&config, "timeouts.requestSeconds", 2)
        let path = try ConfigFiles.write(config, as: "config.json", in: directory)
        let run = try Kit.run(["run", "--config", path, "--report-dir", reports.path, "--no-color"], deadline: 60)
        #expect(run.status == 2, "\(run)")
        #expect(run.errorLines.count == 1, "\(run)")
        try expectNotRunReport(reports, reason: "back-end unreachable at http://127.0.0.1:9")
        let junit = read(reports, "junit.xml")
        #expect(
            junit.contains("(the stand-in Human Plugin was listening at http://127.0.0.1:"), "the reason names the stand-in's URL\n\(junit)"
        )
        #expect(junit.contains("<property name=\"humanplugin.baseURL\" value=\"http://127.0.0.1:"), "and so do the properties")
        #expect(
            read(reports, "report.md").contains("**not judged: the kit could not run: back-end unreachable at http://127.0.0.1:9"),
            "report.md says it as junit.xml does")
        #expect(!FileManager.default.fileExists(atPath: reports.appendingPathComponent("backend.log").path), "no launch, no backend.log")
    }

    @Test(
        "a launched back-end that exits before it is ready leaves its backend.log beside the report",
        .enabled(if: Tools.hasPython, "python3 is not on PATH"))
    func launchFails() throws {
        let directory = try EndToEnd.temporaryDirectory("exit2")
        defer { EndToEnd.cleanUp(directory) }
        let reports = try prefilledReports(in: directory)
        var config = try ConfigFiles.load("python.json")
        ConfigFiles.edit(&config, "backend.launch.workingDirectory", EndToEnd.fixtures.path)
        ConfigFiles.edit(
            &config, "backend.launch.command",
            [
                "python3", "-c",
                "import sys; print('starting'); print('boom: no database', file=sys.stderr); print('token hp-e2e-token-python'); sys.exit(3)",
            ])
        let path = try ConfigFiles.write(config, as: "config.json", in: directory)
        let run = try Kit.run(["run", "--config", path, "--report-dir", reports.path, "--no-color"], deadline: 60)
        #expect(run.status == 2, "\(run)")
        try expectNotRunReport(reports, reason: "exited with status 3 before it was ready")
        let log = read(reports, "backend.log")
        #expect(log.contains("starting") && log.contains("boom: no database"), "backend.log: \(log)")
        #expect(!log.contains("hp-e2e-token-python"), "the token is redacted from backend.log")
    }

    @Test("a bad option still replaces the previous report (exit 2)")
    func badOption() throws {
        let directory = try EndToEnd.temporaryDirectory("exit2")
        defer { EndToEnd.cleanUp(directory) }
        let reports = try prefilledReports(in: directory)
        let run = try Kit.run(["run", "--report-dir", reports.path, "--junit-flavor", "fancy"], deadline: 30)
        #expect(run.status == 2, "\(run)")
        try expectNotRunReport(reports, reason: "--junit-flavor: expected one of jenkins, strict, found ")
    }

    @Test("a report directory holding a SHA256SUMS the kit did not write loses nothing: exit 2, one line, every file as it was")
    func foreignReportDirectory() throws {
        let directory = try EndToEnd.temporaryDirectory("exit2")
        defer { EndToEnd.cleanUp(directory) }
        let release = directory.appendingPathComponent("release")
        try FileManager.default.createDirectory(at: release, withIntermediateDirectories: true)
        var files: [String: String] = ["image.iso": String(repeating: "x", count: 1000), "NOTES.md": "notes", "junit.xml": "<theirs/>"]
        files["SHA256SUMS"] = files.keys.sorted().map { "\(SHA256.hex(of: files[$0]!))  \($0)\n" }.joined()
        for (name, text) in files { try Data(text.utf8).write(to: release.appendingPathComponent(name)) }
        let link = directory.appendingPathComponent("Reports")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: release)
        for target in [release, link] {
            let run = try Kit.run(["run", "--report-dir", target.path, "--no-color"], deadline: 120)
            #expect(run.status == 2, "\(run)")
            #expect(run.errorLines.count == 1, "one line: \(run.errorLines)")
            #expect(run.errorLines.first?.contains("SHA256SUMS, junit.xml that this kit did not write") == true, "\(run.errorLines)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: release.path).sorted() == files.keys.sorted())
            for (name, text) in files { #expect(read(release, name) == text, "\(name) changed") }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["Reports", "release"])
    }

    @Test(
        "a command line that cannot be parsed (a typo in an option) replaces the previous report (exit 2)",
        arguments: [
            ["run", "--report-dir", "REPORTS", "--confg", "x.json"], ["--confg", "x.json", "--report-dir=REPORTS"],
            ["app-check", "--report-dir", "REPORTS", "--bogus"], ["app-check", "App", "--report-dir", "REPORTS", "--variant", "web"],
        ])
    func unparsableCommandLine(_ arguments: [String]) throws {
        let directory = try EndToEnd.temporaryDirectory("exit2")
        defer { EndToEnd.cleanUp(directory) }
        let reports = try prefilledReports(in: directory)
        let run = try Kit.run(
            arguments.map { $0 == "REPORTS" ? reports.path : $0.replacing("=REPORTS", with: "=" + reports.path) }, deadline: 30)
        #expect(run.status == 2, "\(run)")
        let option = arguments.contains("--variant") ? "--variant" : arguments.contains("--bogus") ? "--bogus" : "--confg"
        try expectNotRunReport(
            reports, reason: option == "--variant" ? "--variant: expected callback or humanToken, found" : "unknown option")
        #expect(read(reports, "report.json").contains("unknown option '\(option)'") || option == "--variant", "the report names the option")
        #expect(run.stdout.contains("report: \(reports.path)/junit.xml"), "\(run)")
    }

    @Test("when the command line leaves the report directory unknown, nothing is replaced and standard error says so")
    func unknownReportDirectory() throws {
        let directory = try EndToEnd.temporaryDirectory("exit2")
        defer { EndToEnd.cleanUp(directory) }
        let reports = try prefilledReports(in: directory)
        let run = try Kit.run(["run", "--confg", "x.json", "--report-dir"], in: directory, deadline: 30)
        #expect(run.status == 2, "\(run)")
        #expect(
            run.errorLines.last
                == "hp-conformance: no report written: the report directory cannot be known (--report-dir has no value); an earlier report stays in place",
            "\(run)")
        #expect(read(reports, "junit.xml").contains("OLD-GREEN"), "nothing was written where the kit cannot know it should")
    }

    @Test(
        "a temporary report folder left by a killed run is removed by the next run",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/ns/pid"), "no /proc/self/ns/pid: leftovers are judged by age alone")
    )
    func leftoverFromKilledRun() throws {
        let directory = try EndToEnd.temporaryDirectory("exit2")
        defer { EndToEnd.cleanUp(directory) }
        let reports = try prefilledReports(in: directory)
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let leftover = directory.appendingPathComponent(".Reports.tmp-\(gone.processIdentifier)-12345")
        try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
        try Data("half a report".utf8).write(to: leftover.appendingPathComponent("junit.xml"))
        // The writer's mark: this system and pid namespace, and a pid no process has any more.
        let boot = try String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let namespace = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/ns/pid")
        let mark =
            "boot \(boot)\npidns \(namespace)\npid \(gone.processIdentifier)\nstart 1\ncreated \(Int(Date().timeIntervalSince1970))\n"
        try Data(mark.utf8).write(to: leftover.appendingPathComponent(".hp-conformance-partial"))
        let run = try Kit.run(["run", "--report-dir", reports.path, "--no-color"], deadline: 120)
        #expect(run.status == 0, "\(run)")
        #expect(!FileManager.default.fileExists(atPath: leftover.path), "the dead run's folder is gone")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["Reports"])
    }

    // MARK: - Cut short

    /// A run whose `create-fault/no-answer` scenario lasts about 21 s: the launched example
    /// back-end waits 30 s for Human Plugin, the app 21 s for the back-end.
    func slowRunConfig(in directory: URL) throws -> String {
        let backend = EndToEnd.productsDirectory.appendingPathComponent("example-backend")
        try #require(FileManager.default.isExecutableFile(atPath: backend.path), "example-backend is not built at \(backend.path)")
        let data = try Data(contentsOf: EndToEnd.packageRoot.appendingPathComponent("specs/examples/example-backend.json"))
        var config = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        ConfigFiles.edit(&config, "backend.baseURL", "http://127.0.0.1:{port}")
        ConfigFiles.edit(
            &config, "backend.launch",
            [
                "command": [backend.path, "--upstream-timeout", "30"],
                "humanPluginURLVariable": "HUMAN_PLUGIN_BASE_URL", "humanPluginTokenVariable": "HUMAN_PLUGIN_TOKEN",
                "portVariable": "PORT", "readyTimeoutSeconds": 20,
            ] as [String: Any])
        ConfigFiles.edit(&config, "timeouts.upstreamBoundSeconds", 20)
        ConfigFiles.edit(&config, "timeouts.requestSeconds", 25)
        ConfigFiles.edit(&config, "concurrentUsers", 4)
        return try ConfigFiles.write(config, as: "slow.json", in: directory)
    }

    /// Starts the kit, waits until its output shows `marker`, sends `signal` (if any), and waits for
    /// it to end (killed after `deadline` seconds). Returns exit status, output and seconds from the signal.
    func runUntil(
        _ arguments: [String], marker: String, signal signalNumber: Int32?, deadline: Double = 90
    ) throws -> (status: Int32, output: String, afterSignal: Double) {
        try EndToEnd.requireExecutable()
        let scratch = try EndToEnd.temporaryDirectory("sig")
        defer { EndToEnd.cleanUp(scratch) }
        let outURL = scratch.appendingPathComponent("out")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let process = Process()
        process.executableURL = EndToEnd.executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardOutput = out
        process.standardError = out
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let started = Date()
        var signalled = Date()
        while Date().timeIntervalSince(started) < deadline {
            let text = String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self)
            if text.contains(marker) { break }
            if !process.isRunning { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        if let signalNumber, process.isRunning {
            Thread.sleep(forTimeInterval: 0.5)  // well inside the scenario
            signalled = Date()
            kill(process.processIdentifier, signalNumber)
        }
        if finished.wait(timeout: .now() + deadline) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        process.waitUntilExit()
        try out.close()
        return (
            process.terminationStatus, String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
            Date().timeIntervalSince(signalled)
        )
    }

    func expectIncompleteReport(_ reports: URL, reason: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let junit = read(reports, "junit.xml")
        #expect(junit.contains("name=\"HP-KIT-RUN: the run is incomplete\""), "\(junit.prefix(2000))", sourceLocation: sourceLocation)
        #expect(junit.contains("message=\"not judged: the run is incomplete (not conformant): \(reason)"), sourceLocation: sourceLocation)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(read(reports, "report.json").utf8)) as? [String: Any])
        #expect(json["status"] as? String == "incomplete", sourceLocation: sourceLocation)
        #expect(json["conformant"] as? Bool == false, sourceLocation: sourceLocation)
        let verdicts = try #require(json["verdicts"] as? [[String: Any]])
        #expect(verdicts.count >= 30, "every check of the catalogue has a verdict", sourceLocation: sourceLocation)
        #expect(verdicts.contains { $0["status"] as? String == "pass" }, "what was played is judged", sourceLocation: sourceLocation)
        let journal = try #require(json["journal"] as? [[String: Any]])
        #expect(
            !journal.contains { ($0["scenario"] as? String)?.hasPrefix("create-fault/no-answer") == true },
            "the scenario cut while playing is left out", sourceLocation: sourceLocation)
        #expect(read(reports, "report.md").contains("INCOMPLETE (not conformant)"), sourceLocation: sourceLocation)
        #expect(read(reports, "report.html").contains("<h1>INCOMPLETE (not conformant)</h1>"), sourceLocation: sourceLocation)
    }

    @Test(
        "SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2 or SIGALRM mid-scenario: the report of what was judged, marked incomplete, at once, exit 2",
        arguments: [SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM])
    func interrupted(signal signalNumber: Int32) throws {
        let directory = try EndToEnd.temporaryDirectory("sig")
        defer { EndToEnd.cleanUp(directory) }
        let reports = try prefilledReports(in: directory)
        let config = try slowRunConfig(in: directory)
        let run = try runUntil(
            ["run", "--config", config, "--report-dir", reports.path], marker: "scenario create-fault/no-answer", signal: signalNumber)
        let name = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGUSR1: "SIGUSR1", SIGUSR2: "SIGUSR2", SIGALRM: "SIGALRM"][
            signalNumber]!
        #expect(run.status == 2, "\(run.output)")
        #expect(run.afterSignal < 10, "ended \(run.afterSignal) s after the signal\n\(run.output)")
        #expect(run.output.contains("INCOMPLETE (not conformant)"), "\(run.output)")
        try expectIncompleteReport(reports, reason: "interrupted by \(name)")
        #expect(
            FileManager.default.fileExists(atPath: reports.appendingPathComponent("backend.log").path),
            "the launched back-end's log is kept")
        #expect(!read(reports, "junit.xml").contains("OLD-GREEN"))
    }

    @Test("standard output closed by its reader (run | head): the run goes on and writes its report, the previous one replaced")
    func closedPipe() throws {
        try EndToEnd.requireExecutable()
        let directory = try EndToEnd.temporaryDirectory("pipe")
        defer { EndToEnd.cleanUp(directory) }
        let reports = try prefilledReports(in: directory)
        let process = Process()
        process.executableURL = EndToEnd.executable
        process.arguments = ["run", "--example-fault", "wrong-flow", "--parallel", "4", "--report-dir", reports.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        // A kit that neither writes nor ends would hold the read below: it is killed after 180 s,
        // which ends the read (and fails the test on its exit).
        DispatchQueue.global().asyncAfter(deadline: .now() + 180) {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        // The reader takes the first line and goes, as `head -1` does: every later line meets EPIPE.
        var first: [UInt8] = []
        while !first.contains(UInt8(ascii: "\n")) {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            first += chunk
        }
        try pipe.fileHandleForReading.close()
        finished.wait()  // within 180 s: the kill above
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "the kit was ended by signal \(process.terminationStatus)")
        #expect(process.terminationStatus == 1, "wrong-flow is not conformant; got \(process.terminationStatus)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(read(reports, "report.json").utf8)) as? [String: Any])
        #expect(json["status"] as? String == "not-conformant")
        #expect(!read(reports, "junit.xml").contains("OLD-GREEN"), "the previous green report was replaced")
    }

    @Test("the run deadline mid-scenario: the report of what was judged, marked incomplete, exit 1")
    func deadline() throws {
        let directory = try EndToEnd.temporaryDirectory("sig")
        defer { EndToEnd.cleanUp(directory) }
        let reports = try prefilledReports(in: directory)
        let config = try slowRunConfig(in: directory)
        let started = Date()
        let run = try runUntil(
            ["run", "--config", config, "--report-dir", reports.path, "--timeout", "8"], marker: "\u{0}never", signal: nil)
        #expect(run.status == 1, "\(run.output)")
        #expect(Date().timeIntervalSince(started) < 30, "the deadline is kept even inside a 21 s scenario\n\(run.output)")
        try expectIncompleteReport(reports, reason: "the run deadline (8.0 s) passed first")
    }
}
