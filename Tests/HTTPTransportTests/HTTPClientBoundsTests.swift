import Foundation
import KitTestSupport
import Synchronization
import Testing

@testable import HTTP1Codec
@testable import HTTPTransport

/// The client against peers that misbehave: every exchange ends by its deadline or its size cap,
/// whatever the peer sends, and an answer over the cap says so.
@Suite("HTTP client bounds against hostile peers", .serialized)
struct HTTPClientBoundsTests {
    static let megabyte = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)

    func client(
        maxAnswerBytes: Int = 1 << 20, budget: AnswerMemoryBudget = AnswerMemoryBudget(limit: 64 << 20),
        interim: Int = 16
    ) -> HTTPClient {
        var configuration = HTTPClientConfiguration(maxAnswerBytes: maxAnswerBytes)
        configuration.memoryBudget = budget
        configuration.maxInterimResponses = interim
        return HTTPClient(configuration: configuration)
    }

    /// Sends a GET and returns the error, the seconds taken and the budget's use afterwards.
    func failure(_ client: HTTPClient, _ peer: HostilePeer, timeout: Duration = .seconds(10)) -> (HTTPClientError?, Double) {
        let started = ContinuousClock.now
        var caught: HTTPClientError?
        do {
            _ = try client.send(HTTPRequest(method: "GET", target: "/"), to: peer.endpoint, timeout: timeout)
        } catch {
            caught = error
        }
        let elapsed = ContinuousClock.now - started
        return (caught, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    @Test("a declared Content-Length over the cap fails at the head, before any of the body is read")
    func declaredTooLarge() throws {
        let peer = try HostilePeer { socket, _ in
            _ = HostilePeer.readHead(socket)
            try? socket.sendAll(Array("HTTP/1.1 200 OK\r\nContent-Length: 1073741824\r\n\r\n".utf8), until: .after(.seconds(2)))
            HostilePeer.writeForever(socket, Self.megabyte, seconds: 10)
        }
        defer { peer.stop() }
        let (error, seconds) = failure(client(), peer)
        guard case let .answerTooLarge(text)? = error else {
            Issue.record("expected answerTooLarge, got \(String(describing: error))")
            return
        }
        #expect(text.hasPrefix("answer larger than 1048576 bytes"), "\(text)")
        #expect(text.contains("Content-Length 1073741824"), "\(text)")
        #expect(seconds < 5, "took \(seconds) s")
    }

    @Test("an endless body, chunked or until close, fails at the cap", arguments: ["chunked", "close"])
    func endlessBody(_ framing: String) throws {
        let peer = try HostilePeer { socket, _ in
            _ = HostilePeer.readHead(socket)
            let head =
                framing == "chunked"
                ? "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" : "HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n"
            try? socket.sendAll(Array(head.utf8), until: .after(.seconds(2)))
            let chunk = framing == "chunked" ? Array("100000\r\n".utf8) + Self.megabyte + Array("\r\n".utf8) : Self.megabyte
            HostilePeer.writeForever(socket, chunk, seconds: 20)
        }
        defer { peer.stop() }
        let budget = AnswerMemoryBudget(limit: 64 << 20)
        let (error, seconds) = failure(client(maxAnswerBytes: 2 << 20, budget: budget), peer)
        guard case let .answerTooLarge(text)? = error else {
            Issue.record("expected answerTooLarge, got \(String(describing: error))")
            return
        }
        #expect(text.hasPrefix("answer larger than 2097152 bytes"), "\(text)")
        #expect(seconds < 8, "took \(seconds) s")
        #expect(budget.inUse == 0, "the exchange gave its memory back")
    }

    @Test("an endless stream of 102 Processing ends after the interim bound")
    func endlessInterimCount() throws {
        let peer = try HostilePeer { socket, _ in
            _ = HostilePeer.readHead(socket)
            HostilePeer.writeForever(socket, Array(String(repeating: "HTTP/1.1 102 Processing\r\n\r\n", count: 100).utf8), seconds: 20)
        }
        defer { peer.stop() }
        let (error, seconds) = failure(client(), peer)
        guard case let .malformedResponse(text)? = error else {
            Issue.record("expected malformedResponse, got \(String(describing: error))")
            return
        }
        #expect(text.contains("more than 16 interim (1xx) answers"), "\(text)")
        #expect(seconds < 5, "took \(seconds) s")
    }

    @Test("bytes that never stop flowing do not hold the exchange past its deadline")
    func deadlineWhileDataFlows() throws {
        // Interim answers without a bound on their count, and a trickled body: data never pauses.
        let peer = try HostilePeer { socket, index in
            _ = HostilePeer.readHead(socket)
            if index == 0 {
                HostilePeer.writeForever(socket, Array("HTTP/1.1 102 Processing\r\n\r\n".utf8), seconds: 20)
            } else {
                try? socket.sendAll(Array("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n".utf8), until: .after(.seconds(2)))
                let deadline = Deadline.after(.seconds(20))
                while !deadline.hasPassed {
                    do { try socket.sendAll(Array("1\r\nx\r\n".utf8), until: deadline) } catch { return }
                    usleep(1000)
                }
            }
        }
        defer { peer.stop() }
        let unbounded = client(maxAnswerBytes: 1 << 30, interim: Int.max)
        for _ in 0..<2 {
            let (error, seconds) = failure(unbounded, peer, timeout: .seconds(1))
            guard case .timedOut? = error else {
                Issue.record("expected timedOut, got \(String(describing: error))")
                continue
            }
            #expect(seconds < 4, "a 1 s exchange took \(seconds) s")
        }
    }

    @Test("the budget: one reading alone may hold what it needs; beside others the total stays under the limit")
    func budgetArithmetic() {
        let budget = AnswerMemoryBudget(limit: 8 << 20)
        let alone = budget.reservation()
        #expect(alone.take(10 << 20), "the only reading may pass the limit")
        alone.release()
        let first = budget.reservation(), second = budget.reservation()
        #expect(first.take(4 << 20))
        #expect(second.take(4 << 20))
        #expect(!second.take(1), "beside another reading, the total stays under the limit")
        #expect(!first.take(1))
        #expect(budget.inUse == 8 << 20, "a refused take holds nothing")
        first.release()
        #expect(second.take(1 << 20), "alone again")
        second.release()
        #expect(budget.inUse == 0)
    }

    @Test("many readings at once stay within the shared memory budget")
    func sharedBudget() throws {
        // The peer writes until the client goes: it never falls silent before the client's own
        // deadline, so every reading ends at a cap, never on a timeout, however loaded the machine.
        let peer = try HostilePeer { socket, _ in
            _ = HostilePeer.readHead(socket)
            try? socket.sendAll(Array("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n".utf8), until: .after(.seconds(30)))
            HostilePeer.writeForever(socket, Self.megabyte, seconds: 120)
        }
        defer { peer.stop() }
        let budget = AnswerMemoryBudget(limit: 8 << 20)
        let shared = client(maxAnswerBytes: 6 << 20, budget: budget)
        // Another reading holds 4 MB throughout, so each reading below meets the budget after at most
        // 4 MB, before its own 6 MB cap, whether or not the readings overlap in time.
        let other = budget.reservation()
        #expect(other.take(4 << 20))
        let errors = Mutex<[HTTPClientError?]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let (error, _) = failure(shared, peer, timeout: .seconds(60))
            errors.withLock { $0.append(error) }
        }
        other.release()
        let all = errors.withLock { $0 }
        #expect(all.count == 4)
        for error in all {
            guard case let .answerTooLarge(text)? = error else {
                Issue.record("expected answerTooLarge, got \(String(describing: error))")
                continue
            }
            #expect(text.contains("memory budget"), "\(text)")
        }
        #expect(budget.inUse == 0)
    }

    @Test("a retry after a stale pooled connection uses a fresh connection, not the next pooled one")
    func retryOnFreshConnection() throws {
        // Each connection answers its first request, then drops the next one unanswered.
        let peer = try HostilePeer { socket, _ in
            _ = HostilePeer.readHead(socket)
            usleep(200_000)
            try? socket.sendAll(Array("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok".utf8), until: .after(.seconds(2)))
            _ = HostilePeer.readHead(socket)
            socket.close()
        }
        defer { peer.stop() }
        let shared = client()
        defer { shared.close() }
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            _ = try? shared.send(HTTPRequest(method: "GET", target: "/"), to: peer.endpoint, timeout: .seconds(5))
        }
        #expect(peer.accepted == 2, "two connections are pooled")
        let exchange = try shared.send(HTTPRequest(method: "GET", target: "/"), to: peer.endpoint, timeout: .seconds(5))
        #expect(exchange.response.bodyText == "ok")
        #expect(!exchange.reusedConnection, "the retry went over a new connection")
        #expect(peer.accepted == 3)
    }
}
