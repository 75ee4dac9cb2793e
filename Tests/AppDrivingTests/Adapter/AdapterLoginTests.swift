import Foundation
import KitTestSupport
import Synchronization
import Testing

@testable import AppDriving
@testable import ConformanceModel
@testable import ConformanceTesting

/// An in-process adapter with a login step: the example adapter's steps, each app user logged in
/// first (a real call to the back-end, reported with the user's token as a secret). `refuse`: the
/// back-end's answer to the login is a 401 quoting the token.
final class LoggingInAdapter: AppAdapter {
    let steps: ExampleAppAdapter
    let refuse: Bool
    let logins = Mutex<[String]>([])

    init(steps: ExampleAppAdapter, refuse: Bool) {
        self.steps = steps
        self.refuse = refuse
    }

    static func token(_ user: String) -> String { "tok-\(user)-f81c2a9e" }

    func logIn(_ login: AdapterLogin) async throws -> AdapterReply? {
        logins.withLock { $0.append(login.user) }
        let request = AdapterCall.Request(
            method: "POST", target: "/session", headers: ["X-App-User": login.user], body: "user=\(login.user)")
        let status = refuse ? 401 : 200
        let body = refuse ? #"{"error":"stale token \#(Self.token(login.user))"}"# : #"{"token":"\#(Self.token(login.user))"}"#
        return AdapterReply(
            calls: [AdapterCall(request: request, response: .init(status: status, body: body), elapsedMilliseconds: 1)],
            secrets: [Self.token(login.user)])
    }

    func perform(_ step: AdapterStep) async throws -> AdapterReply {
        #expect(logins.withLock { $0.contains(step.user) }, "step \(step.step) for \(step.user) before its login")
        return try await steps.perform(step)
    }
}

@Suite("AppAdapter login step", .serialized)
struct AdapterLoginTests {
    static let configPath = AppAdapterTests.configPath

    @Test("each app user logs in once, before its first step; the login is journaled and its token redacted")
    func logsInOncePerUser() throws {
        let made = Mutex<LoggingInAdapter?>(nil)
        let outcome = try ConformanceTest(
            configurationFile: Self.configPath, backend: .example(),
            adapter: { context in
                let adapter = LoggingInAdapter(steps: try ExampleAppAdapter(backendURL: context.backendURL), refuse: false)
                // The plain run's adapter: the first made (each run of the sample that follows makes its own).
                made.withLock { if $0 == nil { $0 = adapter } }
                return adapter
            }
        ).run()
        #expect(outcome.isConformant, "\(outcome.failures.map(\.explanation))")
        let logins = try #require(made.withLock { $0 }).logins.withLock { $0 }
        #expect(!logins.isEmpty && logins.count == Set(logins).count, "one login per user: \(logins)")
        let app = outcome.result.journal.filter { $0.channel == .appToBackend }
        let loginExchanges = app.filter { $0.step == "login" }
        #expect(loginExchanges.count == logins.count)
        #expect(loginExchanges.allSatisfy { $0.request.target == "/session" && $0.response?.status == 200 })
        let bodies = loginExchanges.map { String(decoding: $0.response?.body ?? [], as: UTF8.self) }
        let leaked = bodies.filter { $0.contains("f81c2a9e") }
        #expect(leaked.isEmpty, "a login token reached the journal: \(leaked.first ?? "")")
    }

    @Test("a login the back-end refuses stops the run as the back-end's answer: the user, the call, the status, the token redacted")
    func refusedLogin() throws {
        let test = try ConformanceTest(
            configurationFile: Self.configPath, backend: .example(),
            adapter: { context in
                LoggingInAdapter(steps: try ExampleAppAdapter(backendURL: context.backendURL), refuse: true)
            })
        #expect {
            _ = try test.run()
        } throws: { error in
            guard case let .login(user, call, answer)? = error as? KitError else { return false }
            return !user.isEmpty && call == "POST /session" && answer.hasPrefix("answered 401") && answer.contains("stale token")
                && !answer.contains("f81c2a9e") && !"\(error)".contains("adapter")
        }
    }

    @Test("an in-process adapter is made with what an adapter process's hello gets")
    func context() throws {
        let seen = Mutex<AppAdapterContext?>(nil)
        var root = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.configPath))) as? [String: Any])
        let names = (1...22).map { "partner-user-\($0)" }
        root["users"] = ["names": names]
        root["timeouts"] = ["requestSeconds": 4, "upstreamBoundSeconds": 2, "runSeconds": 120]
        let json = String(decoding: try JSONSerialization.data(withJSONObject: root), as: UTF8.self)
        _ = try ConformanceTest(
            configurationJSON: json, source: "with-users.json", backend: .example(),
            adapter: { context in
                seen.withLock { $0 = context }
                return try ExampleAppAdapter(backendURL: context.backendURL)
            }
        ).run()
        let context = try #require(seen.withLock { $0 })
        #expect(context.backendURL.hasPrefix("http://127.0.0.1:"))
        #expect(context.requestSeconds == 4)
        #expect(context.users == names)
    }
}
