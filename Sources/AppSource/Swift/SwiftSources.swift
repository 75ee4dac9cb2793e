import ConformanceModel
import Synchronization

/// The app project's Swift files, read and lexed one at a time: each file keeps its bytes, where its
/// lines start and a small digest (the string literals the secret rules report); its tokens are
/// dropped once the per-file rules have read them, and lexed again (the same tokens: lexing is
/// deterministic and linear) when a rule asks for the file. The files where a session is created
/// stay lexed, since every session rule reads them; a few files lexed again are remembered, so a
/// rule asking about the same file for each session does not lex it each time.
public struct SwiftSources: RandomAccessCollection, Sendable {
    package struct File: Sendable {
        package let path: String
        package let bytes: [UInt8]
        /// Where each line starts (byte offsets), for locations without lexing.
        package let lineStarts: [Int32]
        /// The token limit the file was lexed with (what was left of the read budget).
        package let maxTokens: Int
        package let isCut: Bool
        /// Kept lexed: a file where a session is created.
        package var kept: SwiftSource?
        /// String literals the secret rules report, in source order.
        package var literals: [SwiftToken]
        /// The functions declared with a body (`name/parameter count`), for rules following a
        /// handler to its function.
        package var functions: Set<String>
        /// The indexed names assigned through a property (`holder.receiver.name = …`, as
        /// `name/receiver`), for rules looking for a session's configuration in another file.
        package var assigned: Set<String>
    }

    private var files: [File] = []
    private let recent = RecentSources()
    /// The Human Plugin token the kept literals were chosen for (see `AppNoCredentialCheck`): a
    /// literal holding it is kept too.
    package let digestedToken: String?

    package init(humanPluginToken: String? = nil) {
        digestedToken = Self.usableToken(humanPluginToken)
    }

    /// A configured token long enough to be looked for in literals (shorter ones are not).
    package static func usableToken(_ token: String?) -> String? { token.flatMap { $0.count >= 8 ? $0 : nil } }

    public var startIndex: Int { 0 }
    public var endIndex: Int { files.count }

    /// File `index`, lexed (kept, remembered, or lexed again).
    public subscript(index: Int) -> SwiftSource {
        let file = files[index]
        if let kept = file.kept { return kept }
        if let remembered = recent.source(index) { return remembered }
        let source = SwiftSource(path: file.path, bytes: file.bytes, maxTokens: file.maxTokens)
        recent.remember(source, at: index)
        return source
    }

    /// The tokens of file `index`, lexed again when not held (and not remembered: for a rule that
    /// reads every file once).
    package func tokens(_ index: Int) -> [SwiftToken] {
        let file = files[index]
        if let kept = file.kept { return kept.tokens }
        if let remembered = recent.source(index) { return remembered.tokens }
        return SwiftSource(path: file.path, bytes: file.bytes, maxTokens: file.maxTokens).tokens
    }

    /// Adds a file lexed by the reader; `keep` holds its tokens for the rest of the run.
    package mutating func append(_ source: SwiftSource, maxTokens: Int, keep: Bool) {
        let literals = source.tokens.filter { token in
            guard token.kind == .string, let value = token.value else { return false }
            return Self.isReported(value, isInterpolated: token.isInterpolated) || digestedToken.map { value.contains($0) } == true
        }
        // What `CompletionHandler.function(named:…)` accepts: `func name(…)` with a body within 16 tokens.
        var functions: Set<String> = []
        for index in source.positions["func"] ?? [] {
            guard let name = source.token(index + 1), name.kind == .identifier, source.token(index + 2)?.isPunctuation("(") == true else {
                continue
            }
            let close = source.partner[index + 2]
            guard close > index else { continue }
            var body = close + 1
            while let token = source.token(body), !token.isPunctuation("{"), body < close + 16 { body += 1 }
            guard source.token(body)?.isPunctuation("{") == true, source.partner[body] > body else { continue }
            functions.insert(Self.function(name.text, arity: SessionSite.arguments(source, open: index + 2, close: close).count))
        }
        // What `SessionSite.assignment(of:in:)` accepts from another file: `….receiver[?!].name = …`.
        var assigned: Set<String> = []
        for (name, indices) in source.positions {
            for index in indices
            where source.token(index - 1)?.isPunctuation(".") == true && source.token(index + 1)?.isOperator("=") == true {
                var cursor = index - 2
                if let token = source.token(cursor), token.isPunctuation("?") || token.isOperator("!") || token.isPunctuation("!") {
                    cursor -= 1
                }
                guard let receiver = source.token(cursor), receiver.kind == .identifier,
                    source.token(cursor - 1)?.isPunctuation(".") == true
                else { continue }
                assigned.insert(name + "/" + receiver.text)
            }
        }
        files.append(
            File(
                path: source.path, bytes: source.bytes, lineStarts: source.lineStarts, maxTokens: maxTokens,
                isCut: source.isCut, kept: keep ? source : nil, literals: literals, functions: functions, assigned: assigned))
    }

    private static func function(_ name: String, arity: Int) -> String { "\(name)/\(arity)" }

    /// Whether file `index` may declare `func name(…) {` of `arity` parameters (false: it does not).
    func mayDeclare(_ name: String, arity: Int, in index: Int) -> Bool {
        files[index].functions.contains(Self.function(name, arity: arity))
    }

    /// Whether file `index` may assign `property` of a value named `receiver` reached through
    /// another (`self.receiver.property = …`, `holder.receiver?.property = …`); false: it does not.
    func mayAssign(_ property: String, of receiver: String, in index: Int) -> Bool {
        files[index].assigned.contains(property + "/" + receiver)
    }

    /// A literal the secret rules report whatever the configuration: a `/v1/processes` path, a
    /// Human Plugin URL, a hard-coded bearer credential.
    package static func isReported(_ value: String, isInterpolated: Bool) -> Bool {
        value.contains("/v1/processes") || AppNames.isHumanPluginURL(value)
            || (value.hasPrefix("Bearer ") && !isInterpolated && value.count >= 15)
    }

    package func path(_ index: Int) -> String { files[index].path }
    func isCut(_ index: Int) -> Bool { files[index].isCut }
    /// The literals of file `index` that `isReported` selects, or that hold `digestedToken`, in source order.
    package func reportedLiterals(_ index: Int) -> [SwiftToken] { files[index].literals }

    /// Whether file `index` may hold the identifier `name`: false when its bytes do not hold it at
    /// all, so a rule looking for it need not lex the file.
    package func mayHold(_ name: String, in index: Int) -> Bool {
        let needle = Array(name.utf8)
        guard let first = needle.first else { return true }
        return files[index].bytes.withUnsafeBufferPointer { bytes in
            guard bytes.count >= needle.count else { return false }
            var offset = 0
            let last = bytes.count - needle.count
            while offset <= last {
                if bytes[offset] == first {
                    var matched = 1
                    while matched < needle.count, bytes[offset + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
                offset += 1
            }
            return false
        }
    }

    /// A location in file `index` at `token`, as `SwiftSource.location` gives it, without lexing the file.
    package func location(_ index: Int, _ token: SwiftToken, masking: SwiftToken? = nil) -> SourceLocation {
        let file = files[index]
        return SourceLocation(
            file: file.path, line: token.line, column: token.column,
            excerpt: SwiftSource.excerpt(line: token.line, masking: masking, bytes: file.bytes, lineStarts: file.lineStarts))
    }

    /// Tokens held lexed now (the kept files' and the remembered ones'): what the reader does not
    /// drop, for tests that the project's tokens are not all held at once.
    var heldTokens: Int {
        files.reduce(0) { $0 + ($1.kept?.tokens.count ?? 0) } + recent.tokens
    }
}

/// The last few files lexed again, by index.
private final class RecentSources: Sendable {
    package static let capacity = 4
    private let state = Mutex<[(index: Int, source: SwiftSource)]>([])

    package func source(_ index: Int) -> SwiftSource? {
        state.withLock { entries in entries.first { $0.index == index }?.source }
    }

    package func remember(_ source: SwiftSource, at index: Int) {
        state.withLock { entries in
            entries.removeAll { $0.index == index }
            entries.append((index, source))
            if entries.count > Self.capacity { entries.removeFirst() }
        }
    }

    package var tokens: Int { state.withLock { $0.reduce(0) { $0 + $1.source.tokens.count } } }
}
