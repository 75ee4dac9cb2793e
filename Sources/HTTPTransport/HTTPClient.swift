import ConformanceBasics
import HTTP1Codec
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One request and its answer as the client saw them, with timings.
public struct HTTPClientExchange: Sendable {
    /// The request exactly as sent (with the Host and framing headers the client added).
    public var request: HTTPRequest
    public var response: HTTPResponse
    public var startedAt: Date
    var duration: Duration
    /// Interim (1xx) responses received before `response`, in order.
    var interimResponses: [HTTPResponse] = []
    /// Whether the request went over a pooled keep-alive connection.
    var reusedConnection = false
}

/// Client settings: the connect deadline (the per-request timeout bounds it too), connection reuse,
/// and the bounds on what one answer may cost.
public struct HTTPClientConfiguration: Sendable {
    var connectTimeout: Duration = .seconds(5)
    public var keepAlive = true
    /// The largest answer body accepted; a larger one (declared or received) ends the exchange
    /// with `answerTooLarge`.
    public var maxAnswerBytes = HTTPClientConfiguration.defaultMaxAnswerBytes
    /// The most interim (1xx) answers accepted before the final one.
    var maxInterimResponses = 16
    /// Shared by every client of the process: answers being read hold at most this much in all.
    var memoryBudget = AnswerMemoryBudget.shared

    static let defaultMaxAnswerBytes = 4 * 1024 * 1024

    public init() {}

    public init(maxAnswerBytes: Int) {
        self.maxAnswerBytes = maxAnswerBytes
    }
}

/// A small HTTP/1.1 client on the same codec as the server. It never follows redirects, keeps idle
/// connections per endpoint for reuse, and retries once on a fresh connection only when a reused one
/// failed before any response byte arrived. One deadline bounds each whole exchange (connect, send,
/// interim answers, body), checked before every read even while bytes keep arriving; the body is
/// capped (`maxAnswerBytes`), the count of interim answers too, and every answer being read draws
/// on one process-wide memory budget.
public final class HTTPClient: Sendable {
    public let configuration: HTTPClientConfiguration

    private let pool = Mutex<[String: [Socket]]>([:])
    /// Idle connections kept per endpoint.
    static let maxIdlePerEndpoint = 32
    /// How long to wait for `100 Continue` before sending the body anyway.
    static let continueWait: Duration = .seconds(1)

    public init(configuration: HTTPClientConfiguration = HTTPClientConfiguration()) {
        self.configuration = configuration
        LargeBufferRelease.once
    }

    deinit { close() }

    /// Sends `request` (its target is appended to the endpoint's base path) and waits for the whole
    /// answer, at most `timeout` in all, in the kit's own time (`Deadline.after(_:kitTime:)`: the
    /// wait is stretched by however long the kit itself was delayed meanwhile, at most doubled).
    /// Adds `Host` and `Content-Length` when missing.
    public func send(_ request: HTTPRequest, to endpoint: HTTPEndpoint, timeout: Duration) throws(HTTPClientError) -> HTTPClientExchange {
        let startedAt = Date()
        let clockStart = ContinuousClock.now
        let deadline = Deadline.after(timeout, kitTime: true)
        let wire = prepare(request, for: endpoint)
        let key = "\(endpoint.host)|\(endpoint.port)"
        var mayRetry = true

        while true {
            let (socket, reused) = try checkout(key: key, endpoint: endpoint, deadline: deadline, fresh: !mayRetry)
            do {
                let outcome = try exchange(wire, on: socket, deadline: deadline, endpoint: endpoint)
                if outcome.reusable && configuration.keepAlive {
                    checkin(socket, key: key)
                } else {
                    socket.close()
                }
                var result = HTTPClientExchange(
                    request: wire, response: outcome.response, startedAt: startedAt, duration: ContinuousClock.now - clockStart)
                result.interimResponses = outcome.interim
                result.reusedConnection = reused
                return result
            } catch {
                socket.close()
                if reused && mayRetry && !error.responseStarted && !error.timedOut {
                    mayRetry = false
                    continue
                }
                throw error.error
            }
        }
    }

    /// Closes pooled keep-alive connections.
    public func close() {
        let idle = pool.withLock { pool -> [Socket] in
            let all = pool.values.flatMap { $0 }
            pool.removeAll()
            return all
        }
        for socket in idle { socket.close() }
    }

    /// The request as it will be written: target under the base path, `Host`, and `Content-Length` for
    /// non-empty bodies and POST, PUT and PATCH; `Connection: close` when keep-alive is off.
    func prepare(_ request: HTTPRequest, for endpoint: HTTPEndpoint) -> HTTPRequest {
        var wire = request
        if wire.target.isEmpty {
            wire.target = endpoint.basePath.isEmpty ? "/" : endpoint.basePath
        } else if wire.target.hasPrefix("/") {
            wire.target = endpoint.basePath + wire.target
        }
        if !wire.headers.contains("Host") {
            var fields = wire.headers.fields
            fields.insert(HTTPField(name: "Host", value: endpoint.hostHeader), at: 0)
            wire.headers = HTTPHeaders(fields)
        }
        let method = wire.method.uppercased()
        if !wire.headers.contains("Content-Length") && !wire.headers.contains("Transfer-Encoding")
            && (!wire.body.isEmpty || ["POST", "PUT", "PATCH"].contains(method))
        {
            wire.headers.add("Content-Length", String(wire.body.count))
        }
        if !configuration.keepAlive && !wire.headers.contains("Connection") {
            wire.headers.add("Connection", "close")
        }
        return wire
    }

    // MARK: - Connections

    /// A pooled idle connection, or a new one (always new when `fresh`: a retry never takes another
    /// pooled connection, which may be just as stale as the one that failed).
    private func checkout(
        key: String, endpoint: HTTPEndpoint, deadline: Deadline, fresh: Bool
    ) throws(HTTPClientError) -> (Socket, reused: Bool) {
        if configuration.keepAlive && !fresh {
            while let socket = pool.withLock({ $0[key]?.popLast() }) {
                // An idle connection that is readable was closed by the server (or sent junk): drop it.
                if socket.isReadableWhileIdle {
                    socket.close()
                    continue
                }
                return (socket, true)
            }
        }
        let connectDeadline = min(deadline, Deadline.after(configuration.connectTimeout, kitTime: true))
        do {
            return (try Socket.connect(host: endpoint.host, port: endpoint.port, until: connectDeadline), false)
        } catch .timedOut {
            if deadline.hasPassed { throw .timedOut("connecting to \(endpoint.hostForURL):\(endpoint.port)") }
            throw .connectFailed("\(endpoint.hostForURL):\(endpoint.port): no answer within \(configuration.connectTimeout)")
        } catch {
            throw .connectFailed("\(endpoint.hostForURL):\(endpoint.port): \(Self.describe(error))")
        }
    }

    private func checkin(_ socket: Socket, key: String) {
        let kept = pool.withLock { pool -> Bool in
            var list = pool[key, default: []]
            guard list.count < Self.maxIdlePerEndpoint else { return false }
            list.append(socket)
            pool[key] = list
            return true
        }
        if !kept { socket.close() }
    }

    // MARK: - One exchange

    private struct Failure: Error {
        var error: HTTPClientError
        /// Whether any response byte had arrived (then the request must not be retried).
        var responseStarted: Bool
        var timedOut: Bool { if case .timedOut = error { true } else { false } }
    }

    private struct Outcome {
        var response: HTTPResponse
        var interim: [HTTPResponse]
        var reusable: Bool
    }

    private func exchange(_ request: HTTPRequest, on socket: Socket, deadline: Deadline, endpoint: HTTPEndpoint) throws(Failure) -> Outcome
    {
        let target = "\(request.method) \(endpoint.hostForURL):\(endpoint.port)\(request.target)"
        let bytes: [UInt8]
        do {
            bytes = try HTTPEncoder.encode(request)
        } catch {
            throw Failure(error: .invalidRequest("\(error), for \(target)"), responseStarted: true)
        }
        let expectsContinue =
            !request.body.isEmpty && request.version == .http1_1
            && request.headers.tokens(for: "Expect").contains("100-continue")
        let headLength = bytes.count - request.body.count
        var bodySent = !expectsContinue
        var responseStarted = false

        func fail(_ error: SocketError, _ doing: String) -> Failure {
            switch error {
            case .timedOut: Failure(error: .timedOut("\(doing) \(target)"), responseStarted: responseStarted)
            case .closed, .interrupted: Failure(error: .connectionClosed("\(doing) \(target)"), responseStarted: responseStarted)
            case let .failed(reason): Failure(error: .connectionClosed("\(doing) \(target): \(reason)"), responseStarted: responseStarted)
            }
        }

        do {
            try socket.sendAll(expectsContinue ? Array(bytes[..<headLength]) : bytes, until: deadline)
        } catch {
            throw fail(error, "sending")
        }

        /// Sends the held-back body (after `100 Continue`, or when none came in time).
        func sendBody() throws(Failure) {
            do {
                try socket.sendAll(Array(request.body), until: deadline)
            } catch {
                throw fail(error, "sending the body of")
            }
            bodySent = true
        }

        var limits = HTTPResponseDecoder.Limits()
        limits.bodyBytes = configuration.maxAnswerBytes
        var decoder = HTTPResponseDecoder(requestMethod: request.method, limits: limits)
        var interim: [HTTPResponse] = []
        let reservation = configuration.memoryBudget.reservation()
        defer { reservation.release() }
        let continueDeadline = min(deadline, Deadline.after(Self.continueWait, kitTime: true))
        while true {
            let decoded: HTTPResponse?
            do {
                decoded = try decoder.next()
            } catch  where error.status == 413 {
                throw Failure(
                    error: .answerTooLarge("answer larger than \(configuration.maxAnswerBytes) bytes: \(target) (\(error.message))"),
                    responseStarted: true)
            } catch {
                throw Failure(error: .malformedResponse("\(target): \(error.message)"), responseStarted: true)
            }
            if let response = decoded {
                if response.status < 200 && response.status != 101 {
                    guard interim.count < configuration.maxInterimResponses else {
                        throw Failure(
                            error: .malformedResponse("\(target): more than \(configuration.maxInterimResponses) interim (1xx) answers"),
                            responseStarted: true)
                    }
                    interim.append(response)
                    if response.status == 100 && !bodySent { try sendBody() }
                    continue
                }
                let reusable = bodySent && decoder.buffer.isEmpty && Self.keepsAlive(request: request, response: response)
                return Outcome(response: response, interim: interim, reusable: reusable)
            }

            let waitUntil = bodySent ? deadline : continueDeadline
            let received: Int
            do {
                received = try decoder.buffer.withAppendableArray { (buffer: inout [UInt8]) throws(SocketError) -> Int in
                    try socket.receive(appendingTo: &buffer, maxBytes: 64 * 1024, until: waitUntil)
                }
            } catch .timedOut where !bodySent && !deadline.hasPassed {
                // No 100 Continue in time: send the body anyway, as curl does.
                try sendBody()
                continue
            } catch {
                throw fail(error, "waiting for the answer to")
            }
            if received == 0 {
                if let response = decoder.finishAtEndOfStream() {
                    return Outcome(response: response, interim: interim, reusable: false)
                }
                throw Failure(
                    error: .connectionClosed(responseStarted ? "answer to \(target) cut short" : "no answer to \(target)"),
                    responseStarted: responseStarted)
            }
            responseStarted = true
            guard reservation.take(received) else {
                throw Failure(
                    error: .answerTooLarge(
                        "answer larger than the kit's memory budget allows: \(target) (answers being read hold more than \(configuration.memoryBudget.limit) bytes in all)"
                    ),
                    responseStarted: true)
            }
        }
    }

    /// Whether the connection can carry another request after this exchange.
    static func keepsAlive(request: HTTPRequest, response: HTTPResponse) -> Bool {
        if request.headers.tokens(for: "Connection").contains("close") { return false }
        let tokens = response.headers.tokens(for: "Connection")
        if tokens.contains("close") { return false }
        if response.version == .http1_0 && !tokens.contains("keep-alive") { return false }
        if response.status == 101 { return false }
        return true
    }

    private static func describe(_ error: SocketError) -> String {
        switch error {
        case .timedOut: "timed out"
        case .closed: "connection reset"
        case .interrupted: "interrupted"
        case let .failed(reason): reason
        }
    }
}

/// Bytes held by answers being read, across every client of the process, so that many users
/// streaming endless answers at once cost a bounded amount of memory. A reading may always hold
/// what it needs while it is the only one holding anything; otherwise the total stays under `limit`.
final class AnswerMemoryBudget: Sendable {
    public static let shared = AnswerMemoryBudget(limit: 64 * 1024 * 1024)

    public let limit: Int
    private let held = Atomic<Int>(0)

    init(limit: Int) { self.limit = limit }

    /// Bytes currently held by readings.
    public var inUse: Int { held.load(ordering: .relaxed) }

    func reservation() -> Reservation { Reservation(budget: self) }

    /// One reading's share; released when the exchange ends.
    final class Reservation {
        package let budget: AnswerMemoryBudget
        package private(set) var bytes = 0

        package init(budget: AnswerMemoryBudget) { self.budget = budget }

        /// Takes `count` more bytes; false (taking nothing) when others hold memory too and the total
        /// would pass the limit.
        package func take(_ count: Int) -> Bool {
            let total = budget.held.add(count, ordering: .relaxed).newValue
            if total > budget.limit && total - bytes - count > 0 {
                budget.held.subtract(count, ordering: .relaxed)
                return false
            }
            bytes += count
            return true
        }

        package func release() {
            budget.held.subtract(bytes, ordering: .relaxed)
            bytes = 0
        }
    }
}
