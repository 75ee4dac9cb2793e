import Foundation
import KitTestSupport
import Synchronization
import Testing

/// The server's memory under many connections, read from the process's resident set: run in a
/// process of its own tests (TransportResourceTests runs serialized), where no other test grows it.
@Suite("Connection memory")
struct ConnectionMemoryTests {
    @Test("1,000 concurrent connections are all answered, in little memory")
    func thousandConnections() throws {
        let (server, endpoint) = try startServer { request, _ in .text(200, request.target) }
        defer { server.stop() }
        let before = residentBytes()
        var connections: [RawConnection] = []
        defer { connections.forEach { $0.close() } }
        for _ in 0..<1000 { connections.append(try RawConnection(port: endpoint.port)) }
        for (i, connection) in connections.enumerated() { try connection.send("GET /\(i) HTTP/1.1\r\nHost: x\r\n\r\n") }
        var answered = 0
        for (i, connection) in connections.enumerated() {
            if try connection.readResponses(1, timeout: .seconds(5)).first?.bodyText == "/\(i)" { answered += 1 }
        }
        #expect(answered == 1000)
        #expect(server.openConnectionCount == 1000)
        let grown = residentBytes() - before
        #expect(grown < 50 * 1024 * 1024, "resident memory grew by \(grown / 1024) KiB")
    }
}
