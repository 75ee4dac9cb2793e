/// Evidence that is a place in the partner's files rather than an exchange: a file of the app
/// project (relative to its directory), a 1-based line and column (0 when unknown, e.g. a binary
/// property list), and the line's text with any secret literal masked.
public struct SourceLocation: Sendable, Codable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var excerpt: String

    public init(file: String, line: Int, column: Int = 0, excerpt: String = "") {
        self.file = file
        self.line = line
        self.column = column
        self.excerpt = excerpt
    }

    /// `file:line:column`, `file:line` or `file`, as compilers and editors print places.
    public var description: String {
        line <= 0 ? file : column <= 0 ? "\(file):\(line)" : "\(file):\(line):\(column)"
    }
}
