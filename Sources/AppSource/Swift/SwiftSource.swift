import ConformanceModel

/// One Swift file of the app project (or an Objective-C file holding a session: `isObjectiveC`), lexed (again when a rule asks for it: see `SwiftSources`): its code tokens (comments left out) and, for
/// each bracket, the index of its partner, so that rules can skip over a call or a block.
public struct SwiftSource: Sendable {
    /// The path relative to the project directory.
    public let path: String
    public let bytes: [UInt8]
    /// Code tokens in source order (no comments).
    public let tokens: [SwiftToken]
    /// For `(`, `[`, `{`: the index of the matching closer, and the reverse; -1 when unmatched or not a bracket.
    package let partner: Partners
    /// For each token, the innermost matched `{` holding it (-1 when none), so that finding a
    /// session's block does not walk back over the file.
    private let blocks: [Int32]
    /// Where each line starts (byte offsets), for excerpts.
    let lineStarts: [Int32]
    /// Whether lexing stopped at the token limit it was given (the rest of the file is not judged).
    let isCut: Bool
    /// Where each identifier the rules look up by name occurs (token indices, ascending), so that a
    /// rule asking about one session does not rescan the file.
    let positions: [String: [Int]]
    static let indexedNames: Set<String> = [
        "start", "presentationContextProvider", "prefersEphemeralWebBrowserSession", "func", "catch",
        "setPresentationContextProvider", "setPrefersEphemeralWebBrowserSession", "self",
    ]

    /// Whether the file is Objective-C (`.m`, `.mm`, `.h`), lexed by the C rules (`SwiftLexer`).
    package var isObjectiveC: Bool { Self.isObjectiveC(path) }

    package static func isObjectiveC(_ path: String) -> Bool { path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") }

    /// Lexes `bytes` (the file at `path`), keeping at most `maxTokens` code tokens.
    public init(path: String, bytes: [UInt8], maxTokens: Int = .max) {
        self.path = path
        self.bytes = bytes
        let (tokens, cut) = SwiftLexer.tokens(bytes, comments: false, limit: maxTokens, objectiveC: Self.isObjectiveC(path))
        self.tokens = tokens
        isCut = cut
        var partners = [Int32](repeating: -1, count: tokens.count)
        var open: [Int] = []
        // How many openers of each kind are open: a closer with none open is skipped at once, and
        // one with some pops the openers above its partner, so the pairing is linear.
        var openCount = [0, 0, 0]
        for index in tokens.indices where tokens[index].kind == .punctuation {
            let token = tokens[index]
            switch token.text {
            case "(", "[", "{":
                open.append(index)
                openCount[Self.bracketKind(token.text)] += 1
            case ")", "]", "}":
                let closer: String = token.text == ")" ? "(" : token.text == "]" ? "[" : "{"
                // An unbalanced closer (from code the lexer does not fully understand) pops back to its own kind.
                guard openCount[Self.bracketKind(closer)] > 0, let match = open.lastIndex(where: { tokens[$0].text == closer }) else {
                    continue
                }
                partners[index] = Int32(open[match])
                partners[open[match]] = Int32(index)
                for popped in open[match...] { openCount[Self.bracketKind(tokens[popped].text)] -= 1 }
                open.removeSubrange(match...)
            default:
                break
            }
        }
        partner = Partners(storage: partners)
        var blocks = [Int32](repeating: -1, count: tokens.count)
        var openBlocks: [Int] = []
        for index in tokens.indices {
            while let top = openBlocks.last, Int(partners[top]) <= index { openBlocks.removeLast() }
            if let top = openBlocks.last { blocks[index] = Int32(top) }
            if Int(partners[index]) > index, tokens[index].text == "{" { openBlocks.append(index) }
        }
        self.blocks = blocks
        var lineStarts: [Int32] = [0]
        bytes.withUnsafeBufferPointer { buffer in
            for offset in 0..<buffer.count where buffer[offset] == UInt8(ascii: "\n") { lineStarts.append(Int32(offset + 1)) }
        }
        self.lineStarts = lineStarts
        var positions: [String: [Int]] = [:]
        for index in tokens.indices where tokens[index].kind == .identifier && Self.indexedNames.contains(tokens[index].text) {
            positions[tokens[index].text, default: []].append(index)
        }
        self.positions = positions
    }

    private static func bracketKind(_ text: String) -> Int { text == "(" ? 0 : text == "[" ? 1 : 2 }

    /// Bracket partners by token index, stored as 32-bit numbers (4 bytes a token).
    package struct Partners: Sendable {
        package let storage: [Int32]
        package subscript(index: Int) -> Int { Int(storage[index]) }
    }

    /// Indices of identifier `name` (one of `indexedNames`) within `range`, the first
    /// `maxOccurrences` of them: found by binary search, so asking once per session stays cheap
    /// on a file holding the name a million times.
    func occurrences(of name: String, in range: Range<Int>) -> ArraySlice<Int> {
        guard let all = positions[name] else { return [] }
        var low = 0, high = all.count
        while low < high {
            let middle = (low + high) / 2
            if all[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < all.count, end - low < Self.maxOccurrences, all[end] < range.upperBound { end += 1 }
        return all[low..<end]
    }

    static let maxOccurrences = 10_000

    /// The token at `index`, or nil past either end.
    package func token(_ index: Int) -> SwiftToken? { index >= 0 && index < tokens.count ? tokens[index] : nil }

    /// The innermost `{ … }` holding `index`, as (open, close) token indices; the whole file when none.
    func enclosingBlock(of index: Int) -> (open: Int, close: Int) {
        guard index >= 0, index < blocks.count, blocks[index] >= 0 else { return (-1, tokens.count) }
        let open = Int(blocks[index])
        return (open, partner[open])
    }

    /// A location in this file at `token`, with the source line as excerpt.
    package func location(_ token: SwiftToken, masking: SwiftToken? = nil) -> SourceLocation {
        SourceLocation(file: path, line: token.line, column: token.column, excerpt: excerpt(line: token.line, masking: masking))
    }

    /// The text of line `number` (1-based), trimmed and at most 160 characters; a masked string
    /// literal on it is shown as `"<redacted>"`.
    package func excerpt(line number: Int, masking: SwiftToken? = nil) -> String {
        Self.excerpt(line: number, masking: masking, bytes: bytes, lineStarts: lineStarts)
    }

    /// As `excerpt(line:masking:)`, over a file's `bytes` and `lineStarts`.
    package static func excerpt(line number: Int, masking: SwiftToken?, bytes: [UInt8], lineStarts: [Int32]) -> String {
        guard number >= 1, number <= lineStarts.count else { return "" }
        var start = Int(lineStarts[number - 1])
        let end = number < lineStarts.count ? Int(lineStarts[number]) - 1 : bytes.count
        // The masked literal by its place in the file (its first line), before anything is cut.
        var mask: Range<Int>?
        if let masking, masking.line == number, masking.offset >= start, masking.offset < end {
            mask = masking.offset..<min(end, masking.offset + masking.text.utf8.count)
        }
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        // 160 characters are at most 640 bytes: a line of megabytes is not decoded whole.
        let window = 1024
        let shown: [UInt8]
        let cut: Bool
        if let mask, mask.lowerBound < start + window {
            let after = min(end, mask.upperBound + window)
            shown =
                Array(bytes[start..<max(start, mask.lowerBound)]) + Array("\"<redacted>\"".utf8)
                + Array(bytes[mask.upperBound..<max(mask.upperBound, after)])
            cut = after < end
        } else {
            let limit = min(end, start + window)
            shown = Array(bytes[start..<max(start, limit)])
            cut = limit < end
        }
        let text = String(decoding: shown, as: UTF8.self).trimmingTrailingWhitespace()
        return text.count > 160 || cut ? String(text.prefix(159)) + "…" : text
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var text = self
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }
}
