import Foundation
import KitTestSupport
import Testing

/// Runs the headless-Chromium scripts in `scripts/browser/` as a person would use a browser:
/// the stand-in's capture page is opened and completed, and a freshly generated HTML report is
/// rendered to a PNG. Skipped, with the reason shown, where Chromium, chromedriver or Selenium
/// is missing (`scripts/browser/install.sh` installs them).
@Suite(
    .serialized, .enabled(if: Browser.available, "chromium/chromedriver/selenium not installed (scripts/browser/install.sh)"), .blockingWork
)
struct BrowserTests {
    @Test("completing the capture page sends the browser to the registered callbackUri")
    func capturePageCallbackVariant() throws {
        let sandbox = try Sandbox(variant: nil)
        defer { sandbox.stop() }
        let run = try Browser.run(
            [
                "capture_page.py", sandbox.baseURL, Sandbox.token,
                "--screenshot", Browser.scratch("capture-page.png").path,
            ], timeout: 120)
        #expect(run.status == 0, "capture_page.py failed:\n\(run.output)")
        #expect(run.output.contains("landed on com.example.capture://callback\n"), "\(run.output)")
        #expect(Browser.pngSize(Browser.scratch("capture-page.png")) > 5_000)
    }

    @Test("in the Human Token variant the browser lands on callbackUri?id=<id>")
    func capturePageHumanTokenVariant() throws {
        let sandbox = try Sandbox(variant: "humanToken")
        defer { sandbox.stop() }
        let run = try Browser.run(
            [
                "capture_page.py", sandbox.baseURL, Sandbox.token, "--variant", "humanToken",
                "--screenshot", Browser.scratch("capture-page-human-token.png").path,
            ], timeout: 120)
        #expect(run.status == 0, "capture_page.py failed:\n\(run.output)")
        #expect(run.output.contains("landed on com.example.capture://callback?id=prc_"), "\(run.output)")
    }

    @Test("a wrong expectation is caught: the callback variant does not append ?id=")
    func capturePageDetectsWrongLanding() throws {
        let sandbox = try Sandbox(variant: nil)
        defer { sandbox.stop() }
        let run = try Browser.run(
            [
                "capture_page.py", sandbox.baseURL, Sandbox.token, "--variant", "humanToken",
                "--screenshot", "",
            ], timeout: 120)
        #expect(run.status != 0, "capture_page.py should have failed:\n\(run.output)")
        #expect(run.output.contains("expected 'com.example.capture://callback?id="), "\(run.output)")
    }

    @Test("completing one capture and closing another on the sandbox's page: the reads follow, the list shows it, a closed one expires")
    func sandboxStatesFollowThePage() throws {
        let sandbox = try Sandbox(variant: nil, extraArguments: ["--expire-closed-after", "2"])
        defer { sandbox.stop() }
        let run = try Browser.run(["sandbox_states.py", sandbox.baseURL, Sandbox.token, "--expire-after", "2"], timeout: 120)
        #expect(run.status == 0, "sandbox_states.py failed:\n\(run.output)")
        #expect(run.output.contains("state A before the page: PROCESS_STATE_CREATED / PROCESS_RESULT_UNSPECIFIED"), "\(run.output)")
        #expect(run.output.contains("state A after 'Complete the capture': PROCESS_STATE_FINISHED / PROCESS_RESULT_OK"), "\(run.output)")
        #expect(
            run.output.contains("state B after 'Close the session': PROCESS_STATE_CREATED / PROCESS_RESULT_UNSPECIFIED"), "\(run.output)")
        #expect(run.output.contains("state B 2 s after closing: PROCESS_STATE_FAILED / PROCESS_RESULT_EXPIRED"), "\(run.output)")
        // Chromium asks for /favicon.ico on every page: no part of the contract, never judged.
        let log = sandbox.output
        #expect(log.contains("judged live:") && log.contains("need a full run"), "\(log)")
        #expect(!log.contains("favicon"), "the sandbox logged the browser's favicon request:\n\(log)")
        #expect(!log.contains("✗"), "the sandbox judged something as broken:\n\(log)")
    }

    @Test("a freshly generated HTML report renders to a non-trivial PNG")
    func reportScreenshot() throws {
        let reports = Browser.scratch("report")
        let generate = try Browser.execute(
            Browser.hpConformance.path, ["run", "--report-dir", reports.path, "--no-color"],
            timeout: 300)
        #expect(generate.status == 0, "hp-conformance run failed:\n\(generate.output)")
        let html = reports.appendingPathComponent("report.html")
        try #require(FileManager.default.fileExists(atPath: html.path), "no report.html:\n\(generate.output)")

        let png = Browser.scratch("report.png")
        let shot = try Browser.run(["screenshot_report.py", html.path, png.path, "--max-height", "6000"], timeout: 120)
        #expect(shot.status == 0, "screenshot_report.py failed:\n\(shot.output)")
        #expect(shot.output.contains("verdict CONFORMANT"), "\(shot.output)")
        let size = Browser.pngSize(png)
        #expect(size > 50_000, "the PNG is only \(size) bytes")
        let header = try Data(contentsOf: png).prefix(24)
        #expect(Array(header.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "not a PNG")
        // IHDR width and height (big-endian) at bytes 16..<24.
        let bytes = Array(header)
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1280)
        #expect(height > 1_500, "the full-page screenshot is only \(height) px tall")
    }
}

/// The tools and processes the browser tests use.
enum Browser {
    static let scripts = EndToEnd.packageRoot.appendingPathComponent("scripts/browser")
    static let hpConformance = EndToEnd.productsDirectory.appendingPathComponent("hp-conformance")

    /// Chromium, chromedriver and Selenium for `python3` are all present.
    static let available: Bool = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        func onPath(_ names: [String]) -> Bool {
            names.contains { name in
                path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
            }
        }
        guard onPath(["chromium", "chromium-browser", "google-chrome"]), onPath(["chromedriver"]) else { return false }
        guard let check = try? execute("/usr/bin/env", ["python3", "-c", "import selenium"], timeout: 30) else { return false }
        return check.status == 0
    }()

    /// A fresh scratch location for this process's artefacts.
    static func scratch(_ name: String) -> URL {
        scratchDirectory.appendingPathComponent(name)
    }

    private static let scratchDirectory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hp-browser-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// Runs `scripts/browser/<script> args…` with python3.
    static func run(_ arguments: [String], timeout: TimeInterval) throws -> (status: Int32, output: String) {
        var arguments = arguments
        arguments[0] = scripts.appendingPathComponent(arguments[0]).path
        return try execute("/usr/bin/env", ["python3"] + arguments, timeout: timeout)
    }

    /// Runs a program to completion, killing it at `timeout`; stdout and stderr are merged.
    static func execute(_ executable: String, _ arguments: [String], timeout: TimeInterval) throws -> (status: Int32, output: String) {
        let log = scratch("out-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer {
            try? handle.close()
            try? FileManager.default.removeItem(at: log)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = EndToEnd.packageRoot
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        var timedOut = false
        if process.isRunning {
            timedOut = true
            process.terminate()
            let grace = Date().addingTimeInterval(5)
            while process.isRunning && Date() < grace { Thread.sleep(forTimeInterval: 0.05) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        var output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        if timedOut { output += "\n[killed after \(Int(timeout)) s]" }
        return (timedOut ? -1 : process.terminationStatus, output)
    }

    static func pngSize(_ url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0
    }
}

/// `hp-conformance serve` on a free port, as a subprocess of the test.
final class Sandbox {
    static let token = "hp-sandbox-token-0001"
    let process = Process()
    let baseURL: String
    private let log: URL

    /// What the sandbox printed so far.
    var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    init(variant: String?, extraArguments: [String] = []) throws {
        let binary = Browser.hpConformance
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw SandboxError("\(binary.path) is not built (swift build)")
        }
        log = Browser.scratch("serve-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.executableURL = binary
        process.arguments =
            ["serve", "--port", "0", "--token", Self.token, "--no-color"] + (variant.map { ["--variant", $0] } ?? []) + extraArguments
        process.currentDirectoryURL = EndToEnd.packageRoot
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try? handle.close()

        // The sandbox prints "… listening on http://127.0.0.1:PORT" once it accepts connections.
        let deadline = Date().addingTimeInterval(30)
        var found: String?
        while found == nil && Date() < deadline && process.isRunning {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if let range = text.range(of: #"listening on (http://[0-9.]+:[0-9]+)"#, options: .regularExpression) {
                found = String(text[range].dropFirst("listening on ".count))
            } else {
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
        guard let found else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            Self.end(process)
            throw SandboxError("hp-conformance serve did not start within 30 s:\n\(text)")
        }
        baseURL = found
    }

    func stop() {
        Self.end(process)
        try? FileManager.default.removeItem(at: log)
    }

    /// SIGTERM, then SIGKILL after 5 s.
    private static func end(_ process: Process) {
        if process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(5)
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
    }
}

struct SandboxError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
