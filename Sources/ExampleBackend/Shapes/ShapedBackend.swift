import ConformanceBasics
import HTTP1Codec
import HTTPTransport
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The example back-end behind an `ExampleAPI` (one starter shape, or several combined): other
/// paths and answer layouts, logins, bearer tokens or rotating cookie sessions, asynchronous
/// results, errors in 200 bodies. Requests are translated to the example back-end's own API
/// (`X-App-User`, `/captures`) and handled by it in process.
public final class ShapedBackend: Sendable {
    /// The password every app user logs in with (`APP_TEST_PASSWORD` in the starter configurations).
    public let password: String
    public let api: ExampleAPI
    public let faults: Set<ExampleShapeFault>
    let service: BackendService
    let transport: HTTPClientTransport
    let server: HTTPServer
    private let state = Mutex(State())

    struct Pending: Sendable {
        var owner: String
        var answer: HTTPResponse?
    }

    struct State: Sendable {
        /// Bearer token or session id to app user.
        var sessions: [String: String] = [:]
        /// Every token and session id ever handed out.
        var issued: [String] = []
        /// Asynchronous results by process id.
        var results: [String: Pending] = [:]
    }

    /// The example back-end behind one starter shape.
    public convenience init(
        shape: ExampleAPIShape, faults: Set<ExampleShapeFault> = [], password: String, configuration: ExampleBackendConfiguration
    ) {
        self.init(api: ExampleAPI([shape])!, faults: faults, password: password, configuration: configuration)
    }

    public init(api: ExampleAPI, faults: Set<ExampleShapeFault> = [], password: String, configuration: ExampleBackendConfiguration) {
        self.api = api
        self.faults = faults
        self.password = password
        let transport = HTTPClientTransport(baseURL: configuration.humanPluginBaseURL)
        self.transport = transport
        var configuration = configuration
        if faults.contains(.readHangs) { configuration.faults.insert(.noReadTimeout) }
        service = BackendService(configuration: configuration, transport: transport)
        let box = Mutex<ShapedBackend?>(nil)
        server = HTTPServer(configuration: HTTPServerConfiguration(host: configuration.host, port: configuration.port)) { request, _ in
            box.withLock { $0 }?.handle(request) ?? HTTPResponse.json(503, ["error": "starting"])
        }
        box.withLock { $0 = self }
    }

    /// Starts listening; returns the bound port.
    @discardableResult
    public func start() throws -> UInt16 {
        if case let .failure(error) = transport.endpoint { throw ExampleBackendError.invalidHumanPluginURL(error.description) }
        do {
            let port = try server.start()
            service.baseURL = server.baseURL
            return port
        } catch {
            throw ExampleBackendError.listenFailed(error.description)
        }
    }

    public var baseURL: String { server.baseURL }

    /// Every bearer token and session id handed out so far (secrets a report must never show).
    var issuedCredentials: [String] { state.withLock { $0.issued } }

    public func stop() {
        server.stop()
        transport.client.close()
    }

    // MARK: - Routing

    func handle(_ request: HTTPRequest) -> HTTPResponse {
        let segments = request.path.split(separator: "/").map(String.init)
        if segments == ["health"] { return JSON.response(200, ["status": "ok"]) }
        if segments == ["api", "login"], request.method == "POST" { return login(request) }
        guard let user = identify(request) else {
            return answer(JSON.error(401, "not logged in"), request: request, user: nil, isStart: false)
        }
        if api.paths == .location {
            let isStart = request.method == "POST" && segments == LocationShape.prefix
            return answer(
                LocationShape.route(request, segments: segments, user: user, backend: self), request: request, user: user, isStart: isStart)
        }
        let route = ShapePaths.route(request, segments: segments, paths: api.paths, polls: api.polls)
        let response: HTTPResponse
        switch route {
        case .start:
            response = ShapePaths.started(startCapture(request, user: user), paths: api.paths)
        case let .ended(id):
            response = ShapePaths.ended(
                endCapture(id: id, user: user, claim: JSON.object(request.body)?["claim"] as? String), paths: api.paths)
        case let .result(id):
            response = result(id: id, user: user)
        case nil:
            response = JSON.error(404, "not found")
        }
        if case .start = route { return answer(response, request: request, user: user, isStart: true) }
        return answer(response, request: request, user: user, isStart: false)
    }

    /// The user a request speaks for: by bearer token or session cookie (nil: not logged in).
    func identify(_ request: HTTPRequest) -> String? {
        if faults.contains(.identityIgnored) { return "everyone" }
        let key: String?
        switch api.login {
        case .cookieSession?:
            key = request.headers["Cookie"]?.split(separator: ";").map { $0.trimmingWhitespace() }
                .first { $0.hasPrefix("sid=") }.map { String($0.dropFirst(4)) }
        case .loginBearer?:
            key = request.headers["Authorization"].flatMap { $0.hasPrefix("Bearer ") ? String($0.dropFirst(7)) : nil }
        default:
            // Without a login the app user comes in a header: the starters' test session bearer, or X-App-User.
            guard api.sessionHeader else { return BackendService.appUser(of: request) }
            let prefix = "Bearer test-session-"
            guard let value = request.headers["Authorization"], value.hasPrefix(prefix), value.count > prefix.count else { return nil }
            return String(value.dropFirst(prefix.count))
        }
        guard let key else { return nil }
        return state.withLock { $0.sessions[key] }
    }

    func login(_ request: HTTPRequest) -> HTTPResponse {
        let form = Self.formFields(request.bodyText)
        guard !faults.contains(.loginRefused), let user = form["username"], !user.isEmpty, form["password"] == password else {
            // The login is no app call the starters judge with errorWhen: its answers are never moved into bodies.
            return JSON.error(401, "invalid credentials")
        }
        let key = Self.freshKey()
        state.withLock { state in
            state.sessions[key] = user
            state.issued.append(key)
        }
        switch api.login {
        case .cookieSession?:
            var response = JSON.response(200, ["user": user])
            response.headers.add("Set-Cookie", "sid=\(key); Path=\(cookiePath); Max-Age=600; HttpOnly; Secure; SameSite=Lax")
            return response
        default:
            return JSON.response(200, ["access_token": key, "token_type": "Bearer"])
        }
    }

    /// The example back-end's own API, as `user`.
    func inner(_ method: String, _ path: String, user: String, body: [UInt8] = []) -> HTTPResponse {
        var headers: HTTPHeaders = ["X-App-User": user]
        if !body.isEmpty { headers.add("Content-Type", "application/json") }
        return service.handle(HTTPRequest(method: method, target: path, headers: headers, body: body))
    }

    func startCapture(_ request: HTTPRequest, user: String) -> HTTPResponse {
        inner("POST", "/captures", user: user, body: request.body)
    }

    func endCapture(id: String, user: String, claim: String? = nil) -> HTTPResponse {
        let segment = id.percentEncoded(allowing: .alphanumerics)
        guard api.polls else { return inner("POST", "/captures/\(segment)/ended", user: user) }
        // Ownership is checked before anything is queued: the id must be one of this user's captures.
        guard let record = service.store.record(for: id), record.owner == user else { return JSON.error(404, "unknown capture") }
        state.withLock { $0.results[id] = Pending(owner: user) }
        DetachedThread.start(name: "shapedbackend") { [self] in
            let outcome = inner("POST", "/captures/\(segment)/ended", user: user)
            state.withLock { $0.results[id]?.answer = outcome }
        }
        if faults.contains(.endedEchoesClaim), claim == "success" { return JSON.response(202, ["status": "approved"]) }
        return JSON.response(202, ["status": "processing"])
    }

    func result(id: String, user: String) -> HTTPResponse {
        guard let pending = state.withLock({ $0.results[id] }), pending.owner == user || faults.contains(.resultNoOwnership) else {
            return JSON.error(404, "unknown verification")
        }
        guard let answer = pending.answer, !faults.contains(.resultNeverFinishes) else {
            return JSON.response(200, ["status": "processing"])
        }
        guard answer.status == 200, let outcome = JSON.object(answer.body)?["outcome"] as? String else { return answer }
        return JSON.response(200, ["id": id, "status": outcome])
    }

    /// The shape's way of answering: errors moved into 200 bodies, cookie sessions rotated.
    func answer(_ response: HTTPResponse, request: HTTPRequest, user: String?, isStart: Bool) -> HTTPResponse {
        var out = response
        if api.bodyErrors {
            out = ShapePaths.inBody(response, errorAsSuccess: faults.contains(.errorAsSuccess) && isStart)
        }
        if api.login == .cookieSession, let user,
            let old = request.headers["Cookie"]?.split(separator: ";")
                .map({ $0.trimmingWhitespace() }).first(where: { $0.hasPrefix("sid=") }).map({ String($0.dropFirst(4)) }),
            !faults.contains(.identityIgnored)
        {
            let fresh = Self.freshKey()
            state.withLock { state in
                state.sessions[old] = nil
                state.sessions[fresh] = user
                state.issued.append(fresh)
            }
            out.headers.add("Set-Cookie", "sid=\(fresh); Path=\(cookiePath); Max-Age=600; HttpOnly; Secure; SameSite=Lax")
        }
        return out
    }

    /// The session cookie's path: `/api` where every app call is under it, else `/`.
    var cookiePath: String { api.paths == .flat || api.paths == .idInBody ? "/" : "/api" }

    static func freshKey() -> String {
        (0..<4).map { _ in String(UInt64.random(in: 0...UInt64.max), radix: 36) }.joined()
    }

    static func formFields(_ body: String) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in body.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ text: Substring) -> String { text.replacing("+", with: " ").percentDecoded ?? String(text) }
            fields[decode(parts[0])] = parts.count > 1 ? decode(parts[1]) : ""
        }
        return fields
    }
}
