// libFuzzer entry for app-check's Swift lexer and bracket pairing (built with the app-check readers
// listed in Fuzz/app-sources.txt by scripts/fuzz/run.sh). Checked on every input, besides "no crash,
// no hang": code tokens come in source order inside the input with lines and columns from 1, and no
// comment among them; lexing with a token limit gives a prefix of the unlimited code tokens; bracket partners are symmetric and pair
// an opener with a closer of its kind; every token's line has an excerpt.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftLexer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    // Two lexings per input (the code tokens behind SwiftSource, and a limited one): comments are
    // lexed by both and dropped, as app-check does.
    let source = SwiftSource(path: "F.swift", bytes: input)
    let code = source.tokens
    var previous = -1
    for token in code {
        guard token.offset > previous, token.offset < max(input.count, 1), token.line >= 1, token.column >= 1, token.kind != .comment else {
            fatalError(
                "token \(token.kind) '\(token.text)' at offset \(token.offset) line \(token.line) column \(token.column) after offset \(previous)"
            )
        }
        previous = token.offset
    }
    let limit = code.isEmpty ? 0 : Int(input.reduce(UInt64(0)) { $0 &* 31 &+ UInt64($1) } % UInt64(code.count))
    let (limited, cut) = SwiftLexer.tokens(input, comments: false, limit: limit)
    guard limited.count == limit, cut == (limit < code.count),
        zip(limited, code).allSatisfy({ $0.offset == $1.offset && $0.kind == $1.kind && ($0.kind == .string || $0.text == $1.text) })
    else {
        fatalError("lexing with a limit of \(limit) is not a prefix of the \(code.count) code tokens (cut \(cut))")
    }
    let pairs: [String: String] = ["(": ")", "[": "]", "{": "}"]
    for index in source.tokens.indices where source.partner[index] >= 0 {
        let other = source.partner[index]
        guard other < source.tokens.count, source.partner[other] == index else {
            fatalError("partner of \(index) is \(other), whose partner is not \(index)")
        }
        let (open, close) = index < other ? (index, other) : (other, index)
        guard pairs[source.tokens[open].text] == source.tokens[close].text else {
            fatalError("'\(source.tokens[open].text)' paired with '\(source.tokens[close].text)'")
        }
    }
    for token in source.tokens.prefix(64) { _ = source.excerpt(line: token.line, masking: token) }
    return 0
}
