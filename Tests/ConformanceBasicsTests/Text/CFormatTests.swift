import Foundation
import Testing

@Suite("C formatting")
struct CFormatTests {
    @Test("numbers format as String(format:) formats them")
    func matchesFoundation() {
        for value in [0.0, 0.05, 1.25, 12.3456, 999.9999, 1e9, -3.5] {
            #expect(String(cFormat: "%.1f", value) == String(format: "%.1f", value))
            #expect(String(cFormat: "%.3f", value) == String(format: "%.3f", value))
        }
        #expect(String(cFormat: "%04ld-%02ld-%02ldT%02ld", 2026, 1, 31, 7) == "2026-01-31T07")
        #expect(String(cFormat: "%0300ld", 7).count == 300, "output longer than the first buffer is not cut")
        #expect(String(cFormat: "[%ld]", 123_456_789_012) == "[123456789012]")
    }
}
