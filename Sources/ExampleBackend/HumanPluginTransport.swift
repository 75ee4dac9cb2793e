import HTTP1Codec
import HTTPTransport

/// How the back-end talks to Human Plugin: one request out, one answer back, within `timeout`.
/// The real one is `HTTPClientTransport`; tests may put a fake in its place.
protocol HumanPluginTransport: Sendable {
    func send(_ request: HTTPRequest, timeout: Duration) throws(HTTPClientError) -> HTTPResponse
}

/// Sends requests to the Human Plugin base URL with the kit's `HTTPClient` (never follows redirects).
///
/// Keep-alive is off on purpose: the client may resend a request once when a *reused* connection
/// fails before any answer, and a create must never be sent twice. One connection per call costs
/// little here and makes "never retries" hold whatever Human Plugin does with its connections.
struct HTTPClientTransport: HumanPluginTransport {
    let client: HTTPClient
    let endpoint: Result<HTTPEndpoint, HTTPClientError>

    init(baseURL: String) {
        var settings = HTTPClientConfiguration()
        settings.keepAlive = false
        self.client = HTTPClient(configuration: settings)
        do {
            endpoint = .success(try HTTPEndpoint(url: baseURL))
        } catch {
            endpoint = .failure(error)
        }
    }

    func send(_ request: HTTPRequest, timeout: Duration) throws(HTTPClientError) -> HTTPResponse {
        let endpoint = try endpoint.get()
        return try client.send(request, to: endpoint, timeout: timeout).response
    }
}
