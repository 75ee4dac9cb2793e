/// The `gzip` content coding (RFC 9110 §8.4.1.3, RFC 1952) of a body, written with DEFLATE's
/// stored blocks (RFC 1951 §3.2.4): valid gzip every decoder reads, not compressed. Enough for a
/// server that answers `Accept-Encoding: gzip` with a gzip-coded body.
package enum GzipCoding {
    /// `bytes` as a gzip member: header, stored blocks of at most 65,535 bytes, CRC-32 and size.
    package static func stored(_ bytes: [UInt8]) -> [UInt8] {
        // ID1 ID2, CM = deflate, no flags, no modification time, no extra flags, OS unknown.
        var out: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xFF]
        out.reserveCapacity(out.count + bytes.count + (bytes.count / 65_535 + 1) * 5 + 8)
        var start = 0
        repeat {
            let end = min(bytes.count, start + 65_535)
            let length = UInt16(end - start)
            // BFINAL on the last block, BTYPE 00 (stored); the block header is byte-aligned here.
            out.append(end == bytes.count ? 0x01 : 0x00)
            appendLittleEndian(UInt32(length), bytes: 2, to: &out)
            appendLittleEndian(UInt32(~length), bytes: 2, to: &out)
            out.append(contentsOf: bytes[start..<end])
            start = end
        } while start < bytes.count
        appendLittleEndian(crc32(bytes), bytes: 4, to: &out)
        appendLittleEndian(UInt32(truncatingIfNeeded: bytes.count), bytes: 4, to: &out)
        return out
    }

    /// The CRC-32 of `bytes` as gzip and PNG define it (ISO 3309, reflected polynomial 0xEDB88320).
    package static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return ~crc
    }

    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    private static func appendLittleEndian(_ value: UInt32, bytes: Int, to out: inout [UInt8]) {
        for shift in 0..<bytes { out.append(UInt8(truncatingIfNeeded: value >> (8 * shift))) }
    }

    /// Whether a request's `Accept-Encoding` values accept gzip (RFC 9110 §12.5.3): `gzip`, `x-gzip`
    /// or `*` with a weight above zero. No `Accept-Encoding` at all accepts nothing here: a server
    /// sends a coding only to a client that asked for it.
    package static func accepted(_ values: [String]) -> Bool {
        var gzip: Bool?
        var any: Bool?
        for value in values {
            for item in value.split(separator: ",") {
                let parts = item.split(separator: ";").map { String($0).trimmingASCIIWhitespace() }
                guard let coding = parts.first?.lowercased(), !coding.isEmpty else { continue }
                var weight = 1.0
                for parameter in parts.dropFirst() {
                    let pair = parameter.split(separator: "=", maxSplits: 1).map { String($0).trimmingASCIIWhitespace() }
                    if pair.count == 2, pair[0].lowercased() == "q", let q = Double(pair[1]) { weight = q }
                }
                switch coding {
                case "gzip", "x-gzip": gzip = weight > 0
                case "*": any = weight > 0
                default: continue
                }
            }
        }
        return gzip ?? any ?? false
    }
}
