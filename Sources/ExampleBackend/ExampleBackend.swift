import HTTPTransport

/// Why the example back-end could not start.
public enum ExampleBackendError: Error, Equatable, CustomStringConvertible {
    /// `humanPluginBaseURL` is not an `http://host[:port][/prefix]` URL.
    case invalidHumanPluginURL(String)
    /// The listening socket could not be opened.
    case listenFailed(String)

    public var description: String {
        switch self {
        case let .invalidHumanPluginURL(reason): "invalid Human Plugin base URL: \(reason)"
        case let .listenFailed(reason): reason
        }
    }
}

/// A small, correct integrator back-end for the Human Plugin iOS capture, written on the kit's
/// own HTTP layer, with switchable faults (`ExampleBackendConfiguration.faults`).
///
/// Its API for the app (JSON in and out; `X-App-User` names the app user):
/// - `GET /health` → 200 `{"status":"ok"}`
/// - `POST /captures` `{"documentNumber": "...", "documentType"?: "..."}` → 201 `{"id","link"}`
/// - `POST /captures/{id}/ended` → 200 `{"id","outcome"}` with outcome approved, rejected,
///   expired, failed or pending
public final class ExampleBackend: Sendable {
    public let configuration: ExampleBackendConfiguration
    let service: BackendService
    let server: HTTPServer
    let transport: HTTPClientTransport?

    /// A back-end that talks to Human Plugin at `configuration.humanPluginBaseURL`.
    public convenience init(configuration: ExampleBackendConfiguration) {
        let transport = HTTPClientTransport(baseURL: configuration.humanPluginBaseURL)
        self.init(configuration: configuration, transport: transport)
    }

    /// A back-end with another way to Human Plugin (tests).
    init(configuration: ExampleBackendConfiguration, transport: any HumanPluginTransport) {
        self.configuration = configuration
        self.transport = transport as? HTTPClientTransport
        let service = BackendService(configuration: configuration, transport: transport)
        self.service = service
        self.server = HTTPServer(configuration: HTTPServerConfiguration(host: configuration.host, port: configuration.port)) { request, _ in
            service.handle(request)
        }
    }

    /// Starts listening; returns the bound port.
    @discardableResult
    public func start() throws -> UInt16 {
        if case let .failure(error)? = transport?.endpoint {
            throw ExampleBackendError.invalidHumanPluginURL(error.description)
        }
        let port: UInt16
        do {
            port = try server.start()
        } catch {
            throw ExampleBackendError.listenFailed(error.description)
        }
        service.baseURL = server.baseURL
        return port
    }

    /// `http://host:port`, once started.
    public var baseURL: String { server.baseURL }

    /// Stops listening and closes connections to Human Plugin.
    public func stop() {
        server.stop()
        transport?.client.close()
    }
}
