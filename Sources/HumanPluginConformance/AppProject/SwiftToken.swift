/// One token of Swift source, as the app checks see it: what kind it is, its text, and where it
/// starts (1-based line and UTF-8 byte column). Keywords are identifiers; the rules read their text.
public struct SwiftToken: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case identifier
        case number
        /// A string literal (`"…"`, `"""…"""`, `#"…"#`); `text` is its source, `value` its literal parts.
        case string
        /// A run of operator characters (`=`, `!=`, `==`, `+`, `->`, …).
        case `operator`
        /// One character of punctuation: `( ) { } [ ] , : ; . ? @ # \`.
        case punctuation
        /// A `//` or `/* … */` comment (nested block comments counted).
        case comment
    }

    public var kind: Kind
    /// Identifiers without backticks; operators and punctuation as written; strings and comments as in the source.
    public var text: String
    /// For strings: the literal's characters with escapes resolved and interpolations left out.
    public var value: String?
    /// For strings: whether `\( … )` appears, so the value is only known at run time.
    public var isInterpolated: Bool = false
    /// Byte offset of the token's first byte in the file.
    public var offset: Int
    public var line: Int
    public var column: Int
    /// A problem found while lexing this token (an unterminated string or comment); lexing goes on.
    public var problem: String?

    public init(kind: Kind, text: String, value: String? = nil, isInterpolated: Bool = false, offset: Int, line: Int, column: Int, problem: String? = nil) {
        self.kind = kind
        self.text = text
        self.value = value
        self.isInterpolated = isInterpolated
        self.offset = offset
        self.line = line
        self.column = column
        self.problem = problem
    }

    func isPunctuation(_ character: String) -> Bool { kind == .punctuation && text == character }
    func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
    func isOperator(_ op: String) -> Bool { kind == .operator && text == op }

    /// A string literal whose whole value is known without running the app.
    var constantString: String? { kind == .string && !isInterpolated ? value : nil }
}
