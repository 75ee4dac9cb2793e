import ConformanceBasics
import Dispatch
import HTTP1Codec
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Deadlines the server keeps on each connection. `headerRead` bounds the whole request head (from its first
/// byte, or from the accept for the first request); `bodyRead` bounds the whole body (from the end of the head,
/// or from `100 Continue`), however the bytes trickle in; `idle` bounds the wait between keep-alive requests;
/// `write` bounds each answer.
public struct HTTPServerTimeouts: Sendable, Equatable {
    var headerRead: Duration = .seconds(10)
    var bodyRead: Duration = .seconds(30)
    public var idle: Duration = .seconds(75)
    public var write: Duration = .seconds(10)
    public init() {}
}

/// Where the server listens (loopback and any free port by default), its limits and its timeouts.
public struct HTTPServerConfiguration: Sendable {
    public var host = "127.0.0.1"
    public var port: UInt16 = 0
    /// Connections served at once (one thread each, a hard bound: a connection's thread counts until
    /// it has ended). Past it, a new connection first takes the place of the longest-idle keep-alive
    /// connection (closed between two requests, as nginx reuses connections), admitted once that
    /// connection's thread has left; when none is idle it is answered `503 Service Unavailable` with
    /// `Connection: close` and closed.
    var maxConnections = 1024
    public var limits = HTTPLimits()
    public var timeouts = HTTPServerTimeouts()
    public init(host: String = "127.0.0.1", port: UInt16 = 0) {
        self.host = host
        self.port = port
    }
}

/// Who sent a request, for the journal. `requestIndex` counts requests on the connection from 0.
public struct HTTPConnectionInfo: Sendable, Equatable {
    var connectionID: Int
    var remoteAddress: String
    var requestIndex: Int
    /// Whether the peer has closed the connection by now (a handler that holds a request asks it).
    public var peerHasClosed: @Sendable () -> Bool

    public init(connectionID: Int, remoteAddress: String, requestIndex: Int, peerHasClosed: @escaping @Sendable () -> Bool = { false }) {
        self.connectionID = connectionID
        self.remoteAddress = remoteAddress
        self.requestIndex = requestIndex
        self.peerHasClosed = peerHasClosed
    }

    public static func == (a: HTTPConnectionInfo, b: HTTPConnectionInfo) -> Bool {
        a.connectionID == b.connectionID && a.remoteAddress == b.remoteAddress && a.requestIndex == b.requestIndex
    }
}

/// Answers one request. Runs on the connection's own thread; it may block.
public typealias HTTPHandler = @Sendable (HTTPRequest, HTTPConnectionInfo) -> HTTPResponse

/// Why the server could not start.
public enum HTTPServerError: Error, Equatable, CustomStringConvertible {
    case bindFailed(host: String, port: UInt16, reason: String)
    case socketFailed(String)
    public var description: String {
        switch self {
        case let .bindFailed(host, port, reason): "cannot listen on \(host):\(port): \(reason)"
        case let .socketFailed(reason): "socket error: \(reason)"
        }
    }
}

/// A small HTTP/1.1 server; handlers run on the server's own threads (one per connection) and may block.
public final class HTTPServer: Sendable {
    public let configuration: HTTPServerConfiguration
    package let handler: HTTPHandler

    private struct State {
        var started = false
        var stopped = false
        var port: UInt16 = 0
        var nextConnectionID = 1
        var connections: [Int: ConnectionSlot] = [:]
        /// Connections answered 503 because every slot was busy.
        var refused = 0
        /// Evicted connections whose threads have not ended yet (they no longer count against the cap).
        var evicting = 0
        /// Idle keep-alive connections closed to make room for a new one.
        var evicted = 0
        var wake: WakeSignal?
        var acceptFinished: DispatchSemaphore?
    }

    private let state = Mutex(State())
    /// Signalled each time a connection's thread ends (a full server waits on it to admit another).
    private let slotFreed = DispatchSemaphore(value: 0)
    /// Set once by `stop()`; read by every connection after each request, so kept outside the lock.
    private let stopping = StopFlag()

    /// The listen backlog asked of the kernel (it clamps it to `somaxconn`).
    static let backlog: Int32 = 4096
    /// Stack size of connection threads: small, so a thousand idle connections stay light.
    static let connectionStackSize = 512 * 1024

    public init(configuration: HTTPServerConfiguration = HTTPServerConfiguration(), handler: @escaping HTTPHandler) {
        self.configuration = configuration
        self.handler = handler
    }

    deinit {
        stop()
    }

    /// Binds and starts serving; returns the bound port (useful with port 0).
    @discardableResult
    public func start() throws(HTTPServerError) -> UInt16 {
        _ = ProcessSetup.once
        let host = configuration.host
        let requestedPort = configuration.port
        if let port = state.withLock({ $0.started ? $0.port : nil }) { return port }

        let addresses: [(family: Int32, address: sockaddr_storage, length: socklen_t)]
        switch Socket.resolve(host: host, port: requestedPort, passive: true) {
        case let .success(list): addresses = list
        case let .failure(error): throw .bindFailed(host: host, port: requestedPort, reason: "\(error)")
        }
        guard let entry = addresses.first else { throw .bindFailed(host: host, port: requestedPort, reason: "no address") }
        guard let listener = Socket.makeStream(family: entry.family) else { throw .socketFailed(errnoDescription()) }
        var one: Int32 = 1
        _ = setsockopt(listener.fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = entry.address
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener.fd, $0, entry.length) }
        }
        guard bound == 0 else {
            let reason = errnoDescription()
            listener.close()
            throw .bindFailed(host: host, port: requestedPort, reason: reason)
        }
        guard listen(listener.fd, Self.backlog) == 0 else {
            let reason = errnoDescription()
            listener.close()
            throw .bindFailed(host: host, port: requestedPort, reason: reason)
        }
        _ = fcntl(listener.fd, F_SETFL, fcntl(listener.fd, F_GETFL, 0) | O_NONBLOCK)
        guard let port = listener.localPort, let wake = WakeSignal() else {
            listener.close()
            throw .socketFailed(errnoDescription())
        }
        let finished = DispatchSemaphore(value: 0)
        let accepted = state.withLock { s -> Bool in
            if s.started || s.stopped { return false }
            s.started = true
            s.port = port
            s.wake = wake
            s.acceptFinished = finished
            return true
        }
        guard accepted else {
            listener.close()
            throw .socketFailed("server already started or stopped")
        }
        startThread(name: "http-accept-\(port)", stackSize: 256 * 1024) { [self] in
            acceptLoop(listener: listener, wake: wake)
            listener.close()
            finished.signal()
        }
        return port
    }

    /// The bound port, after `start()` (0 before).
    public var port: UInt16 { state.withLock { $0.port } }

    /// `http://host:port`, after `start()`.
    public var baseURL: String {
        let host = configuration.host.contains(":") && !configuration.host.hasPrefix("[") ? "[\(configuration.host)]" : configuration.host
        return "http://\(host):\(port)"
    }

    /// Stops accepting, shuts every connection down (waking threads that wait on them), and returns once
    /// the listener is closed, within about two seconds at most. A handler still running finishes on its
    /// own thread; its answer is discarded.
    public func stop() {
        let pending = state.withLock { s -> (WakeSignal, DispatchSemaphore)? in
            if s.stopped { return nil }
            s.stopped = true
            stopping.set()
            for slot in s.connections.values { slot.socket.shutdownBoth() }
            guard let wake = s.wake, let finished = s.acceptFinished else { return nil }
            return (wake, finished)
        }
        guard let (wake, finished) = pending else { return }
        wake.fire()
        _ = finished.wait(timeout: .now() + .seconds(2))
    }

    /// The number of connections currently open (for tests and diagnostics).
    package var openConnectionCount: Int { state.withLock { $0.connections.count } }

    /// Connections refused with 503 because all `maxConnections` were busy, and idle keep-alive
    /// connections closed to make room, since the start.
    public var refusals: (refused: Int, evictedIdle: Int) { state.withLock { ($0.refused, $0.evicted) } }

    private var isStopping: Bool { stopping.isSet }

    private func acceptLoop(listener: Socket, wake: WakeSignal) {
        while true {
            switch listener.wait(until: .after(.seconds(3600)), wakeFD: wake.readFD) {
            case .woken: return
            case .timedOut: continue
            case .ready: break
            }
            var storage = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let fd = withUnsafeMutablePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { acceptSocket(listener.fd, $0, &length) }
            }
            if fd < 0 {
                let code = errno
                if code == EINTR || Socket.isWouldBlock(code) || code == ECONNABORTED || code == EPROTO { continue }
                if isStopping { return }
                // Out of descriptors or memory: back off briefly instead of spinning.
                usleep(10_000)
                continue
            }
            let socket = Socket(fd: fd)
            socket.setBlocking()
            socket.configureStream()
            let remote = Socket.describe(storage)
            let slot = ConnectionSlot(socket: socket)
            var admission = admit(slot)
            if case .waitingForSlot = admission {
                // Every connection has a thread until it ends: a new one waits (briefly) for an evicted
                // connection's thread to leave, so the cap counts every thread the server starts.
                let giveUp = ContinuousClock.now + Self.slotWait
                while case .waitingForSlot = admission {
                    if ContinuousClock.now >= giveUp {
                        admission = state.withLock { s in
                            s.refused += 1
                            return .refused
                        }
                        break
                    }
                    _ = slotFreed.wait(timeout: .now() + .milliseconds(20))
                    admission = admit(slot)
                }
            }
            let id: Int
            switch admission {
            case .stopped:
                socket.close()
                return
            case .refused, .waitingForSlot:
                Self.refuse(socket)
                continue
            case let .admitted(admitted):
                id = admitted
            }
            let connection = HTTPConnection(
                socket: socket, id: id, remoteAddress: remote, configuration: configuration, handler: handler,
                wakeFD: wake.readFD, isStopping: { [stopping] in stopping.isSet }, slot: slot)
            startThread(name: "http-conn-\(id)", stackSize: Self.connectionStackSize) { [self] in
                _ = wake  // keep the wake pipe open while the connection may poll it
                connection.run()
                state.withLock { s in
                    s.connections[id] = nil
                    if slot.isEvicted { s.evicting -= 1 }
                    socket.close()
                }
                slotFreed.signal()
            }
        }
    }

    /// Admits `slot` when fewer than `maxConnections` connections (threads) are open; when full,
    /// closes the longest-idle keep-alive connection (while fewer than `evictionsAhead` are closing)
    /// and says to wait for a closing connection's thread to leave, or refuses when none is idle.
    private func admit(_ slot: ConnectionSlot) -> Admission {
        state.withLock { s -> Admission in
            if s.stopped { return .stopped }
            if s.connections.count >= configuration.maxConnections {
                // Up to `evictionsAhead` idle connections close at once, so a flood of new ones waits
                // on many leaving threads together rather than on one after another.
                if s.evicting < Self.evictionsAhead,
                    let idle = s.connections.lazy.filter({ $0.value.isIdle && !$0.value.isEvicted }).min(by: { $0.key < $1.key })
                {
                    idle.value.evict()
                    s.evicting += 1
                    s.evicted += 1
                }
                if s.evicting > 0 { return .waitingForSlot }
                s.refused += 1
                return .refused
            }
            let id = s.nextConnectionID
            s.nextConnectionID += 1
            s.connections[id] = slot
            return .admitted(id)
        }
    }

    /// Idle connections being closed at once, at most, to make room.
    static let evictionsAhead = 32
    /// How long a new connection waits for an evicted one's thread to leave before it is refused.
    static let slotWait: Duration = .seconds(2)
}

/// What the accept loop does with a new connection.
private enum Admission { case admitted(Int), refused, stopped, waitingForSlot }

extension HTTPServer {
    /// The answer to a connection past the cap, written by the accept thread without blocking.
    static let refusal: [UInt8] = Array(
        ("HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
            + "Content-Length: 38\r\nRetry-After: 1\r\nConnection: close\r\n\r\ntoo many connections; try again later\n").utf8)

    /// Answers 503 and closes, never waiting on the peer (a full send buffer just loses the answer, and a
    /// peer whose request had already arrived may see a reset instead of the 503).
    package static func refuse(_ socket: Socket) {
        _ = refusal.withUnsafeBytes { send(socket.fd, $0.baseAddress, $0.count, SystemCall.nonBlockingSendFlags) }
        socket.shutdownWrite()
        socket.close()
    }
}

/// One admitted connection as the server sees it: its socket, whether its thread is waiting for a
/// request (idle keep-alive), and whether it was closed to make room.
package final class ConnectionSlot: Sendable {
    package let socket: Socket
    private let idle = Atomic<Bool>(true)
    private let evicted = Atomic<Bool>(false)

    package init(socket: Socket) { self.socket = socket }

    var isIdle: Bool { idle.load(ordering: .relaxed) }
    var isEvicted: Bool { evicted.load(ordering: .relaxed) }
    func setIdle(_ value: Bool) { idle.store(value, ordering: .relaxed) }

    /// Shuts the socket down: the connection's blocked read ends and its thread leaves.
    func evict() {
        evicted.store(true, ordering: .relaxed)
        socket.shutdownBoth()
    }
}

/// A flag raised once, read without a lock.
final class StopFlag: Sendable {
    private let raised = Atomic<Bool>(false)
    package func set() { raised.store(true, ordering: .releasing) }
    var isSet: Bool { raised.load(ordering: .acquiring) }
}

/// A pipe whose read end becomes readable, for every poller at once, when `fire()` is called.
final class WakeSignal: Sendable {
    let readFD: Int32
    let writeFD: Int32

    init?() {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, O_NONBLOCK)
        }
        readFD = fds[0]
        writeFD = fds[1]
    }

    func fire() {
        var byte: UInt8 = 1
        _ = write(writeFD, &byte, 1)
    }

    deinit {
        _ = close(readFD)
        _ = close(writeFD)
    }
}

private func acceptSocket(_ fd: Int32, _ address: UnsafeMutablePointer<sockaddr>, _ length: UnsafeMutablePointer<socklen_t>) -> Int32 {
    // accept4 is not exported by Glibc's Swift overlay; set close-on-exec right after.
    let client = accept(fd, address, length)
    if client >= 0 { _ = fcntl(client, F_SETFD, FD_CLOEXEC) }
    return client
}
