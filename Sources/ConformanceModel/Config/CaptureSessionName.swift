/// The capture session as the partner names it: `FILE` or `FILE:LINE`, the file relative to the
/// app project (`app.captureSession`, `app-check --session`). The kit then judges that session
/// only, instead of telling the capture from the app's other sessions by its scheme or its URL.
public struct CaptureSessionName: Sendable, Equatable, CustomStringConvertible {
    /// The Swift or Objective-C file, as given (relative to the project; a leading `./` dropped).
    public var file: String
    /// The line of the session's creation, when given.
    public var line: Int?

    public init(file: String, line: Int? = nil) {
        self.file = file
        self.line = line
    }

    /// `FILE` or `FILE:LINE`; nil (with why) when the text is neither.
    public static func parse(_ text: String) -> Result<CaptureSessionName, ParseError> {
        var file = Substring(text)
        var line: Int?
        if let colon = text.lastIndex(of: ":") {
            let tail = text[text.index(after: colon)...]
            if !tail.isEmpty, tail.allSatisfy(\.isASCII), tail.allSatisfy(\.isNumber) {
                guard let number = Int(tail), number > 0 else {
                    return .failure(ParseError("line \(tail) is not a line number (1 or more)"))
                }
                line = number
                file = text[..<colon]
            }
        }
        while file.hasPrefix("./") { file = file.dropFirst(2) }
        guard !file.isEmpty else {
            return .failure(ParseError("expected FILE or FILE:LINE, the session's Swift or Objective-C file in the project"))
        }
        guard !file.hasPrefix("/") else {
            return .failure(ParseError("expected a path relative to the app project, not an absolute one"))
        }
        guard file.hasSuffix(".swift") || file.hasSuffix(".m") || file.hasSuffix(".mm") else {
            return .failure(ParseError("expected a Swift or Objective-C file (FILE.swift, FILE.m or FILE.mm, with :LINE or without)"))
        }
        return .success(CaptureSessionName(file: String(file), line: line))
    }

    /// Whether a session created at `path:creationLine` is the one named: the path is the named
    /// file or ends with it at a folder boundary, and the line (when named) is the creation's.
    public func names(path: String, creationLine: Int) -> Bool {
        guard path == file || path.hasSuffix("/" + file) else { return false }
        return line.map { $0 == creationLine } ?? true
    }

    public var description: String { line.map { "\(file):\($0)" } ?? file }

    /// Why a text is not a session name.
    public struct ParseError: Error, Sendable, Equatable {
        public var reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
