import Foundation
import KitTestSupport
import Testing

@testable import ConformanceBasics

@Suite("SHA-256")
struct ReportSHA256Tests {
    @Test(
        "FIPS 180-2 test vectors",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
        ])
    func vectors(input: String, expected: String) {
        #expect(SHA256.hex(of: input) == expected)
        #expect(SHA256.hex(of: Array(input.utf8)) == expected)
        #expect(SHA256.hex(of: Data(input.utf8)) == expected)
    }

    @Test("the hasher fed in pieces of every size equals the digest of the whole")
    func hasherPieces() {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<10_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        for pieceSize in [1, 7, 63, 64, 65, 128, 1000, 10_000] {
            var hasher = SHA256.Hasher()
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + pieceSize)
                hasher.update(bytes[start..<end])
                start = end
            }
            #expect(SHA256.hex(digest: hasher.finalize()) == SHA256.hex(of: bytes), "pieces of \(pieceSize)")
        }
        #expect(SHA256.hex(digest: SHA256.Hasher().finalize()) == SHA256.hex(of: ""))
    }

    @Test("one million 'a'")
    func millionA() {
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256.hex(of: bytes) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test(
        "padding boundaries (55, 56, 63, 64 bytes) match sha256sum",
        .enabled(if: ReportTools.sha256sum != nil, "sha256sum is not installed"))
    func boundaries() throws {
        let dir = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for length in [55, 56, 57, 63, 64, 65, 119, 120] {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let file = dir.appendingPathComponent("f\(length)")
            try Data(bytes).write(to: file)
            let (_, output) = try ReportTools.run(ReportTools.sha256sum!, [file.path])
            #expect(output.hasPrefix(SHA256.hex(of: bytes)), "length \(length)")
        }
    }
}
