import Foundation
import KitTestSupport
import Testing

@testable import ConformanceBasics
@testable import ConformanceModel

/// Reading a file the kit was given: a FIFO, a device or a directory is refused in one line at
/// once (a FIFO would otherwise block forever), and a regular file only up to its bound.
@Suite("RegularFile")
struct RegularFileTests {
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("regular-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func refusal(_ path: String, limit: Int = 1 << 20) -> String? {
        HardDeadline.run("reading \(path)", seconds: 20) { () -> String? in
            do throws(RegularFile.Refusal) {
                _ = try RegularFile.read(path, limit: limit)
                return nil
            } catch {
                return error.reason
            }
        } ?? "timed out"
    }

    @Test("a FIFO nobody writes to is refused at once, not waited on")
    func fifo() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Info.plist").path
        #expect(mkfifo(path, 0o644) == 0)
        #expect(Self.refusal(path) == "a named pipe (FIFO), not a regular file; not read")
    }

    @Test("a directory, a character device and a missing file are each one line")
    func notFiles() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(Self.refusal(directory.path) == "a directory, not a regular file; not read")
        #expect(Self.refusal("/dev/null") == "a character device, not a regular file; not read")
        #expect(Self.refusal(directory.appendingPathComponent("absent").path) == "cannot be read (No such file or directory)")
    }

    @Test("a Unix socket is refused, named as a socket")
    func socketFile() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("s.sock").path
        #if canImport(Glibc)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0, "cannot bind a Unix socket at \(path)")
        #expect(Self.refusal(path) == "a socket, not a regular file; not read")
    }

    @Test("a regular file is read whole up to its bound, and refused past it")
    func bounded() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("f").path
        try Data(repeating: 0x61, count: 3000).write(to: URL(fileURLWithPath: path))
        #expect(try RegularFile.read(path, limit: 3000).count == 3000)
        #expect(Self.refusal(path, limit: 2048) == "larger than 2 KiB; not read")
        #expect(throws: RegularFile.Refusal.self) { try RegularFile.read(path, limit: 2999) }
    }

    @Test(
        "a file whose size the system reports as 0 (as in /proc) is read to its end",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat"), "no /proc on this system"))
    func procFile() throws {
        let bytes = try RegularFile.read("/proc/self/stat", limit: 64 << 10)
        #expect(!bytes.isEmpty)
    }

    @Test(
        "a file that stat calls regular and that waits for data (/proc/kmsg) is refused after RegularFile.stallSeconds, not waited on",
        .enabled(if: getuid() == 0 && access("/proc/kmsg", R_OK) == 0, "needs root and a readable /proc/kmsg"))
    func waitingSpecialFile() {
        // Reading it takes the kernel's queued messages (bounded by the kernel's ring); then it waits for new ones.
        #expect(
            Self.refusal("/proc/kmsg", limit: 64 << 20)
                == "gave no more bytes within 2 s, as a special file waiting for data does; not read")
    }

    @Test("a configuration file that is a FIFO is a configuration error naming it, at once")
    func configFIFO() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("config.json").path
        #expect(mkfifo(path, 0o644) == 0)
        let message = HardDeadline.run("loading \(path)", seconds: 20) { () -> String in
            do throws(KitError) {
                _ = try ConfigurationLoader.load(path: path)
                return "loaded"
            } catch {
                return error.description
            }
        }
        #expect(message?.contains("config.json") == true)
        #expect(message?.contains("a named pipe (FIFO), not a regular file; not read") == true)
    }
}
