import ConformanceBasics
import ConformanceModel
import HTTP1Codec
import HTTPTransport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Waits until the back-end answers its readiness path, or fails with a clear reason.
enum Readiness {
    /// Returns the status that counted as ready (any below 500, a 404 too).
    @discardableResult
    package static func wait(for endpoint: HTTPEndpoint, path: String, client: HTTPClient, seconds: Double) throws(KitError) -> Int {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var lastProblem = "no answer"
        var lastStatus: Int?
        while ContinuousClock.now < deadline {
            do {
                let exchange = try client.send(HTTPRequest(method: "GET", target: path), to: endpoint, timeout: .seconds(2))
                if exchange.response.status < 500 { return exchange.response.status }
                lastStatus = exchange.response.status
                lastProblem = "GET \(path) answered \(exchange.response.status)"
            } catch {
                lastStatus = nil
                lastProblem = error.description
            }
            Pause.seconds(0.1)
        }
        // A back-end that answers, if only with 5xx, is there: it is not ready, and its own log says why.
        if lastStatus != nil {
            throw .backendNotReady(
                url: endpoint.baseURL,
                reason: "\(lastProblem) until the wait ended (waited \(seconds) s for GET \(path) "
                    + "to answer below 500; the back-end's log says why it fails)")
        }
        throw .backendUnreachable(url: endpoint.baseURL, reason: "\(lastProblem) (waited \(seconds) s for GET \(path))")
    }
}
