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

/// `hp-conformance app-check` on hostile projects, run as a partner runs it (the built binary, killed
/// at a hard deadline): property lists that contain themselves, nest 5,000 deep or hide their nesting
/// in a comment, FIFOs where files are expected, a Swift file of 100,000 `#`. Each ends on its own, in
/// time, with a one-line finding, and a report; an app-check that cannot judge (exit 2) replaces the
/// previous report with one saying why. Serialized: these start processes and time them.
@Suite("app-check: hostile projects", .serialized, .blockingWork)
struct AppCheckHostileTests {
    /// Each app-check is killed after this long (`HP_APP_CHECK_DEADLINE` seconds; 60 by default).
    static let deadline = Double(ProcessInfo.processInfo.environment["HP_APP_CHECK_DEADLINE"] ?? "") ?? 60
    static let swift = "import AuthenticationServices\nlet s = ASWebAuthenticationSession(url: u, callbackURLScheme: \"app\") { _, _ in }\n"
    static let fifo = "<FIFO>"

    static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * (size - 1 - $0))) }
    }

    /// A `bplist00` of already-encoded objects, top object 0.
    static func bplist(_ objects: [[UInt8]]) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let offsetSize = bytes.count < 256 ? 1 : bytes.count < 65536 ? 2 : 4
        let table = bytes.count
        for offset in offsets { bytes += bigEndian(offset, size: offsetSize) }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), objects.count < 256 ? 1 : 2]
        return bytes + bigEndian(objects.count, size: 8) + bigEndian(0, size: 8) + bigEndian(table, size: 8)
    }

    /// A project of `files` (a path's text, `fifo` for a named pipe) in a fresh directory.
    static func project(_ files: [String: [UInt8]], in directory: URL) throws -> String {
        let root = directory.appendingPathComponent("App")
        for (path, bytes) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if bytes == Array(fifo.utf8) {
                #expect(mkfifo(url.path, 0o644) == 0)
            } else {
                try Data(bytes).write(to: url)
            }
        }
        return root.path
    }

    static func pbxproj(_ infoPlist: String) -> [UInt8] {
        Array("{\n objects = {\n A = {\n buildSettings = {\n INFOPLIST_FILE = \(infoPlist);\n };\n };\n };\n}\n".utf8)
    }

    /// Runs app-check on `files` and requires it to end by itself, judged (exit 0 or 1), with `finding` on standard error.
    func expectFinding(_ files: [String: [UInt8]], _ finding: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let directory = try EndToEnd.temporaryDirectory("app-hostile")
        defer { EndToEnd.cleanUp(directory) }
        let root = try Self.project(files, in: directory)
        let reports = directory.appendingPathComponent("Reports")
        let run = try Kit.run(["app-check", "--no-color", "--report-dir", reports.path, root], deadline: Self.deadline)
        #expect(!run.timedOut, "\(run)", sourceLocation: sourceLocation)
        #expect(run.status == 0 || run.status == 1, "\(run)", sourceLocation: sourceLocation)
        #expect(run.errorLines.contains { $0.hasPrefix("app-check: ") && $0.contains(finding) }, "\(run)", sourceLocation: sourceLocation)
        #expect(FileManager.default.fileExists(atPath: reports.appendingPathComponent("report.json").path), sourceLocation: sourceLocation)
    }

    @Test("a binary Info.plist that contains itself is a one-line finding, not a crash")
    func selfContainingPlist() throws {
        let plist = Self.bplist([[0xD1, 1, 0], [0x51, UInt8(ascii: "k")]])
        try expectFinding(
            ["App/Info.plist": plist, "App/A.swift": Array(Self.swift.utf8)],
            "App/Info.plist: not read as a property list: binary plist: object 0 contains itself (a cycle)")
    }

    @Test("two binary arrays holding each other are a one-line finding")
    func mutualArrays() throws {
        let plist = Self.bplist([[0xD1, 3, 1], [0xA1, 2], [0xA1, 1], [0x51, UInt8(ascii: "k")]])
        try expectFinding(
            ["App/Info.plist": plist, "App/A.swift": Array(Self.swift.utf8)], "binary plist: object 1 contains itself (a cycle)")
    }

    @Test("a binary plist nested 5,000 deep is a one-line finding")
    func deepBinary() throws {
        var objects: [[UInt8]] = [[0xD1, 0, 1, 0, 2], [0x51, UInt8(ascii: "k")]]
        for index in 2...5001 { objects.append([0xA1] + Self.bigEndian(index + 1, size: 2)) }
        objects.append([0xA0])
        try expectFinding(
            ["App/Info.plist": Self.bplist(objects), "App/A.swift": Array(Self.swift.utf8)],
            "binary plist: arrays and dictionaries nested deeper than 128")
    }

    @Test("an XML plist hiding 100,000 levels behind closing tags in a comment is a one-line finding")
    func commentHidesDepth() throws {
        let depth = 100_000
        let xml =
            "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>k</key><!--" + String(repeating: "</array>", count: depth) + "-->"
            + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</dict></plist>"
        try expectFinding(
            ["App/Info.plist": Array(xml.utf8), "App/A.swift": Array(Self.swift.utf8)],
            "XML plist, line 1: arrays and dictionaries nested deeper than 128")
    }

    @Test(
        "a FIFO as Info.plist, as the INFOPLIST_FILE, or as project.pbxproj is a one-line finding, not a wait",
        arguments: [
            ("Info.plist", "App/Info.plist"), ("INFOPLIST_FILE", "App/Custom.plist"), ("project.pbxproj", "App.xcodeproj/project.pbxproj"),
        ])
    func fifos(_ role: String, _ path: String) throws {
        var files: [String: [UInt8]] = ["App/A.swift": Array(Self.swift.utf8), path: Array(Self.fifo.utf8)]
        if role != "project.pbxproj" {
            files["App.xcodeproj/project.pbxproj"] = Self.pbxproj(role == "Info.plist" ? "App/Info.plist" : "App/Custom.plist")
        }
        try expectFinding(files, "\(path): a named pipe (FIFO), not a regular file; not read")
    }

    @Test(
        "project.pbxproj linked to /proc/kmsg (a file stat calls regular that waits for data) is refused unopened, a link outside the folder given, not a wait"
    )
    func waitingSpecialFile() throws {
        let directory = try EndToEnd.temporaryDirectory("app-hostile")
        defer { EndToEnd.cleanUp(directory) }
        let root = try Self.project(["App/A.swift": Array(Self.swift.utf8)], in: directory)
        let project = URL(fileURLWithPath: root).appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        #expect(symlink("/proc/kmsg", project.appendingPathComponent("project.pbxproj").path) == 0)
        let reports = directory.appendingPathComponent("Reports")
        let run = try Kit.run(["app-check", "--no-color", "--report-dir", reports.path, root], deadline: Self.deadline)
        #expect(!run.timedOut, "app-check waited on /proc/kmsg: \(run)")
        #expect(
            run.errorLines.contains(
                "app-check: App.xcodeproj/project.pbxproj: a link to outside the folder given (the kit reads only files inside it)"
            ),
            "\(run)")
        #expect(FileManager.default.fileExists(atPath: reports.appendingPathComponent("report.json").path))
    }

    @Test("a configuration file that is a FIFO is a configuration error at once, and a report says so")
    func configFIFO() throws {
        let directory = try EndToEnd.temporaryDirectory("app-config-fifo")
        defer { EndToEnd.cleanUp(directory) }
        let root = try Self.project(["App/A.swift": Array(Self.swift.utf8)], in: directory)
        let config = directory.appendingPathComponent("config.json")
        #expect(mkfifo(config.path, 0o644) == 0)
        let reports = directory.appendingPathComponent("Reports")
        let run = try Kit.run(
            ["app-check", "--no-color", "--config", config.path, "--report-dir", reports.path, root], deadline: Self.deadline)
        #expect(!run.timedOut && run.status == 2, "\(run)")
        #expect(run.stderr.contains("a named pipe (FIFO), not a regular file; not read"), "\(run)")
        let report = String(decoding: (try? Data(contentsOf: reports.appendingPathComponent("report.json"))) ?? Data(), as: UTF8.self)
        #expect(report.contains("a named pipe (FIFO)"), "report.json: \(report.prefix(400))")
    }

    @Test("a Swift file of 100,000 '#' is judged in time")
    func hashes() throws {
        try expectFinding(
            ["App/Hashes.swift": Array(repeating: UInt8(ascii: "#"), count: 100_000), "App/B.swift": Array(Self.swift.utf8)],
            "no Info.plist found")
    }

    @Test("an app-check that cannot judge (exit 2) replaces its previous report with one saying why")
    func exitTwoReplacesReport() throws {
        let directory = try EndToEnd.temporaryDirectory("app-exit-2")
        defer { EndToEnd.cleanUp(directory) }
        let root = try Self.project(["App/A.swift": Array(Self.swift.utf8)], in: directory)
        let reports = directory.appendingPathComponent("Reports")
        let judged = try Kit.run(["app-check", "--no-color", "--report-dir", reports.path, root], deadline: Self.deadline)
        #expect(judged.status == 1, "\(judged)")
        let before = String(decoding: try Data(contentsOf: reports.appendingPathComponent("report.json")), as: UTF8.self)
        #expect(before.contains("HP-APP-SESSION"))

        let refused = try Kit.run(
            ["app-check", "--no-color", "--variant", "bogus", "--report-dir", reports.path, root], deadline: Self.deadline)
        #expect(refused.status == 2, "\(refused)")
        let after = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: reports.appendingPathComponent("report.json"))) as? [String: Any])
        #expect(after["status"] as? String == "not-run")
        #expect(
            (after["kitErrors"] as? [String])?.first?.contains("--variant: expected callback or humanToken, found 'bogus'") == true,
            "\(after)")
        #expect((after["verdicts"] as? [Any])?.isEmpty == true)
        let junit = String(decoding: try Data(contentsOf: reports.appendingPathComponent("junit.xml")), as: UTF8.self)
        #expect(!junit.contains("HP-APP-SESSION"), "junit.xml still holds the previous check")
    }

    @Test("an app-check killed while it reads the project leaves a report saying it did not finish, not the previous one")
    func killedLeavesNotFinished() throws {
        let directory = try EndToEnd.temporaryDirectory("app-killed")
        defer { EndToEnd.cleanUp(directory) }
        let small = try Self.project(["App/A.swift": Array(Self.swift.utf8)], in: directory)
        let reports = directory.appendingPathComponent("Reports")
        let judged = try Kit.run(["app-check", "--no-color", "--report-dir", reports.path, small], deadline: Self.deadline)
        #expect(judged.status == 1, "\(judged)")
        // Four million tokens take seconds to read in a debug build: killed (SIGKILL, no chance to
        // write anything) as soon as the report says it is reading, whatever the machine's load.
        let big = directory.appendingPathComponent("Big")
        try FileManager.default.createDirectory(at: big, withIntermediateDirectories: true)
        try Data(repeating: UInt8(ascii: ";"), count: 8 << 20).write(to: big.appendingPathComponent("Big.swift"))
        let process = Process()
        process.executableURL = EndToEnd.executable
        process.arguments = ["app-check", "--no-color", "--report-dir", reports.path, big.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reportJSON = reports.appendingPathComponent("report.json")
        let giveUp = Date().addingTimeInterval(Self.deadline)
        var reading = false
        while Date() < giveUp && process.isRunning {
            let text = String(decoding: (try? Data(contentsOf: reportJSON)) ?? Data(), as: UTF8.self)
            if text.contains("app-check did not finish") {
                reading = true
                break
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try #require(reading, "app-check never wrote its not-finished report before reading (or finished first)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: reportJSON)) as? [String: Any])
        #expect(report["status"] as? String == "not-run")
        #expect(
            (report["kitErrors"] as? [String])?.first?.contains("app-check did not finish: it stopped while reading \(big.path)") == true,
            "\(report)")
        #expect((report["verdicts"] as? [Any])?.isEmpty == true)
    }

    @Test("a project that is a FIFO where a directory is expected is refused at once, with a report")
    func projectIsFIFO() throws {
        let directory = try EndToEnd.temporaryDirectory("app-project-fifo")
        defer { EndToEnd.cleanUp(directory) }
        let path = directory.appendingPathComponent("App").path
        #expect(mkfifo(path, 0o644) == 0)
        let reports = directory.appendingPathComponent("Reports")
        let run = try Kit.run(["app-check", "--no-color", "--report-dir", reports.path, path], deadline: Self.deadline)
        #expect(!run.timedOut && run.status == 2, "\(run)")
        #expect(run.stderr.contains("not a directory"), "\(run)")
        #expect(FileManager.default.fileExists(atPath: reports.appendingPathComponent("report.json").path))
    }
}

/// A named capture session cannot fail open: naming a line next to the session (an off-by-one)
/// would leave the session rules not judged and the run conformant; the kit refuses the name.
@Suite("app-check: a misnamed session is refused", .blockingWork)
struct MisnamedSessionTests {
    static let fixture = EndToEnd.packageRoot.appendingPathComponent("Tests/AppSourceTests/Fixtures/SeveralSessions").path

    @Test("--session one line off is exit 2 naming the lines where the file creates sessions; the right line is judged")
    func offByOne() throws {
        let reports = try EndToEnd.temporaryDirectory("misnamed")
        defer { EndToEnd.cleanUp(reports) }
        let wrong = try Kit.run([
            "app-check", "--no-color", "--report-dir", reports.path, "--scheme", "bankcapture", "--session",
            "Bank/LoginController.swift:9", Self.fixture,
        ])
        #expect(wrong.status == 2, "\(wrong)")
        #expect(
            wrong.errorLines.last
                == "hp-conformance: --session names Bank/LoginController.swift:9, where no session is created: the sessions in that file are created at line(s) 8; name the capture's line",
            "\(wrong.errorLines)")
        let right = try Kit.run([
            "app-check", "--no-color", "--report-dir", reports.path, "--scheme", "bankcapture", "--session",
            "Bank/LoginController.swift:8", Self.fixture,
        ])
        #expect(right.status != 2, "\(right)")
        #expect(right.stdout.contains("named by app.captureSession (Bank/LoginController.swift:8)"), "\(right.stdout)")
    }
}

/// A capture session made by an SDK linked into the app (`--session-sdk`, `app.captureSessionSDK`):
/// the rules on the session's own code are the SDK's and not judged, saying so; the app's own URL
/// type and code are judged. Without it, the app's Swift making no session is failed.
@Suite("app-check: a session an SDK makes", .blockingWork)
struct SessionSDKTests {
    static func project() throws -> URL {
        let root = try EndToEnd.temporaryDirectory("sdk-app")
        let app = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key>
            <array><string>com.example.capture</string></array></dict></array></dict></plist>
            """.utf8
        ).write(to: app.appendingPathComponent("Info.plist"))
        try Data(
            """
            import AcmeLogin
            import Foundation

            final class Capture {
                func start(_ link: URL) { AcmeLogin.shared.present(link, callbackScheme: "com.example.capture") }
            }
            """.utf8
        ).write(to: app.appendingPathComponent("Capture.swift"))
        return root
    }

    @Test("the session rules are the SDK's, not judged, saying so; the URL type is judged; without it HP-APP-SESSION fails")
    func sdkSession() throws {
        let root = try Self.project()
        defer { EndToEnd.cleanUp(root) }
        let reports = root.appendingPathComponent("reports")
        let base = ["app-check", "--no-color", "--report-dir", reports.path, "--scheme", "com.example.capture"]
        let plain = try Kit.run(base + [root.path])
        #expect(plain.status == 1 && plain.stdout.contains("FAIL  HP-APP-SESSION"), "\(plain)")
        let declared = try Kit.run(base + ["--session-sdk", "AcmeLogin", root.path])
        #expect(declared.status == 0, "\(declared)")
        for id in ["HP-APP-SESSION", "HP-APP-EPHEMERAL", "HP-APP-PRESENTATION-CONTEXT", "HP-APP-CANCEL-HANDLED"] {
            #expect(declared.stdout.contains("SKIP  \(id)"), "\(id): \(declared.stdout)")
        }
        #expect(declared.stdout.contains("PASS  HP-APP-URL-TYPE"), "\(declared.stdout)")
        #expect(declared.stdout.contains("the capture session is made by the SDK 'AcmeLogin' (app.captureSessionSDK)"))
        let both = try Kit.run(base + ["--session-sdk", "AcmeLogin", "--session", "App/Capture.swift:4", root.path])
        #expect(both.status == 2 && both.errorLines.first == "hp-conformance: --session and --session-sdk: give one", "\(both)")
    }
}
