import Foundation
import Testing
@testable import HumanPluginConformance

@Suite("Report writer")
struct ReportWriterTests {
    let writer = ReportWriter(redactor: Redactor(secrets: [("humanplugin.token", "SECRET-TOKEN-1")]))

    func listing(_ dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    @Test("writes the five files plus extras, SHA256SUMS sorted and correct")
    func writes() throws {
        let root = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let dir = root.appendingPathComponent("reports/run")
        let paths = try writer.write(ReportFixture.mixed, to: dir, extraFiles: ["backend.log": Array("hello SECRET-TOKEN-1\n".utf8)])
        #expect(paths.map(\.lastPathComponent) == ["SHA256SUMS", "backend.log", "junit.xml", "report.html", "report.json", "report.md"])
        #expect(try listing(dir) == ["SHA256SUMS", "backend.log", "junit.xml", "report.html", "report.json", "report.md"])
        #expect(try listing(root.appendingPathComponent("reports")) == ["run"]) // no temporary directory left
        let sums = try String(contentsOf: dir.appendingPathComponent("SHA256SUMS"), encoding: .utf8)
        let lines = sums.split(separator: "\n").map(String.init)
        #expect(lines.map { String($0.dropFirst(66)) } == ["backend.log", "junit.xml", "report.html", "report.json", "report.md"])
        for line in lines {
            let name = String(line.dropFirst(66))
            let bytes = try [UInt8](Data(contentsOf: dir.appendingPathComponent(name)))
            #expect(line == "\(SHA256.hex(of: bytes))  \(name)")
        }
        let log = try String(contentsOf: dir.appendingPathComponent("backend.log"), encoding: .utf8)
        #expect(log == "hello <redacted:humanplugin.token>\n")
    }

    @Test("sha256sum -c accepts the directory and rejects a changed byte",
          .enabled(if: ReportTools.sha256sum != nil, "sha256sum is not installed: checksum check skipped"))
    func sha256sumCheck() throws {
        let dir = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try writer.write(ReportFixture.mixed, to: dir, extraFiles: ["backend.log": Array("log\n".utf8)])
        let ok = try ReportTools.run(ReportTools.sha256sum!, ["-c", "--strict", "SHA256SUMS"], in: dir)
        #expect(ok.status == 0, "\(ok.output)")
        let json = dir.appendingPathComponent("report.json")
        var bytes = try [UInt8](Data(contentsOf: json))
        bytes[10] ^= 0x01
        try Data(bytes).write(to: json)
        let bad = try ReportTools.run(ReportTools.sha256sum!, ["-c", "--strict", "SHA256SUMS"], in: dir)
        #expect(bad.status != 0)
        #expect(bad.output.contains("report.json: FAILED"))
    }

    @Test("temporary folders of dead writers are removed on the next write; a live writer's stays")
    func leftovers() throws {
        let root = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let dir = root.appendingPathComponent("Reports")
        // A pid that no process has: spawn one and wait for it to end.
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let dead = root.appendingPathComponent(".Reports.tmp-\(finished.processIdentifier)-42")
        let alive = root.appendingPathComponent(".Reports.tmp-1-7")  // pid 1 always runs
        let other = root.appendingPathComponent(".Other.tmp-\(finished.processIdentifier)-42")
        for folder in [dead, alive, other] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("half".utf8).write(to: folder.appendingPathComponent("junit.xml"))
        }
        try writer.write(ReportFixture.result(.pass), to: dir)
        #expect(try listing(root) == [".Other.tmp-\(finished.processIdentifier)-42", ".Reports.tmp-1-7", "Reports"])
    }

    @Test("a second write with fewer files leaves no stale file and keeps foreign files")
    func noStaleFiles() throws {
        let dir = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try writer.write(ReportFixture.result(.fail), to: dir, extraFiles: ["backend.log": [1, 2, 3], "humanplugin.log": [4]])
        try Data("mine".utf8).write(to: dir.appendingPathComponent("notes.txt"))
        #expect(try listing(dir) == ["SHA256SUMS", "backend.log", "humanplugin.log", "junit.xml", "notes.txt", "report.html", "report.json", "report.md"])
        try writer.write(ReportFixture.result(.pass), to: dir)
        #expect(try listing(dir) == ["SHA256SUMS", "junit.xml", "notes.txt", "report.html", "report.json", "report.md"])
        let junit = try String(contentsOf: dir.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(!junit.contains("<failure"))
        let sums = try String(contentsOf: dir.appendingPathComponent("SHA256SUMS"), encoding: .utf8)
        #expect(!sums.contains("backend.log"))
    }

    @Test("extra file names that could escape the directory or clash are refused")
    func badNames() throws {
        let dir = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["../x", "a/b", ".hidden", "junit.xml", "SHA256SUMS", "", "a\nb"] {
            #expect(throws: ReportError.invalidExtraFileName(name)) {
                try writer.write(ReportFixture.mixed, to: dir, extraFiles: [name: [1]])
            }
        }
        #expect(try listing(dir).isEmpty)
    }

    @Test("errors name the path in one line")
    func errorDescription() throws {
        let dir = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let blocker = dir.appendingPathComponent("file")
        try Data().write(to: blocker)
        let target = blocker.appendingPathComponent("reports")
        do {
            try writer.write(ReportFixture.mixed, to: target)
            Issue.record("writing under a regular file should fail")
        } catch let error as ReportError {
            #expect(error.description.contains(target.path))
            #expect(!error.description.contains("\n"))
        }
    }
}
