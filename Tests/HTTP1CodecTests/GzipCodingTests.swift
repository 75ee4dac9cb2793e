import Foundation
import KitTestSupport
import Testing

@testable import ConformanceBasics
@testable import HTTP1Codec

/// The `gzip` content coding the stand-in answers with when a back-end asks for it: stored DEFLATE
/// blocks, which every gzip decoder reads.
@Suite("gzip content coding")
struct GzipCodingTests {
    @Test("CRC-32 is gzip's (the check value of '123456789', and of nothing)")
    func checkValue() {
        #expect(GzipCoding.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(GzipCoding.crc32([]) == 0)
    }

    @Test("the coded body is a gzip member: magic, stored blocks of at most 65,535 bytes, CRC-32 and size")
    func layout() {
        let body = Array(#"{"process":{"state":"PROCESS_STATE_FINISHED"}}"#.utf8)
        let coded = GzipCoding.stored(body)
        #expect(Array(coded.prefix(4)) == [0x1F, 0x8B, 0x08, 0x00])
        #expect(coded[10] == 0x01, "one final stored block")
        #expect(Array(coded[15..<(15 + body.count)]) == body)
        #expect(coded.count == 10 + 5 + body.count + 8)
        let large = [UInt8](repeating: 0x61, count: 65_536)
        #expect(GzipCoding.stored(large).count == 10 + 2 * 5 + large.count + 8, "two blocks")
        #expect(GzipCoding.stored([]).count == 10 + 5 + 8, "an empty body is one empty final block")
    }

    @Test(
        "Python's gzip module decodes it to the same bytes, from empty to several blocks",
        .enabled(if: ReportTools.python3 != nil, "needs python3: the cross-check with another language's gzip decoder is skipped"))
    func pythonDecodes() throws {
        for size in [0, 1, 700, 65_535, 65_536, 200_003] {
            let body = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("gzip-\(UUID().uuidString).gz")
            defer { try? FileManager.default.removeItem(at: file) }
            try Data(GzipCoding.stored(body)).write(to: file)
            let script = "import gzip,hashlib,sys; print(hashlib.sha256(gzip.decompress(open(sys.argv[1],'rb').read())).hexdigest())"
            let decoded = try ReportTools.run(ReportTools.python3!, ["-c", script, file.path])
            #expect(decoded.status == 0, "\(size) bytes: \(decoded.output)")
            #expect(decoded.output.trimmingCharacters(in: .whitespacesAndNewlines) == SHA256.hex(of: body), "\(size) bytes")
        }
    }

    @Test(
        "Accept-Encoding accepts gzip as RFC 9110 weighs it",
        arguments: [
            (["gzip"], true), (["gzip, deflate, br"], true), (["br;q=1.0, gzip;q=0.5"], true), (["x-gzip"], true), (["*"], true),
            (["GZIP"], true), (["gzip;q=0"], false), (["identity"], false), (["br", "gzip; q=0.001"], true), ([], false),
            (["*;q=0"], false), (["gzip;q=0, *"], false), (["deflate, *;q=0.1"], true),
        ])
    func accepted(values: [String], accepts: Bool) {
        #expect(GzipCoding.accepted(values) == accepts, "\(values)")
    }
}
