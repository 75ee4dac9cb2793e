import Foundation
import KitTestSupport
import Testing

@testable import HTTP1Codec
@testable import HTTPTransport

/// The server against hostile peers: RFC 9112's Host and HTTP/1.0 rules, strict chunk extensions,
/// deadlines for a whole head and a whole body, and the connection cap.
@Suite("HTTP server hardening", .serialized)
struct HTTPServerHardeningTests {
    // MARK: RFC 9112

    @Test("HTTP/1.1 without Host, or any request with two Host fields or a bad Host value, is 400 (RFC 9112 §3.2)")
    func hostRules() throws {
        #expect(decodeRequests("GET / HTTP/1.1\r\n\r\n").error?.status == 400)
        #expect(decodeRequests("GET / HTTP/1.1\r\nHost: a\r\nHost: a\r\n\r\n").error?.status == 400)
        #expect(decodeRequests("GET / HTTP/1.0\r\nHost: a\r\nhost: b\r\n\r\n").error?.status == 400)
        #expect(decodeRequests("GET / HTTP/1.1\r\nHost: a b\r\n\r\n").error?.status == 400)
        #expect(decodeRequests("GET / HTTP/1.1\r\nHost: a/b\r\n\r\n").error?.status == 400)
        #expect(decodeRequests("GET / HTTP/1.1\r\nHost: user@a\r\n\r\n").error?.status == 400)
        for good in ["example.com", "127.0.0.1:8080", "[::1]:80", ""] {
            #expect(decodeRequests("GET / HTTP/1.1\r\nHost: \(good)\r\n\r\n").error == nil, "Host: \(good)")
        }
        #expect(decodeRequests("GET / HTTP/1.0\r\n\r\n").error == nil)

        let (server, endpoint) = try startServer()
        defer { server.stop() }
        for request in ["GET / HTTP/1.1\r\n\r\n", "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n"] {
            let raw = try RawConnection(port: endpoint.port)
            defer { raw.close() }
            try raw.send(request)
            let (text, closed) = raw.readUntilClose(timeout: .seconds(5))
            #expect(text.hasPrefix("HTTP/1.1 400 "))
            #expect(closed)
        }
    }

    @Test("NUL, DEL, bare CR or other controls in a chunk extension are 400; ordinary extensions are skipped")
    func chunkExtensions() throws {
        let head = "POST /u HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
        for bad in [
            "3;a\u{0}b\r\nabc\r\n0\r\n\r\n", "3;a\u{7F}\r\nabc\r\n0\r\n\r\n", "3;a\rb\r\nabc\r\n0\r\n\r\n",
            "3;a\r\r\nabc\r\n0\r\n\r\n", "3;\u{1}\r\nabc\r\n0\r\n\r\n", "3\r\nabc\r\n0;x\u{0}\r\n\r\n",
        ] {
            #expect(decodeRequests(head + bad).error?.status == 400, "\(bad.debugDescription)")
        }
        let good = decodeRequests(head + "3;name=value;q=\"a b\"\r\nabc\r\n0;last\r\n\r\n")
        #expect(good.error == nil)
        #expect(good.requests.first?.bodyText == "abc")

        let (server, endpoint) = try startServer()
        defer { server.stop() }
        let raw = try RawConnection(port: endpoint.port)
        defer { raw.close() }
        try raw.send(head + "3;a\u{0}\r\nabc\r\n0\r\n\r\n")
        let (text, closed) = raw.readUntilClose(timeout: .seconds(5))
        #expect(text.hasPrefix("HTTP/1.1 400 "))
        #expect(closed)
    }

    @Test("HTTP/1.0 with Transfer-Encoding: chunked is answered, then the connection closes (RFC 9112 §6.1)")
    func http10ChunkedCloses() throws {
        let (server, endpoint) = try startServer()
        defer { server.stop() }
        let raw = try RawConnection(port: endpoint.port)
        defer { raw.close() }
        try raw.send(
            "POST /c HTTP/1.0\r\nHost: x\r\nConnection: keep-alive\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n"
                + "GET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n")
        let (text, closed) = raw.readUntilClose(timeout: .seconds(5))
        #expect(text.hasPrefix("HTTP/1.0 200 ") || text.hasPrefix("HTTP/1.1 200 "))
        #expect(text.contains("echo POST /c abc"))
        #expect(text.contains("Connection: close"))
        #expect(!text.contains("smuggled"))
        #expect(closed)
        // Without Transfer-Encoding, HTTP/1.0 keep-alive still holds.
        #expect(
            HTTPConnection.keepsAlive(
                request: HTTPRequest(method: "GET", target: "/", version: .http1_0, headers: ["Connection": "keep-alive"]),
                response: HTTPResponse(status: 200)))
    }

    // MARK: Deadlines

    @Test("a body trickling one byte at a time is cut off at the body deadline, not restarted by each byte")
    func slowBodyIsCutOff() throws {
        var configuration = serverConfiguration(headerRead: .seconds(30))
        configuration.timeouts.bodyRead = .milliseconds(1500)
        let (server, endpoint) = try startServer(configuration)
        defer { server.stop() }
        let raw = try RawConnection(port: endpoint.port)
        defer { raw.close() }
        try raw.send("POST /slow HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n")
        let started = ContinuousClock.now
        var closedAfter: Duration?
        // One byte every 300 ms (well inside any per-byte limit): 100 bytes would take 30 s.
        for _ in 0..<40 {
            do { try raw.send("a") } catch {
                closedAfter = ContinuousClock.now - started
                break
            }
            let (text, closed) = raw.readUntilClose(timeout: .milliseconds(300))
            if closed || !text.isEmpty {
                #expect(text.hasPrefix("HTTP/1.1 408 "), "got \(text.prefix(40))")
                closedAfter = ContinuousClock.now - started
                break
            }
        }
        let after = try #require(closedAfter, "the connection outlived 12 s of trickling")
        #expect(after >= .milliseconds(1400))
        #expect(after < .seconds(8), "cut off after \(after)")
    }

    @Test("a head trickling one byte at a time is cut off at the head deadline")
    func slowHeadIsCutOff() throws {
        let (server, endpoint) = try startServer(serverConfiguration(headerRead: .milliseconds(1500)))
        defer { server.stop() }
        let raw = try RawConnection(port: endpoint.port)
        defer { raw.close() }
        let started = ContinuousClock.now
        var closedAfter: Duration?
        for byte in "GET / HTTP/1.1\r\nHost: x\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" {
            do { try raw.send(String(byte)) } catch {
                closedAfter = ContinuousClock.now - started
                break
            }
            let (text, closed) = raw.readUntilClose(timeout: .milliseconds(200))
            if closed || !text.isEmpty {
                #expect(text.hasPrefix("HTTP/1.1 408 "))
                closedAfter = ContinuousClock.now - started
                break
            }
        }
        let after = try #require(closedAfter, "the connection outlived the whole trickled head")
        #expect(after < .seconds(8), "cut off after \(after)")
    }

    // MARK: Connection cap

    @Test("past the cap with every connection busy, a new connection gets 503 and is closed; counted")
    func capRefuses() throws {
        var configuration = HTTPServerConfiguration()
        configuration.maxConnections = 4
        let (server, endpoint) = try startServer(configuration)
        defer { server.stop() }
        // Four connections each in the middle of a head: busy, not idle.
        var busy: [RawConnection] = []
        defer { busy.forEach { $0.close() } }
        for _ in 0..<4 {
            let raw = try RawConnection(port: endpoint.port)
            try raw.send("GET /busy HTTP/1.1\r\nHost: x\r\n")
            busy.append(raw)
        }
        try waitUntil { server.openConnectionCount == 4 }
        try waitUntil { busy.count == 4 && server.openConnectionCount == 4 }
        Thread.sleep(forTimeInterval: 0.2)  // every thread has read its bytes
        let extra = try RawConnection(port: endpoint.port)
        defer { extra.close() }
        let (text, closed) = extra.readUntilClose(timeout: .seconds(5))
        #expect(text.hasPrefix("HTTP/1.1 503 "))
        #expect(text.contains("Connection: close"))
        #expect(closed)
        #expect(server.refusals.refused == 1)
        #expect(server.openConnectionCount == 4)
        // The busy ones are still served.
        try busy[0].send("\r\n")
        #expect(try busy[0].readResponses(1, timeout: .seconds(5)).first?.status == 200)
    }

    @Test("past the cap, the longest-idle keep-alive connection makes room for the new one")
    func capEvictsIdle() throws {
        var configuration = HTTPServerConfiguration()
        configuration.maxConnections = 3
        let (server, endpoint) = try startServer(configuration)
        defer { server.stop() }
        var idle: [RawConnection] = []
        defer { idle.forEach { $0.close() } }
        for i in 0..<3 {
            let raw = try RawConnection(port: endpoint.port)
            try raw.send("GET /\(i) HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(try raw.readResponses(1, timeout: .seconds(5)).first?.status == 200)
            idle.append(raw)
        }
        Thread.sleep(forTimeInterval: 0.1)
        let newcomer = try RawConnection(port: endpoint.port)
        defer { newcomer.close() }
        try newcomer.send("GET /new HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try newcomer.readResponses(1, timeout: .seconds(5)).first?.bodyText == "echo GET /new ")
        // The first (longest-idle) connection was closed; the others still answer.
        #expect(idle[0].readUntilClose(timeout: .seconds(5)).closed)
        try idle[2].send("GET /again HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try idle[2].readResponses(1, timeout: .seconds(5)).first?.status == 200)
        #expect(server.refusals.evictedIdle == 1)
        #expect(server.refusals.refused == 0)
        try waitUntil { server.openConnectionCount == 3 }
    }

    @Test("many connections cost at most the cap in threads, and their threads are released when they close")
    func threadsBoundedAndReleased() throws {
        var configuration = HTTPServerConfiguration()
        configuration.maxConnections = 32
        let (server, endpoint) = try startServer(configuration)
        defer { server.stop() }
        let before = threadCount()
        var connections: [RawConnection] = []
        for _ in 0..<300 { if let raw = try? RawConnection(port: endpoint.port) { connections.append(raw) } }
        Thread.sleep(forTimeInterval: 0.5)
        let during = threadCount()
        #expect(server.openConnectionCount <= 32)
        #expect(during - before <= 32 + 8, "threads \(before) -> \(during)")
        connections.forEach { $0.close() }
        try waitUntil(timeout: .seconds(10)) { server.openConnectionCount == 0 }
        Thread.sleep(forTimeInterval: 0.3)
        let after = threadCount()
        #expect(after - before <= 4, "threads \(before) -> \(during) -> \(after)")
    }

    func waitUntil(timeout: Duration = .seconds(5), _ condition: () -> Bool) throws {
        let deadline = ContinuousClock.now + timeout
        while !condition() {
            if ContinuousClock.now > deadline { throw TimedOut() }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    struct TimedOut: Error {}

    func threadCount() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Threads:") })
        else { return 0 }
        return Int(line.split(separator: "\t").last ?? "0") ?? 0
    }
}
