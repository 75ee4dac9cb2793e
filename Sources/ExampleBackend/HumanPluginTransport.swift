import HumanPluginConformance

/// How the back-end talks to Human Plugin: one request out, one answer back, within `timeout`.
/// The real one is `HTTPClientTransport`; tests may put a fake in its place.
protocol HumanPluginTransport: Sendable {
    func send(_ request: HTTPRequest, timeout: Duration) throws(HTTPClientError) -> HTTPResponse
}

/// Sends requests to the Human Plugin base URL with the kit's `HTTPClient` (never follows redirects).
struct HTTPClientTransport: HumanPluginTransport {
    let client: HTTPClient
    let endpoint: Result<HTTPEndpoint, HTTPClientError>

    init(baseURL: String, client: HTTPClient = HTTPClient()) {
        self.client = client
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
