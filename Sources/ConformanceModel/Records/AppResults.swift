import ConformanceBasics

/// What the app saw when it asked the back-end to start a capture.
public struct StartAttempt: Sendable, Equatable, Codable {
    public var exchangeID: Int
    /// nil when no answer came (timeout, refused connection).
    public var status: Int?
    /// The answer's JSON body, when it fits `RecordedBody.maxBytes`.
    public var body: JSONValue?
    /// The string at the configured id pointer, when there is one.
    public var id: String?
    /// The string at the configured link pointer, when there is one.
    public var link: String?
    public var elapsedSeconds: Double
    /// A 2xx answer that the call's `errorWhen` rule calls an error (`200 {"ok": false}`).
    public var errorInBody = false

    public var succeeded: Bool { (status.map { (200..<300).contains($0) } ?? false) && !errorInBody }
    /// An error answer: 4xx or 5xx, or a 2xx with an error in its body (no answer is not an answer).
    public var isErrorAnswer: Bool { (status.map { $0 >= 400 } ?? false) || errorInBody }

    package init(
        exchangeID: Int, status: Int? = nil, body: JSONValue? = nil, id: String? = nil, link: String? = nil, elapsedSeconds: Double,
        errorInBody: Bool = false
    ) {
        self.exchangeID = exchangeID
        self.status = status
        self.body = RecordedBody.kept(body)
        self.id = id
        self.link = link
        self.elapsedSeconds = elapsedSeconds
        self.errorInBody = errorInBody
    }
}

/// What the browser session did with `link`.
public struct BrowserVisit: Sendable, Equatable, Codable {
    public var exchangeIDs: [Int]
    /// The custom-scheme URL the session ended at, when it returned to the app.
    public var callbackURL: String?
    /// Why it did not return, when it did not.
    public var problem: String?

    package init(exchangeIDs: [Int], callbackURL: String? = nil, problem: String? = nil) {
        self.exchangeIDs = exchangeIDs
        self.callbackURL = callbackURL
        self.problem = problem
    }
}

/// What the app saw when it told the back-end the capture ended (and, with a `result` call,
/// when it polled for the result): `outcome`, `succeeded` and `isErrorAnswer` speak of the whole.
public struct EndedAttempt: Sendable, Equatable, Codable {
    public var exchangeID: Int
    public var sentID: String
    /// The ended call's status.
    public var status: Int?
    /// The ended answer's JSON body, when it fits `RecordedBody.maxBytes`.
    public var body: JSONValue?
    /// The final outcome: from the ended answer, or from the polled result.
    public var outcome: String?
    public var elapsedSeconds: Double
    /// The ended answer was a 2xx with an error in its body.
    public var errorInBody = false
    /// The polling that followed, when the configuration has a `result` call and the ended answer
    /// did not settle the outcome.
    public var result: ResultPolling?

    /// Every exchange of the attempt: the ended call, then each poll.
    public var exchangeIDs: [Int] { [exchangeID] + (result?.exchangeIDs ?? []) }

    /// Seconds from sending "capture ended" to the app's last answer (the last poll, when polled).
    public var secondsToLastAnswer: Double { result?.elapsedSeconds ?? elapsedSeconds }

    private var endedSucceeded: Bool { (status.map { (200..<300).contains($0) } ?? false) && !errorInBody }

    public var succeeded: Bool { endedSucceeded && (result.map { $0.finished && !$0.isErrorAnswer } ?? true) }
    /// An error answer, to the ended call or to a poll (no answer at all is not an answer).
    public var isErrorAnswer: Bool { (status.map { $0 >= 400 } ?? false) || errorInBody || (result?.isErrorAnswer ?? false) }

    package init(
        exchangeID: Int, sentID: String, status: Int? = nil, body: JSONValue? = nil, outcome: String? = nil, elapsedSeconds: Double,
        errorInBody: Bool = false, result: ResultPolling? = nil
    ) {
        self.exchangeID = exchangeID
        self.sentID = sentID
        self.status = status
        self.body = RecordedBody.kept(body)
        self.outcome = outcome
        self.elapsedSeconds = elapsedSeconds
        self.errorInBody = errorInBody
        self.result = result
    }
}

/// The app's calls to the `result` call for one id: a poll until the outcome is no longer in
/// progress, or a single probe (ownership scenarios).
public struct ResultPolling: Sendable, Equatable, Codable {
    /// How `unfinished` begins when polling ran out of time (`result.boundSeconds`).
    public static let outOfTime = "no result within"

    public var exchangeIDs: [Int]
    /// The last answer's status (nil: no answer).
    public var status: Int?
    /// The last value seen at the result's outcome pointer.
    public var lastValue: String?
    /// The final outcome (a value not in progress), when one came.
    public var outcome: String?
    /// The last answer was a 2xx with an error in its body.
    public var errorInBody = false
    public var elapsedSeconds: Double
    /// Why polling stopped without an outcome or an error ("no result within 10 s", "no answer").
    public var unfinished: String?

    public var finished: Bool { outcome != nil }
    public var isErrorAnswer: Bool { (status.map { $0 >= 400 } ?? false) || errorInBody }
    public var refused: Bool { (status.map { (400..<500).contains($0) } ?? false) || errorInBody }

    package init(
        exchangeIDs: [Int], status: Int? = nil, lastValue: String? = nil, outcome: String? = nil, errorInBody: Bool = false,
        elapsedSeconds: Double, unfinished: String? = nil
    ) {
        self.exchangeIDs = exchangeIDs
        self.status = status
        self.lastValue = lastValue
        self.outcome = outcome
        self.errorInBody = errorInBody
        self.elapsedSeconds = elapsedSeconds
        self.unfinished = unfinished
    }
}
