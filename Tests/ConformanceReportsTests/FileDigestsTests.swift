import Foundation
import Testing

@testable import ConformanceBasics
@testable import ConformanceReports

/// What proving and verifying a report directory may hash: each file once however many names it
/// has, within one budget of bytes, a chunk at a time.
@Suite("File digests")
struct FileDigestsTests {
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("file-digests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("200 hard links to one 64 MiB file are hashed once: 64 MiB read, one digest for every name")
    func hardLinks() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let big = directory.appendingPathComponent("big.bin")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 64 << 20)  // sparse: 64 MiB of zeros
        try handle.close()
        for index in 0..<200 { #expect(link(big.path, directory.appendingPathComponent("link\(index)").path) == 0) }
        let digests = FileDigests(largestFile: 256 << 20)
        let first = digests.hex(big.path)
        #expect(first != nil)
        for index in 0..<200 { #expect(digests.hex(directory.appendingPathComponent("link\(index)").path) == first) }
        #expect(digests.spent == 64 << 20, "hashed \(digests.spent) bytes for one 64 MiB file")
    }

    @Test("past the budget a file is not read: over budget, not a digest; a file over the size bound is unreadable")
    func budget() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["a", "b"] {
            try Data(repeating: UInt8(ascii: name == "a" ? "a" : "b"), count: 768 << 10).write(to: directory.appendingPathComponent(name))
        }
        let digests = FileDigests(budget: 1 << 20, largestFile: 1 << 20)
        #expect(
            digests.digest(directory.appendingPathComponent("a").path) == .digest(SHA256.hex(of: [UInt8](repeating: 97, count: 768 << 10))))
        #expect(digests.digest(directory.appendingPathComponent("b").path) == .overBudget)
        #expect(digests.spent == 768 << 10)
        let small = FileDigests(largestFile: 1 << 10)
        #expect(small.digest(directory.appendingPathComponent("a").path) == .unreadable)
        #expect(small.digest(directory.appendingPathComponent("missing").path) == .unreadable)
        #expect(small.spent == 0)
    }
}
