/// What the app saw when it asked the back-end to start a capture.
public struct StartAttempt: Sendable, Equatable {
    public var exchangeID: Int
    /// nil when no answer came (timeout, refused connection).
    public var status: Int?
    public var body: JSONValue?
    /// The string at the configured id pointer, when there is one.
    public var id: String?
    /// The string at the configured link pointer, when there is one.
    public var link: String?
    public var elapsedSeconds: Double

    public var succeeded: Bool { (status.map { (200..<300).contains($0) } ?? false) }
}

/// What the browser session did with `link`.
public struct BrowserVisit: Sendable, Equatable {
    public var exchangeIDs: [Int]
    /// The custom-scheme URL the session ended at, when it returned to the app.
    public var callbackURL: String?
    /// Why it did not return, when it did not.
    public var problem: String?
}

/// What the app saw when it told the back-end the capture ended.
public struct EndedAttempt: Sendable, Equatable {
    public var exchangeID: Int
    public var sentID: String
    public var status: Int?
    public var body: JSONValue?
    /// The string at the configured outcome pointer, when there is one.
    public var outcome: String?
    public var elapsedSeconds: Double

    public var succeeded: Bool { (status.map { (200..<300).contains($0) } ?? false) }
    /// An error answer: 4xx or 5xx (no answer at all is not an answer).
    public var isErrorAnswer: Bool { (status.map { $0 >= 400 } ?? false) }
}
