import Foundation
import KitTestSupport
import Synchronization
import Testing

@testable import AppDriving
@testable import ConformanceBasics
@testable import ConformanceModel
@testable import HTTP1Codec
@testable import HTTPTransport

/// The driver against small in-process back-ends: logins, cookie sessions, form bodies, errors in
/// 2xx bodies, and result polling that always ends (bound or run deadline).
@Suite("App driver: sessions, errors in bodies, result polling", .serialized)
struct AppSessionDriverTests {
    /// A back-end answering each request with `answer`; keeps what it received.
    final class Received: Sendable {
        let requests = Mutex<[HTTPRequest]>([])
    }

    final class TinyBackend: Sendable {
        let server: HTTPServer
        private let received = Received()

        init(_ answer: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws {
            let received = self.received
            server = HTTPServer { request, _ in
                received.requests.withLock { $0.append(request) }
                return answer(request)
            }
            _ = try server.start()
        }
        var requests: [HTTPRequest] { received.requests.withLock { $0 } }
        var endpoint: HTTPEndpoint { try! HTTPEndpoint(url: server.baseURL) }
        deinit { server.stop() }
    }

    static let journey = JourneyContext(scenario: "s", name: "s#1", user: "alice", documentNumber: "12345678901")

    static func configuration(_ edit: (inout KitConfiguration) -> Void) -> KitConfiguration {
        var configuration = ConformanceHarness.exampleConfiguration()
        configuration.timeouts.requestSeconds = 2
        edit(&configuration)
        return configuration
    }

    static func resultPoll(bound: Double, interval: Double = 0.1) -> KitConfiguration.ResultPoll {
        KitConfiguration.ResultPoll(
            call: KitConfiguration.AppCall(method: "GET", path: "/r/{id}", headers: ["X-App-User": "{user}"], body: nil),
            outcome: .body(JSONPointer("/status")!), inProgress: ["processing"], intervalSeconds: interval, boundSeconds: bound)
    }

    @Test("a result that never finishes ends polling at the bound, with evidence")
    func neverFinishes() throws {
        let backend = try TinyBackend { request in
            request.path.hasPrefix("/r/") ? .json(200, ["status": "processing"]) : .json(202, ["status": "processing"])
        }
        let configuration = Self.configuration { $0.result = Self.resultPoll(bound: 0.6) }
        let driver = AppDriver(configuration: configuration, backend: backend.endpoint, journal: Journal())
        let clock = ContinuousClock.now
        let ended = driver.reportEnded(Self.journey, id: "prc_1")
        let elapsed = ContinuousClock.now - clock
        #expect(elapsed < .seconds(20), "polling must stop at its bound")
        #expect(ended.secondsToLastAnswer >= 0.5 && ended.secondsToLastAnswer > ended.elapsedSeconds, "\(ended.secondsToLastAnswer)")
        let result = try #require(ended.result)
        #expect(!ended.succeeded && !ended.isErrorAnswer && ended.outcome == nil)
        #expect(result.exchangeIDs.count >= 2)
        #expect(ended.exchangeIDs.count == result.exchangeIDs.count + 1)
        #expect(result.unfinished?.hasPrefix("no result within 0.6 s (") == true, "\(result.unfinished ?? "-")")
        #expect(result.unfinished?.hasSuffix("polls of GET /r/{id}, last 'processing')") == true, "\(result.unfinished ?? "-")")
    }

    @Test(
        "without ended.outcomePointer, an outcome value at the result's pointer in the ended answer settles the outcome; any other value is polled past",
        arguments: [("approved", "approved", false), ("received", "rejected", true), ("processing", "rejected", true)])
    func endedAnswerCarriesOutcome(carried: String, outcome: String, polled: Bool) throws {
        let backend = try TinyBackend { request in
            request.path.hasPrefix("/r/") ? .json(200, ["status": "rejected"]) : .json(202, ["status": carried])
        }
        let configuration = Self.configuration { configuration in
            configuration.ended.outcome = nil
            configuration.result = Self.resultPoll(bound: 2, interval: 0.05)
        }
        let driver = AppDriver(configuration: configuration, backend: backend.endpoint, journal: Journal())
        let ended = driver.reportEnded(Self.journey, id: "prc_1", claim: "success")
        #expect(ended.succeeded && ended.outcome == outcome, "\(ended)")
        #expect((ended.result != nil) == polled, "\(ended)")
    }

    @Test("polling never waits past the run's deadline")
    func runDeadline() throws {
        let backend = try TinyBackend { _ in .json(200, ["status": "processing"]) }
        let configuration = Self.configuration { $0.result = Self.resultPoll(bound: 30) }
        let driver = AppDriver(
            configuration: configuration, backend: backend.endpoint, journal: Journal(),
            deadline: .now + .milliseconds(500))
        let clock = ContinuousClock.now
        let ended = driver.reportEnded(Self.journey, id: "prc_1")
        #expect(ContinuousClock.now - clock < .seconds(20), "the run deadline (0.5 s), not the 30 s bound")
        #expect(ended.result?.unfinished?.hasPrefix("polling stopped at the run deadline") == true, "\(ended.result?.unfinished ?? "-")")
    }

    @Test("an interval longer than the time left before the run deadline is named as the reason polling stopped")
    func intervalPastRunDeadline() throws {
        let backend = try TinyBackend { _ in .json(200, ["status": "processing"]) }
        let configuration = Self.configuration { $0.result = Self.resultPoll(bound: 900, interval: 600) }
        let driver = AppDriver(
            configuration: configuration, backend: backend.endpoint, journal: Journal(),
            deadline: .now + .seconds(2))
        let ended = driver.reportEnded(Self.journey, id: "prc_1")
        let unfinished = try #require(ended.result?.unfinished)
        #expect(unfinished.hasPrefix("polling stopped at the run deadline: intervalSeconds (600 s) is longer than the "), "\(unfinished)")
        #expect(unfinished.contains(" s left before it (1 poll of GET /r/{id}"), "\(unfinished)")
    }

    @Test("an interval below the floor is polled at the floor: a handful of polls, not thousands")
    func intervalFloor() throws {
        let backend = try TinyBackend { _ in .json(200, ["status": "processing"]) }
        let configuration = Self.configuration { $0.result = Self.resultPoll(bound: 0.5, interval: 0.000001) }
        let driver = AppDriver(configuration: configuration, backend: backend.endpoint, journal: Journal())
        let ended = driver.reportEnded(Self.journey, id: "prc_1")
        let polls = try #require(ended.result?.exchangeIDs.count)
        #expect(polls >= 2 && polls <= Int(0.5 / KitConfiguration.ResultPoll.minimumIntervalSeconds) + 2, "\(polls) polls")
    }

    @Test("polling stops at the first final value, and a result error is an error answer")
    func finishesAndErrors() throws {
        let polls = Mutex(0)
        let backend = try TinyBackend { request in
            guard request.path.hasPrefix("/r/") else { return .json(202, [:]) }
            let count = polls.withLock {
                $0 += 1
                return $0
            }
            if request.path == "/r/bad" { return .json(502, ["error": "upstream"]) }
            return .json(200, ["status": count < 3 ? "processing" : "approved"])
        }
        let configuration = Self.configuration { $0.result = Self.resultPoll(bound: 5, interval: 0.05) }
        let driver = AppDriver(configuration: configuration, backend: backend.endpoint, journal: Journal())
        let ended = driver.reportEnded(Self.journey, id: "prc_1")
        #expect(ended.outcome == "approved" && ended.succeeded)
        #expect(ended.result?.exchangeIDs.count == 3)
        let failed = driver.reportEnded(Self.journey, id: "bad")
        #expect(failed.isErrorAnswer && failed.outcome == nil && failed.result?.exchangeIDs.count == 1)
    }

    @Test("errorWhen makes a 2xx an error answer; a 2xx without the error value is not one")
    func errorsInBodies() throws {
        let backend = try TinyBackend { request in
            request.path.contains("fail") ? .json(200, ["ok": false, "error": "nope"]) : .json(200, [:])
        }
        let configuration = Self.configuration { configuration in
            configuration.ended.call.errorWhen = KitConfiguration.ErrorRule(pointer: JSONPointer("/ok")!, equals: [.bool(false)])
            configuration.start.call.errorWhen = configuration.ended.call.errorWhen
            configuration.start.call.path = "/fail"
        }
        let driver = AppDriver(configuration: configuration, backend: backend.endpoint, journal: Journal())
        let start = driver.start(Self.journey)
        #expect(start.status == 200 && start.isErrorAnswer && !start.succeeded)
        let ended = driver.reportEnded(Self.journey, id: "prc_1")
        #expect(ended.status == 200 && !ended.isErrorAnswer && ended.succeeded && ended.outcome == nil)
    }

    @Test("a cookie-session user logs in once with a form body and follows every rotation")
    func cookieSession() throws {
        let issued = Mutex(0)
        let backend = try TinyBackend { request in
            var response = HTTPResponse.json(200, ["id": "prc_1", "link": "http://x/", "outcome": "approved"])
            if request.path == "/login" {
                guard request.bodyText == "password=s3cret-pass&username=alice",
                    request.headers["Content-Type"] == "application/x-www-form-urlencoded"
                else { return .json(400, [:]) }
            } else {
                let expected = "sid=sess-\(issued.withLock { $0 })"
                guard request.headers["Cookie"] == expected else { return .json(401, ["cookie": request.headers["Cookie"] ?? "none"]) }
            }
            let next = issued.withLock {
                $0 += 1
                return $0
            }
            response.headers.add("Set-Cookie", "sid=sess-\(next); Path=/; HttpOnly; Secure")
            return response
        }
        let configuration = Self.configuration { configuration in
            configuration.users = KitConfiguration.Users(
                login: KitConfiguration.Login(
                    call: KitConfiguration.AppCall(
                        method: "POST", path: "/login", headers: [:],
                        body: .object(["username": .string("{user}"), "password": .string("s3cret-pass")]), bodyEncoding: .form),
                    tokenPointer: nil, sendToken: [:]), staticUsers: [], names: [])
        }
        let sessions = AppSessions()
        let driver = AppDriver(configuration: configuration, backend: backend.endpoint, journal: Journal(), sessions: sessions)
        #expect(driver.start(Self.journey).status == 200)
        #expect(driver.reportEnded(Self.journey, id: "prc_1").outcome == "approved")
        #expect(driver.start(Self.journey).status == 200)
        #expect(sessions.failure == nil)
        #expect(backend.requests.filter { $0.path == "/login" }.count == 1)
        #expect(Set(sessions.secrets) == ["sess-1", "sess-2", "sess-3", "sess-4"], "every cookie value is a secret")
    }

    @Test("a login answering 200 without the token is a kit error naming the user and the call")
    func loginWithoutToken() throws {
        let backend = try TinyBackend { _ in .json(200, ["token": "elsewhere"]) }
        let configuration = Self.configuration { configuration in
            configuration.users = KitConfiguration.Users(
                login: KitConfiguration.Login(
                    call: KitConfiguration.AppCall(method: "POST", path: "/api/login", headers: [:], body: nil),
                    tokenPointer: JSONPointer("/access_token")!, sendToken: ["Authorization": "Bearer {token}"]), staticUsers: [], names: []
            )
        }
        let sessions = AppSessions()
        let driver = AppDriver(configuration: configuration, backend: backend.endpoint, journal: Journal(), sessions: sessions)
        let start = driver.start(Self.journey)
        #expect(start.status == nil)
        #expect(
            sessions.failure
                == .login(
                    user: "alice", call: "POST /api/login",
                    answer: "answered 200 without a token at /access_token (users.login.tokenPointer), body: '{\"token\":\"elsewhere\"}'"))
        #expect(backend.requests.count == 1, "no app call is made after a failed login")
    }

    @Test("a bearer user sends the token its login gave on every later call")
    func bearer() throws {
        let backend = try TinyBackend { request in
            if request.path == "/api/login" { return .json(200, ["access_token": "tok-\(request.headers["X-Who"] ?? "")-9f8e"]) }
            return request.headers["Authorization"] == "Bearer tok-alice-9f8e"
                ? .json(201, ["id": "p", "link": "http://x/"]) : .json(401, [:])
        }
        let configuration = Self.configuration { configuration in
            configuration.users = KitConfiguration.Users(
                login: KitConfiguration.Login(
                    call: KitConfiguration.AppCall(method: "POST", path: "/api/login", headers: ["X-Who": "{user}"], body: nil),
                    tokenPointer: JSONPointer("/access_token")!, sendToken: ["Authorization": "Bearer {token}"]), staticUsers: [], names: []
            )
        }
        let sessions = AppSessions()
        let driver = AppDriver(configuration: configuration, backend: backend.endpoint, journal: Journal(), sessions: sessions)
        #expect(driver.start(Self.journey).status == 201)
        #expect(driver.start(Self.journey).status == 201)
        #expect(sessions.secrets == ["tok-alice-9f8e"])
    }

    @Test("a caller with no credentials sends no login, no token, no cookie and no header naming {user}; the other headers stay")
    func withoutCredentials() throws {
        let backend = try TinyBackend { request in
            if request.path == "/api/login" {
                var answer = HTTPResponse.json(200, ["access_token": "tok-alice-9f8e"])
                answer.headers.add("Set-Cookie", "sid=alice-cookie; Path=/")
                return answer
            }
            return request.headers["Authorization"] == nil ? .json(401, [:]) : .json(200, ["outcome": "approved"])
        }
        let configuration = Self.configuration { configuration in
            configuration.users = Self.bearerLogin()
            configuration.ended.call.headers = ["X-App-User": "{user}", "X-Client": "ios-{documentType}"]
        }
        let driver = AppDriver(configuration: configuration, backend: backend.endpoint, journal: Journal(), sessions: AppSessions())
        #expect(driver.reportEnded(Self.journey, id: "prc_1", poll: false).status == 200, "alice logs in and is answered")
        var anonymous = Self.journey
        anonymous.withoutCredentials = true
        #expect(driver.noAnonymousCall(configuration.ended.call) == nil)
        #expect(driver.reportEnded(anonymous, id: "prc_1", poll: false).status == 401)
        let last = try #require(backend.requests.last)
        #expect(
            last.headers["Authorization"] == nil && last.headers["Cookie"] == nil && last.headers["X-App-User"] == nil, "\(last.headers)")
        #expect(last.headers["X-Client"] != nil, "a header that names no user is the app's, not a credential")
        #expect(backend.requests.filter { $0.path == "/api/login" }.count == 1, "the caller with no credentials never logs in")
        var named = configuration.ended.call
        named.path = "/users/{user}/captures/{id}/ended"
        #expect(driver.noAnonymousCall(named)?.contains("names the user in its path or body") == true)
    }

    static func bearerLogin() -> KitConfiguration.Users {
        KitConfiguration.Users(
            login: KitConfiguration.Login(
                call: KitConfiguration.AppCall(method: "POST", path: "/api/login", headers: [:], body: nil),
                tokenPointer: JSONPointer("/access_token")!, sendToken: ["Authorization": "Bearer {token}"]), staticUsers: [], names: [])
    }

    @Test("a login token over the bound is a back-end failure naming the user and the call, and is not kept as a secret")
    func tokenOverBound() throws {
        let size = AppSessions.maxTokenBytes + 1
        let backend = try TinyBackend { _ in .json(200, ["access_token": String(repeating: "t", count: size)]) }
        let configuration = Self.configuration { $0.users = Self.bearerLogin() }
        let sessions = AppSessions()
        let driver = AppDriver(configuration: configuration, backend: backend.endpoint, journal: Journal(), sessions: sessions)
        _ = driver.start(Self.journey)
        #expect(
            sessions.failure?.description.contains(
                "POST /api/login answered a token of \(size) bytes at /access_token, more than the 8192 bytes the kit takes") == true,
            "\(String(describing: sessions.failure))")
        #expect(sessions.secrets.isEmpty)
        #expect(sessions.failure?.description.contains("ttttttttt") == false, "the refused token is never quoted")
    }

    @Test("a cookie over 4096 bytes is a back-end failure naming the user and the call")
    func cookieOverBound() throws {
        let backend = try TinyBackend { _ in
            var response = HTTPResponse.json(200, [:])
            response.headers.add("Set-Cookie", "big=\(String(repeating: "c", count: 5000)); Path=/")
            return response
        }
        let configuration = Self.configuration { $0.users = Self.bearerLogin() }
        let sessions = AppSessions()
        let driver = AppDriver(configuration: configuration, backend: backend.endpoint, journal: Journal(), sessions: sessions)
        _ = driver.start(Self.journey)
        #expect(
            sessions.failure?.description
                == "the back-end's answer to POST /api/login for app user 'alice' set a cookie 'big' of 5004 bytes, more than the 4096 bytes the kit takes (RFC 6265 section 6.1)",
            "\(String(describing: sessions.failure))")
        #expect(sessions.secrets.isEmpty)
    }

    @Test("a login answer with more header fields than the client reads says so, not only 'got no answer'")
    func loginWithTooManyFields() throws {
        let backend = try TinyBackend { _ in
            var response = HTTPResponse.json(200, ["access_token": "tok-1234"])
            for index in 0..<300 { response.headers.add("Set-Cookie", "c\(index)=v") }
            return response
        }
        let configuration = Self.configuration { $0.users = Self.bearerLogin() }
        let sessions = AppSessions()
        let driver = AppDriver(configuration: configuration, backend: backend.endpoint, journal: Journal(), sessions: sessions)
        _ = driver.start(Self.journey)
        let failure = try #require(sessions.failure?.description)
        #expect(failure.contains("POST /api/login got no answer (") && failure.contains("more than 200 header fields"), "\(failure)")
    }
}

/// A refused login is the back-end's answer: status, user, call and a redacted, bounded excerpt of the body.
@Suite("A refused login, as the back-end answered it")
struct LoginFailureTests {
    @Test("401 with a body echoing the password: the error quotes the status and a redacted, bounded excerpt")
    func refusedLogin() throws {
        let password = "correct-horse-battery-staple"
        let echo = "{\"error\": \"bad credentials\", \"password\": \"\(password)\", \"hint\": \"\(String(repeating: "x", count: 400))\"}"
        let backend = try AppSessionDriverTests.TinyBackend { _ in HTTPResponse(status: 401, reason: "Unauthorized", body: Array(echo.utf8))
        }
        let configuration = AppSessionDriverTests.configuration { configuration in
            configuration.secrets.append(password)
            configuration.users = KitConfiguration.Users(
                login: KitConfiguration.Login(
                    call: KitConfiguration.AppCall(method: "POST", path: "/api/login", headers: [:], body: nil),
                    tokenPointer: JSONPointer("/access_token")!, sendToken: ["Authorization": "Bearer {token}"]), staticUsers: [], names: []
            )
        }
        let sessions = AppSessions()
        let driver = AppDriver(configuration: configuration, backend: backend.endpoint, journal: Journal(), sessions: sessions)
        _ = driver.start(AppSessionDriverTests.journey)
        let failure = try #require(sessions.failure)
        guard case let .login(user, call, answer) = failure else {
            Issue.record("\(failure)")
            return
        }
        #expect(user == "alice" && call == "POST /api/login")
        #expect(answer.hasPrefix("answered 401, body: '{\"error\": \"bad credentials\""), "\(answer)")
        #expect(answer.contains("<redacted:secret"), "\(answer)")
        #expect(!answer.contains(password))
        #expect(answer.count < LoginFailure.excerptLimit + 80, "\(answer.count)")
        let line = failure.description
        #expect(!line.contains("config error") && !line.contains("\n"), "\(line)")
        #expect(line.hasPrefix("login failed for app user 'alice': POST /api/login answered 401"), "\(line)")
    }
}
