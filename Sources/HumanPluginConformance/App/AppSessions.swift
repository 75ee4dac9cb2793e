#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// The run's app users as the back-end knows them: per user, a cookie jar and the headers its
/// login gave it (`sendToken`), whether it has logged in, every value that is a secret (tokens,
/// cookies), and the first login that failed (the run then stops: the kit could not run).
public final class AppSessions: Sendable {
    struct UserState: Sendable {
        var jar = CookieJar()
        var headers: [String: String] = [:]
        var loggedIn = false
    }

    private struct State: Sendable {
        var users: [String: UserState] = [:]
        var secrets: [String] = []
        var failure: KitError?
    }

    private let state = Mutex(State())

    public init() {}

    /// Tokens and cookie values the back-end handed the app users (redacted from every report).
    public var secrets: [String] { state.withLock { $0.secrets } }

    /// The first failed login, as the error that stops the run.
    public var failure: KitError? { state.withLock { $0.failure } }

    func fail(_ error: KitError) {
        state.withLock { if $0.failure == nil { $0.failure = error } }
    }

    func user(_ name: String) -> UserState { state.withLock { $0.users[name] ?? UserState() } }

    func loggedIn(_ name: String, headers: [String: String], token: String?) {
        state.withLock { state in
            state.users[name, default: UserState()].headers = headers
            state.users[name, default: UserState()].loggedIn = true
            if let token, token.count >= 4, !state.secrets.contains(token) { state.secrets.append(token) }
        }
    }

    /// The `Cookie` header of `name`'s next call to `path` on `host`.
    func cookieHeader(_ name: String, host: String, path: String) -> String? {
        state.withLock { $0.users[name]?.jar.header(host: host, path: path) }
    }

    /// Applies an answer's `Set-Cookie` fields to `name`'s jar; their values become secrets.
    func receive(_ name: String, setCookies: [String], host: String, path: String) {
        guard !setCookies.isEmpty else { return }
        state.withLock { state in
            state.users[name, default: UserState()].jar.receive(setCookies, host: host, path: path)
            for value in state.users[name]!.jar.values where value.count >= 4 && !state.secrets.contains(value) {
                state.secrets.append(value)
            }
        }
    }
}
