import ConformanceBasics
import ConformanceModel
import HTTP1Codec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// App users as the back-end knows them: logging in, their headers and cookies on every call.
extension AppDriver {
    /// What one app call got back.
    package struct AppAnswer {
        package var exchangeID: Int
        package var response: HTTPResponse?
        package var body: JSONValue?
        package var elapsed: Double
        /// A 2xx answer the call's `errorWhen` calls an error.
        package var errorInBody: Bool
        /// Why there is no answer, when there is none.
        package var problem: String? = nil
        /// What an adapter reported for the step (nil: a declarative call).
        package var reply: AdapterReply? = nil

        /// The value the app found: what the adapter reported, or what `rule` reads in the answer.
        package func found(_ field: KeyPath<AdapterReply, String?>, else rule: AnswerValue?) -> String? {
            if let reply { return reply[keyPath: field] }
            return rule?.read(response, body: body)
        }
        package var isError: Bool { (response.map { $0.status >= 400 } ?? false) || errorInBody }
    }

    /// One call of the app to the back-end as `journey`'s user: logged in first when the
    /// configuration says how (a failed login is recorded in `sessions` and the call is not
    /// made), with the user's headers and cookies; `Set-Cookie` of the answer kept.
    func appCall(
        _ call: KitConfiguration.AppCall, step: String, journey: JourneyContext, id: String?, claim: String,
        timeoutSeconds: Double
    ) -> AppAnswer {
        if let adapter { return adapterStep(adapter, step: step, journey: journey, id: id, claim: claim) }
        if journey.withoutCredentials == true {
            var request = buildRequest(call, journey: journey, id: id, claim: claim)
            for (name, template) in call.headers where template.contains("{user}") { request.headers.remove(name) }
            return sendWithCookies(request, call: call, journey: journey, step: step, timeoutSeconds: timeoutSeconds, credentials: false)
        }
        if let failedLogin = logIn(journey) {
            return AppAnswer(exchangeID: failedLogin, response: nil, body: nil, elapsed: 0, errorInBody: false)
        }
        var request = buildRequest(call, journey: journey, id: id, claim: claim)
        for (name, value) in userHeaders(journey.user).sorted(by: { $0.key < $1.key }) { request.headers.set(name, value) }
        return sendWithCookies(request, call: call, journey: journey, step: step, timeoutSeconds: timeoutSeconds)
    }

    /// Sends an app call with the user's cookies and keeps what it sets (`credentials: false`: neither).
    func sendWithCookies(
        _ request: HTTPRequest, call: KitConfiguration.AppCall, journey: JourneyContext, step: String,
        timeoutSeconds: Double, credentials: Bool = true
    ) -> AppAnswer {
        var request = request
        if credentials, let cookie = sessions.cookieHeader(journey.user, host: backend.host, path: request.path) {
            request.headers.set("Cookie", cookie)
        }
        let (exchangeID, response, elapsed, problem) = sendRecording(
            request, to: backend, journey: journey, channel: .appToBackend, step: step,
            timeoutSeconds: timeoutSeconds)
        if credentials, let response,
            let refused = sessions.receive(
                journey.user, setCookies: response.headers.values(for: "Set-Cookie"),
                host: backend.host, path: request.path)
        {
            sessions.fail(.run("the back-end's answer to \(request.method) \(request.path) for app user '\(journey.user)' \(refused)"))
        }
        let body = response.flatMap { JSONValue.parse($0.body) }
        let errorInBody = response.map { (200..<300).contains($0.status) } == true && (call.errorWhen?.matches(body) ?? false)
        return AppAnswer(
            exchangeID: exchangeID, response: response, body: body, elapsed: elapsed, errorInBody: errorInBody, problem: problem)
    }

    /// Why the app's `call` cannot be made without credentials (an adapter makes the calls; the
    /// path or body names the user), or nil when it can.
    package func noAnonymousCall(_ call: KitConfiguration.AppCall) -> String? {
        if adapter != nil { return "an adapter makes the app's calls, and it has no call without credentials" }
        if configuration.users == nil, !call.headers.values.contains(where: { $0.contains("{user}") }) {
            return "the call carries no credentials to leave out (no header names {user}, no users are configured)"
        }
        if call.usesPlaceholderOutsideHeaders("user") {
            return "the call names the user in its path or body ({user}), so it cannot be made without naming one"
        }
        return nil
    }

    /// Headers that authenticate `user`: its static headers, or what its login gave it.
    package func userHeaders(_ user: String) -> [String: String] {
        if let listed = configuration.users?.staticUsers.first(where: { $0.name == user }) { return listed.headers }
        return sessions.user(user).headers
    }

    /// Every secret the kit knows at login time: the Human Plugin token, the configured secrets
    /// (the `${env:NAME}` values, the password among them) and the app users' tokens and cookies.
    var loginRedactor: Redactor {
        var secrets: [(label: String, value: String)] = [("humanplugin.token", configuration.humanPlugin.token)]
        for (index, secret) in configuration.secrets.enumerated() { secrets.append(("secret\(index + 1)", secret)) }
        for secret in sessions.secrets { secrets.append(("app.session", secret)) }
        return Redactor(secrets: secrets)
    }

    /// Logs `journey`'s user in unless it has (or the configuration has no login). Returns the
    /// exchange id of a failed login (the failure itself goes to `sessions.failure`).
    package func logIn(_ journey: JourneyContext) -> Int? {
        guard let login = configuration.users?.login, !sessions.user(journey.user).loggedIn else { return nil }
        if sessions.failure != nil { return 0 }
        let request = buildRequest(login.call, journey: journey, id: nil, claim: "none")
        let answer = sendWithCookies(
            request, call: login.call, journey: journey, step: "login", timeoutSeconds: configuration.timeouts.requestSeconds)
        let call = "\(login.call.method) \(request.path)"
        var problem: String?
        var token: String?
        var quotable = true  // false when the body holds a token the kit refused (never quoted)
        if let response = answer.response {
            if !(200..<300).contains(response.status) {
                problem = "answered \(response.status)"
            } else if answer.errorInBody {
                problem = "answered \(response.status) with an error in its body (errorWhen \(login.call.errorWhen!.pointer))"
            } else if let pointer = login.tokenPointer {
                token = answer.body.flatMap { pointer.resolve(in: $0)?.stringValue }.flatMap { $0.isEmpty ? nil : $0 }
                if token == nil { problem = "answered \(response.status) without a token at \(pointer) (users.login.tokenPointer)" }
                if let size = token?.utf8.count, size > AppSessions.maxTokenBytes {
                    problem =
                        "answered a token of \(size) bytes at \(pointer), more than the \(AppSessions.maxTokenBytes) bytes the kit takes"
                    token = nil
                    quotable = false
                }
            } else if sessions.user(journey.user).jar.cookies.isEmpty {
                problem =
                    "answered \(response.status) without a cookie (a cookie session needs Set-Cookie; or configure tokenPointer and sendToken)"
            }
        } else {
            problem = "got no answer" + (answer.problem.map { " (\($0))" } ?? "")
        }
        if let problem {
            let failure = LoginFailure(user: journey.user, call: call, problem: problem, body: quotable ? answer.response?.body : nil)
            sessions.fail(failure.error(redactor: loginRedactor))
            return answer.exchangeID
        }
        let headers = login.sendToken.mapValues { Template.fill($0, ["token": token ?? "", "user": journey.user]) }
        sessions.loggedIn(journey.user, headers: headers, token: token)
        return nil
    }
}
