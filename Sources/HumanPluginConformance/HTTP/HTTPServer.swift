import Foundation

// STUB: the HTTP layer issue replaces this file with the real server.

/// Size limits the server enforces while parsing a request.
public struct HTTPLimits: Sendable, Equatable {
    public var requestLineBytes = 8 * 1024
    public var headerSectionBytes = 32 * 1024
    public var headerFieldCount = 100
    public var bodyBytes = 1024 * 1024
    public init() {}
}

/// Deadlines the server keeps on each connection.
public struct HTTPServerTimeouts: Sendable, Equatable {
    public var headerRead: Duration = .seconds(10)
    public var idle: Duration = .seconds(75)
    public var write: Duration = .seconds(10)
    public init() {}
}

public struct HTTPServerConfiguration: Sendable {
    public var host = "127.0.0.1"
    public var port: UInt16 = 0
    public var limits = HTTPLimits()
    public var timeouts = HTTPServerTimeouts()
    public init(host: String = "127.0.0.1", port: UInt16 = 0) {
        self.host = host
        self.port = port
    }
}

/// Who sent a request, for the journal.
public struct HTTPConnectionInfo: Sendable, Equatable {
    public var connectionID: Int
    public var remoteAddress: String
    public var requestIndex: Int
    public init(connectionID: Int, remoteAddress: String, requestIndex: Int) {
        self.connectionID = connectionID
        self.remoteAddress = remoteAddress
        self.requestIndex = requestIndex
    }
}

public typealias HTTPHandler = @Sendable (HTTPRequest, HTTPConnectionInfo) -> HTTPResponse

public enum HTTPServerError: Error, Equatable, CustomStringConvertible {
    case bindFailed(host: String, port: UInt16, reason: String)
    case socketFailed(String)
    public var description: String {
        switch self {
        case let .bindFailed(host, port, reason): "cannot listen on \(host):\(port): \(reason)"
        case let .socketFailed(reason): "socket error: \(reason)"
        }
    }
}

/// A small HTTP/1.1 server; handlers run on the server's own threads and may block.
public final class HTTPServer: Sendable {
    public let configuration: HTTPServerConfiguration
    let handler: HTTPHandler

    public init(configuration: HTTPServerConfiguration = HTTPServerConfiguration(), handler: @escaping HTTPHandler) {
        self.configuration = configuration
        self.handler = handler
    }

    /// Binds and starts serving; returns the bound port (useful with port 0).
    @discardableResult
    public func start() throws(HTTPServerError) -> UInt16 { fatalError("stub") }

    /// The bound port, after `start()`.
    public var port: UInt16 { fatalError("stub") }

    /// `http://host:port`, after `start()`.
    public var baseURL: String { "http://\(configuration.host):\(port)" }

    /// Stops accepting, closes every connection, and returns once the listener is gone.
    public func stop() { fatalError("stub") }
}
