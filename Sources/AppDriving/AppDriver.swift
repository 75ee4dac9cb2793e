import ConformanceBasics
import ConformanceModel
import HTTP1Codec
import HTTPTransport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Plays the partner's iOS app and its `ASWebAuthenticationSession` against the back-end under
/// test, following the partner's own API as the configuration describes it: each app user logs
/// in before its first call (when `users.login` says how) and keeps its token or cookie session;
/// results are polled when the configuration has a `result` call. Records every exchange it
/// makes in the journal.
public struct AppDriver: Sendable {
    public let configuration: KitConfiguration
    public let backend: HTTPEndpoint
    public let client: HTTPClient
    public let journal: Journal
    /// The app users' logins, cookie jars and secrets for this run.
    public let sessions: AppSessions
    /// The run's deadline: polling never waits past it.
    public let deadline: ContinuousClock.Instant?
    /// Performs the app's steps with the partner's own client code instead of the declarative
    /// calls (an adapter process, or a Swift adapter in process); nil: the declarative calls.
    public let adapter: (any AppAdapter)?

    public init(
        configuration: KitConfiguration, backend: HTTPEndpoint, client: HTTPClient = HTTPClient(), journal: Journal,
        sessions: AppSessions = AppSessions(), deadline: ContinuousClock.Instant? = nil, adapter: (any AppAdapter)? = nil
    ) {
        self.adapter = adapter
        self.configuration = configuration
        self.backend = backend
        self.client = client
        self.journal = journal
        self.sessions = sessions
        self.deadline = deadline
    }

    /// Step 1 of the journey: "start the capture".
    public func start(_ journey: JourneyContext, timeoutSeconds: Double? = nil) -> StartAttempt {
        let answer = appCall(
            configuration.start.call, step: "start", journey: journey, id: nil, claim: "none",
            timeoutSeconds: timeoutSeconds ?? configuration.timeouts.requestSeconds)
        let body = answer.body
        return StartAttempt(
            exchangeID: answer.exchangeID, status: answer.response?.status, body: body,
            id: answer.found(\.processID, else: configuration.start.id),
            link: answer.found(\.link, else: configuration.start.link),
            elapsedSeconds: answer.elapsed, errorInBody: answer.errorInBody)
    }

    /// Steps 5 and 6: opens `link` as the browser session would, completes the capture page, and
    /// stops at the first redirect into a scheme other than http.
    public func openLink(_ link: String, journey: JourneyContext, maxHops: Int = 6) -> BrowserVisit {
        var exchangeIDs: [Int] = []
        var current = link
        for _ in 0..<maxHops {
            guard let (endpoint, target) = Self.split(current) else {
                return BrowserVisit(
                    exchangeIDs: exchangeIDs, callbackURL: nil,
                    problem: "cannot open '\(current)': the session only follows absolute http URLs here")
            }
            let request = HTTPRequest(
                method: "GET", target: target, headers: ["Accept": "text/html", "User-Agent": "hp-conformance browser session"])
            let (exchangeID, response, _) = send(
                request, to: endpoint, journey: journey, channel: .browser, step: "browser",
                timeoutSeconds: configuration.timeouts.requestSeconds)
            exchangeIDs.append(exchangeID)
            guard let response else {
                return BrowserVisit(exchangeIDs: exchangeIDs, callbackURL: nil, problem: "no answer from \(current)")
            }
            if (300..<400).contains(response.status), let location = response.headers["Location"] {
                let resolved = Self.resolve(location, against: current)
                if URLScheme.of(resolved).map({ $0.lowercased() == "http" }) ?? false {
                    current = resolved
                    continue
                }
                return BrowserVisit(exchangeIDs: exchangeIDs, callbackURL: resolved, problem: nil)
            }
            if response.status == 200, let next = Self.completeLink(in: response.bodyText) {
                current = Self.resolve(next, against: current)
                continue
            }
            return BrowserVisit(
                exchangeIDs: exchangeIDs, callbackURL: nil,
                problem: "\(request.method) \(current) answered \(response.status) without returning to the app")
        }
        return BrowserVisit(exchangeIDs: exchangeIDs, callbackURL: nil, problem: "more than \(maxHops) steps without returning to the app")
    }

    /// Step 7: "capture ended", with the id the app holds (and, where the partner's API takes one, a
    /// claim). With a `result` call, and unless the ended answer settled it, the result is then
    /// polled (`poll: false` sends the ended call alone, as the ownership scenarios do).
    public func reportEnded(_ journey: JourneyContext, id: String, claim: String = "ended", poll: Bool = true) -> EndedAttempt {
        let began = ContinuousClock.now
        let answer = appCall(
            configuration.ended.call, step: "ended", journey: journey, id: id, claim: claim,
            timeoutSeconds: configuration.timeouts.requestSeconds)
        // An adapter reports the outcome the app found; a declarative ended answer may carry one at
        // the result's pointer even when the configuration names no place for it.
        var outcome =
            answer.found(\.outcome, else: configuration.ended.outcome)
            ?? (answer.reply == nil ? outcomeCarried(byEnded: answer.response, body: answer.body, errorInBody: answer.errorInBody) : nil)
        let inProgress = configuration.result?.inProgress ?? []
        if let value = outcome, inProgress.contains(value) { outcome = nil }
        var attempt = EndedAttempt(
            exchangeID: answer.exchangeID, sentID: id, status: answer.response?.status, body: answer.body,
            outcome: outcome, elapsedSeconds: answer.elapsed, errorInBody: answer.errorInBody)
        if poll, JourneySteps.pollsResult(configuration, afterEnded: attempt.status, errorInBody: attempt.errorInBody, outcome: outcome) {
            let polling = pollResult(journey, id: id, since: began)
            attempt.result = polling
            attempt.outcome = polling.outcome
        }
        return attempt
    }

    // MARK: - Requests

    func buildRequest(_ call: KitConfiguration.AppCall, journey: JourneyContext, id: String?, claim: String) -> HTTPRequest {
        var variables = [
            "user": journey.user, "documentNumber": journey.documentNumber,
            "documentType": journey.documentType ?? configuration.documentType, "claim": claim,
        ]
        if let id { variables["id"] = id }
        // A fresh value per call (idempotency keys, nonces): random, so that a back-end keeping
        // keys across runs never sees one twice; the same in every place of the call.
        variables["uuid"] = UUID().uuidString.lowercased()
        var pathVariables = variables
        pathVariables = pathVariables.mapValues { $0.percentEncoded(allowing: .urlPathSegment) }
        var headers = HTTPHeaders()
        for name in call.headers.keys.sorted() {
            headers.add(name, Template.fill(call.headers[name]!, variables))
        }
        headers.add("Accept", "application/json")
        // The kit decodes no content coding: it asks for none, so an encoded answer is the back-end's choice.
        if !headers.contains("Accept-Encoding") { headers.add("Accept-Encoding", "identity") }
        var body: [UInt8] = []
        if let template = call.body {
            switch call.bodyEncoding {
            case .json:
                body = template.filling(variables).serialized
                if !headers.contains("Content-Type") { headers.add("Content-Type", "application/json") }
            case .form:
                body = FormEncoding.encode(template.filling(variables).objectValue?.compactMapValues(\.stringValue) ?? [:])
                if !headers.contains("Content-Type") { headers.add("Content-Type", "application/x-www-form-urlencoded") }
            }
        }
        return HTTPRequest(method: call.method, target: Template.fill(call.path, pathVariables), headers: headers, body: body)
    }

    package func send(
        _ request: HTTPRequest, to endpoint: HTTPEndpoint, journey: JourneyContext, channel: Channel, step: String,
        timeoutSeconds: Double
    ) -> (Int, HTTPResponse?, Double) {
        let sent = sendRecording(request, to: endpoint, journey: journey, channel: channel, step: step, timeoutSeconds: timeoutSeconds)
        return (sent.id, sent.response, sent.elapsed)
    }

    /// `send`, with why there is no answer when there is none.
    func sendRecording(
        _ request: HTTPRequest, to endpoint: HTTPEndpoint, journey: JourneyContext, channel: Channel, step: String,
        timeoutSeconds: Double
    ) -> (id: Int, response: HTTPResponse?, elapsed: Double, problem: String?) {
        let clock = ContinuousClock.now
        // Journaled when sent, so what the back-end does meanwhile (its calls to Human Plugin) comes after it.
        let id = journal.arrive(
            .arrived(
                scenario: journey.scenario, journey: journey.name, channel: channel, step: step,
                request: request, at: Date()))
        var sent = request
        var response: HTTPResponse?
        var problem: String?
        do {
            let exchange = try client.send(request, to: endpoint, timeout: .milliseconds(Int(timeoutSeconds * 1000)))
            sent = exchange.request
            response = exchange.response
        } catch {
            problem = error.description
        }
        let elapsed = ContinuousClock.now - clock
        journal.settle(
            id, response: response, fate: response == nil ? .failed : .answered, error: problem, request: sent,
            durationMilliseconds: elapsed.milliseconds)
        return (id, response, elapsed.milliseconds / 1000, problem)
    }

    // MARK: - URLs

    /// Splits an absolute http URL into an endpoint and a request target.
    package static func split(_ url: String) -> (HTTPEndpoint, String)? {
        guard let components = URLComponents(string: url), components.scheme?.lowercased() == "http",
            let host = components.host, !host.isEmpty,
            let port = UInt16(exactly: components.port ?? 80), port > 0
        else { return nil }
        let endpoint = HTTPEndpoint(host: host, port: port)
        var target = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        if let query = components.percentEncodedQuery { target += "?" + query }
        return (endpoint, target)
    }

    package static func resolve(_ location: String, against base: String) -> String {
        if URLScheme.of(location) != nil { return location }
        guard let baseURL = URL(string: base), let resolved = URL(string: location, relativeTo: baseURL) else { return location }
        return resolved.absoluteString
    }

    /// The href of the capture page's `id="complete"` link.
    static func completeLink(in html: String) -> String? { link(withID: "complete", in: html) }

    /// The href of the page's link with `id="<id>"`.
    package static func link(withID id: String, in html: String) -> String? {
        guard let marker = html.firstRange(of: "id=\"\(id)\"") else { return nil }
        let tagStart = html[..<marker.lowerBound].ranges(of: "<a").last?.lowerBound ?? marker.lowerBound
        let tail = html[tagStart...]
        guard let hrefStart = tail.firstRange(of: "href=\"") else { return nil }
        let afterHref = tail[hrefStart.upperBound...]
        guard let close = afterHref.firstIndex(of: "\"") else { return nil }
        return String(afterHref[..<close]).replacing("&amp;", with: "&")
    }
}
