import Foundation

// STUB: the HTTP layer issue replaces this file with the real client.

/// Where a client sends requests: plain http only, host and port, and an optional path prefix.
public struct HTTPEndpoint: Sendable, Equatable, Codable {
    public var host: String
    public var port: UInt16
    /// A path prefix without trailing slash ("" for none), e.g. "/api".
    public var basePath: String

    public init(host: String, port: UInt16, basePath: String = "") {
        self.host = host
        self.port = port
        self.basePath = basePath
    }

    /// Parses `http://host[:port][/prefix]`; throws `.invalidURL` otherwise.
    public init(url: String) throws(HTTPClientError) { fatalError("stub") }

    public var baseURL: String { "http://\(host):\(port)\(basePath)" }
}

/// One request and its answer as the client saw them, with timings.
public struct HTTPClientExchange: Sendable {
    /// The request exactly as sent (with the Host and framing headers the client added).
    public var request: HTTPRequest
    public var response: HTTPResponse
    public var startedAt: Date
    public var duration: Duration
}

public enum HTTPClientError: Error, Equatable, CustomStringConvertible {
    case invalidURL(String)
    case connectFailed(String)
    case timedOut(String)
    case connectionClosed(String)
    case malformedResponse(String)

    public var description: String {
        switch self {
        case let .invalidURL(s): "invalid URL: \(s)"
        case let .connectFailed(s): "cannot connect: \(s)"
        case let .timedOut(s): "timed out: \(s)"
        case let .connectionClosed(s): "connection closed: \(s)"
        case let .malformedResponse(s): "malformed response: \(s)"
        }
    }
}

public struct HTTPClientConfiguration: Sendable {
    public var connectTimeout: Duration = .seconds(5)
    public var keepAlive = true
    public init() {}
}

/// A small HTTP/1.1 client on the same codec as the server; it never follows redirects.
public final class HTTPClient: Sendable {
    public let configuration: HTTPClientConfiguration

    public init(configuration: HTTPClientConfiguration = HTTPClientConfiguration()) {
        self.configuration = configuration
    }

    /// Sends `request` (its target is appended to the endpoint's base path) and waits for the whole
    /// answer, at most `timeout` in all. Adds `Host` and `Content-Length` when missing.
    public func send(_ request: HTTPRequest, to endpoint: HTTPEndpoint, timeout: Duration) throws(HTTPClientError) -> HTTPClientExchange {
        fatalError("stub")
    }

    /// Closes pooled keep-alive connections.
    public func close() {}
}
