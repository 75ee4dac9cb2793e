import ConformanceBasics

/// A byte-level response decoder over a growing buffer. `next()` returns interim (1xx) responses too;
/// a body delimited by the end of the stream completes with `finishAtEndOfStream()`.
package struct HTTPResponseDecoder: Sendable {
    package struct Limits: Sendable {
        package var statusLineBytes = 8 * 1024
        package var headerSectionBytes = 64 * 1024
        package var headerFieldCount = 200
        package var bodyBytes = 64 * 1024 * 1024
        package init() {}
    }

    package let limits: Limits
    /// The method of the request being answered (`HEAD` answers carry no body).
    package var requestMethod: String
    /// Bytes received and not yet decoded (sockets append here directly).
    package var buffer = HTTPByteBuffer()
    private var head: HTTPHeadParser
    private var pending: (response: HTTPResponse, body: HTTPBodyParser)?
    /// Trailer fields of the last chunked response.
    private(set) var lastTrailers = HTTPHeaders()
    /// Whether the last complete response was delimited by the end of the stream.
    private(set) var lastReadUntilClose = false

    package init(requestMethod: String = "GET", limits: Limits = Limits()) {
        self.limits = limits
        self.requestMethod = requestMethod
        head = HTTPHeadParser(
            limits: .init(
                startLineBytes: limits.statusLineBytes,
                headerSectionBytes: limits.headerSectionBytes,
                fieldCount: limits.headerFieldCount,
                startLineStatus: 502))
    }

    package mutating func append<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        buffer.append(contentsOf: bytes)
    }

    /// True when no part of a response is buffered or parsed.
    package var isIdle: Bool { pending == nil && !head.hasStarted && buffer.isEmpty }

    /// The next complete response (interim 1xx included), or nil when more bytes are needed.
    package mutating func next() throws(HTTPDecodingError) -> HTTPResponse? {
        if pending == nil {
            if let notHTTP1 = notHTTP1() { throw notHTTP1 }
            guard let parsed = try head.parse(&buffer) else { return nil }
            let response = try Self.makeResponse(statusLine: parsed.startLine, headers: parsed.headers)
            let framing = try Self.framing(of: response, requestMethod: requestMethod)
            if case let .length(declared) = framing, declared > limits.bodyBytes {
                throw HTTPDecodingError(status: 413, message: "Content-Length \(declared) declared")
            }
            pending = (response, HTTPBodyParser(framing: framing, maxBodyBytes: limits.bodyBytes))
        }
        guard try pending!.body.parse(&buffer) else { return nil }
        return complete(readUntilClose: false)
    }

    /// Why the bytes where a status line should begin cannot begin an HTTP/1.x answer (an HTTP/0.9
    /// body, an HTTP/2 frame, TLS), or nil: said as soon as the first bytes show it, not as a cut answer.
    private func notHTTP1() -> HTTPDecodingError? {
        guard head.readsStartLine else { return nil }
        let bytes = buffer.readableBytes.drop { $0 == 0x0D || $0 == 0x0A }
        let expected = Array("HTTP/1.".utf8)
        let count = min(bytes.count, expected.count)
        guard count > 0, !bytes.prefix(count).elementsEqual(expected.prefix(count)) else { return nil }
        return HTTPDecodingError(
            status: 502,
            message: "not an HTTP/1.x answer: it begins with \(Self.excerpt(bytes.prefix(16))), not 'HTTP/1.' (HTTP/0.9 or HTTP/2?)")
    }

    /// A few bytes as quoted text when they are printable ASCII, else in hex.
    package static func excerpt(_ bytes: ArraySlice<UInt8>) -> String {
        if bytes.allSatisfy({ (0x20..<0x7F).contains($0) && $0 != UInt8(ascii: "'") }) {
            return "'\(String(decoding: bytes, as: UTF8.self))'"
        }
        let hex = bytes.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined(separator: " ")
        return "the bytes \(hex)"
    }

    /// The peer closed: returns the response if its body was delimited by the close, nil if cut short.
    package mutating func finishAtEndOfStream() -> HTTPResponse? {
        guard pending != nil, pending!.body.readsUntilClose, pending!.body.finishAtEndOfStream() else { return nil }
        return complete(readUntilClose: true)
    }

    private mutating func complete(readUntilClose: Bool) -> HTTPResponse {
        var response = pending!.response
        response.body = pending!.body.body
        lastTrailers = pending!.body.trailers
        lastReadUntilClose = readUntilClose
        pending = nil
        return response
    }

    /// `HTTP-version SP 3DIGIT SP [reason]` (a missing reason is tolerated).
    static func makeResponse(statusLine: [UInt8], headers: HTTPHeaders) throws(HTTPDecodingError) -> HTTPResponse {
        let parts = statusLine.split(separator: 0x20, maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2 else { throw .badRequest("malformed status line") }
        let version = try HTTPRequestDecoder.parseVersion(parts[0])
        guard parts[1].count == 3, parts[1].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            let status = Int(String(decoding: parts[1], as: UTF8.self)), status >= 100
        else {
            throw .badRequest("invalid status code")
        }
        let reason = parts.count == 3 ? String(decoding: parts[2], as: UTF8.self) : ""
        return HTTPResponse(status: status, reason: reason, version: version, headers: headers)
    }

    /// No body for HEAD, 1xx, 204 and 304; otherwise chunked, Content-Length, or until close.
    package static func framing(of response: HTTPResponse, requestMethod: String) throws(HTTPDecodingError) -> HTTPBodyFraming {
        if requestMethod.uppercased() == "HEAD" || response.status < 200 || response.status == 204 || response.status == 304 {
            return .none
        }
        if response.headers.contains("Transfer-Encoding") {
            return response.headers.tokens(for: "Transfer-Encoding").last == "chunked" ? .chunked : .untilClose
        }
        if let length = try HTTPSyntax.contentLength(response.headers) {
            return length == 0 ? .none : .length(length)
        }
        return .untilClose
    }
}
