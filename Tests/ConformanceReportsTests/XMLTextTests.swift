import Foundation
import Testing

@testable import ConformanceModel

@Suite("XML text escaping")
struct ReportXMLTextTests {
    @Test("markup characters are escaped in text and attributes")
    func markup() {
        #expect(XMLText.escapeText("<a href=\"x\">&'</a>") == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;")
        #expect(XMLText.escapeAttribute("a\tb\nc\rd") == "a&#9;b&#10;c&#13;d")
        #expect(XMLText.escapeText("a\tb\nc\rd") == "a\tb\nc&#13;d")
    }

    @Test("]]> cannot survive")
    func cdataEnd() {
        #expect(XMLText.escapeText("x]]>y") == "x]]&gt;y")
        #expect(!XMLText.escapeAttribute("]]>").contains("]]>"))
    }

    @Test("NUL, ESC and other forbidden characters become visible markers")
    func controls() {
        #expect(XMLText.escapeText("a\u{0}b") == "a\\u{0}b")
        #expect(XMLText.escapeText("\u{1B}[31m") == "\\u{1B}[31m")
        #expect(XMLText.escapeText("\u{FFFE}\u{FFFF}") == "\\u{FFFE}\\u{FFFF}")
        #expect(XMLText.escapeText("\u{7F}\u{85}") == "\\u{7F}\\u{85}")
        #expect(XMLText.sanitized("ok\u{8}") == "ok\\u{8}")
        #expect(XMLText.sanitized("plain é 😀") == "plain é 😀")
        for value in UInt32(0)..<0x20 where ![0x09, 0x0A, 0x0D].contains(value) {
            let escaped = XMLText.escapeText(String(Character(Unicode.Scalar(value)!)))
            #expect(escaped.unicodeScalars.allSatisfy { $0.value >= 0x20 }, "U+\(String(value, radix: 16))")
        }
    }

    @Test("invalid UTF-8 decodes to U+FFFD, which is allowed and kept")
    func invalidUTF8() {
        let decoded = String(decoding: [0x61, 0xFF, 0xC3, 0x62, 0x80] as [UInt8], as: UTF8.self)
        let escaped = XMLText.escapeText(decoded)
        #expect(escaped == "a\u{FFFD}\u{FFFD}b\u{FFFD}")
    }
}
