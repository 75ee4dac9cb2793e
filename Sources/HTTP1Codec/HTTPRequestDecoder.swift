import ConformanceBasics

/// A byte-level request decoder over a growing buffer: feed it whatever the socket delivered (any split,
/// several pipelined requests at once) and take complete requests out with `next()`.
package struct HTTPRequestDecoder: Sendable {
    package let limits: HTTPLimits
    /// Bytes received and not yet decoded (sockets append here directly).
    package var buffer = HTTPByteBuffer()
    private var head: HTTPHeadParser
    private var pending: (request: HTTPRequest, body: HTTPBodyParser)?
    private var continueAcknowledged = false
    /// Trailer fields of the last chunked request returned by `next()`.
    private(set) var lastTrailers = HTTPHeaders()

    package init(limits: HTTPLimits = HTTPLimits()) {
        self.limits = limits
        head = HTTPHeadParser(
            limits: .init(
                startLineBytes: limits.requestLineBytes,
                headerSectionBytes: limits.headerSectionBytes,
                fieldCount: limits.headerFieldCount))
    }

    package mutating func append<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        buffer.append(contentsOf: bytes)
    }

    /// True when no part of a request is buffered or parsed (between requests).
    package var isIdle: Bool { pending == nil && !head.hasStarted && buffer.isEmpty }

    /// True while the head is complete and the body is still being read.
    package var isReadingBody: Bool { pending != nil }

    /// True when the parsed head asked for `100 Continue` and it has not been sent yet.
    package var awaitsContinue: Bool {
        guard let pending, !continueAcknowledged, pending.request.version == .http1_1 else { return false }
        return pending.request.headers.tokens(for: "Expect").contains("100-continue")
    }

    /// Records that `100 Continue` was sent for the pending request.
    package mutating func acknowledgeContinue() { continueAcknowledged = true }

    /// The next complete request, or nil when more bytes are needed.
    package mutating func next() throws(HTTPDecodingError) -> HTTPRequest? {
        if pending == nil {
            guard let parsed = try head.parse(&buffer) else { return nil }
            let request = try Self.makeRequest(startLine: parsed.startLine, headers: parsed.headers)
            try Self.checkHost(of: request)
            let framing = try Self.framing(of: request, limits: limits)
            pending = (
                request,
                HTTPBodyParser(
                    framing: framing,
                    maxBodyBytes: limits.bodyBytes,
                    trailerSectionLimit: limits.headerSectionBytes,
                    trailerFieldLimit: limits.headerFieldCount)
            )
            continueAcknowledged = false
        }
        guard try pending!.body.parse(&buffer) else { return nil }
        var request = pending!.request
        request.body = pending!.body.body
        lastTrailers = pending!.body.trailers
        pending = nil
        return request
    }

    /// `method SP request-target SP HTTP-version`.
    static func makeRequest(startLine: [UInt8], headers: HTTPHeaders) throws(HTTPDecodingError) -> HTTPRequest {
        let parts = startLine.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw .badRequest("malformed request line") }
        guard HTTPSyntax.isToken(parts[0]) else { throw .badRequest("invalid method") }
        guard !parts[1].isEmpty, parts[1].allSatisfy({ $0 > 0x20 && $0 != 0x7F }) else {
            throw .badRequest("invalid request target")
        }
        let version = try parseVersion(parts[2])
        return HTTPRequest(
            method: String(decoding: parts[0], as: UTF8.self),
            target: String(decoding: parts[1], as: UTF8.self),
            version: version,
            headers: headers)
    }

    /// RFC 9112 §3.2: exactly one `Host` on HTTP/1.1, never more than one, and a value that is an
    /// authority (`host[:port]`, an IP literal in brackets, or empty); otherwise 400.
    static func checkHost(of request: HTTPRequest) throws(HTTPDecodingError) {
        let values = request.headers.values(for: "Host")
        if values.count > 1 { throw .badRequest("more than one Host header") }
        guard let value = values.first else {
            if request.version == .http1_1 { throw .badRequest("missing Host header") }
            return
        }
        guard value.utf8.allSatisfy(isAuthorityByte) else { throw .badRequest("invalid Host header") }
    }

    /// unreserved / pct-encoded / sub-delims / ":" / "[" / "]" (RFC 3986 authority without userinfo).
    private static func isAuthorityByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "%"),
            UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="),
            UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "]"):
            return true
        default:
            return false
        }
    }

    /// `HTTP/1.1` and `HTTP/1.0`; a later 1.x is answered as 1.1; another major version gets 505.
    static func parseVersion<C: Collection>(_ bytes: C) throws(HTTPDecodingError) -> HTTPVersion where C.Element == UInt8 {
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        guard bytes.count == 8 else { throw .badRequest("invalid HTTP version") }
        func at(_ offset: Int) -> UInt8 { bytes[bytes.index(bytes.startIndex, offsetBy: offset)] }
        guard bytes.starts(with: "HTTP/".utf8), isDigit(at(5)), at(6) == UInt8(ascii: "."), isDigit(at(7)) else {
            throw .badRequest("invalid HTTP version")
        }
        guard at(5) == UInt8(ascii: "1") else {
            throw HTTPDecodingError(status: 505, message: "HTTP version not supported")
        }
        return at(7) == UInt8(ascii: "0") ? .http1_0 : .http1_1
    }

    /// Chooses the body framing: Transfer-Encoding chunked, Content-Length, or none.
    package static func framing(of request: HTTPRequest, limits: HTTPLimits) throws(HTTPDecodingError) -> HTTPBodyFraming {
        let headers = request.headers
        let hasTransferEncoding = headers.contains("Transfer-Encoding")
        let length = try HTTPSyntax.contentLength(headers)
        if hasTransferEncoding {
            if length != nil { throw .badRequest("both Content-Length and Transfer-Encoding") }
            let codings = headers.tokens(for: "Transfer-Encoding")
            guard codings == ["chunked"] else {
                throw .badRequest("unsupported transfer coding: \(headers.values(for: "Transfer-Encoding").joined(separator: ", "))")
            }
            return .chunked
        }
        if let length {
            if length > limits.bodyBytes {
                throw HTTPDecodingError(status: 413, message: "body larger than \(limits.bodyBytes) bytes")
            }
            return length == 0 ? .none : .length(length)
        }
        return .none
    }
}
