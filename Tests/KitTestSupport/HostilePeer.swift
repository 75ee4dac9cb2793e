import Foundation
import Synchronization

@testable import HTTP1Codec
@testable import HTTPTransport

/// A loopback server that runs a script on every accepted connection (on a thread of its own), for
/// tests of how the client bears peers that misbehave. `stop()` ends the accept loop, which closes
/// the listener itself, then shuts every connection down, which ends the scripts' writes. (Closing
/// the listener from `stop()` while the loop still polled it let the loop accept, under that reused
/// descriptor number, the next test's connections and serve them this test's script.)
package final class HostilePeer: Sendable {
    package let port: UInt16
    private let listener: Socket
    private let open = Mutex<[Socket]>([])
    private let stopped = Atomic<Bool>(false)
    private let acceptEnded = DispatchSemaphore(value: 0)
    /// Connections accepted so far.
    package var accepted: Int { open.withLock { $0.count } }

    /// `script(socket, index)` serves connection number `index` (from 0).
    package init(_ script: @escaping @Sendable (Socket, Int) -> Void) throws {
        guard let listener = Socket.makeStream(family: AF_INET) else { throw SocketError.failed("socket") }
        var one: Int32 = 1
        _ = setsockopt(listener.fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener.fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener.fd, 64) == 0, let port = listener.localPort else {
            listener.close()
            throw SocketError.failed("bind")
        }
        self.listener = listener
        self.port = port
        let thread = Thread { [self] in
            var index = 0
            while !stopped.load(ordering: .acquiring) {
                guard listener.wait(until: .after(.milliseconds(100))) == .ready else { continue }
                let fd = accept(listener.fd, nil, nil)
                guard fd >= 0 else { continue }
                let peer = Socket(fd: fd)
                open.withLock { $0.append(peer) }
                let number = index
                index += 1
                let worker = Thread { script(peer, number) }
                worker.start()
            }
            // Only this thread uses the listener: it closes it, once it will never poll it again.
            listener.close()
            acceptEnded.signal()
        }
        thread.start()
    }

    package var endpoint: HTTPEndpoint { HTTPEndpoint(host: "127.0.0.1", port: port) }

    package func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        // Wakes an accept that waits; the loop sees `stopped` within 100 ms and closes the listener.
        listener.shutdownBoth()
        _ = acceptEnded.wait(timeout: .now() + .seconds(10))
        // Every connection the loop accepted is in `open` now: none comes after it ended.
        for socket in open.withLock({ $0 }) { socket.shutdownBoth() }
    }

    /// Reads one request head (up to the blank line), at most 2 s.
    package static func readHead(_ socket: Socket) -> String {
        var bytes: [UInt8] = []
        let deadline = Deadline.after(.seconds(2))
        while !bytes.ends(with: Array("\r\n\r\n".utf8)) {
            guard let n = try? socket.receive(appendingTo: &bytes, maxBytes: 1, until: deadline), n > 0 else { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `chunk` again and again until the peer goes or `seconds` pass.
    package static func writeForever(_ socket: Socket, _ chunk: [UInt8], seconds: Double = 30) {
        let deadline = Deadline.after(.milliseconds(Int(seconds * 1000)))
        while !deadline.hasPassed {
            do { try socket.sendAll(chunk, until: deadline) } catch { return }
        }
    }
}

private extension Array where Element == UInt8 {
    package func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
