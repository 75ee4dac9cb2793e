import Foundation

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

    public init(configuration: KitConfiguration, backend: HTTPEndpoint, client: HTTPClient = HTTPClient(), journal: Journal,
                sessions: AppSessions = AppSessions(), deadline: ContinuousClock.Instant? = nil) {
        self.configuration = configuration
        self.backend = backend
        self.client = client
        self.journal = journal
        self.sessions = sessions
        self.deadline = deadline
    }

    /// Step 1 of the journey: "start the capture".
    public func start(_ journey: JourneyContext, timeoutSeconds: Double? = nil) -> StartAttempt {
        let answer = appCall(configuration.start.call, step: "start", journey: journey, id: nil, claim: "none",
                             timeoutSeconds: timeoutSeconds ?? configuration.timeouts.requestSeconds)
        let body = answer.body
        return StartAttempt(
            exchangeID: answer.exchangeID, status: answer.response?.status, body: body,
            id: body.flatMap { configuration.start.idPointer.resolve(in: $0)?.stringValue },
            link: body.flatMap { configuration.start.linkPointer.resolve(in: $0)?.stringValue },
            elapsedSeconds: answer.elapsed, errorInBody: answer.errorInBody)
    }

    /// Steps 5 and 6: opens `link` as the browser session would, completes the capture page, and
    /// stops at the first redirect into a scheme other than http.
    public func openLink(_ link: String, journey: JourneyContext, maxHops: Int = 6) -> BrowserVisit {
        var exchangeIDs: [Int] = []
        var current = link
        for _ in 0..<maxHops {
            guard let (endpoint, target) = Self.split(current) else {
                return BrowserVisit(exchangeIDs: exchangeIDs, callbackURL: nil,
                                    problem: "cannot open '\(current)': the session only follows absolute http URLs here")
            }
            let request = HTTPRequest(method: "GET", target: target, headers: ["Accept": "text/html", "User-Agent": "hp-conformance browser session"])
            let (exchangeID, response, _) = send(request, to: endpoint, journey: journey, channel: .browser, step: "browser",
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
            return BrowserVisit(exchangeIDs: exchangeIDs, callbackURL: nil,
                                problem: "\(request.method) \(current) answered \(response.status) without returning to the app")
        }
        return BrowserVisit(exchangeIDs: exchangeIDs, callbackURL: nil, problem: "more than \(maxHops) steps without returning to the app")
    }

    /// Step 7: "capture ended", with the id the app holds (and, where the partner's API takes one, a
    /// claim). With a `result` call, and unless the ended answer settled it, the result is then
    /// polled (`poll: false` sends the ended call alone, as the ownership scenarios do).
    public func reportEnded(_ journey: JourneyContext, id: String, claim: String = "ended", poll: Bool = true) -> EndedAttempt {
        let began = ContinuousClock.now
        let answer = appCall(configuration.ended.call, step: "ended", journey: journey, id: id, claim: claim,
                             timeoutSeconds: configuration.timeouts.requestSeconds)
        var outcome = answer.body.flatMap { body in configuration.ended.outcomePointer.flatMap { $0.resolve(in: body)?.stringValue } }
        let inProgress = configuration.result?.inProgress ?? []
        if let value = outcome, inProgress.contains(value) { outcome = nil }
        var attempt = EndedAttempt(exchangeID: answer.exchangeID, sentID: id, status: answer.response?.status, body: answer.body,
                                   outcome: outcome, elapsedSeconds: answer.elapsed, errorInBody: answer.errorInBody)
        if poll, configuration.result != nil, outcome == nil, attempt.succeeded {
            let polling = pollResult(journey, id: id, since: began)
            attempt.result = polling
            attempt.outcome = polling.outcome
        }
        return attempt
    }

    /// Polls the `result` call for `id` until its value is no longer in progress, an error answer
    /// comes, or `boundSeconds` after `since` (or the run's deadline) passes.
    public func pollResult(_ journey: JourneyContext, id: String, since: ContinuousClock.Instant = .now) -> ResultPolling {
        guard let poll = configuration.result else { return ResultPolling(exchangeIDs: [], elapsedSeconds: 0, unfinished: "no result call configured") }
        let bound = since + .milliseconds(Int(poll.boundSeconds * 1000))
        let end = deadline.map { min($0, bound) } ?? bound
        var record = ResultPolling(exchangeIDs: [], elapsedSeconds: 0)
        while true {
            let remaining = Double((end - .now).milliseconds) / 1000
            let answer = appCall(poll.call, step: "result", journey: journey, id: id, claim: "ended",
                                 timeoutSeconds: max(0.1, min(configuration.timeouts.requestSeconds, remaining)))
            record.exchangeIDs.append(answer.exchangeID)
            record.status = answer.response?.status
            record.errorInBody = answer.errorInBody
            guard let response = answer.response else {
                record.unfinished = "the result call got no answer"
                break
            }
            if record.isErrorAnswer || !(200..<300).contains(response.status) { break }
            let value = answer.body.flatMap { poll.outcomePointer.resolve(in: $0)?.stringValue }
            record.lastValue = value
            if let value, !poll.inProgress.contains(value) {
                record.outcome = value
                break
            }
            let next = ContinuousClock.now + .milliseconds(Int(poll.intervalSeconds * 1000))
            if next >= end {
                let last = value.map { "last '\($0)'" } ?? "no value at \(poll.outcomePointer)"
                let polls = "\(record.exchangeIDs.count) poll\(record.exchangeIDs.count == 1 ? "" : "s") of \(poll.call.method) \(poll.call.path), \(last)"
                record.unfinished = end < bound ? "polling stopped at the run deadline (\(polls))"
                                                : "no result within \(Self.seconds(poll.boundSeconds)) s (\(polls))"
                break
            }
            Thread.sleep(forTimeInterval: poll.intervalSeconds)
        }
        record.elapsedSeconds = Double((ContinuousClock.now - since).milliseconds) / 1000
        return record
    }

    /// One call of the `result` call with `id`, not repeated (the ownership scenarios' probe).
    public func probeResult(_ journey: JourneyContext, id: String) -> ResultPolling? {
        guard let poll = configuration.result else { return nil }
        let answer = appCall(poll.call, step: "result", journey: journey, id: id, claim: "ended", timeoutSeconds: configuration.timeouts.requestSeconds)
        var value = answer.body.flatMap { poll.outcomePointer.resolve(in: $0)?.stringValue }
        if let text = value, poll.inProgress.contains(text) { value = nil }
        return ResultPolling(exchangeIDs: [answer.exchangeID], status: answer.response?.status,
                             lastValue: answer.body.flatMap { poll.outcomePointer.resolve(in: $0)?.stringValue },
                             outcome: answer.isError ? nil : value, errorInBody: answer.errorInBody, elapsedSeconds: answer.elapsed,
                             unfinished: answer.response == nil ? "the result call got no answer" : nil)
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// The id the Human Token variant's app reads from the callback URL's query.
    public static func processID(fromCallback url: String, queryItem: String) -> String? {
        URLComponents(string: url)?.queryItems?.first { $0.name == queryItem }?.value
    }

    // MARK: - Requests

    /// What one app call got back.
    struct AppAnswer {
        var exchangeID: Int
        var response: HTTPResponse?
        var body: JSONValue?
        var elapsed: Double
        /// A 2xx answer the call's `errorWhen` calls an error.
        var errorInBody: Bool
        var isError: Bool { (response.map { $0.status >= 400 } ?? false) || errorInBody }
    }

    /// One call of the app to the back-end as `journey`'s user: logged in first when the
    /// configuration says how (a failed login is recorded in `sessions` and the call is not
    /// made), with the user's headers and cookies; `Set-Cookie` of the answer kept.
    func appCall(_ call: KitConfiguration.AppCall, step: String, journey: JourneyContext, id: String?, claim: String,
                 timeoutSeconds: Double) -> AppAnswer {
        if let failedLogin = logIn(journey) {
            return AppAnswer(exchangeID: failedLogin, response: nil, body: nil, elapsed: 0, errorInBody: false)
        }
        var request = buildRequest(call, journey: journey, id: id, claim: claim)
        for (name, value) in userHeaders(journey.user).sorted(by: { $0.key < $1.key }) { request.headers.set(name, value) }
        return sendWithCookies(request, call: call, journey: journey, step: step, timeoutSeconds: timeoutSeconds)
    }

    private func sendWithCookies(_ request: HTTPRequest, call: KitConfiguration.AppCall, journey: JourneyContext, step: String,
                                 timeoutSeconds: Double) -> AppAnswer {
        var request = request
        if let cookie = sessions.cookieHeader(journey.user, host: backend.host, path: request.path) { request.headers.set("Cookie", cookie) }
        let (exchangeID, response, elapsed) = send(request, to: backend, journey: journey, channel: .appToBackend, step: step,
                                                   timeoutSeconds: timeoutSeconds)
        if let response {
            sessions.receive(journey.user, setCookies: response.headers.values(for: "Set-Cookie"), host: backend.host, path: request.path)
        }
        let body = response.flatMap { JSONValue.parse($0.body) }
        let errorInBody = response.map { (200..<300).contains($0.status) } == true && (call.errorWhen?.matches(body) ?? false)
        return AppAnswer(exchangeID: exchangeID, response: response, body: body, elapsed: elapsed, errorInBody: errorInBody)
    }

    /// Headers that authenticate `user`: its static headers, or what its login gave it.
    func userHeaders(_ user: String) -> [String: String] {
        if let listed = configuration.users?.staticUsers.first(where: { $0.name == user }) { return listed.headers }
        return sessions.user(user).headers
    }

    /// Logs `journey`'s user in unless it has (or the configuration has no login). Returns the
    /// exchange id of a failed login (the failure itself goes to `sessions.failure`).
    func logIn(_ journey: JourneyContext) -> Int? {
        guard let login = configuration.users?.login, !sessions.user(journey.user).loggedIn else { return nil }
        if sessions.failure != nil { return 0 }
        let request = buildRequest(login.call, journey: journey, id: nil, claim: "none")
        let answer = sendWithCookies(request, call: login.call, journey: journey, step: "login", timeoutSeconds: configuration.timeouts.requestSeconds)
        let call = "\(login.call.method) \(request.path)"
        var problem: String?
        var token: String?
        if let response = answer.response {
            if !(200..<300).contains(response.status) {
                problem = "\(call) answered \(response.status)"
            } else if answer.errorInBody {
                problem = "\(call) answered \(response.status) with an error in its body (errorWhen \(login.call.errorWhen!.pointer))"
            } else if let pointer = login.tokenPointer {
                token = answer.body.flatMap { pointer.resolve(in: $0)?.stringValue }.flatMap { $0.isEmpty ? nil : $0 }
                if token == nil { problem = "\(call) answered \(response.status) without a token at \(pointer)" }
            } else if sessions.user(journey.user).jar.cookies.isEmpty {
                problem = "\(call) answered \(response.status) without a cookie (a cookie session needs Set-Cookie; or configure tokenPointer and sendToken)"
            }
        } else {
            problem = "\(call) got no answer"
        }
        if let problem {
            sessions.fail(.config(file: configuration.sourcePath, field: "users.login", problem: "app user '\(journey.user)' could not log in: \(problem)"))
            return answer.exchangeID
        }
        let headers = login.sendToken.mapValues { Template.fill($0, ["token": token ?? "", "user": journey.user]) }
        sessions.loggedIn(journey.user, headers: headers, token: token)
        return nil
    }

    func buildRequest(_ call: KitConfiguration.AppCall, journey: JourneyContext, id: String?, claim: String) -> HTTPRequest {
        var variables = ["user": journey.user, "documentNumber": journey.documentNumber,
                         "documentType": configuration.documentType, "claim": claim]
        if let id { variables["id"] = id }
        var pathVariables = variables
        pathVariables = pathVariables.mapValues { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? $0 }
        var headers = HTTPHeaders()
        for name in call.headers.keys.sorted() {
            headers.add(name, Template.fill(call.headers[name]!, variables))
        }
        headers.add("Accept", "application/json")
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

    func send(_ request: HTTPRequest, to endpoint: HTTPEndpoint, journey: JourneyContext, channel: Channel, step: String,
              timeoutSeconds: Double) -> (Int, HTTPResponse?, Double) {
        let started = Date()
        let clock = ContinuousClock.now
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
        let id = journal.record(Exchange(
            scenario: journey.scenario, journey: journey.name, channel: channel, step: step, request: sent,
            response: response, error: problem, startedAt: started, durationMilliseconds: elapsed.milliseconds))
        return (id, response, elapsed.milliseconds / 1000)
    }

    // MARK: - URLs

    /// Splits an absolute http URL into an endpoint and a request target.
    static func split(_ url: String) -> (HTTPEndpoint, String)? {
        guard let components = URLComponents(string: url), components.scheme?.lowercased() == "http",
              let host = components.host, !host.isEmpty,
              let port = UInt16(exactly: components.port ?? 80), port > 0 else { return nil }
        let endpoint = HTTPEndpoint(host: host, port: port)
        var target = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        if let query = components.percentEncodedQuery { target += "?" + query }
        return (endpoint, target)
    }

    static func resolve(_ location: String, against base: String) -> String {
        if URLScheme.of(location) != nil { return location }
        guard let baseURL = URL(string: base), let resolved = URL(string: location, relativeTo: baseURL) else { return location }
        return resolved.absoluteString
    }

    /// The href of the capture page's `id="complete"` link.
    static func completeLink(in html: String) -> String? {
        guard let marker = html.range(of: "id=\"complete\"") else { return nil }
        let tagStart = html[..<marker.lowerBound].range(of: "<a", options: .backwards)?.lowerBound ?? marker.lowerBound
        let tail = html[tagStart...]
        guard let hrefStart = tail.range(of: "href=\"") else { return nil }
        let afterHref = tail[hrefStart.upperBound...]
        guard let close = afterHref.firstIndex(of: "\"") else { return nil }
        return String(afterHref[..<close]).replacingOccurrences(of: "&amp;", with: "&")
    }
}
