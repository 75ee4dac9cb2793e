import Foundation
import KitTestSupport
import Synchronization
import Testing

@testable import HTTP1Codec
@testable import HTTPTransport

@Suite("HTTP server and client over loopback", .serialized)
struct HTTPRoundTripTests {
    @Test("keep-alive: two requests on one connection")
    func keepAlive() throws {
        let (server, endpoint) = try startServer { request, info in
            .text(200, "\(info.connectionID)/\(info.requestIndex)")
        }
        defer { server.stop() }
        let client = HTTPClient()
        defer { client.close() }
        let first = try client.send(HTTPRequest(method: "GET", target: "/one"), to: endpoint, timeout: .seconds(2))
        let second = try client.send(HTTPRequest(method: "GET", target: "/two"), to: endpoint, timeout: .seconds(2))
        let (id1, index1) = try #require(first.response.bodyText.split(separator: "/").map { Int($0)! }.pair)
        let (id2, index2) = try #require(second.response.bodyText.split(separator: "/").map { Int($0)! }.pair)
        #expect(id1 == id2)
        #expect(index1 == 0 && index2 == 1)
        #expect(!first.reusedConnection && second.reusedConnection)
        #expect(first.request.headers["Host"] == "127.0.0.1:\(endpoint.port)")
        #expect(first.response.headers["Date"] != nil)
        #expect(first.duration > .zero)
    }

    @Test("a pooled connection the server closed is replaced transparently")
    func staleConnectionRetry() throws {
        let (server, endpoint) = try startServer(serverConfiguration(idle: .milliseconds(50))) { _, info in
            .text(200, "\(info.connectionID)")
        }
        defer { server.stop() }
        let client = HTTPClient()
        defer { client.close() }
        let first = try client.send(HTTPRequest(method: "GET", target: "/"), to: endpoint, timeout: .seconds(2))
        Thread.sleep(forTimeInterval: 0.15)
        let second = try client.send(HTTPRequest(method: "POST", target: "/", body: Array("x".utf8)), to: endpoint, timeout: .seconds(2))
        #expect(first.response.bodyText != second.response.bodyText)
    }

    @Test("pipelined requests are answered in order")
    func pipelining() throws {
        let (server, endpoint) = try startServer()
        defer { server.stop() }
        let raw = try RawConnection(port: endpoint.port)
        defer { raw.close() }
        try raw.send("GET /a HTTP/1.1\r\nHost: x\r\n\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n")
        let responses = try raw.readResponses(2)
        #expect(responses.map(\.bodyText) == ["echo GET /a ", "echo GET /b "])
    }

    @Test("HTTP/1.0 closes after the answer unless keep-alive is asked")
    func http10() throws {
        let (server, endpoint) = try startServer()
        defer { server.stop() }
        let raw = try RawConnection(port: endpoint.port)
        defer { raw.close() }
        try raw.send("GET /old HTTP/1.0\r\n\r\n")
        let (text, closed) = raw.readUntilClose()
        #expect(closed)
        #expect(text.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(text.contains("Connection: close\r\n"))
        #expect(text.hasSuffix("echo GET /old "))

        let keep = try RawConnection(port: endpoint.port)
        defer { keep.close() }
        try keep.send("GET /1 HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        let first = try keep.readResponses(1)
        #expect(first.first?.headers.tokens(for: "Connection") == ["keep-alive"])
        try keep.send("GET /2 HTTP/1.0\r\n\r\n")
        #expect(keep.readUntilClose().closed)
    }

    @Test("Expect: 100-continue gets 100 Continue, then the answer")
    func expectContinue() throws {
        let (server, endpoint) = try startServer()
        defer { server.stop() }
        let raw = try RawConnection(port: endpoint.port)
        defer { raw.close() }
        try raw.send("PUT /up HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n")
        let interim = try raw.readResponses(1)
        #expect(interim.first?.status == 100)
        try raw.send("data")
        let final = try raw.readResponses(1)
        #expect(final.first?.bodyText == "echo PUT /up data")

        // The client waits for 100 Continue and reports it.
        let client = HTTPClient()
        defer { client.close() }
        let exchange = try client.send(
            HTTPRequest(method: "POST", target: "/c", headers: ["Expect": "100-continue"], body: Array("body".utf8)), to: endpoint,
            timeout: .seconds(2))
        #expect(exchange.interimResponses.map(\.status) == [100])
        #expect(exchange.response.bodyText == "echo POST /c body")
    }

    @Test("a redirect to a custom scheme is returned, not followed")
    func redirectNotFollowed() throws {
        let (server, endpoint) = try startServer { _, _ in
            HTTPResponse(status: 302, headers: ["Location": "myapp://callback?id=x"])
        }
        defer { server.stop() }
        let client = HTTPClient()
        defer { client.close() }
        let exchange = try client.send(HTTPRequest(method: "GET", target: "/start"), to: endpoint, timeout: .seconds(2))
        #expect(exchange.response.status == 302)
        #expect(exchange.response.headers["location"] == "myapp://callback?id=x")
    }

    @Test("stop() returns while a handler is still blocked")
    func stopWhileBlocked() throws {
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let (server, endpoint) = try startServer { _, _ in
            entered.signal()
            _ = release.wait(timeout: .now() + 60)
            return .text(200, "late")
        }
        defer { release.signal() }
        let raw = try RawConnection(port: endpoint.port)
        defer { raw.close() }
        try raw.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(entered.wait(timeout: .now() + 10) == .success)
        // The handler stays blocked until released after stop(): stop() returning at all shows it did not wait.
        server.stop()
        // The connection is shut down: the client sees the end of the stream, no answer.
        let (text, closed) = raw.readUntilClose(timeout: .seconds(10))
        #expect(closed && text.isEmpty)
        #expect(throws: HTTPClientError.self) {
            try HTTPClient().send(HTTPRequest(method: "GET", target: "/"), to: endpoint, timeout: .milliseconds(300))
        }
    }

    @Test("a client that never finishes its headers is cut off after the header timeout")
    func slowloris() throws {
        let (server, endpoint) = try startServer(serverConfiguration(headerRead: .milliseconds(150)))
        defer { server.stop() }
        let raw = try RawConnection(port: endpoint.port)
        defer { raw.close() }
        try raw.send("GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ")
        let clock = ContinuousClock()
        var result: (text: String, closed: Bool) = ("", false)
        let elapsed = clock.measure { result = raw.readUntilClose(timeout: .seconds(10)) }
        #expect(result.closed)
        #expect(result.text.hasPrefix("HTTP/1.1 408"))
        #expect(elapsed >= .milliseconds(100), "not before the header timeout")
    }

    @Test("an idle connection with nothing sent is closed silently after the timeout")
    func idleClose() throws {
        let (server, endpoint) = try startServer(serverConfiguration(headerRead: .milliseconds(100)))
        defer { server.stop() }
        let raw = try RawConnection(port: endpoint.port)
        defer { raw.close() }
        let result = raw.readUntilClose(timeout: .seconds(10))
        #expect(result.closed && result.text.isEmpty)
    }

    @Test("after an answer, a keep-alive connection is closed after the idle timeout, not the header one")
    func idleAfterRequest() throws {
        let (server, endpoint) = try startServer(serverConfiguration(headerRead: .seconds(60), idle: .milliseconds(200)))
        defer { server.stop() }
        let raw = try RawConnection(port: endpoint.port)
        defer { raw.close() }
        try raw.send("GET /a HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try raw.readResponses(1).first?.status == 200)
        let clock = ContinuousClock()
        var result: (text: String, closed: Bool) = ("", false)
        let elapsed = clock.measure { result = raw.readUntilClose(timeout: .seconds(30)) }
        #expect(result.closed && result.text.isEmpty)
        #expect(elapsed >= .milliseconds(150) && elapsed < .seconds(30), "closed by the idle timeout (0.2 s), not the header one (60 s)")
    }

    @Test("a head sent in pieces is read within the header timeout, and the deadline still holds for the next one")
    func trickledHead() throws {
        let (server, endpoint) = try startServer(serverConfiguration(headerRead: .seconds(1)))
        defer { server.stop() }
        let raw = try RawConnection(port: endpoint.port)
        defer { raw.close() }
        for piece in ["GET /piece", "s HTTP/1.1\r\n", "Host: x\r\n", "\r\n"] {
            try raw.send(piece)
            Thread.sleep(forTimeInterval: 0.05)
        }
        let first = try raw.readResponses(1)
        #expect(first.first?.bodyText == "echo GET /pieces ")
        // The next head starts but never ends: 408 once the header timeout passes.
        try raw.send("GET /b HTTP/1.1\r\nHost: ")
        let clock = ContinuousClock()
        var result: (text: String, closed: Bool) = ("", false)
        let elapsed = clock.measure { result = raw.readUntilClose(timeout: .seconds(10)) }
        #expect(result.closed && result.text.hasPrefix("HTTP/1.1 408"))
        #expect(elapsed >= .milliseconds(750), "not before the header timeout")
    }

    @Test("stop() closes keep-alive connections waiting for their next request")
    func stopWakesIdleConnections() throws {
        let (server, endpoint) = try startServer()
        let raw = try RawConnection(port: endpoint.port)
        defer { raw.close() }
        try raw.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try raw.readResponses(1).first?.status == 200)
        let clock = ContinuousClock()
        let elapsed = clock.measure { server.stop() }
        #expect(elapsed < .seconds(30), "stop() did not wait for the idle timeout")
        let (text, closed) = raw.readUntilClose(timeout: .seconds(10))
        #expect(closed && text.isEmpty)
        Thread.sleep(forTimeInterval: 0.05)
        #expect(server.openConnectionCount == 0)
    }

    @Test("the client times out when the handler sleeps past the timeout")
    func clientTimeout() throws {
        let (server, endpoint) = try startServer { _, _ in
            Thread.sleep(forTimeInterval: 5)
            return .text(200, "late")
        }
        defer { server.stop() }
        let client = HTTPClient()
        defer { client.close() }
        let clock = ContinuousClock()
        var caught: HTTPClientError?
        let elapsed = clock.measure {
            do {
                _ = try client.send(HTTPRequest(method: "GET", target: "/"), to: endpoint, timeout: .milliseconds(150))
            } catch {
                caught = error as? HTTPClientError
            }
        }
        guard case .timedOut = caught else {
            Issue.record("expected a timeout, got \(String(describing: caught))")
            return
        }
        #expect(elapsed >= .milliseconds(100), "not before the client's timeout")
    }

    @Test(
        "protocol errors are answered with Connection: close, then the connection closes",
        arguments: [
            ("GET / HTTP/1.1\r\nBad Header\r\n\r\n", 400),
            ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n", 400),
            ("GET /\(String(repeating: "x", count: 9000)) HTTP/1.1\r\n\r\n", 414),
            ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2000000\r\n\r\n", 413),
            ("GET / HTTP/1.1\r\nX: \(String(repeating: "y", count: 40000))\r\n\r\n", 431),
        ])
    func protocolErrors(_ request: String, _ status: Int) throws {
        let (server, endpoint) = try startServer()
        defer { server.stop() }
        let raw = try RawConnection(port: endpoint.port)
        defer { raw.close() }
        try? raw.send(request)
        let (text, closed) = raw.readUntilClose()
        #expect(closed)
        #expect(text.hasPrefix("HTTP/1.1 \(status) "))
        #expect(text.contains("Connection: close\r\n"))
    }

    @Test("chunked request bodies and HEAD answers over the wire")
    func chunkedAndHead() throws {
        let (server, endpoint) = try startServer()
        defer { server.stop() }
        let raw = try RawConnection(port: endpoint.port)
        defer { raw.close() }
        // Sent one after the other: each readResponses call decodes with a fresh decoder.
        try raw.send("POST /c HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2;x=y\r\nhi\r\n0\r\nT: 1\r\n\r\n")
        let first = try raw.readResponses(1)
        #expect(first.first?.bodyText == "echo POST /c hi")
        try raw.send("HEAD /h HTTP/1.1\r\nHost: x\r\n\r\n")
        let head = try raw.readResponses(1, method: "HEAD")
        #expect(head.first?.body == [])
        #expect(head.first?.headers["Content-Length"] == "\("echo HEAD /h ".utf8.count)")
    }

    @Test("200 concurrent connections are all answered")
    func concurrentConnections() throws {
        let (server, endpoint) = try startServer { request, info in .text(200, "\(request.target) \(info.connectionID)") }
        defer { server.stop() }
        let count = 200
        var connections: [RawConnection] = []
        defer { connections.forEach { $0.close() } }
        for _ in 0..<count { connections.append(try RawConnection(port: endpoint.port)) }
        for (i, connection) in connections.enumerated() { try connection.send("GET /\(i) HTTP/1.1\r\nHost: x\r\n\r\n") }
        var ids = Set<String>()
        for (i, connection) in connections.enumerated() {
            let response = try #require(try connection.readResponses(1).first)
            let parts = response.bodyText.split(separator: " ")
            #expect(parts.first.map(String.init) == "/\(i)")
            ids.insert(String(parts.last ?? ""))
        }
        #expect(ids.count == count)
    }

    @Test("one client shared by many threads")
    func sharedClient() throws {
        let (server, endpoint) = try startServer()
        defer { server.stop() }
        let client = HTTPClient()
        defer { client.close() }
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 40) { i in
            do {
                let exchange = try client.send(
                    HTTPRequest(method: "POST", target: "/\(i)", body: Array("\(i)".utf8)), to: endpoint, timeout: .seconds(2))
                if exchange.response.bodyText != "echo POST /\(i) \(i)" { failures.withLock { $0 += 1 } }
            } catch {
                failures.withLock { $0 += 1 }
            }
        }
        #expect(failures.withLock { $0 } == 0)
    }

    @Test("a response read until close, from a hand-written server")
    func readUntilCloseResponse() throws {
        let (server, endpoint) = try startServer { _, _ in .text(200, "unused") }
        server.stop()
        // A listener that answers without framing, then closes.
        let listener = try #require(Socket.makeStream(family: AF_INET))
        defer { listener.close() }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener.fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        _ = listen(listener.fd, 4)
        let port = try #require(listener.localPort)
        _ = endpoint
        let thread = Thread {
            let fd = accept(listener.fd, nil, nil)
            let peer = Socket(fd: fd)
            var scratch: [UInt8] = []
            _ = try? peer.receive(appendingTo: &scratch, until: .after(.seconds(1)))
            try? peer.sendAll(Array("HTTP/1.1 200 OK\r\nX: y\r\n\r\nall of this".utf8), until: .after(.seconds(1)))
            peer.close()
        }
        thread.start()
        let client = HTTPClient()
        defer { client.close() }
        let exchange = try client.send(
            HTTPRequest(method: "GET", target: "/"), to: HTTPEndpoint(host: "127.0.0.1", port: port), timeout: .seconds(2))
        #expect(exchange.response.bodyText == "all of this")
    }

    @Test("connecting to a closed port fails with connectFailed")
    func connectFailure() throws {
        let (server, endpoint) = try startServer()
        server.stop()
        Thread.sleep(forTimeInterval: 0.05)
        #expect {
            try HTTPClient().send(HTTPRequest(method: "GET", target: "/"), to: endpoint, timeout: .seconds(1))
        } throws: { error in
            if case .connectFailed = error as? HTTPClientError { return true }
            return false
        }
    }
}

extension Array {
    var pair: (Element, Element)? { count == 2 ? (self[0], self[1]) : nil }
}
