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

    // Stored compactly (40 bytes a token): the text inline (short texts need no allocation), what
    // only string literals and problems carry behind one reference, positions as 32-bit numbers.
    /// Identifiers without backticks; operators and punctuation as written; strings and comments as in the source.
    public var text: String
    private var detail: Detail?
    private var offset32: Int32
    private var line32: Int32
    private var column32: Int32
    public var kind: Kind
    /// For strings: whether `\( … )` appears, so the value is only known at run time.
    public var isInterpolated: Bool = false

    /// For strings: the literal's characters with escapes resolved and interpolations left out.
    public var value: String? {
        get { detail?.value }
        set { detail = Detail.make(value: newValue, problem: problem) }
    }
    /// A problem found while lexing this token (an unterminated string or comment); lexing goes on.
    public var problem: String? {
        get { detail?.problem }
        set { detail = Detail.make(value: value, problem: newValue) }
    }
    /// Byte offset of the token's first byte in the file.
    public var offset: Int {
        get { Int(offset32) }
        set { offset32 = Int32(clamping: newValue) }
    }
    public var line: Int {
        get { Int(line32) }
        set { line32 = Int32(clamping: newValue) }
    }
    public var column: Int {
        get { Int(column32) }
        set { column32 = Int32(clamping: newValue) }
    }

    public init(
        kind: Kind, text: String, value: String? = nil, isInterpolated: Bool = false, offset: Int, line: Int, column: Int,
        problem: String? = nil
    ) {
        self.kind = kind
        self.text = text
        detail = Detail.make(value: value, problem: problem)
        self.isInterpolated = isInterpolated
        offset32 = Int32(clamping: offset)
        line32 = Int32(clamping: line)
        column32 = Int32(clamping: column)
    }

    public static func == (lhs: SwiftToken, rhs: SwiftToken) -> Bool {
        lhs.kind == rhs.kind && lhs.text == rhs.text && lhs.value == rhs.value && lhs.isInterpolated == rhs.isInterpolated
            && lhs.offset32 == rhs.offset32 && lhs.line32 == rhs.line32 && lhs.column32 == rhs.column32 && lhs.problem == rhs.problem
    }

    /// What few tokens carry (a string's value, a problem), kept out of line.
    private final class Detail: Sendable {
        package let value: String?
        package let problem: String?

        private init(value: String?, problem: String?) {
            self.value = value
            self.problem = problem
        }

        package static func make(value: String?, problem: String?) -> Detail? {
            value == nil && problem == nil ? nil : Detail(value: value, problem: problem)
        }
    }

    package func isPunctuation(_ character: String) -> Bool { kind == .punctuation && text == character }
    package func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
    package func isOperator(_ op: String) -> Bool { kind == .operator && text == op }

    /// A string literal whose whole value is known without running the app.
    package var constantString: String? { kind == .string && !isInterpolated ? value : nil }
}
