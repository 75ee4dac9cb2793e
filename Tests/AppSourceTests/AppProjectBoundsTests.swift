import CheckTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import AppSource
@testable import ConformanceChecks
@testable import ConformanceModel

/// What reading an app project costs is bounded whatever the project holds: lexing is linear,
/// bracket pairing is linear, tokens are small, the project's total is bounded (and what was left
/// out is said), and build-setting expansion cannot multiply. Each case runs under a hard deadline.
@Suite("AppProject: bounds")
struct AppProjectBoundsTests {
    static func scratch(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("app-bounds-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root.path
    }

    @Test("100,000 '#' lex to 100,000 '#' tokens in linear time (each run of '#' is counted once)")
    func hashRun() {
        let count = HardDeadline.run("lexing 100,000 '#'", seconds: 60) {
            SwiftLexer.tokens(Array(repeating: UInt8(ascii: "#"), count: 100_000)).count
        }
        #expect(count == 100_000)
        let tokens = SwiftLexer.tokens("## #x ##\"raw\"##")
        #expect(tokens.map(\.text) == ["#", "#", "#", "x", "##\"raw\"##"])
        #expect(tokens.map(\.column) == [1, 2, 4, 5, 7])
    }

    @Test("200,000 '(' then 200,000 ']' pair in linear time (a closer with no opener of its kind is skipped at once)")
    func unbalancedClosers() {
        let text = String(repeating: "(", count: 200_000) + String(repeating: "]", count: 200_000) + "[x]"
        let source = HardDeadline.run("pairing brackets", seconds: 60) { SwiftSource(path: "F.swift", bytes: Array(text.utf8)) }
        guard let source else { return }
        #expect(source.partner[400_000] == 400_002)
        #expect(source.partner[0] == -1)
    }

    @Test("an Objective-C session followed by 20,000 [other.session start] messages is judged in linear time (who holds self is read once)")
    func manyObjectiveCMessages() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("objc-messages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let session = """
            - (void)open:(NSURL *)link {
                self.session = [[ASWebAuthenticationSession alloc] initWithURL:link callbackURLScheme:@"bankcapture" completionHandler:^(NSURL *u, NSError *e) {}];
                self.session.presentationContextProvider = self;
            }

            """
        let text =
            session
            + String(
                repeating:
                    "- (void)m { id other = nil; [other.session start]; [other.session setPrefersEphemeralWebBrowserSession:YES]; }\n",
                count: 20_000)
        try Data(text.utf8).write(to: directory.appendingPathComponent("Capture.m"))
        let verdicts = HardDeadline.run("judging 20,000 Objective-C messages", seconds: 60) {
            try? AppProjectSupport.judge(directory.path, scheme: "bankcapture", variant: .callback)
        }
        let presentation = try #require(verdicts??.first { $0.checkID == "HP-APP-PRESENTATION-CONTEXT" })
        #expect(presentation.status != .fail, "\(presentation.seen)")
    }

    @Test("a token takes 40 bytes; the value and problem of string literals live out of line")
    func tokenSize() {
        #expect(MemoryLayout<SwiftToken>.stride <= 40)
        let token = SwiftLexer.tokens("\"abc")[0]
        #expect(token.value == "abc")
        #expect(token.problem == "unterminated string literal")
    }

    @Test("the token limit stops lexing and says so")
    func tokenLimit() {
        let (tokens, cut) = SwiftLexer.tokens(Array("a; b; c; d;".utf8), comments: false, limit: 3)
        #expect(tokens.map(\.text) == ["a", ";", "b"])
        #expect(cut)
        let source = SwiftSource(path: "F.swift", bytes: Array("a; b".utf8), maxTokens: 10)
        #expect(!source.isCut)
    }

    @Test("past the project's total budget, the remaining files are left out and the problems say which")
    func totalBudget() throws {
        var files = ["App/Info.plist": "<plist><dict><key>MinimumOSVersion</key><string>15.0</string></dict></plist>"]
        for index in 0..<10 { files["App/F\(index).swift"] = "let a\(index) = 1;" + String(repeating: "a;", count: 500) }
        let root = try Self.scratch(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try AppProject.read(root, budget: ReadBudget(totalBytes: 4000, totalTokens: 100_000))
        #expect(project.sources.map(\.path) == ["App/F0.swift", "App/F1.swift", "App/F2.swift"])
        #expect(project.unread == 7)
        let line = try #require(project.problems.first { $0.contains("read budget") })
        #expect(
            line == "7 file(s) (7 KiB) not read: the project's read budget (4000 bytes in all, 100000 Swift tokens) was spent before them; "
                + "the checks judged the files read (left out: App/F3.swift, App/F4.swift, App/F5.swift, …)")

        let byTokens = try AppProject.read(root, budget: ReadBudget(totalTokens: 1500))
        #expect(byTokens.sources.count == 2)
        #expect(byTokens.problems.contains("App/F1.swift: read up to line 1 only: the project's Swift sources hold more than 1500 tokens"))
        #expect(byTokens.unread == 9)
    }

    @Test("Info.plist files and build settings are read before the Swift sources, so a large tree cannot starve them")
    func smallFilesFirst() throws {
        let root = try Self.scratch([
            "App/Info.plist": "<plist><dict><key>MinimumOSVersion</key><string>15.0</string></dict></plist>",
            "App/A.swift": String(repeating: "a;", count: 3000),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try AppProject.read(root, budget: ReadBudget(totalBytes: 200))
        #expect(project.plists.count == 1)
        #expect(project.sources.isEmpty)
        #expect(project.unread == 1)
    }

    @Test("a setting named four times over by thousands of values expands to a bounded few")
    func expansionBound() throws {
        var pbxproj = "{\n"
        for index in 0..<5000 { pbxproj += "SCHEME = s\(index);\n" }
        pbxproj += "}\n"
        let root = try Self.scratch(["App.xcodeproj/project.pbxproj": pbxproj, "App/A.swift": "let a = 1"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try AppProject.read(root)
        let expanded = HardDeadline.run("expanding", seconds: 30) { project.expand("$(SCHEME)$(SCHEME)$(SCHEME)$(SCHEME)") }
        #expect(expanded?.count == AppProject.maxExpansions)
    }

    @Test("a rule that held in the files read is undecided (a warning saying why) when files were left out; a break stays a break")
    func leftOutMakesUndecided() {
        let held = AppCheckRun.limited(.held("no token in 3 Swift file(s)"), unread: 2)
        #expect(held.status == .undecided)
        #expect(
            held.seen
                == "no token in 3 Swift file(s) (in the files read; 2 file(s) past the project's read budget were not read or read in part)"
        )
        #expect(AppCheckRun.limited(.broken("a token"), unread: 2).status == .broken)
        #expect(AppCheckRun.limited(.held("fine"), unread: 0).status == .held)
    }

    @Test("a rule broken 5,000 times keeps 100 places and counts the rest")
    func locationsBounded() {
        let findings = (0..<5000).map { AppFinding.broken("break \($0)", SourceLocation(file: "F.swift", line: $0 + 1)) }
        let judgement = Judgement.app(findings, nothing: "")
        #expect(judgement.locations.count == Judgement.maxLocations)
        #expect(judgement.seen.hasSuffix("; and 4995 more"))
    }

    /// The walk `enclosingBlock` did before it was precomputed: back from `index`, over complete groups.
    static func walkedBlock(_ source: SwiftSource, _ index: Int) -> (open: Int, close: Int) {
        var cursor = index - 1
        while cursor >= 0 {
            let token = source.tokens[cursor]
            if token.kind == .punctuation {
                if token.text == "}" || token.text == ")" || token.text == "]", source.partner[cursor] >= 0 {
                    cursor = source.partner[cursor] - 1
                    continue
                }
                if token.text == "{", source.partner[cursor] > index { return (cursor, source.partner[cursor]) }
            }
            cursor -= 1
        }
        return (-1, source.tokens.count)
    }

    @Test("the precomputed enclosing block is the one the backward walk finds, on bracket soup", arguments: 0..<4)
    func enclosingBlockMatchesWalk(_ seed: Int) {
        var generator = SoupGenerator(seed: UInt64(seed) &+ 17)
        let words = ["{", "}", "(", ")", "[", "]", "a", ";", "start", "\"s\""]
        let text = (0..<3000).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
        let source = SwiftSource(path: "F.swift", bytes: Array(text.utf8))
        for index in source.tokens.indices {
            let block = source.enclosingBlock(of: index), walked = Self.walkedBlock(source, index)
            #expect(block.open == walked.open && block.close == walked.close, "token \(index)")
            if block.open != walked.open { break }
        }
    }

    @Test("200 sessions after 1,000,000 tokens are found without walking the file back for each")
    func manySessions() throws {
        let sessions = (0..<200).map {
            "let s\($0) = ASWebAuthenticationSession(url: u, callbackURLScheme: \"app\") { _, _ in }\ns\($0).start()\n"
        }
        let text = String(repeating: "a;", count: 500_000) + sessions.joined()
        let root = try Self.scratch(["App/S.swift": text])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let count = HardDeadline.run("reading 200 sessions", seconds: 60) { (try? AppProject.read(root))?.sessions.count ?? -1 }
        #expect(count == 200)
    }

    @Test("an excerpt of a line of megabytes decodes a window of it, and masks a literal by its place even when it is cut")
    func longLineExcerpt() {
        let secret = "hp_live_" + String(repeating: "x", count: 3000)
        let text = "    let token = \"\(secret)\"; " + String(repeating: "a;", count: 1_000_000)
        let source = SwiftSource(path: "F.swift", bytes: Array(text.utf8))
        let literal = try? #require(source.tokens.first { $0.kind == .string })
        let excerpt = source.excerpt(line: 1, masking: literal)
        #expect(excerpt.hasPrefix("let token = \"<redacted>\"; a;a;"))
        #expect(excerpt.hasSuffix("…"))
        #expect(excerpt.count == 160)
        #expect(!excerpt.contains("hp_live_"))
        #expect(source.excerpt(line: 1) == "let token = \"hp_live_" + String(repeating: "x", count: 138) + "…")
        #expect(SwiftSource(path: "F.swift", bytes: Array("\tlet a = \"s\"  \nb".utf8)).excerpt(line: 1) == "let a = \"s\"")
    }
}
