import Testing

@testable import AppSource

@Suite("AppProject: Swift lexer")
struct SwiftLexerTests {
    /// (kind, text) of every token, comments included.
    func lexemes(_ source: String) -> [String] {
        SwiftLexer.tokens(source).map { token in
            let kind =
                switch token.kind {
                case .identifier: "id"
                case .number: "num"
                case .string: "str"
                case .operator: "op"
                case .punctuation: "p"
                case .comment: "comment"
                }
            return "\(kind) \(token.kind == .string ? (token.value ?? "") : token.text)"
        }
    }

    @Test("identifiers, numbers, operators and punctuation")
    func basics() {
        #expect(
            lexemes("let x = a != nil && b?.c(1.5)") == [
                "id let", "id x", "op =", "id a", "op !=", "id nil", "op &&", "id b", "p ?", "p .", "id c", "p (", "num 1.5", "p )",
            ])
        #expect(lexemes("`default` $0.name") == ["id default", "id $0", "p .", "id name"])
    }

    @Test("a string holding // and /* is one string, not a comment")
    func slashesInString() {
        #expect(
            lexemes(#"let u = "myapp://callback" /* c */ // d"#) == [
                "id let", "id u", "op =", "str myapp://callback", "comment /* c */", "comment // d",
            ])
    }

    @Test("nested block comments are one comment; a string inside one is not a token")
    func nestedComments() {
        let tokens = SwiftLexer.tokens("/* a /* \"b\" */ c */ x")
        #expect(tokens.map(\.kind) == [.comment, .identifier])
        #expect(tokens[1].text == "x")
    }

    @Test("an unterminated block comment is one token with a problem, and lexing ends without a crash")
    func unterminatedComment() {
        let tokens = SwiftLexer.tokens("let a = 1 /* never closed\n x")
        #expect(tokens.last?.kind == .comment)
        #expect(tokens.last?.problem == "unterminated block comment")
    }

    @Test("an unterminated string stops at the end of its line")
    func unterminatedString() {
        let tokens = SwiftLexer.tokens("let a = \"open\nlet b = 2")
        #expect(tokens[3].problem == "unterminated string literal")
        #expect(tokens.map(\.text).suffix(4) == ["let", "b", "=", "2"])
        #expect(tokens.last?.line == 2)
    }

    @Test("interpolation: the string is marked, its code is lexed, a nested string does not end the outer one")
    func interpolation() {
        let tokens = SwiftLexer.tokens(#"let s = "a\(f("b)")) c" + d"#)
        let string = tokens[3]
        #expect(string.kind == .string && string.isInterpolated && string.value == "a c")
        #expect(tokens.dropFirst(4).map(\.text) == ["f", "(", "\"b)\"", ")", "+", "d"])
    }

    @Test("multi-line strings are dedented by their closing line; escapes resolve")
    func multiline() {
        let source = "let m = \"\"\"\n    one \"quoted\"\n      two\\tx\n    \"\"\"\nlet after = 1"
        let tokens = SwiftLexer.tokens(source)
        #expect(tokens[3].value == "one \"quoted\"\n  two\tx")
        #expect(tokens[4].text == "let" && tokens[4].line == 5)
    }

    @Test("raw strings: backslashes and quotes are literal, \\#( interpolates")
    func rawStrings() {
        let tokens = SwiftLexer.tokens(###"let r = #"a\n "q" \#(x)"# ; let t = ##"x"#y"##"###)
        #expect(tokens[3].value == "a\\n \"q\" ")
        #expect(tokens[3].isInterpolated)
        #expect(tokens.last?.value == "x\"#y")
    }

    @Test("lines and columns are 1-based; columns count UTF-8 bytes")
    func positions() {
        let tokens = SwiftLexer.tokens("a\n  bb \"é\" c")
        #expect(tokens.map { "\($0.line):\($0.column)" } == ["1:1", "2:3", "2:6", "2:11"])
    }

    @Test("deeply nested interpolations end in a problem, not a crash")
    func deepNesting() {
        let source = String(repeating: #""\("#, count: 200) + String(repeating: #")""#, count: 200)
        let tokens = SwiftLexer.tokens(source)
        #expect(tokens.contains { $0.problem != nil })
    }
}
