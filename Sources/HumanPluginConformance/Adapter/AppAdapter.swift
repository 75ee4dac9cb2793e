/// Performs the app's calls to the back-end for one step of a journey, with the partner's own
/// client code: the kit still plays Human Plugin and the browser session, the adapter does what the
/// app's code does. A process speaking the protocol of docs/ADAPTER.md is one; a partner's Swift
/// test may implement one in process, with its own client (this one, with the kit's HTTP client, is
/// `Tests/HumanPluginConformanceTests/Adapter/AppAdapterTests.swift`, compiled and run against the
/// example back-end):
///
/// ```swift
/// import ConformanceTesting
/// import Foundation
/// import HumanPluginConformance
///
/// struct ExampleAppAdapter: AppAdapter {
///     let endpoint: HTTPEndpoint
///     let client = HTTPClient()
///
///     init(backendURL: String) throws {
///         endpoint = try HTTPEndpoint(url: backendURL)
///     }
///
///     func perform(_ step: AdapterStep) async throws -> AdapterReply {
///         let target: String
///         let body: [String: String]
///         switch step.step {
///         case .start:
///             target = "/captures"
///             body = ["documentType": step.documentType ?? "", "documentNumber": step.documentNumber ?? ""]
///         case .ended:
///             let id = (step.processID ?? "").addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
///             target = "/captures/\(id)/ended"
///             body = ["claim": step.claim ?? "ended"]
///         case .result:
///             return AdapterReply(calls: [], failure: "the example back-end has no result call")
///         }
///         let text = String(decoding: JSONValue.object(body.mapValues { .string($0) }).serialized, as: UTF8.self)
///         let headers = ["X-App-User": step.user, "Content-Type": "application/json", "Accept": "application/json"]
///         let sent = AdapterCall.Request(method: "POST", target: target, headers: headers, body: text)
///         let clock = ContinuousClock.now
///         do {
///             let exchange = try client.send(HTTPRequest(method: "POST", target: target, headers: HTTPHeaders(headers.map { ($0.key, $0.value) }),
///                                                        body: Array(text.utf8)), to: endpoint, timeout: .seconds(5))
///             let answer = exchange.response
///             let value = JSONValue.parse(answer.body)
///             let call = AdapterCall(request: sent, response: .init(status: answer.status,
///                                                                   headers: Dictionary(answer.headers.map { ($0.name, $0.value) }) { $1 },
///                                                                   body: answer.bodyText),
///                                    elapsedMilliseconds: (ContinuousClock.now - clock).milliseconds)
///             return AdapterReply(calls: [call], processID: value?["id"]?.stringValue, link: value?["link"]?.stringValue,
///                                 outcome: value?["outcome"]?.stringValue)
///         } catch {
///             return AdapterReply(calls: [AdapterCall(request: sent, response: nil, error: "\(error)",
///                                                     elapsedMilliseconds: (ContinuousClock.now - clock).milliseconds)])
///         }
///     }
/// }
///
/// let outcome = try ConformanceTest(configurationFile: "conformance.json", backend: .example(),
///                                   adapter: { url in try ExampleAppAdapter(backendURL: url) }).run()
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
