import Foundation
import Testing

/// Bytes from a peer never reach the terminal as control sequences: `serve` given a create whose
/// strings hold clear-screen, window-title and OSC 8 sequences prints them escaped (`\u{1B}`).
@Suite("Console escaping of peer bytes", .serialized, .enabled(if: Tools.hasPython, "python3 is not on PATH"))
struct ConsoleEscapeTests {
    @Test("serve prints a hostile create's control sequences escaped, even with --no-color", .timeLimit(.minutes(1)))
    func serveEscapes() throws {
        try EndToEnd.requireExecutable()
        let script = EndToEnd.fixtures.appendingPathComponent("serve_escape.py").path
        let result = try Tools.exec(try #require(Tools.python3), [script, EndToEnd.executable.path, EndToEnd.packageRoot.appendingPathComponent("specs").path])
        let line = try #require(result.output.split(separator: "\n").last { $0.hasPrefix("{") }, "no figures: \(result.output)")
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(figures["raw_esc"] as? Bool == false, "a raw ESC reached the console: \(result.output)")
        #expect(figures["marker"] as? Bool == true, "the sequences are shown escaped: \(result.output)")
    }
}
