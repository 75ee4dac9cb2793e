#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// SHA-256 (FIPS 180-4) in pure Swift, for report checksums and contract/config fingerprints.
public enum SHA256 {
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The 32-byte digest of `bytes`. Written for unoptimized builds too (where the reports are
    /// made in `swift run`): plain buffers, masking shifts, no copy of the input.
    public static func digest(of bytes: [UInt8]) -> [UInt8] {
        var h: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        let fullBlocks = bytes.count / 64 * 64
        var tail = Array(bytes[fullBlocks...])
        let bitLength = UInt64(bytes.count) &* 8
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        var w = [UInt32](repeating: 0, count: 64)
        h.withUnsafeMutableBufferPointer { h in
            w.withUnsafeMutableBufferPointer { w in
                k.withUnsafeBufferPointer { k in
                    bytes.withUnsafeBufferPointer { compress($0, blocks: fullBlocks, into: h, schedule: w, k) }
                    tail.withUnsafeBufferPointer { compress($0, blocks: $0.count, into: h, schedule: w, k) }
                }
            }
        }
        return h.flatMap { word in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) } }
    }

    /// Applies the 64-byte blocks in `buffer[..<blocks]` to the state `h`. Plain pointers and one
    /// unaligned load per word: an unoptimized build checks every buffer subscript.
    private static func compress(
        _ buffer: UnsafeBufferPointer<UInt8>, blocks: Int, into state: UnsafeMutableBufferPointer<UInt32>,
        schedule: UnsafeMutableBufferPointer<UInt32>, _ constants: UnsafeBufferPointer<UInt32>
    ) {
        guard blocks > 0, let bytes = buffer.baseAddress, let h = state.baseAddress, let w = schedule.baseAddress,
            let k = constants.baseAddress
        else { return }
        let raw = UnsafeRawPointer(bytes)
        var chunk = 0
        while chunk < blocks {
            var i = 0
            while i < 16 {
                w[i] = UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: chunk &+ i &* 4, as: UInt32.self))
                i &+= 1
            }
            while i < 64 {
                let x = w[i &- 15], y = w[i &- 2]
                let s0 = (x &>> 7 | x &<< 25) ^ (x &>> 18 | x &<< 14) ^ (x &>> 3)
                let s1 = (y &>> 17 | y &<< 15) ^ (y &>> 19 | y &<< 13) ^ (y &>> 10)
                w[i] = w[i &- 16] &+ s0 &+ w[i &- 7] &+ s1
                i &+= 1
            }
            var a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7]
            i = 0
            while i < 64 {
                let s1 = (e &>> 6 | e &<< 26) ^ (e &>> 11 | e &<< 21) ^ (e &>> 25 | e &<< 7)
                let ch = (e & f) ^ (~e & g)
                let t1 = hh &+ s1 &+ ch &+ k[i] &+ w[i]
                let s0 = (a &>> 2 | a &<< 30) ^ (a &>> 13 | a &<< 19) ^ (a &>> 22 | a &<< 10)
                let maj = (a & b) ^ (a & c) ^ (b & c)
                hh = g
                g = f
                f = e
                e = d &+ t1
                d = c
                c = b
                b = a
                a = t1 &+ s0 &+ maj
                i &+= 1
            }
            h[0] = h[0] &+ a
            h[1] = h[1] &+ b
            h[2] = h[2] &+ c
            h[3] = h[3] &+ d
            h[4] = h[4] &+ e
            h[5] = h[5] &+ f
            h[6] = h[6] &+ g
            h[7] = h[7] &+ hh
            chunk &+= 64
        }
    }

    /// A digest fed in pieces (a file read a chunk at a time), equal to `digest(of:)` of the
    /// pieces joined, holding at most one partial block besides its state.
    public struct Hasher: Sendable {
        private var state: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        private var pending: [UInt8] = []
        private var length: UInt64 = 0

        public init() {}

        public mutating func update(_ bytes: ArraySlice<UInt8>) {
            length &+= UInt64(bytes.count)
            var rest = bytes
            if !pending.isEmpty {
                let taken = min(64 - pending.count, rest.count)
                pending += rest.prefix(taken)
                rest = rest.dropFirst(taken)
                guard pending.count == 64 else { return }
                let block = pending
                pending = []
                apply(block[...], blocks: 64)
            }
            let fullBlocks = rest.count / 64 * 64
            if fullBlocks > 0 { apply(rest, blocks: fullBlocks) }
            pending = Array(rest.dropFirst(fullBlocks))
        }

        /// The 32-byte digest of everything given to `update`.
        public func finalize() -> [UInt8] {
            var copy = self
            var tail = pending
            tail.append(0x80)
            while tail.count % 64 != 56 { tail.append(0) }
            let bitLength = length &* 8
            for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
            copy.apply(tail[...], blocks: tail.count)
            return copy.state.flatMap { word in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) } }
        }

        private mutating func apply(_ bytes: ArraySlice<UInt8>, blocks: Int) {
            var w = [UInt32](repeating: 0, count: 64)
            state.withUnsafeMutableBufferPointer { h in
                w.withUnsafeMutableBufferPointer { w in
                    k.withUnsafeBufferPointer { k in
                        bytes.withUnsafeBufferPointer { compress($0, blocks: blocks, into: h, schedule: w, k) }
                    }
                }
            }
        }
    }

    /// Lowercase hex of a digest's 32 bytes.
    public static func hex(digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(64)
        for byte in digest {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Lowercase hex digest of `bytes` (64 characters, as `sha256sum` prints it).
    public static func hex(of bytes: [UInt8]) -> String { hex(digest: digest(of: bytes)) }

    /// Lowercase hex digest of `data`.
    public static func hex(of data: Data) -> String { hex(of: [UInt8](data)) }

    /// Lowercase hex digest of the UTF-8 bytes of `string`.
    public static func hex(of string: String) -> String { hex(of: Array(string.utf8)) }
}
