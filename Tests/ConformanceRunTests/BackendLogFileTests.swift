import Foundation
import Testing

@testable import ConformanceRun

/// An attached back-end's log file (`backend.logFile`): only what it wrote during the run, its
/// last MiB from a line's start, and a file that cannot be read is no log at all (never an empty one).
@Suite("Attached back-end's log file")
struct BackendLogFileTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hp-logfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func append(_ text: String, to url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
    }

    @Test("what was written after the run began is read, not what was there before")
    func growth() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("app.log")
        try Data("old line 12345678901\n".utf8).write(to: log)
        let followed = BackendLogFile(path: log.path)
        try Self.append("during the run\n", to: log)
        let written = try followed.written.get()
        #expect(String(decoding: written.bytes, as: UTF8.self) == "during the run\n")
        #expect(written.skipped == 0)
        let backend = AttachedBackend(baseURL: "http://127.0.0.1:1", logFile: followed)
        #expect(backend.keepsOutput && backend.outputProblem == nil)
    }

    @Test("a log that did not exist yet, or was rotated to a shorter file, is read from its start")
    func createdOrRotated() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("app.log")
        let fresh = BackendLogFile(path: log.path)
        try Data("first\n".utf8).write(to: log)
        #expect(try fresh.written.get().bytes == Array("first\n".utf8))

        try Data(String(repeating: "x", count: 100).utf8).write(to: log)
        let rotated = BackendLogFile(path: log.path)
        try Data("new\n".utf8).write(to: log)
        #expect(try rotated.written.get().bytes == Array("new\n".utf8))
    }

    @Test("past its last MiB the log starts at a whole line, the bytes left out counted")
    func bounded() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("app.log")
        let followed = BackendLogFile(path: log.path)
        let line = "token tok-0123456789abcdef0123456789abcdef012\n"
        try Data(String(repeating: line, count: (BackendLogFile.keptBytes / line.utf8.count) + 100).utf8).write(to: log)
        let written = try followed.written.get()
        #expect(written.bytes.count <= BackendLogFile.keptBytes)
        #expect(String(decoding: written.bytes.prefix(line.utf8.count), as: UTF8.self) == line, "begins at a whole line")
        #expect(written.skipped + written.bytes.count == (BackendLogFile.keptBytes / line.utf8.count + 100) * line.utf8.count)
    }

    @Test("a path that is not a readable regular file leaves the rule not judged, with the reason")
    func unreadable() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in [folder.path, folder.appendingPathComponent("never-written.log").path] {
            let backend = AttachedBackend(baseURL: "http://127.0.0.1:1", logFile: BackendLogFile(path: path))
            #expect(!backend.keepsOutput, "\(path) read as a log")
            #expect(backend.outputProblem?.contains("HP-LOG-NO-SECRETS is not judged") == true, "\(backend.outputProblem ?? "nil")")
        }
    }
}
