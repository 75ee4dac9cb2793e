#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One stored cookie (RFC 6265 §5.3).
public struct Cookie: Sendable, Equatable {
    public var name: String
    public var value: String
    /// The host it came from (host-only) or its `Domain` attribute, lowercased.
    public var domain: String
    var hostOnly: Bool
    public var path: String
    /// nil: a session cookie (kept for the whole run).
    public var expires: Date?
    public var secure: Bool
    var httpOnly: Bool
    /// Order of first creation (RFC 6265 §5.4: earlier first among equal paths).
    var creation: Int
}

/// The app's cookie store for one app user, as a user agent keeps it (RFC 6265 §5): updated from
/// every `Set-Cookie` of every answer (so a session id rotated by the back-end replaces the old
/// one), sent as one `Cookie` header on every later call that matches domain and path.
/// `Secure` cookies go over http only to a loopback host (as browsers treat `localhost`).
public struct CookieJar: Sendable, Equatable {
    public private(set) var cookies: [Cookie] = []
    private var sequence = 0

    public init() {}

    /// Applies every `Set-Cookie` value of an answer to a request for `path` on `host`.
    public mutating func receive(_ setCookies: [String], host: String, path: String, now: Date = Date()) {
        for line in setCookies { receive(line, host: host, path: path, now: now) }
    }

    /// Applies one `Set-Cookie` value (RFC 6265 §5.2 and §5.3); a malformed one is ignored.
    public mutating func receive(_ line: String, host: String, path requestPath: String, now: Date = Date()) {
        let parts = line.split(separator: ";", omittingEmptySubsequences: false)
        guard let pair = parts.first, let equals = pair.firstIndex(of: "=") else { return }
        let name = pair[..<equals].trimmingASCIIWhitespace()
        let value = pair[pair.index(after: equals)...].trimmingASCIIWhitespace()
        guard !name.isEmpty else { return }
        let host = host.lowercased()
        var expires: Date?
        var maxAge: Date?
        var domain: String?
        var path: String?
        var secure = false, httpOnly = false
        for attribute in parts.dropFirst() {
            let key: String, argument: String
            if let sign = attribute.firstIndex(of: "=") {
                key = attribute[..<sign].trimmingASCIIWhitespace().lowercased()
                argument = attribute[attribute.index(after: sign)...].trimmingASCIIWhitespace()
            } else {
                key = attribute.trimmingASCIIWhitespace().lowercased()
                argument = ""
            }
            switch key {
            case "expires":
                if let date = CookieDate.parse(argument) { expires = date }
            case "max-age":
                let digits = argument.hasPrefix("-") ? argument.dropFirst() : Substring(argument)
                guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { continue }
                let seconds = Int(argument) ?? (argument.hasPrefix("-") ? Int.min : Int.max)
                maxAge = seconds <= 0 ? Date(timeIntervalSince1970: 0) : now.addingTimeInterval(Double(min(seconds, 400 * 86_400)))
            case "domain":
                var text = argument.lowercased()
                if text.hasPrefix(".") { text.removeFirst() }
                if !text.isEmpty { domain = text }
            case "path":
                path = argument.hasPrefix("/") ? argument : nil
            case "secure": secure = true
            case "httponly": httpOnly = true
            default: break
            }
        }
        var hostOnly = true
        var cookieDomain = host
        if let domain, domain != host {
            guard Self.domainMatches(host: host, domain: domain) else { return }
            hostOnly = false
            cookieDomain = domain
        } else if domain != nil {
            hostOnly = false
        }
        let expiry = maxAge ?? expires
        let cookiePath = path ?? Self.defaultPath(requestPath)
        let existing = cookies.firstIndex { $0.name == name && $0.domain == cookieDomain && $0.path == cookiePath }
        if let expiry, expiry <= now {
            if let existing { cookies.remove(at: existing) }
            return
        }
        var cookie = Cookie(
            name: name, value: value, domain: cookieDomain, hostOnly: hostOnly, path: cookiePath,
            expires: expiry, secure: secure, httpOnly: httpOnly, creation: sequence)
        if let existing {
            cookie.creation = cookies[existing].creation
            cookies[existing] = cookie
        } else {
            sequence += 1
            cookies.append(cookie)
        }
    }

    /// The `Cookie` header for a request to `path` on `host` (nil when no cookie matches).
    public func header(host: String, path requestPath: String, now: Date = Date()) -> String? {
        let host = host.lowercased()
        let secureChannel = Self.isLoopback(host)
        let matching = cookies.filter { cookie in
            (cookie.expires.map { $0 > now } ?? true)
                && (cookie.hostOnly ? cookie.domain == host : Self.domainMatches(host: host, domain: cookie.domain))
                && Self.pathMatches(requestPath, cookie.path)
                && (!cookie.secure || secureChannel)
        }.sorted { $0.path.count != $1.path.count ? $0.path.count > $1.path.count : $0.creation < $1.creation }
        guard !matching.isEmpty else { return nil }
        return matching.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
    }

    /// Every stored value (secrets: redacted from reports).
    public var values: [String] { cookies.map(\.value) }

    // MARK: - RFC 6265 §5.1

    /// §5.1.4: the directory of the request path.
    static func defaultPath(_ path: String) -> String {
        let path = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? path
        guard path.hasPrefix("/"), let last = path.lastIndex(of: "/"), last != path.startIndex else { return "/" }
        return String(path[..<last])
    }

    /// §5.1.4 path-match.
    static func pathMatches(_ requestPath: String, _ cookiePath: String) -> Bool {
        let path = requestPath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? requestPath
        if path == cookiePath { return true }
        guard path.hasPrefix(cookiePath) else { return false }
        return cookiePath.hasSuffix("/") || path.dropFirst(cookiePath.count).first == "/"
    }

    /// §5.1.3 domain-match (an IP address matches only itself).
    static func domainMatches(host: String, domain: String) -> Bool {
        if host == domain { return true }
        let isIP = host.contains(":") || host.split(separator: ".").allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
        return !isIP && host.hasSuffix("." + domain)
    }

    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host.hasSuffix(".localhost") || host.hasPrefix("127.") || host == "::1" || host == "[::1]"
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
