import Foundation
import Testing

@testable import ConformanceBasics

/// The kit's percent-encoding gives what Foundation's `addingPercentEncoding` / `removingPercentEncoding` give.
@Suite("Percent encoding")
struct PercentEncodingTests {
    static let samples = [
        "plain", "a b+c&d=e", "x/y?z#w", "ü é 😀", "100%", "semi;colon:at@[v6]", "a:b", "x@y:z", "!$&'()*+,;=", "~-._", "\u{1}\t\n", "",
    ]

    @Test(
        "each set encodes as Foundation's character set of the same name",
        arguments: [
            (PercentEncodingSet.urlQuery, CharacterSet.urlQueryAllowed), (.urlPath, .urlPathAllowed), (.urlHost, .urlHostAllowed),
            (.urlUser, .urlUserAllowed), (.urlPassword, .urlPasswordAllowed), (.urlFragment, .urlFragmentAllowed),
            (.urlPathSegment, CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))),
            (.unreserved, CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")),
            (.none, CharacterSet()),
        ])
    func matchesFoundation(_ set: PercentEncodingSet, _ foundation: CharacterSet) {
        for sample in Self.samples {
            #expect(sample.percentEncoded(allowing: set) == sample.addingPercentEncoding(withAllowedCharacters: foundation), "\(sample)")
        }
        for byte in UInt8(0)..<128 {
            let text = String(UnicodeScalar(byte))
            #expect(text.percentEncoded(allowing: set) == text.addingPercentEncoding(withAllowedCharacters: foundation), "byte \(byte)")
        }
    }

    @Test("decoding matches removingPercentEncoding, nil included")
    func decoding() {
        for sample in Self.samples + ["%41%62", "%zz", "%4", "%", "%C3%BC", "%C3", "%e2%82%ac", "a%2Fb"] {
            #expect(sample.percentDecoded == sample.removingPercentEncoding, "\(sample)")
        }
    }
}

@Suite("Trimming")
struct TrimmingTests {
    @Test("trims spaces and tabs as trimmingCharacters(in: .whitespaces) does")
    func matchesFoundation() {
        for sample in ["", "  ", " a b ", "\tx\t", "\n y \n", "\u{00A0}z\u{3000}", "plain"] {
            #expect(sample.trimmingWhitespace() == sample.trimmingCharacters(in: .whitespaces), "\(sample.debugDescription)")
        }
    }
}

@Suite("Padding and file system")
struct PaddingTests {
    @Test("padded(to:) is padding(toLength:withPad:startingAt:) with spaces")
    func matchesFoundation() {
        for (text, width) in [("", 3), ("ab", 5), ("abcdef", 4), ("HP-CREATE-FLOW", 30), ("exact", 5)] {
            #expect(text.padded(to: width) == text.padding(toLength: width, withPad: " ", startingAt: 0))
        }
    }

    @Test("isDirectory tells directories from files and missing paths")
    func isDirectory() {
        #expect(FileSystem.isDirectory(NSTemporaryDirectory()))
        #expect(!FileSystem.isDirectory("/etc/hostname") || !FileManager.default.fileExists(atPath: "/etc/hostname"))
        #expect(!FileSystem.isDirectory("/no/such/path"))
    }
}
