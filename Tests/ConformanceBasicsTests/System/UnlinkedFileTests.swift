import Testing

@testable import ConformanceBasics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("An unnamed temporary file: what a child program reads or writes as /dev/fd/N")
struct UnlinkedFileTests {
    @Test("the file has no name on disk from the moment it is made, so no kill leaves it behind (verify's openssl, probe's curl)")
    func nothingNamedOnDisk() throws {
        let bytes = Array("DSSEv1 a message".utf8)
        let fd = try #require(UnlinkedFile.holding(bytes))
        defer { close(fd) }
        var info = stat()
        #expect(fstat(fd, &info) == 0)
        #expect(info.st_nlink == 0, "the file still has \(info.st_nlink) name(s)")
        var back = [UInt8](repeating: 0, count: 64)
        let n = read(fd, &back, back.count)
        #expect(Array(back.prefix(max(n, 0))) == bytes, "read from its start")
    }

    @Test("its contents are read back from the start whatever the position, and refused past the limit")
    func contentsWithinLimit() throws {
        let bytes = Array(repeating: UInt8(ascii: "x"), count: 70_000)
        let fd = try #require(UnlinkedFile.holding(bytes))
        defer { close(fd) }
        #expect(UnlinkedFile.contents(of: fd, limit: 1 << 20) == bytes)
        #expect(UnlinkedFile.contents(of: fd, limit: 1000) == nil, "longer than the limit")
    }
}
