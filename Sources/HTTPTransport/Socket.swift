import ConformanceBasics
import HTTP1Codec

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

/// A point in time after which a socket wait gives up. A deadline made with `kitTime` moves later
/// by however long the kit itself was delayed since it was made (`SchedulingDelay`: the process
/// stopped, or the machine too busy to run it), by at most its own length: a wait of four seconds
/// is four seconds the kit could watch, so a busy machine never turns into a peer's silence.
package struct Deadline: Sendable, Comparable {
    var instant: ContinuousClock.Instant
    /// When set, the deadline is stretched by the kit's delay since `made`, by at most `limit`.
    var stretch: (made: ContinuousClock.Instant, limit: Duration)?

    package static func after(_ duration: Duration) -> Deadline { Deadline(instant: .now + duration) }
    package static var now: Deadline { Deadline(instant: .now) }

    /// A deadline `duration` from now in the kit's own time (see the type's note).
    package static func after(_ duration: Duration, kitTime: Bool) -> Deadline {
        let now = ContinuousClock.now
        return Deadline(instant: now + duration, stretch: kitTime ? (now, duration) : nil)
    }

    package init(instant: ContinuousClock.Instant, stretch: (made: ContinuousClock.Instant, limit: Duration)? = nil) {
        self.instant = instant
        self.stretch = stretch
    }

    package static func < (a: Deadline, b: Deadline) -> Bool { a.instant < b.instant }
    package static func == (a: Deadline, b: Deadline) -> Bool { a.instant == b.instant }

    /// The instant the deadline stands at now, stretched by the kit's delay when it is kept in kit time.
    package var effective: ContinuousClock.Instant {
        guard let stretch else { return instant }
        return instant + min(stretch.limit, SchedulingDelay.shared.stalled(since: stretch.made))
    }

    var hasPassed: Bool { ContinuousClock.now >= effective }

    /// Milliseconds left, rounded up, clamped to `0...Int32.max` (for `poll`).
    var remainingMilliseconds: Int32 {
        let left = effective - ContinuousClock.now
        if left <= .zero { return 0 }
        let (seconds, attoseconds) = left.components
        let ms = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: ms)
    }
}

/// Why a socket operation stopped.
package enum SocketError: Error, Equatable {
    case timedOut
    case closed
    /// A wake-up descriptor fired (the server is stopping).
    case interrupted
    case failed(String)
}

/// The text for an errno value.
func errnoDescription(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}

/// Thin helpers over a socket descriptor. Every wait has a deadline; every send avoids SIGPIPE;
/// EINTR is retried; EAGAIN and EWOULDBLOCK are treated alike.
package struct Socket: Sendable, Hashable {
    package let fd: Int32

    static let sendFlags = SystemCall.nonBlockingSendFlags
    static let recvFlags = Int32(MSG_DONTWAIT)

    static func isWouldBlock(_ code: Int32) -> Bool { code == EAGAIN || code == EWOULDBLOCK }

    /// Applies per-socket options: no Nagle delay, and no SIGPIPE on Darwin.
    func configureStream() {
        var one: Int32 = 1
        _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
        _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    package enum Readiness { case ready, timedOut, woken }

    /// Waits until the socket is readable (or writable), the deadline passes, or `wakeFD` becomes readable.
    /// The deadline is checked first, so a peer that never pauses cannot keep a reader past it.
    package func wait(forWriting: Bool = false, until deadline: Deadline, wakeFD: Int32 = -1) -> Readiness {
        while true {
            if deadline.hasPassed { return .timedOut }
            var fds = [
                pollfd(fd: fd, events: Int16(forWriting ? POLLOUT : POLLIN), revents: 0),
                pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0),
            ]
            let count: nfds_t = wakeFD >= 0 ? 2 : 1
            let timeout = deadline.remainingMilliseconds
            let rc = poll(&fds, count, timeout)
            if rc < 0 {
                if errno == EINTR { continue }
                return .ready  // let the following I/O call report the error
            }
            if wakeFD >= 0 && fds[1].revents != 0 { return .woken }
            if rc > 0 && fds[0].revents != 0 { return .ready }
            if deadline.hasPassed { return .timedOut }
        }
    }

    /// Receives up to `maxBytes` and appends them to `buffer`. Returns the number read; 0 means end of stream.
    package func receive(
        appendingTo buffer: inout [UInt8], maxBytes: Int = 8192, until deadline: Deadline, wakeFD: Int32 = -1
    ) throws(SocketError) -> Int {
        while true {
            switch wait(until: deadline, wakeFD: wakeFD) {
            case .timedOut: throw .timedOut
            case .woken: throw .interrupted
            case .ready: break
            }
            let result: Int = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxBytes) { scratch in
                let n = recv(fd, scratch.baseAddress, maxBytes, Socket.recvFlags)
                if n > 0 { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[0..<n])) }
                return n
            }
            if result >= 0 { return result }
            let code = errno
            if code == EINTR || Socket.isWouldBlock(code) { continue }
            if code == ECONNRESET { throw .closed }
            throw .failed(errnoDescription(code))
        }
    }

    /// Receives up to `maxBytes` with a blocking `recv`, without polling first: one system call per
    /// arrival on a busy keep-alive connection. The deadline is enforced with `SO_RCVTIMEO`, which is
    /// only set again when the time left differs from `armed` (the value last set) by more than a few
    /// milliseconds, so a connection answering request after request sets it once. The socket must be
    /// in blocking mode; shutting it down (as `HTTPServer.stop()` does) wakes the call with end of stream.
    func receiveBlocking(
        appendingTo buffer: inout [UInt8], maxBytes: Int, until deadline: Deadline, armed: inout Duration?
    ) throws(SocketError) -> Int {
        while true {
            let left = deadline.effective - ContinuousClock.now
            if left <= .zero { throw .timedOut }
            if armed.map({ $0 - left > Self.timeoutSlack || left - $0 > Self.timeoutSlack }) ?? true {
                setReceiveTimeout(left)
                armed = left
            }
            let result: Int = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxBytes) { scratch in
                let n = recv(fd, scratch.baseAddress, maxBytes, 0)
                if n > 0 { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[0..<n])) }
                return n
            }
            if result >= 0 { return result }
            let code = errno
            if code == EINTR { continue }
            if Socket.isWouldBlock(code) {
                // SO_RCVTIMEO ran out: either the deadline passed or it was armed a little short.
                armed = nil
                continue
            }
            if code == ECONNRESET { throw .closed }
            throw .failed(errnoDescription(code))
        }
    }

    /// How far the armed receive timeout may drift from the time left before it is set again.
    static let timeoutSlack: Duration = .milliseconds(5)

    private func setReceiveTimeout(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var microseconds = attoseconds / 1_000_000_000_000 + 1
        var wholeSeconds = seconds
        if microseconds >= 1_000_000 {
            wholeSeconds += 1
            microseconds -= 1_000_000
        }
        var value = timeval(tv_sec: .init(wholeSeconds), tv_usec: .init(microseconds))
        _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Puts the descriptor in blocking mode (accepted sockets inherit O_NONBLOCK from the listener on Darwin).
    func setBlocking() {
        let flags = fcntl(fd, F_GETFL, 0)
        if flags >= 0 && flags & O_NONBLOCK != 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
    }

    /// Sends every byte before the deadline.
    func sendAll(_ bytes: [UInt8], until deadline: Deadline, wakeFD: Int32 = -1) throws(SocketError) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw in
                send(fd, raw.baseAddress! + offset, bytes.count - offset, Socket.sendFlags)
            }
            if n >= 0 {
                offset += n
                continue
            }
            let code = errno
            if code == EINTR { continue }
            if Socket.isWouldBlock(code) {
                switch wait(forWriting: true, until: deadline, wakeFD: wakeFD) {
                case .timedOut: throw .timedOut
                case .woken: throw .interrupted
                case .ready: continue
                }
            }
            if code == EPIPE || code == ECONNRESET { throw .closed }
            throw .failed(errnoDescription(code))
        }
    }

    /// Half-closes the sending side (a FIN for the peer).
    func shutdownWrite() { _ = shutdown(fd, Int32(SHUT_WR)) }

    /// Shuts both directions down, waking any thread polling this socket.
    func shutdownBoth() { _ = shutdown(fd, Int32(SHUT_RDWR)) }

    /// Reads and discards what the peer still sends, up to `maxBytes` or `duration`, so that closing
    /// does not reset a connection whose peer has not yet read our last answer.
    func drain(maxBytes: Int = 64 * 1024, for duration: Duration = .milliseconds(100)) {
        let deadline = Deadline.after(duration)
        var total = 0
        var scratch: [UInt8] = []
        while total < maxBytes {
            scratch.removeAll(keepingCapacity: true)
            guard let n = try? receive(appendingTo: &scratch, maxBytes: 4096, until: deadline), n > 0 else { return }
            total += n
        }
    }

    package func close() {
        _ = SystemCall.close(fd)
    }

    /// Makes `close()` reset the connection (a TCP RST, as a load balancer drops an idle connection)
    /// rather than end it with a FIN: the peer's next write then fails at once, before any byte of it
    /// leaves, so a client can tell a request that never went out from one that was lost.
    func resetOnClose() {
        var option = linger(l_onoff: 1, l_linger: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
    }

    /// True when the peer has sent bytes not yet read (a request already on its way), without waiting.
    var hasPendingBytes: Bool {
        var byte: UInt8 = 0
        var n: Int
        repeat { n = recv(fd, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) } while n < 0 && errno == EINTR
        return n > 0
    }

    /// True when a peer has closed or sent unexpected bytes on an idle connection.
    var isReadableWhileIdle: Bool {
        var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            let rc = poll(&pfd, 1, 0)
            if rc < 0 && errno == EINTR { continue }
            return rc != 0
        }
    }

    /// True when the peer has closed its side (end of stream or reset), without waiting and
    /// without taking any byte it sent.
    var hasPeerClosed: Bool {
        var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        var rc: Int32
        repeat { rc = poll(&pfd, 1, 0) } while rc < 0 && errno == EINTR
        guard rc > 0 else { return false }
        if pfd.revents & Int16(POLLHUP | POLLERR) != 0 { return true }
        var byte: UInt8 = 0
        let n = recv(fd, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return n == 0 || (n < 0 && !Socket.isWouldBlock(errno) && errno != EINTR)
    }

    /// The peer's address as `ip:port`.
    var remoteAddress: String {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let rc = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(fd, $0, &length) }
        }
        guard rc == 0 else { return "unknown" }
        return Socket.describe(storage)
    }

    /// The local port the socket is bound to.
    var localPort: UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let rc = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard rc == 0 else { return nil }
        return Socket.port(of: storage)
    }

    package static func port(of storage: sockaddr_storage) -> UInt16? {
        var storage = storage
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
            }
        case AF_INET6:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
            }
        default:
            return nil
        }
    }

    package static func describe(_ storage: sockaddr_storage) -> String {
        var storage = storage
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { sin in
                    var addr = sin.pointee.sin_addr
                    inet_ntop(AF_INET, &addr, &text, socklen_t(text.count))
                    return "\(Socket.string(text)):\(UInt16(bigEndian: sin.pointee.sin_port))"
                }
            }
        case AF_INET6:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { sin6 in
                    var addr = sin6.pointee.sin6_addr
                    inet_ntop(AF_INET6, &addr, &text, socklen_t(text.count))
                    return "[\(Socket.string(text))]:\(UInt16(bigEndian: sin6.pointee.sin6_port))"
                }
            }
        default:
            return "unknown"
        }
    }

    package static func string(_ chars: [CChar]) -> String {
        String(decoding: chars.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Resolves `host` (a name or a literal) for a TCP stream.
    package static func resolve(
        host: String, port: UInt16, passive: Bool = false
    ) -> Result<[(family: Int32, address: sockaddr_storage, length: socklen_t)], SocketError> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = SystemCall.streamSocketType
        hints.ai_protocol = Int32(IPPROTO_TCP)
        if passive { hints.ai_flags = AI_PASSIVE }
        var list: UnsafeMutablePointer<addrinfo>?
        let lookupHost = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        let rc = getaddrinfo(lookupHost, String(port), &hints, &list)
        guard rc == 0, let first = list else {
            return .failure(.failed("cannot resolve \(host): \(String(cString: gai_strerror(rc)))"))
        }
        defer { freeaddrinfo(first) }
        var results: [(Int32, sockaddr_storage, socklen_t)] = []
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let entry = cursor {
            var storage = sockaddr_storage()
            withUnsafeMutableBytes(of: &storage) { dst in
                dst.copyMemory(from: UnsafeRawBufferPointer(start: entry.pointee.ai_addr, count: Int(entry.pointee.ai_addrlen)))
            }
            results.append((entry.pointee.ai_family, storage, entry.pointee.ai_addrlen))
            cursor = entry.pointee.ai_next
        }
        return .success(results.map { (family: $0.0, address: $0.1, length: $0.2) })
    }

    /// Creates a close-on-exec TCP socket.
    static func makeStream(family: Int32) -> Socket? {
        #if canImport(Darwin)
        let fd = socket(family, SystemCall.streamSocketType, 0)
        if fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        #else
        let fd = socket(family, SystemCall.streamSocketType | Int32(SOCK_CLOEXEC.rawValue), 0)
        #endif
        return fd >= 0 ? Socket(fd: fd) : nil
    }

    /// Connects to `host:port` before the deadline, trying each resolved address.
    static func connect(host: String, port: UInt16, until deadline: Deadline) throws(SocketError) -> Socket {
        let addresses: [(family: Int32, address: sockaddr_storage, length: socklen_t)]
        switch resolve(host: host, port: port) {
        case let .success(list): addresses = list
        case let .failure(error): throw error
        }
        var lastError = SocketError.failed("no address for \(host)")
        for entry in addresses {
            guard let socket = makeStream(family: entry.family) else {
                lastError = .failed(errnoDescription())
                continue
            }
            let flags = fcntl(socket.fd, F_GETFL, 0)
            _ = fcntl(socket.fd, F_SETFL, flags | O_NONBLOCK)
            var address = entry.address
            let rc = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { SystemCall.connect(socket.fd, $0, entry.length) }
            }
            if rc != 0 && errno != EINPROGRESS && errno != EINTR {
                lastError = .failed(errnoDescription())
                socket.close()
                continue
            }
            if rc != 0 {
                switch socket.wait(forWriting: true, until: deadline) {
                case .timedOut, .woken:
                    socket.close()
                    throw .timedOut
                case .ready: break
                }
                var soError: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                _ = getsockopt(socket.fd, SOL_SOCKET, SO_ERROR, &soError, &length)
                if soError != 0 {
                    lastError = .failed(errnoDescription(soError))
                    socket.close()
                    continue
                }
            }
            socket.configureStream()
            return socket
        }
        throw lastError
    }
}

/// Process-wide preparation done once: raise the open-file soft limit to the hard limit.
enum ProcessSetup {
    package static let once: Void = {
        var limit = rlimit()
        let resource = SystemCall.openFilesLimit
        if getrlimit(resource, &limit) == 0, limit.rlim_cur < limit.rlim_max {
            limit.rlim_cur = limit.rlim_max
            _ = setrlimit(resource, &limit)
        }
    }()
}

/// Starts a detached thread with a modest stack, so that a thousand connection threads stay small.
@discardableResult
func startThread(name: String, stackSize: Int = 512 * 1024, _ body: @escaping @Sendable () -> Void) -> Bool {
    DetachedThread.start(name: name, stackSize: stackSize, body)
}
