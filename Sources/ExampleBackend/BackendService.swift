import HTTP1Codec
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The back-end's request handling without sockets: routes a request from the app to the
/// right handler. `ExampleBackend` puts it behind an `HTTPServer`; tests can call it directly.
final class BackendService: Sendable {
    let configuration: ExampleBackendConfiguration
    let transport: any HumanPluginTransport
    let store = CaptureStore()
    private let ownBaseURL = Mutex("")

    init(configuration: ExampleBackendConfiguration, transport: any HumanPluginTransport) {
        self.configuration = configuration
        self.transport = transport
    }

    /// The back-end's own base URL, known once it listens (used by the `link-to-backend` fault only).
    var baseURL: String {
        get { ownBaseURL.withLock { $0 } }
        set { ownBaseURL.withLock { $0 = newValue } }
    }

    /// The app user a request speaks for, from `X-App-User` (nil when missing or blank).
    static func appUser(of request: HTTPRequest) -> String? {
        guard let user = request.headers["X-App-User"]?.trimmingWhitespace(), !user.isEmpty else { return nil }
        return user
    }

    /// Answers one request from the app.
    func handle(_ request: HTTPRequest) -> HTTPResponse {
        switch Route(method: request.method, path: request.path) {
        case .health:
            return JSON.response(200, ["status": "ok"])
        case .startCapture:
            guard let user = Self.appUser(of: request) else { return JSON.error(401, "missing X-App-User") }
            return startCapture(request, user: user)
        case let .endCapture(id):
            guard let user = Self.appUser(of: request) else { return JSON.error(401, "missing X-App-User") }
            return endCapture(request, id: id, user: user)
        case let .methodNotAllowed(allowed):
            var response = JSON.error(405, "method not allowed")
            response.headers.add("Allow", allowed)
            return response
        case .notFound:
            return JSON.error(404, "not found")
        }
    }
}
