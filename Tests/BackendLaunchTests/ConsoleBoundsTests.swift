import Foundation
import Testing

@testable import BackendLaunch
@testable import ConformanceModel

/// What the command line prints and keeps of a peer: control sequences escaped at the one sink,
/// a cut `backend.log` saying so, and a ready probe's fate in the launch error.
@Suite("Console and launch: peer bytes and bounds", .serialized)
struct ConsoleBoundsTests {
    @Test(
        "clear screen, window title, cursor moves and OSC 8 links are escaped, colour or not; the kit's own colours survive only with colour"
    )
    func escapesPeerControls() {
        let hostile = "myapp://cb\u{1B}[2J\u{1B}]0;owned\u{07}\u{1B}]8;;http://evil\u{1B}\\link\u{1B}]8;;\u{1B}\\\r\u{202E}x\u{9B}31m"
        for color in [false, true] {
            let shown = TerminalText.escaped(Console(color: color).paint(hostile, .fail), keepingColour: color)
            #expect(!shown.unicodeScalars.contains { !TerminalText.isShown($0) && $0 != "\u{1B}" }, "\(shown.debugDescription)")
            let withoutColours = shown.replacing("\u{1B}[31m", with: "").replacing("\u{1B}[0m", with: "")
            #expect(!withoutColours.contains("\u{1B}"), "only the kit's colour codes remain: \(shown.debugDescription)")
            #expect(
                shown.contains("\\u{1B}[2J") && shown.contains("\\u{1B}]0;owned\\u{7}") && shown.contains("\\u{D}")
                    && shown.contains("\\u{202E}"))
        }
        #expect(TerminalText.escaped("\u{1B}[31mred\u{1B}[0m") == "\\u{1B}[31mred\\u{1B}[0m", "without colour every ESC is escaped")
        #expect(
            TerminalText.escaped("\u{1B}[5mblink\u{1B}[0m", keepingColour: true) == "\\u{1B}[5mblink\u{1B}[0m", "only the kit's codes pass")
        #expect(TerminalText.escaped("plain line\twith tab\n") == "plain line\twith tab\n")
    }

    @Test("a back-end that writes more than the kept tail gets a backend.log that says it is cut, in linear time")
    func outputTailSaysItIsCut() {
        let tail = OutputTail(limit: 1000)
        for index in 0..<5000 { tail.append(Array("line \(index)\n".utf8)) }
        let text = String(decoding: tail.bytes, as: UTF8.self)
        #expect(text.hasPrefix("[hp-conformance: the back-end wrote "), "\(text.prefix(120))")
        #expect(text.hasSuffix("line 4999\n"))
        #expect(tail.droppedBytes > 0 && tail.bytes.count < 1200)
        let small = OutputTail(limit: 1000)
        small.append(Array("ready\n".utf8))
        #expect(small.bytes == Array("ready\n".utf8) && small.droppedBytes == 0)
    }

    @Test("a secret cut at the bound leaves no fragment: the kept log begins at the first whole line after the cut")
    func outputTailCutsAtALine() {
        let token = "tok_9f8e7d6c5b4a39281706f5e4d3c2b1a0ffeeddcc"  // 43 characters, as the hostile round's
        let lines = ["starting\n", "Authorization: Bearer \(token)\n"] + (0..<10).map { "request \($0) handled\n" }
        let total = lines.joined().utf8.count
        let tokenStart = "starting\nAuthorization: Bearer ".utf8.count
        // The cut falls at every position of the token, the first byte to the last.
        for shift in 0..<token.count {
            let tail = OutputTail(limit: total - tokenStart - shift)
            for line in lines { tail.append(Array(line.utf8)) }
            let kept = String(decoding: tail.bytes, as: UTF8.self)
            let redacted = Redactor(secrets: [("humanplugin.token", token)]).redactFreeText(kept)
            for length in 8...token.count {
                #expect(!redacted.contains(token.suffix(length)), "shift \(shift): \(length) characters of the token kept:\n\(redacted)")
            }
            #expect(redacted.hasSuffix("request 9 handled\n"))
            #expect(kept.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("request ") || $0.hasPrefix("Authorization") })
        }
        // A cut that falls at a line's end keeps the next line whole.
        let whole = OutputTail(limit: 20)
        for index in 0..<10 { whole.append(Array("line \(index) ok\n".utf8)) }
        #expect(String(decoding: whole.bytes, as: UTF8.self).hasSuffix("\nline 8 ok\nline 9 ok\n"))
    }

    @Test(
        // The bound proves the launch ends (3 s to be ready, then a 3 s grace); it leaves room for a
        // machine the heaviest parallel tests stall for a minute, as a clean CI run once did.
        "a back-end whose ready probe stalls is not ready, and the error says what the last probe met", .timeLimit(.minutes(3)),
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "python3 is not at /usr/bin/python3"))
    func readyProbeFate() throws {
        // Accepts connections and never answers.
        let script =
            "import os,socket,time\ns=socket.socket()\ns.setsockopt(socket.SOL_SOCKET,socket.SO_REUSEADDR,1)\n"
            + "s.bind(('127.0.0.1',int(os.environ['PORT'])))\ns.listen(64)\nc=[]\nwhile True: c.append(s.accept())\n"
        let launch = KitConfiguration.Launch(
            command: ["/usr/bin/python3", "-c", script], workingDirectory: nil, environment: [:],
            humanPluginURLVariable: "HP_URL", humanPluginTokenVariable: "HP_TOKEN",
            portVariable: "PORT", readyTimeoutSeconds: 3)
        #expect {
            _ = try LaunchedBackend(
                launch: launch, baseURL: "http://127.0.0.1:{port}", humanPluginURL: "http://127.0.0.1:1", token: "t0ken-xyz",
                configPath: "/tmp/x.json", console: Console(color: false), redactor: Redactor())
        } throws: { error in
            let text = (error as? KitError)?.description ?? "\(error)"
            return text.contains("not ready at http://127.0.0.1:") && text.contains("; last probe: timed out")
        }
    }
}
