import Foundation
import Testing

@testable import ConformanceBasics
@testable import ConformanceModel

/// A secret base64-encoded, alone or inside a longer encoded text, at any offset and in either
/// alphabet: found by the leak search when asked (`derived`), and never kept by a redaction, to
/// the last character of its encoding.
@Suite("Secret derivations (base64 forms)")
struct SecretDerivationsTests {
    static let number = "01234567890"

    /// `text` base64-encoded, in the URL-safe alphabet when asked, without padding when asked.
    static func encoded(_ text: String, urlSafe: Bool = false, padded: Bool = true) -> String {
        var form = Data(text.utf8).base64EncodedString()
        if urlSafe { form = form.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_") }
        return padded ? form : form.replacingOccurrences(of: "=", with: "")
    }

    @Test("found inside a longer encoded text at every offset, in both alphabets, padded or not; not without 'derived'")
    func foundAtEveryOffset() {
        let derived = SecretSearch([(label: "document number", value: Self.number)], derived: true)
        let plain = SecretSearch([(label: "document number", value: Self.number)])
        for prefix in ["", "a", "ab", "abc", "order:", "{\"id\":7,\"doc\":\""] {
            for suffix in ["", "\"}", "x"] {
                for urlSafe in [false, true] {
                    for padded in [false, true] {
                        let text = Array(Self.encoded(prefix + Self.number + suffix, urlSafe: urlSafe, padded: padded).utf8)
                        #expect(derived.firstLabel(in: [text]) == "document number", "\(prefix)|\(suffix)|\(urlSafe)|\(padded)")
                        #expect(plain.firstLabel(in: [text]) == nil)
                    }
                }
            }
        }
    }

    @Test(
        "a short or a huge secret derives nothing (no form under 12 characters; none past 512 bytes), and another number's encoding does not match"
    )
    func shortHugeAndOthers() {
        #expect(SecretDerivations.base64Forms(Array("12345678".utf8)).isEmpty)
        #expect(!SecretDerivations.base64Forms(Array("123456789".utf8)).isEmpty)
        #expect(SecretDerivations.base64Forms([UInt8](repeating: 0x41, count: 513)).isEmpty)
        let search = SecretSearch([(label: "document number", value: Self.number)], derived: true)
        for other in ["98765432109", "55555555555", "01234000000", "hello, world of base64"] {
            #expect(search.firstLabel(in: [Array(Self.encoded(other).utf8)]) == nil, "\(other)")
        }
    }

    @Test("a redaction replaces the whole encoding, its last partial group and padding too, in a body and in free text")
    func redactedWhole() {
        let redactor = Redactor(secrets: [(label: "credential.value", value: Self.number)])
        for (urlSafe, padded) in [(false, true), (true, false)] {
            let encoded = Self.encoded(Self.number, urlSafe: urlSafe, padded: padded)
            let line = "start capture: document=\(encoded) user=7"
            #expect(redactor.redactFreeText(line) == "start capture: document=<redacted:credential.value> user=7", "\(line)")
            let body = #"{"correlationId":"order-\#(encoded)"}"#
            #expect(
                String(decoding: redactor.redact(bytes: Array(body.utf8)), as: UTF8.self)
                    == #"{"correlationId":"order-<redacted:credential.value>"}"#)
        }
    }
}
