import ConformanceBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The protocol version of a message; only HTTP/1.0 and HTTP/1.1 are spoken.
public enum HTTPVersion: String, Sendable, Codable, Equatable {
    case http1_0 = "HTTP/1.0"
    case http1_1 = "HTTP/1.1"
}

/// A request as parsed from (or written to) the wire.
public struct HTTPRequest: Sendable, Equatable, Codable {
    public var method: String
    /// The request-target exactly as sent, e.g. `/v1/processes/abc?x=1`.
    public var target: String
    public var version: HTTPVersion
    public var headers: HTTPHeaders
    public var body: [UInt8]

    public init(method: String, target: String, version: HTTPVersion = .http1_1, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.method = method
        self.target = target
        self.version = version
        self.headers = headers
        self.body = body
    }

    /// The target without its query string.
    public var path: String {
        if let mark = target.utf8.firstIndex(of: UInt8(ascii: "?")) { return String(target[..<mark]) }
        return target
    }

    /// The raw query string (without `?`), or nil when there is none.
    public var query: String? {
        guard let mark = target.utf8.firstIndex(of: UInt8(ascii: "?")) else { return nil }
        return String(target[target.index(after: mark)...])
    }

    /// Decoded query items, in order.
    public var queryItems: [URLQueryItem] {
        guard let query else { return [] }
        var components = URLComponents()
        components.percentEncodedQuery = query
        return components.queryItems ?? []
    }

    public var bodyText: String { String(decoding: body, as: UTF8.self) }
}

/// How a server writes a response beyond its fields: the framing of its body, and how long its
/// connection then stays open when idle. The default is `Content-Length` and the server's own
/// idle timeout.
public struct HTTPWireForm: Sendable, Equatable {
    /// Chunked framing in chunks of this many bytes (nil: `Content-Length`). An HTTP/1.0 request
    /// is answered with `Content-Length` all the same.
    public var chunkBytes: Int?
    /// Fields sent after the last chunk (announced in `Trailer`); only with chunked framing.
    public var trailers: [HTTPField] = []
    /// The connection is closed once idle this long after the answer (nil: the server's idle
    /// timeout; zero: right after the answer, though its headers keep the connection alive).
    public var idleClose: Duration?
    /// The body sent gzip-coded (`GzipCoding`), as the handler gave it uncoded; the handler says
    /// `Content-Encoding: gzip` itself, and sends it only to a request that accepts gzip.
    public var gzip = false
    /// The answer cut short: its last this many bytes (of the body at most) are never sent, and
    /// the connection closes, as a vendor's connection that broke mid-answer leaves it.
    public var cutShortBy: Int?

    public init(chunkBytes: Int? = nil, trailers: [HTTPField] = [], idleClose: Duration? = nil, gzip: Bool = false) {
        self.chunkBytes = chunkBytes
        self.trailers = trailers
        self.idleClose = idleClose
        self.gzip = gzip
    }
}

/// A response as parsed from (or written to) the wire.
public struct HTTPResponse: Sendable, Equatable, Codable {
    public var status: Int
    public var reason: String
    public var version: HTTPVersion
    public var headers: HTTPHeaders
    public var body: [UInt8]
    /// How a server frames it and keeps its connection (not part of the message: never recorded).
    public var wire = HTTPWireForm()

    private enum CodingKeys: String, CodingKey {
        case status, reason, version, headers, body
    }

    public init(
        status: Int, reason: String? = nil, version: HTTPVersion = .http1_1, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []
    ) {
        self.status = status
        self.reason = reason ?? HTTPResponse.standardReason(for: status)
        self.version = version
        self.headers = headers
        self.body = body
    }

    /// A response whose body is `text` with the given content type.
    public static func text(_ status: Int, _ text: String, contentType: String = "text/plain; charset=utf-8") -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": contentType], body: Array(text.utf8))
    }

    /// A response whose body is the JSON serialisation of `object` (keys sorted, so bytes are reproducible).
    public static func json(_ status: Int, _ object: Any) -> HTTPResponse {
        let bytes = JSONText.bytes(object) ?? Array("null".utf8)
        return HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: bytes)
    }

    public var bodyText: String { String(decoding: body, as: UTF8.self) }

    public static func standardReason(for status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 422: "Unprocessable Content"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        case 505: "HTTP Version Not Supported"
        default: "Status \(status)"
        }
    }
}
