import Foundation
import Synchronization

@testable import HTTP1Codec
@testable import HTTPTransport

/// A raw loopback connection for tests that must control the bytes on the wire.
package struct RawConnection {
    package let socket: Socket

    package init(port: UInt16) throws {
        socket = try Socket.connect(host: "127.0.0.1", port: port, until: .after(.seconds(2)))
    }

    package func send(_ text: String) throws {
        try socket.sendAll(Array(text.utf8), until: .after(.seconds(2)))
    }

    /// Reads until the peer closes or `timeout` passes; returns what arrived and whether the peer closed.
    package func readUntilClose(timeout: Duration = .seconds(2)) -> (text: String, closed: Bool) {
        var bytes: [UInt8] = []
        let deadline = Deadline.after(timeout)
        while true {
            do {
                if try socket.receive(appendingTo: &bytes, until: deadline) == 0 { return (String(decoding: bytes, as: UTF8.self), true) }
            } catch .closed {
                return (String(decoding: bytes, as: UTF8.self), true)
            } catch {
                return (String(decoding: bytes, as: UTF8.self), false)
            }
        }
    }

    /// Reads responses (for a GET-like request) until `count` final and interim ones have arrived.
    package func readResponses(_ count: Int, method: String = "GET", timeout: Duration = .seconds(2)) throws -> [HTTPResponse] {
        var decoder = HTTPResponseDecoder(requestMethod: method)
        var responses: [HTTPResponse] = []
        let deadline = Deadline.after(timeout)
        while responses.count < count {
            while responses.count < count, let response = try decoder.next() { responses.append(response) }
            if responses.count == count { break }
            let n = try decoder.buffer.withAppendableArray { (bytes: inout [UInt8]) throws(SocketError) -> Int in
                try socket.receive(appendingTo: &bytes, until: deadline)
            }
            if n == 0 {
                if let last = decoder.finishAtEndOfStream() { responses.append(last) }
                break
            }
        }
        return responses
    }

    package func close() { socket.close() }
}

/// Starts a server on a free loopback port; the caller stops it.
package func startServer(
    _ configuration: HTTPServerConfiguration = HTTPServerConfiguration(),
    handler: @escaping HTTPHandler = { request, _ in .text(200, "echo \(request.method) \(request.target) \(request.bodyText)") }
) throws -> (HTTPServer, HTTPEndpoint) {
    let server = HTTPServer(configuration: configuration, handler: handler)
    let port = try server.start()
    return (server, HTTPEndpoint(host: "127.0.0.1", port: port))
}

/// A loopback configuration with the given timeouts.
package func serverConfiguration(headerRead: Duration? = nil, idle: Duration? = nil) -> HTTPServerConfiguration {
    var configuration = HTTPServerConfiguration()
    if let headerRead { configuration.timeouts.headerRead = headerRead }
    if let idle { configuration.timeouts.idle = idle }
    return configuration
}

/// The process's resident set size in bytes (Linux; 0 elsewhere).
package func residentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return 0 }
    return (Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) * 1024
}
