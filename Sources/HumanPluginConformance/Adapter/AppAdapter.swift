/// Performs the app's calls to the back-end for one step of a journey, with the partner's own
/// client code: the kit still plays Human Plugin and the browser session, the adapter does what the
/// app's code does. A process speaking the protocol of docs/ADAPTER.md is one; a partner's Swift
/// test may implement one in process:
///
/// ```swift
/// import ConformanceTesting
/// import HumanPluginConformance
///
/// struct MyAppAdapter: AppAdapter {
///     let backendURL: String
///
///     func perform(_ step: AdapterStep) async throws -> AdapterReply {
///         let clock = ContinuousClock.now
///         let target = step.step == .start ? "/captures" : "/captures/\(step.processID ?? "")/\(step.step.rawValue)"
///         let body = "{\"user\": \"\(step.user)\"}"
///         // ... send it with the app's own client, then report what was sent and answered:
///         let answer = "{\"id\": \"prc_1\", \"link\": \"http://127.0.0.1:9/capture\"}"
///         let call = AdapterCall(request: .init(method: "POST", target: target, body: body),
///                                response: .init(status: 200, headers: ["content-type": "application/json"], body: answer),
///                                elapsedMilliseconds: Double((ContinuousClock.now - clock).components.attoseconds) / 1e15)
///         return AdapterReply(calls: [call], processID: "prc_1", link: "http://127.0.0.1:9/capture")
///     }
/// }
///
/// let test = try ConformanceTest(configurationFile: "conformance.json", adapter: { url in MyAppAdapter(backendURL: url) })
/// let outcome = try test.run()
/// ```
///
/// Steps may come concurrently (concurrent journeys interleave). A thrown error, or a reply with a
/// `failure`, stops the run: the kit could not run, it is never a verdict on the back-end.
public protocol AppAdapter: Sendable {
    func perform(_ step: AdapterStep) async throws -> AdapterReply
}

/// One step the kit asks of the app: start a capture, tell the back-end it ended, or ask its result.
public struct AdapterStep: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case start, ended, result
    }

    public var step: Kind
    /// The journey, e.g. `happy/approved#1`.
    public var journey: String
    /// The app user.
    public var user: String
    /// start: the document the app asks for (a secret: never print or store it).
    public var documentNumber: String?
    public var documentType: String?
    /// ended, result: the process id as the app holds it (or, in attacks, a forged or another user's id).
    public var processID: String?
    /// ended: what the app believes: `success`, `failure`, `cancelled`, `none` or `ended`.
    public var claim: String?

    public init(step: Kind, journey: String, user: String, documentNumber: String? = nil, documentType: String? = nil,
                processID: String? = nil, claim: String? = nil) {
        self.step = step
        self.journey = journey
        self.user = user
        self.documentNumber = documentNumber
        self.documentType = documentType
        self.processID = processID
        self.claim = claim
    }
}

/// What the app did for one step: every call it made, in order, and what it found in the answers.
public struct AdapterReply: Sendable, Equatable {
    public var calls: [AdapterCall]
    /// start: the process id the app found; ended/result may echo it.
    public var processID: String?
    /// start: the capture link the app found.
    public var link: String?
    /// ended, result: the outcome the app found.
    public var outcome: String?
    /// Values to redact everywhere (the user's token, cookies, signing keys).
    public var secrets: [String]
    /// The adapter could not perform the step for a reason that is not the back-end's answer to it.
    public var failure: String?

    public init(calls: [AdapterCall], processID: String? = nil, link: String? = nil, outcome: String? = nil, secrets: [String] = [],
                failure: String? = nil) {
        self.calls = calls
        self.processID = processID
        self.link = link
        self.outcome = outcome
        self.secrets = secrets
        self.failure = failure
    }
}

/// One call the app made to the back-end, as sent and as answered (bodies as text; for a binary
/// protocol, the message as JSON text; for a non-HTTP protocol, the HTTP status its status maps to).
public struct AdapterCall: Sendable, Equatable {
    public struct Request: Sendable, Equatable {
        public var method: String
        public var target: String
        public var headers: [String: String]
        public var body: String
        public init(method: String, target: String, headers: [String: String] = [:], body: String = "") {
            self.method = method
            self.target = target
            self.headers = headers
            self.body = body
        }
    }

    public struct Response: Sendable, Equatable {
        public var status: Int
        public var headers: [String: String]
        public var body: String
        public init(status: Int, headers: [String: String] = [:], body: String = "") {
            self.status = status
            self.headers = headers
            self.body = body
        }
    }

    public var request: Request
    /// nil: the call got no answer (`error` says why).
    public var response: Response?
    public var error: String?
    public var elapsedMilliseconds: Double?

    public init(request: Request, response: Response?, error: String? = nil, elapsedMilliseconds: Double? = nil) {
        self.request = request
        self.response = response
        self.error = error
        self.elapsedMilliseconds = elapsedMilliseconds
    }
}
