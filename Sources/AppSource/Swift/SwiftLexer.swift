/// A small lexer for Swift source, enough for the app checks: identifiers, numbers, string
/// literals (single-line, multi-line, raw, with `\( … )` interpolations lexed as code), comments
/// (nested block comments counted), operators and punctuation. It never throws: a problem such as
/// an unterminated string rides on its token and lexing goes on. Regex literals are not recognised.
/// Time is linear in the input, whatever it holds; a token limit stops it early.
///
/// It also lexes Objective-C (`objectiveC`), the C rules where they differ: `'c'` character
/// literals, block comments that do not nest, string literals without interpolation or `"""`,
/// and `#` always punctuation (`#import`, `#define`); `@"…"` is `@` then a string.
public struct SwiftLexer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var tokens: [SwiftToken] = []
    private var keepComments = true
    private var limit = Int.max
    private var objectiveC = false
    /// Set when lexing stopped at `limit` tokens.
    private var cut = false
    /// How deep interpolations nest; past `maxNesting` the rest of the file is one unterminated string.
    private var nesting = 0
    private static let maxNesting = 64
    private static let maxLiteralText = 64 << 10

    /// The tokens of `bytes` (UTF-8 Swift source), comments included, in source order.
    public static func tokens(_ bytes: [UInt8]) -> [SwiftToken] {
        tokens(bytes, comments: true, limit: .max).tokens
    }

    /// The tokens of `bytes`, without comments unless `comments`, and at most `limit` of them;
    /// `cut` says lexing stopped at the limit.
    public static func tokens(_ bytes: [UInt8], comments: Bool, limit: Int) -> (tokens: [SwiftToken], cut: Bool) {
        tokens(bytes, comments: comments, limit: limit, objectiveC: false)
    }

    /// As `tokens(_:comments:limit:)`, for Objective-C source when `objectiveC`.
    package static func tokens(_ bytes: [UInt8], comments: Bool, limit: Int, objectiveC: Bool) -> (tokens: [SwiftToken], cut: Bool) {
        var lexer = SwiftLexer(bytes: bytes)
        lexer.keepComments = comments
        lexer.limit = limit
        lexer.objectiveC = objectiveC
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            lexer.index = 3
            lexer.lineStart = 3
        }
        lexer.lexCode(inInterpolation: false)
        return (lexer.tokens, lexer.cut)
    }

    public static func tokens(_ source: String) -> [SwiftToken] { tokens(Array(source.utf8)) }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    // MARK: - Cursor

    private func peek(_ ahead: Int = 0) -> UInt8? {
        index + ahead < bytes.count ? bytes[index + ahead] : nil
    }

    private var column: Int { index - lineStart + 1 }

    /// Moves past one byte, counting lines.
    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private func text(_ from: Int, _ to: Int) -> String { String(decoding: bytes[from..<to], as: UTF8.self) }

    private mutating func emit(
        _ kind: SwiftToken.Kind, from start: Int, line startLine: Int, column startColumn: Int, problem: String? = nil
    ) {
        if kind == .comment && !keepComments { return }
        append(SwiftToken(kind: kind, text: text(start, index), offset: start, line: startLine, column: startColumn, problem: problem))
    }

    /// Keeps `token`, or, at the limit, stops lexing (every loop ends at the end of the input).
    private mutating func append(_ token: SwiftToken) {
        guard tokens.count < limit else {
            cut = true
            index = bytes.count
            return
        }
        tokens.append(token)
    }

    // MARK: - Code

    /// Lexes code until the end, or, inside an interpolation, until its closing `)` (consumed).
    private mutating func lexCode(inInterpolation: Bool) {
        var parens = 0
        while let byte = peek() {
            let start = index, startLine = line, startColumn = column
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), 0x0B, 0x0C:
                advance()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let next = peek(), next != UInt8(ascii: "\n") {
                    _ = next
                    index += 1
                }
                emit(.comment, from: start, line: startLine, column: startColumn)
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                lexBlockComment()
            case UInt8(ascii: "\""):
                lexString(hashes: 0)
            case UInt8(ascii: "'") where objectiveC:
                lexCharacter()
            case UInt8(ascii: "#") where objectiveC:
                index += 1
                emit(.punctuation, from: start, line: startLine, column: startColumn)
            case UInt8(ascii: "#"):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(hashes) == UInt8(ascii: "\"") {
                    lexString(hashes: hashes)
                } else {
                    // The whole run at once, one `#` token each: counting it again at every `#` is quadratic.
                    for _ in 0..<hashes where index < bytes.count {
                        let at = index, atColumn = column
                        index += 1
                        emit(.punctuation, from: at, line: startLine, column: atColumn)
                    }
                }
            case UInt8(ascii: "("):
                parens += 1
                index += 1
                emit(.punctuation, from: start, line: startLine, column: startColumn)
            case UInt8(ascii: ")"):
                index += 1
                if inInterpolation && parens == 0 { return }
                parens -= 1
                emit(.punctuation, from: start, line: startLine, column: startColumn)
            case UInt8(ascii: "`"):
                index += 1
                while let next = peek(), Self.isIdentifierByte(next) { index += 1 }
                let name = text(start + 1, index)
                if peek() == UInt8(ascii: "`") { index += 1 }
                append(SwiftToken(kind: .identifier, text: name, offset: start, line: startLine, column: startColumn))
            case _ where Self.isIdentifierHead(byte):
                index += 1
                while let next = peek(), Self.isIdentifierByte(next) { index += 1 }
                emit(.identifier, from: start, line: startLine, column: startColumn)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                index += 1
                while let next = peek(), Self.isIdentifierByte(next) || (next == UInt8(ascii: ".") && (peek(1).map(Self.isDigit) ?? false))
                {
                    index += 1
                }
                emit(.number, from: start, line: startLine, column: startColumn)
            case _ where Self.isOperatorByte(byte):
                index += 1
                while let next = peek(), Self.isOperatorByte(next) {
                    if next == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")) { break }
                    index += 1
                }
                emit(.operator, from: start, line: startLine, column: startColumn)
            default:
                advance()
                emit(.punctuation, from: start, line: startLine, column: startColumn)
            }
        }
    }

    /// `/* … */`, counting nested `/*` so that `/* a /* b */ c */` is one comment.
    private mutating func lexBlockComment() {
        let start = index, startLine = line, startColumn = column
        index += 2
        var depth = 1
        while depth > 0, let byte = peek() {
            if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") && !objectiveC {
                depth += 1
                index += 2
            } else if byte == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
            } else {
                advance()
            }
        }
        emit(.comment, from: start, line: startLine, column: startColumn, problem: depth > 0 ? "unterminated block comment" : nil)
    }

    // MARK: - Strings

    /// A string literal starting at `index` (after any `#`s counted in `hashes`). The token is
    /// placed before the tokens of its interpolations, so tokens stay in source order.
    private mutating func lexString(hashes: Int) {
        let start = index, startLine = line, startColumn = column
        index += hashes
        let multiline = !objectiveC && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        let slot = tokens.count
        append(SwiftToken(kind: .string, text: "", offset: start, line: startLine, column: startColumn))
        var value: [UInt8] = []
        var interpolated = false
        var problem: String?
        nesting += 1
        defer { nesting -= 1 }

        scan: while true {
            guard let byte = peek() else {
                problem = "unterminated string literal"
                break
            }
            if byte == UInt8(ascii: "\"") && closes(multiline: multiline, hashes: hashes) {
                index += (multiline ? 3 : 1) + hashes
                break
            }
            if byte == UInt8(ascii: "\n") && !multiline {
                problem = "unterminated string literal"
                break
            }
            if byte == UInt8(ascii: "\\") && (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                let escaped = peek(1 + hashes)
                index += 1 + hashes
                switch escaped {
                case UInt8(ascii: "(")? where !objectiveC:
                    index += 1
                    interpolated = true
                    guard nesting < Self.maxNesting else {
                        index = bytes.count
                        problem = "interpolations nested too deeply"
                        break scan
                    }
                    lexCode(inInterpolation: true)
                case UInt8(ascii: "n")?:
                    value.append(UInt8(ascii: "\n"))
                    index += 1
                case UInt8(ascii: "t")?:
                    value.append(UInt8(ascii: "\t"))
                    index += 1
                case UInt8(ascii: "r")?:
                    value.append(UInt8(ascii: "\r"))
                    index += 1
                case UInt8(ascii: "0")?:
                    value.append(0)
                    index += 1
                case UInt8(ascii: "u")? where peek(1) == UInt8(ascii: "{"):
                    index += 2
                    let digits = index
                    while let next = peek(), next != UInt8(ascii: "}"), next != UInt8(ascii: "\n"), index - digits < 8 { index += 1 }
                    if let code = UInt32(text(digits, index), radix: 16), let scalar = Unicode.Scalar(code) {
                        value.append(contentsOf: Array(String(Character(scalar)).utf8))
                    }
                    if peek() == UInt8(ascii: "}") { index += 1 }
                case UInt8(ascii: "\n")? where multiline:
                    advance()  // a line continuation
                case let other?:
                    value.append(other)
                    advance()
                case nil:
                    break
                }
                continue
            }
            value.append(byte)
            advance()
        }
        var literal = String(decoding: value, as: UTF8.self)
        if multiline { literal = Self.dedented(literal) }
        guard slot < tokens.count else { return }
        // The source text is kept to 64 KiB: an unterminated literal nested in others would otherwise copy the rest of the file at every level.
        tokens[slot] = SwiftToken(
            kind: .string, text: text(start, min(index, start + Self.maxLiteralText)), value: literal, isInterpolated: interpolated,
            offset: start, line: startLine, column: startColumn, problem: problem)
    }

    /// An Objective-C character literal (`'a'`, `'\''`, `'abcd'`), as a number: up to its closing
    /// `'` on the same line.
    private mutating func lexCharacter() {
        let start = index, startLine = line, startColumn = column
        index += 1
        var problem: String? = "unterminated character literal"
        while let byte = peek(), byte != UInt8(ascii: "\n") {
            index += byte == UInt8(ascii: "\\") && peek(1) != nil && peek(1) != UInt8(ascii: "\n") ? 2 : 1
            if byte == UInt8(ascii: "'") {
                problem = nil
                break
            }
        }
        emit(.number, from: start, line: startLine, column: startColumn, problem: problem)
    }

    /// Whether the `"` at `index` ends the literal (`"`, or `"""`, followed by `hashes` `#`s).
    private func closes(multiline: Bool, hashes: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        for offset in 0..<quotes where peek(offset) != UInt8(ascii: "\"") { return false }
        for offset in 0..<hashes where peek(quotes + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    /// A multi-line literal's value: the line break after the opening `"""` and before the closing
    /// one dropped, and the closing line's indentation removed from every line.
    static func dedented(_ raw: String) -> String {
        var lines = raw.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.first?.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) == true { lines.removeFirst() }
        guard let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) else { return lines.joined(separator: "\n") }
        lines.removeLast()
        return lines.map { $0.hasPrefix(last) ? String($0.dropFirst(last.count)) : $0 }.joined(separator: "\n")
    }

    // MARK: - Character classes

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool { isIdentifierHead(byte) || isDigit(byte) }

    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"),
            UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
            UInt8(ascii: "/"):
            true
        default:
            false
        }
    }
}
