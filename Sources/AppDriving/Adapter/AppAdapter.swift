/// Performs the app's calls to the back-end for one step of a journey, with the partner's own
/// client code: the kit still plays Human Plugin and the browser session, the adapter does what the
/// app's code does. A process speaking the protocol of docs/ADAPTER.md is one; a partner's Swift
/// test may implement one in process, with its own client, importing `ConformanceTesting` alone.
/// This one (with the kit's HTTP client) is `Tests/PartnerPackage/Tests/PartnerConformanceTests/AppAdapterTests.swift`,
/// compiled and run by `.ci/run` against the example back-end's async-poll API (`Tests/PartnerPackage/conformance-async.json`):
///
/// ```swift
/// import ConformanceTesting
/// import Foundation
///
/// struct PartnerAppAdapter: AppAdapter {
///     let endpoint: HTTPEndpoint
///     let client = HTTPClient()
///     /// The app's own deadline for one call.
///     let deadline: Duration
///
///     init(_ context: AppAdapterContext) throws {
///         endpoint = try HTTPEndpoint(url: context.backendURL)
///         deadline = .milliseconds(Int(context.requestSeconds * 1000))
///     }
///
///     func perform(_ step: AdapterStep) async throws -> AdapterReply {
///         let id = (step.processID ?? "").addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
///         switch step.step {
///         case .start:
///             let (call, answer) = send("POST", "/api/captures", user: step.user,
///                                       body: ["documentType": step.documentType ?? "", "documentNumber": step.documentNumber ?? ""])
///             return AdapterReply(calls: [call], processID: answer?["id"]?.stringValue, link: answer?["link"]?.stringValue)
///         case .ended:
///             // 202 {"status": "processing"}: the kit then asks for `result` steps until it is not.
///             let (call, answer) = send("POST", "/api/captures/\(id)/ended", user: step.user, body: ["claim": step.claim ?? "ended"])
///             return AdapterReply(calls: [call], outcome: answer?["status"]?.stringValue)
///         case .result:
///             let (call, answer) = send("GET", "/api/verifications/\(id)", user: step.user, body: nil)
///             return AdapterReply(calls: [call], outcome: answer?["status"]?.stringValue)
///         }
///     }
///
///     /// One call as the app makes it, reported as sent and as answered (or with why it was not).
///     func send(_ method: String, _ target: String, user: String, body: [String: String]?) -> (AdapterCall, JSONValue?) {
///         let text = body.map { String(decoding: JSONValue.object($0.mapValues { .string($0) }).serialized, as: UTF8.self) } ?? ""
///         var headers = ["X-App-User": user, "Accept": "application/json"]
///         if body != nil { headers["Content-Type"] = "application/json" }
///         let sent = AdapterCall.Request(method: method, target: target, headers: headers, body: text)
///         let clock = ContinuousClock.now
///         do {
///             let request = HTTPRequest(method: method, target: target, headers: HTTPHeaders(headers.map { ($0.key, $0.value) }), body: Array(text.utf8))
///             let answer = try client.send(request, to: endpoint, timeout: deadline).response
///             let response = AdapterCall.Response(status: answer.status, headers: Dictionary(answer.headers.map { ($0.name, $0.value) }) { $1 },
///                                                 body: answer.bodyText)
///             return (AdapterCall(request: sent, response: response, elapsedMilliseconds: (ContinuousClock.now - clock).milliseconds),
///                     JSONValue.parse(answer.body))
///         } catch {
///             return (AdapterCall(request: sent, response: nil, error: "\(error)", elapsedMilliseconds: (ContinuousClock.now - clock).milliseconds), nil)
///         }
///     }
/// }
///
/// let outcome = try ConformanceTest(configurationFile: "conformance-async.json", backend: .asConfigured,
///                                   adapter: { context in try PartnerAppAdapter(context) }).run()
/// ```
///
/// The configuration keeps its declarative `start`, `ended` and `result` (they name the steps and
/// say whether results are polled); the adapter performs them. Steps may come concurrently
/// (concurrent journeys interleave). A thrown error, or a reply with a `failure`, stops the run:
/// the kit could not run, it is never a verdict on the back-end. An adapter whose back-end has a
/// login implements `logIn(_:)` too (once per app user, before its first step).
public protocol AppAdapter: Sendable {
    func perform(_ step: AdapterStep) async throws -> AdapterReply

    /// Logs `login.user` in, once, before that user's first step: every call the app made, the
    /// user's secrets (token, cookies) and whether the back-end granted it (`loggedIn`; nil: its
    /// last call answered 2xx). A login the back-end refused stops the run as the back-end's
    /// answer, as a declarative `users.login` does. Returns nil when the adapter has no login
    /// step (the default: its steps log in themselves, or its back-end has no login).
    func logIn(_ login: AdapterLogin) async throws -> AdapterReply?
}

extension AppAdapter {
    public func logIn(_ login: AdapterLogin) async throws -> AdapterReply? { nil }
}

/// What an in-process adapter is made with once the back-end is ready: what an adapter process's
/// hello gets (docs/ADAPTER.md).
public struct AppAdapterContext: Sendable, Equatable {
    /// The back-end's base URL, e.g. `http://127.0.0.1:8080`.
    public var backendURL: String
    /// `users.names`, when the configuration lists them (else empty: the kit makes up a user per journey).
    public var users: [String]
    /// The app's own deadline for one call (`timeouts.requestSeconds`): give your client that deadline.
    public var requestSeconds: Double

    public init(backendURL: String, users: [String] = [], requestSeconds: Double = 10) {
        self.backendURL = backendURL
        self.users = users
        self.requestSeconds = requestSeconds
    }
}

/// The login step the kit asks of the app: log this app user in (before its first journey step).
public struct AdapterLogin: Sendable, Equatable {
    /// The app user.
    public var user: String
    /// The journey whose first step waits for this login, e.g. `happy/approved#1`.
    public var journey: String

    public init(user: String, journey: String) {
        self.user = user
        self.journey = journey
    }
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

    public init(
        step: Kind, journey: String, user: String, documentNumber: String? = nil, documentType: String? = nil,
        processID: String? = nil, claim: String? = nil
    ) {
        self.step = step
        self.journey = journey
        self.user = user
        self.documentNumber = documentNumber
        self.documentType = documentType
        self.processID = processID
        self.claim = claim
    }
}

/// What the app did for one step (or login): every call it made, in order, and what it found in the answers.
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
    /// login: whether the back-end granted the login (nil: it did when the last call answered 2xx).
    public var loggedIn: Bool?

    public init(
        calls: [AdapterCall], processID: String? = nil, link: String? = nil, outcome: String? = nil, secrets: [String] = [],
        failure: String? = nil, loggedIn: Bool? = nil
    ) {
        self.calls = calls
        self.processID = processID
        self.link = link
        self.outcome = outcome
        self.secrets = secrets
        self.failure = failure
        self.loggedIn = loggedIn
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
