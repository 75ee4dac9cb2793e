import ConformanceModel
import Dispatch
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The run's app users as the back-end knows them: per user, a cookie jar and the headers its
/// login gave it (`sendToken`), whether it has logged in, every value that is a secret (tokens,
/// cookies), and the first login that failed (the run then stops: the kit could not run).
public final class AppSessions: Sendable {
    package struct UserState: Sendable {
        package var jar = CookieJar()
        package var headers: [String: String] = [:]
        package var loggedIn = false
    }

    private struct State: Sendable {
        package var users: [String: UserState] = [:]
        package var secrets: [String] = []
        package var known: Set<String> = []
        package var secretBytes = 0
        package var failure: KitError?
    }

    /// The largest login token the kit takes (8 KiB: a large JWT is 2-4 KiB).
    static let maxTokenBytes = 8 * 1024
    /// The largest cookie (`name=value`) the kit takes (RFC 6265 section 6.1: 4096 bytes).
    static let maxCookieBytes = 4096
    /// The most cookies one app user's jar holds (RFC 6265 section 6.1: 50 per domain).
    static let maxCookiesPerUser = 50
    /// The most bytes of tokens and cookie values, every rotation counted, the kit keeps as secrets
    /// for a run (each is searched for in everything the reports show).
    static let maxSecretBytes = 4 << 20

    private let state = Mutex(State())
    /// One adapter login at a time, so that journeys of one user playing at once log it in once.
    let adapterLoginTurn = DispatchSemaphore(value: 1)

    public init() {}

    /// Sessions whose secrets start with the pre-provisioned users' credentials (`users.static`
    /// headers), so that they are redacted and searched for as the tokens a login gives are.
    public convenience init(staticUsers: [KitConfiguration.StaticUser]) {
        self.init()
        state.withLock { state in
            for value in staticUsers.flatMap(\.credentialValues) { Self.keep(value, in: &state) }
        }
    }

    /// Tokens and cookie values the back-end handed the app users, and the pre-provisioned users'
    /// credentials (redacted from every report).
    public var secrets: [String] { state.withLock { $0.secrets } }

    /// The first failed login, as the error that stops the run.
    public var failure: KitError? { state.withLock { $0.failure } }

    package func fail(_ error: KitError) {
        state.withLock { if $0.failure == nil { $0.failure = error } }
    }

    package func user(_ name: String) -> UserState { state.withLock { $0.users[name] ?? UserState() } }

    package func loggedIn(_ name: String, headers: [String: String], token: String?) {
        state.withLock { state in
            state.users[name, default: UserState()].headers = headers
            state.users[name, default: UserState()].loggedIn = true
            if let token, token.count >= 4 { Self.keep(token, in: &state) }
        }
    }

    /// The `Cookie` header of `name`'s next call to `path` on `host`.
    func cookieHeader(_ name: String, host: String, path: String) -> String? {
        state.withLock { $0.users[name]?.jar.header(host: host, path: path) }
    }

    /// Applies an answer's `Set-Cookie` fields to `name`'s jar; their values become secrets.
    /// Returns why the answer is refused instead (a cookie over `maxCookieBytes`, a jar over
    /// `maxCookiesPerUser`, tokens and cookies over `maxSecretBytes` in all); nothing is kept then.
    func receive(_ name: String, setCookies: [String], host: String, path: String) -> String? {
        guard !setCookies.isEmpty else { return nil }
        for line in setCookies {
            let pair = line.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            if pair.utf8.count > Self.maxCookieBytes {
                let cookie = pair.split(separator: "=", maxSplits: 1).first.map { String($0.prefix(40)) } ?? ""
                return
                    "set a cookie '\(cookie)' of \(pair.utf8.count) bytes, more than the \(Self.maxCookieBytes) bytes the kit takes (RFC 6265 section 6.1)"
            }
        }
        return state.withLock { state -> String? in
            var jar = state.users[name, default: UserState()].jar
            jar.receive(setCookies, host: host, path: path)
            guard jar.cookies.count <= Self.maxCookiesPerUser else {
                return
                    "left app user '\(name)' with \(jar.cookies.count) cookies, more than the \(Self.maxCookiesPerUser) the kit keeps per user (RFC 6265 section 6.1)"
            }
            let fresh = Set(jar.values.filter { $0.count >= 4 && !state.known.contains($0) })
            let added = fresh.reduce(0) { $0 + $1.utf8.count }
            guard state.secretBytes + added <= Self.maxSecretBytes else {
                return
                    "brought the tokens and cookie values handed to app users (every rotation counted) past \(Self.maxSecretBytes) bytes, the most the kit keeps to redact"
            }
            state.users[name, default: UserState()].jar = jar
            for value in jar.values where fresh.contains(value) { Self.keep(value, in: &state) }
            return nil
        }
    }

    /// Keeps the secrets an app adapter reported (values under 4 characters cannot be redacted by
    /// value and are left out). Returns why they are refused instead (past `maxSecretBytes` in all).
    package func keep(reported secrets: [String]) -> String? {
        state.withLock { state -> String? in
            let fresh = Set(secrets.filter { $0.count >= 4 && !state.known.contains($0) })
            guard state.secretBytes + fresh.reduce(0, { $0 + $1.utf8.count }) <= Self.maxSecretBytes else {
                return "brought the secrets to redact past \(Self.maxSecretBytes) bytes, the most the kit keeps"
            }
            for value in secrets where fresh.contains(value) { Self.keep(value, in: &state) }
            return nil
        }
    }

    private static func keep(_ secret: String, in state: inout State) {
        guard state.known.insert(secret).inserted else { return }
        state.secrets.append(secret)
        state.secretBytes += secret.utf8.count
    }
}
