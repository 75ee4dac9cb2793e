/// Reproducible identifiers: the same seed and journey give the same link nonce, user and document
/// number, whatever order concurrent journeys arrive in. Process ids also mix in `processNonce`, new
/// on every run: real Human Plugin never reissues an id, and a back-end that keeps the vendor's id
/// under a unique key (any real store) must not meet the same ids on its second run.
package struct StableIdentifiers: Sendable {
    package let seed: UInt64
    /// Mixed into process ids only (0: ids follow the seed alone).
    package let processNonce: UInt64

    /// FNV-1a over the UTF-8 bytes of `text`: a hash that is the same in every process (unlike `Hasher`).
    package static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// SplitMix64 finaliser: spreads the bits of `value`.
    package static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// 16 hex digits derived from the seed and `key`.
    package func hex(_ key: String) -> String { hex(key, nonce: 0) }

    private func hex(_ key: String, nonce: UInt64) -> String {
        let value = Self.mix(seed ^ Self.fnv1a(key) ^ nonce)
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    /// A process id for `key`: `prc_`, an uppercase letter, then 16 lowercase hex digits. Mixed
    /// case on purpose: a back-end that folds the case of an id (a lowercased lookup key, a
    /// case-insensitive store read back lowercased) reads another process, and is caught.
    package func processID(_ key: String) -> String {
        let digits = hex(key, nonce: processNonce)
        let letters = Array("ABCDEFGHJKLMNPQRSTUVWXYZ")
        let first = letters[Int(Self.fnv1a(digits) % UInt64(letters.count))]
        return "prc_" + String(first) + digits
    }

    /// A process id for `key` in another form the contract allows (`specs/CONTRACT.md`, 'What the
    /// vendor may vary'); nil gives the stand-in's own (`processID(_:)`).
    package func processID(_ key: String, form: AnswerVariation.IDForm?) -> String {
        guard let form else { return processID(key) }
        let digits = hex(key, nonce: processNonce)
        switch form {
        case .uuid:
            let more = hex(key + "|uuid", nonce: processNonce)
            let all = Array(digits + more)
            let parts = [all[0..<8], all[8..<12], ["4"] + all[13..<16], ["a"] + all[17..<20], all[20..<32]]
            return parts.map { String($0) }.joined(separator: "-")
        case .short:
            let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            var value = Self.mix(UInt64(digits, radix: 16) ?? 0)
            return String(
                (0..<8).map { _ in
                    defer { value /= UInt64(alphabet.count) }
                    return alphabet[Int(value % UInt64(alphabet.count))]
                })
        case .long:
            var text = "Prc_"
            var round = 0
            while text.count < 128 {
                let part = hex(key + "|long|\(round)", nonce: processNonce)
                text += round % 2 == 0 ? part : part.uppercased()
                round += 1
            }
            return String(text.prefix(128))
        case .unreserved:
            let all = Array(digits)
            return "prc-" + String(all[0..<6]) + "." + String(all[6..<10]) + "_" + String(all[10..<13]) + "~"
                + String(all[13..<16]).uppercased()
        }
    }

    package init(seed: UInt64, processNonce: UInt64 = 0) {
        self.seed = seed
        self.processNonce = processNonce
    }

    /// A process-id nonce for a new run: random, never 0.
    package static func newProcessNonce() -> UInt64 { .random(in: 1 ... .max) }

    /// `nonce` as the 16 hex digits the run's log and report.json name it by.
    package static func nonceText(_ nonce: UInt64) -> String {
        let text = String(nonce, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
