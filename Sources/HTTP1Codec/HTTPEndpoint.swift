import ConformanceBasics

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

    /// Parses `http://host[:port][/prefix]` (port 80 by default; IPv6 literals in brackets);
    /// throws `.invalidURL` with a one-line reason otherwise.
    public init(url: String) throws(HTTPClientError) {
        let text = url.trimmingASCIIWhitespace()
        guard let schemeEnd = text.firstRange(of: "://") else {
            throw .invalidURL("\(url): expected http://host[:port][/prefix]")
        }
        let scheme = text[..<schemeEnd.lowerBound].lowercased()
        guard scheme == "http" else {
            throw .invalidURL("\(url): scheme '\(scheme)' is not supported, only http://")
        }
        let rest = text[schemeEnd.upperBound...]
        if rest.contains("?") || rest.contains("#") {
            throw .invalidURL("\(url): a base URL takes no query or fragment")
        }
        let authority = rest.prefix { $0 != "/" }
        var path = String(rest[authority.endIndex...])
        if authority.contains("@") { throw .invalidURL("\(url): user information is not supported") }

        var host: Substring
        var portText: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { throw .invalidURL("\(url): unterminated IPv6 literal") }
            host = authority[authority.index(after: authority.startIndex)..<close]
            let after = authority[authority.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { throw .invalidURL("\(url): unexpected text after the IPv6 literal") }
                portText = after.dropFirst()
            }
        } else if let colon = authority.firstIndex(of: ":") {
            host = authority[..<colon]
            portText = authority[authority.index(after: colon)...]
        } else {
            host = authority
        }
        guard !host.isEmpty else { throw .invalidURL("\(url): missing host") }
        var port: UInt16 = 80
        if let portText {
            guard !portText.isEmpty, portText.allSatisfy(\.isASCII), portText.allSatisfy(\.isNumber),
                let value = UInt16(portText), value > 0
            else {
                throw .invalidURL("\(url): invalid port '\(portText)'")
            }
            port = value
        }
        while path.hasSuffix("/") { path.removeLast() }
        self.init(host: String(host), port: port, basePath: path)
    }

    public var baseURL: String { "http://\(hostForURL):\(port)\(basePath)" }

    /// The host, bracketed when it is an IPv6 literal.
    package var hostForURL: String { host.contains(":") ? "[\(host)]" : host }

    /// The `Host` header value: host, and the port unless it is 80.
    package var hostHeader: String { port == 80 ? hostForURL : "\(hostForURL):\(port)" }
}
