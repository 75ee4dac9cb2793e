import Foundation
import KitTestSupport
import Testing

@testable import ConformanceBasics
@testable import ConformanceModel
@testable import ConformanceReports

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Report writer")
struct ReportWriterTests {
    let writer = ReportWriter(redactor: Redactor(secrets: [("humanplugin.token", "SECRET-TOKEN-1")]))

    func listing(_ dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    @Test("writes the six files plus extras, SHA256SUMS sorted and correct")
    func writes() throws {
        let root = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let dir = root.appendingPathComponent("reports/run")
        let paths = try writer.write(ReportFixture.mixed, to: dir, extraFiles: ["backend.log": Array("hello SECRET-TOKEN-1\n".utf8)])
        #expect(
            paths.map(\.lastPathComponent) == [
                "SHA256SUMS", "attestation.intoto.json", "backend.log", "junit.xml", "report.html", "report.json", "report.md",
            ])
        #expect(
            try listing(dir) == [
                ".hp-conformance-report", "SHA256SUMS", "attestation.intoto.json", "backend.log", "junit.xml", "report.html", "report.json",
                "report.md",
            ])
        #expect(try listing(root.appendingPathComponent("reports")) == ["run"])  // no temporary directory left
        let sums = try String(contentsOf: dir.appendingPathComponent("SHA256SUMS"), encoding: .utf8)
        let lines = sums.split(separator: "\n").map(String.init)
        #expect(
            lines.map { String($0.dropFirst(66)) } == [
                "attestation.intoto.json", "backend.log", "junit.xml", "report.html", "report.json", "report.md",
            ])
        for line in lines {
            let name = String(line.dropFirst(66))
            let bytes = try [UInt8](Data(contentsOf: dir.appendingPathComponent(name)))
            #expect(line == "\(SHA256.hex(of: bytes))  \(name)")
        }
        let log = try String(contentsOf: dir.appendingPathComponent("backend.log"), encoding: .utf8)
        #expect(log == "hello <redacted:humanplugin.token>\n")
    }

    @Test(
        "sha256sum -c accepts the directory and rejects a changed byte",
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

    @Test(
        "temporary folders of dead writers are removed on the next write; a live writer's, another namespace's, an older kit's young one, and any without the writer's mark, stay",
        .enabled(if: !WriterMark.current().pidNamespace.isEmpty, "no /proc/self/ns/pid: a writer is judged by age alone"))
    func leftovers() throws {
        let root = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let dir = root.appendingPathComponent("Reports")
        // A pid that no process has: spawn one and wait for it to end.
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let gone = finished.processIdentifier
        let dead = root.appendingPathComponent(".Reports.tmp-\(gone)-42")
        let unmarked = root.appendingPathComponent(".Reports.tmp-\(gone)-43")
        let alive = root.appendingPathComponent(".Reports.tmp-1-7")  // pid 1 always runs
        let elsewhere = root.appendingPathComponent(".Reports.tmp-\(gone)-44")  // the same pid in another namespace
        let older = root.appendingPathComponent(".Reports.tmp-\(gone)-45")  // an older kit's empty mark
        let other = root.appendingPathComponent(".Other.tmp-\(gone)-42")
        let here = WriterMark.current()
        var marks: [URL: [UInt8]] = [:]
        marks[dead] = Array(
            WriterMark(boot: here.boot, pidNamespace: here.pidNamespace, pid: gone, processStart: "1", created: here.created).text.utf8)
        marks[alive] = Array(
            WriterMark(
                boot: here.boot, pidNamespace: here.pidNamespace, pid: 1, processStart: WriterMark.startTime(of: 1) ?? "",
                created: here.created
            ).text.utf8)
        marks[elsewhere] = Array(
            WriterMark(boot: here.boot, pidNamespace: "pid:[1]", pid: gone, processStart: "1", created: here.created).text.utf8)
        marks[older] = []
        marks[other] = marks[dead]
        for folder in [dead, unmarked, alive, elsewhere, older, other] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("half".utf8).write(to: folder.appendingPathComponent("junit.xml"))
            if let mark = marks[folder] { try Data(mark).write(to: folder.appendingPathComponent(ReportDirectory.temporaryMarkerName)) }
        }
        try writer.write(ReportFixture.result(.pass), to: dir)
        #expect(
            try listing(root) == [
                ".Other.tmp-\(gone)-42", ".Reports.tmp-1-7",
                ".Reports.tmp-\(gone)-43", ".Reports.tmp-\(gone)-44", ".Reports.tmp-\(gone)-45", "Reports",
            ])
    }

    @Test("a second write with fewer files leaves no stale file and keeps foreign files")
    func noStaleFiles() throws {
        let dir = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try writer.write(ReportFixture.result(.fail), to: dir, extraFiles: ["backend.log": [1, 2, 3], "humanplugin.log": [4]])
        try Data("mine".utf8).write(to: dir.appendingPathComponent("notes.txt"))
        #expect(
            try listing(dir) == [
                ".hp-conformance-report", "SHA256SUMS", "attestation.intoto.json", "backend.log", "humanplugin.log", "junit.xml",
                "notes.txt",
                "report.html", "report.json", "report.md",
            ])
        let second = try writer.writeReport(ReportFixture.result(.pass), to: dir)
        #expect(second.untouched == ["notes.txt"])
        #expect(
            try listing(dir) == [
                ".hp-conformance-report", "SHA256SUMS", "attestation.intoto.json", "junit.xml", "notes.txt", "report.html", "report.json",
                "report.md",
            ])
        let junit = try String(contentsOf: dir.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(!junit.contains("<failure"))
        let sums = try String(contentsOf: dir.appendingPathComponent("SHA256SUMS"), encoding: .utf8)
        #expect(!sums.contains("backend.log"))
    }

    @Test("a file given as the report directory is refused as not a directory, and left as it was")
    func fileAsDirectory() throws {
        let root = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Reports")
        try Data("a file".utf8).write(to: file)
        #expect(throws: ReportError.cannotCreateDirectory(path: file.path, reason: "a file is there, not a directory")) {
            try writer.write(ReportFixture.mixed, to: file)
        }
        #expect(try Data(contentsOf: file) == Data("a file".utf8))
    }

    /// Runs `mount` or `umount` with `arguments`; whether it succeeded.
    static func mountCommand(_ program: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Whether this machine lets the tests mount a small tmpfs (root, and a kernel that allows it).
    static let tmpfsMountable: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount") else { return false }
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("tmpfs-probe-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)) != nil else { return false }
        defer { try? FileManager.default.removeItem(at: probe) }
        guard mountCommand("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe.path]) else { return false }
        return mountCommand("/bin/umount", [probe.path])
    }()

    @Test(
        "a full disk: the previous report is removed, not left to pass for this run, and files the kit did not write stay",
        .enabled(if: tmpfsMountable, "needs root and a kernel that lets it mount a small tmpfs"))
    func fullDisk() throws {
        let root = try ReportTools.temporaryDirectory()
        let disk = root.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        try #require(Self.mountCommand("/bin/mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", disk.path]))
        defer {
            _ = Self.mountCommand("/bin/umount", [disk.path])
            try? FileManager.default.removeItem(at: root)
        }
        let reports = disk.appendingPathComponent("Reports")
        try writer.write(ReportFixture.mixed, to: reports)
        try Data("the user's notes".utf8).write(to: reports.appendingPathComponent("notes.txt"))
        // Fill the disk.
        let filler = try FileHandle(
            forWritingTo: {
                let url = disk.appendingPathComponent("filler")
                FileManager.default.createFile(atPath: url.path, contents: nil)
                return url
            }())
        let chunk = Data(repeating: 0, count: 16 << 10)
        while (try? filler.write(contentsOf: chunk)) != nil {}
        try? filler.close()
        do {
            try writer.write(ReportFixture.mixed, to: reports)
            Issue.record("the write on a full disk succeeded")
        } catch {
            #expect("\(error)".contains("the previous report there was removed, so that it cannot pass for this run"), "\(error)")
        }
        #expect(try listing(reports) == ["notes.txt"], "only the user's file is left")
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

    // MARK: - Only what the kit wrote

    /// A release folder: files and a `SHA256SUMS` naming them, none written by the kit.
    func releaseFolder(in root: URL) throws -> (URL, [String: [UInt8]]) {
        let folder = root.appendingPathComponent("release")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files: [String: [UInt8]] = ["image.iso": Array(repeating: 7, count: 4096), "notes.txt": Array("release notes\n".utf8)]
        var sums = ""
        for (name, bytes) in files.sorted(by: { $0.key < $1.key }) {
            try Data(bytes).write(to: folder.appendingPathComponent(name))
            sums += "\(SHA256.hex(of: bytes))  \(name)\n"
        }
        var all = files
        all["SHA256SUMS"] = Array(sums.utf8)
        try Data(sums.utf8).write(to: folder.appendingPathComponent("SHA256SUMS"))
        return (folder, all)
    }

    func expectUnchanged(_ folder: URL, _ files: [String: [UInt8]], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        #expect(try listing(folder) == files.keys.sorted(), sourceLocation: sourceLocation)
        for (name, bytes) in files {
            #expect(
                try [UInt8](Data(contentsOf: folder.appendingPathComponent(name))) == bytes, "\(name) changed",
                sourceLocation: sourceLocation)
        }
    }

    @Test("a folder whose SHA256SUMS the kit did not write keeps every file; the write fails naming it")
    func foreignSums() throws {
        let root = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let (folder, files) = try releaseFolder(in: root)
        #expect(throws: ReportError.foreignFiles(path: folder.path, names: ["SHA256SUMS"])) {
            try writer.write(ReportFixture.mixed, to: folder)
        }
        try expectUnchanged(folder, files)
        #expect(try listing(root) == ["release"], "no temporary folder left beside it")
        let text = ReportError.foreignFiles(path: folder.path, names: ["SHA256SUMS"]).description
        #expect(!text.contains("\n") && text.contains(folder.path) && text.contains("did not write"))
    }

    @Test("through a symbolic link, the folder it points to keeps every file")
    func foreignSumsThroughLink() throws {
        let root = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let (folder, files) = try releaseFolder(in: root)
        let link = root.appendingPathComponent("Reports")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder)
        #expect(throws: ReportError.self) { try writer.write(ReportFixture.mixed, to: link) }
        try expectUnchanged(folder, files)
    }

    @Test("files the kit did not write are left alone and named; a clash with one is refused")
    func foreignBesideReports() throws {
        let dir = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("keep".utf8).write(to: dir.appendingPathComponent("README.md"))
        let first = try writer.writeReport(ReportFixture.result(.pass), to: dir)
        #expect(first.untouched == ["README.md"])
        #expect(try String(contentsOf: dir.appendingPathComponent("README.md"), encoding: .utf8) == "keep")

        let outside = dir.appendingPathComponent("outside.txt")
        try Data("outside".utf8).write(to: outside)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("report.md"))
        try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent("report.md"), withDestinationURL: outside)
        do {
            try writer.write(ReportFixture.result(.fail), to: dir)
            Issue.record("a write over a file the kit did not write was not refused")
        } catch {
            #expect(
                "\(error)".contains(
                    "holds report.md that this kit did not write; no report was written; the previous report there was removed"))
        }
        #expect(try String(contentsOf: outside, encoding: .utf8) == "outside")
        #expect(try String(contentsOf: dir.appendingPathComponent("README.md"), encoding: .utf8) == "keep")
        // The failing run's reports could not be written: the previous passing report must not stay to pass for it.
        #expect(
            try listing(dir) == ["README.md", "outside.txt", "report.md"], "the kit's previous report went, what it did not write stayed")
    }

    @Test("a file that appears under a report name after the writer looked is never replaced")
    func appearedMeanwhile() throws {
        let dir = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let staged = dir.appendingPathComponent("staged"), theirs = dir.appendingPathComponent("junit.xml")
        try Data("ours".utf8).write(to: staged)
        try Data("theirs".utf8).write(to: theirs)
        #expect(throws: ReportError.foreignFiles(path: dir.standardizedFileURL.path, names: ["junit.xml"])) {
            try ReportWriter.moveWithoutReplacing(staged, theirs)
        }
        #expect(try String(contentsOf: theirs, encoding: .utf8) == "theirs")
        let free = dir.appendingPathComponent("report.md")
        try ReportWriter.moveWithoutReplacing(staged, free)
        #expect(try String(contentsOf: free, encoding: .utf8) == "ours")
        #expect(!FileManager.default.fileExists(atPath: staged.path))
    }

    @Test("a report file edited since the kit wrote it is no longer the kit's")
    func editedReport() throws {
        let dir = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try writer.write(ReportFixture.result(.pass), to: dir)
        try Data("my own page".utf8).write(to: dir.appendingPathComponent("report.html"))
        #expect(throws: ReportError.self) { try writer.write(ReportFixture.result(.pass), to: dir) }
        #expect(try String(contentsOf: dir.appendingPathComponent("report.html"), encoding: .utf8) == "my own page")
    }

    @Test("a report directory of a kit before the marker is recognised; a look-alike is not")
    func legacyDirectory() throws {
        let dir = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try writer.write(ReportFixture.result(.fail), to: dir, extraFiles: ["backend.log": [1]])
        try FileManager.default.removeItem(at: dir.appendingPathComponent(ReportDirectory.markerName))
        let again = try writer.writeReport(ReportFixture.result(.pass), to: dir)
        #expect(again.untouched.isEmpty)
        #expect(
            try listing(dir) == [
                ".hp-conformance-report", "SHA256SUMS", "attestation.intoto.json", "junit.xml", "report.html", "report.json", "report.md",
            ])

        let lookalike = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: lookalike) }
        let junit = Array("<testsuites/>".utf8)
        try Data(junit).write(to: lookalike.appendingPathComponent("junit.xml"))
        try Data("\(SHA256.hex(of: junit))  junit.xml\n".utf8).write(to: lookalike.appendingPathComponent("SHA256SUMS"))
        #expect(throws: ReportError.foreignFiles(path: lookalike.path, names: ["SHA256SUMS", "junit.xml"])) {
            try writer.write(ReportFixture.result(.pass), to: lookalike)
        }
    }

    @Test("a write cut short between its steps leaves every file provable: the next write replaces them")
    func interruptedWrite() throws {
        let dir = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try writer.write(ReportFixture.result(.pass), to: dir, extraFiles: ["backend.log": [1]])
        // As after the widened marker and the removal of the old SHA256SUMS, before the renames.
        let files = try writer.render(ReportFixture.result(.fail))
        var widened = ReportDirectory.inspect(dir).kitFiles
        for file in files { widened[file.name, default: []].insert(SHA256.hex(of: file.bytes)) }
        try Data(ReportDirectory.markerText(widened).utf8).write(to: dir.appendingPathComponent(ReportDirectory.markerName))
        try FileManager.default.removeItem(at: dir.appendingPathComponent("SHA256SUMS"))
        let junit = try #require(files.first { $0.name == "junit.xml" })
        try Data(junit.bytes).write(to: dir.appendingPathComponent("junit.xml"))
        let next = try writer.writeReport(ReportFixture.result(.pass), to: dir)
        #expect(next.untouched.isEmpty)
        #expect(
            try listing(dir) == [
                ".hp-conformance-report", "SHA256SUMS", "attestation.intoto.json", "junit.xml", "report.html", "report.json", "report.md",
            ])
    }

    @Test(
        "a report directory on another file system than its parent is written through a folder inside it",
        .enabled(if: ReportWriterTests.sharedMemoryIsAnotherFileSystem, "/dev/shm is missing or on the temporary folder's file system"))
    func otherFileSystem() throws {
        let root = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let elsewhere = URL(fileURLWithPath: "/dev/shm/hp-report-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let link = root.appendingPathComponent("Reports")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: elsewhere)
        try writer.write(ReportFixture.result(.pass), to: link)
        #expect(
            try listing(elsewhere) == [
                ".hp-conformance-report", "SHA256SUMS", "attestation.intoto.json", "junit.xml", "report.html", "report.json", "report.md",
            ])
        #expect(try listing(root) == ["Reports"])
    }

    static var sharedMemoryIsAnotherFileSystem: Bool {
        var shm = stat(), temporary = stat()
        return stat("/dev/shm", &shm) == 0 && stat(NSTemporaryDirectory(), &temporary) == 0 && shm.st_dev != temporary.st_dev
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
