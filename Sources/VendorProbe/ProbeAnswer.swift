import HTTP1Codec

/// What the vendor answered one call, as the wire carried it (after TLS).
package struct ProbeAnswer: Sendable, Equatable {
    /// `1.1`, `2`: what curl and the vendor agreed on.
    package var httpVersion: String
    package var status: Int
    package var reason: String
    /// In the vendor's order and case.
    package var headers: HTTPHeaders
    package var body: [UInt8]

    package init(httpVersion: String, status: Int, reason: String, headers: HTTPHeaders, body: [UInt8]) {
        self.httpVersion = httpVersion
        self.status = status
        self.reason = reason
        self.headers = headers
        self.body = body
    }

    /// The last response of a `curl --dump-header` text (a `100 Continue` or any interim answer
    /// before it is skipped), with `body`; nil when it holds no status line.
    static func parse(headerDump: [UInt8], body: [UInt8]) -> ProbeAnswer? {
        // Split on the bytes: in a Swift String, CR LF is one Character.
        let lines = headerDump.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
        }
        guard let start = lines.lastIndex(where: { $0.hasPrefix("HTTP/") }) else { return nil }
        let statusLine = lines[start].split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard statusLine.count >= 2, let status = Int(statusLine[1]), (100...999).contains(status) else { return nil }
        var headers = HTTPHeaders()
        for line in lines[(start + 1)...] {
            if line.isEmpty { break }
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.add(String(line[..<colon]), String(line[line.index(after: colon)...]).trimmingASCIIWhitespace())
        }
        return ProbeAnswer(
            httpVersion: String(statusLine[0].dropFirst("HTTP/".count)), status: status,
            reason: statusLine.count > 2 ? statusLine[2].trimmingASCIIWhitespace() : "", headers: headers, body: body)
    }
}

/// Why a call got no answer: one line, and what kind of failure it was.
package struct ProbeTransportFailure: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Kind: String, Sendable {
        /// The sandbox's certificate was not trusted or not for its host (nothing was sent).
        case certificate
        /// The TLS handshake failed otherwise (nothing was sent).
        case tls
        /// No answer within the deadline.
        case timeout
        /// The host or the proxy could not be found or reached.
        case connection
        /// The answer was cut, empty, or too large.
        case answer
        /// curl could not be run, or ended in a way the probe does not know.
        case tool
    }

    package var kind: Kind
    package var line: String

    package var description: String { line }
}
