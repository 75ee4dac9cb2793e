import ConformanceBasics
import HTTP1Codec

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One accepted connection, served on its own thread with blocking reads bounded by deadlines:
/// decode, call the handler, answer, repeat while keep-alive holds. Reads block in `recv` itself (the
/// deadline is the socket's receive timeout), so a request costs one `recv` and one `send`; the server
/// wakes the thread on stop by shutting the socket down.
package struct HTTPConnection {
    package let socket: Socket
    package let id: Int
    let remoteAddress: String
    package let configuration: HTTPServerConfiguration
    package let handler: HTTPHandler
    /// Becomes readable when the server stops.
    let wakeFD: Int32
    let isStopping: @Sendable () -> Bool
    /// Where the connection says whether it waits idle between requests (the server may close it then).
    package var slot: ConnectionSlot? = nil

    private var timeouts: HTTPServerTimeouts { configuration.timeouts }

    /// Serves requests until the peer leaves, a deadline passes, a protocol error occurs or the server stops.
    /// The caller closes the descriptor afterwards.
    package func run() {
        var decoder = HTTPRequestDecoder(limits: configuration.limits)
        var requestIndex = 0
        // The first request must arrive within the header timeout; later ones within the idle timeout.
        var idleDeadline = Deadline.after(timeouts.headerRead)
        // Each deadline covers a whole head or a whole body: set once when it begins, never restarted by
        // the bytes that arrive (a peer sending one byte at a time is cut off all the same).
        var headerDeadline: Deadline?
        var bodyDeadline: Deadline?
        var armedTimeout: Duration?
        var date = HTTPEncoder.DateCache()

        while true {
            let request: HTTPRequest?
            do {
                request = try decoder.next()
            } catch {
                answerError(status: error.status, message: error.message)
                return
            }

            if let request {
                let info = HTTPConnectionInfo(
                    connectionID: id, remoteAddress: remoteAddress, requestIndex: requestIndex,
                    peerHasClosed: { [socket] in socket.hasPeerClosed })
                requestIndex += 1
                let response = handler(request, info)
                let willClose = !Self.keepsAlive(request: request, response: response) || isStopping()
                var bytes: [UInt8]
                do {
                    bytes = try HTTPEncoder.prepare(
                        response, requestMethod: request.method, requestVersion: request.version,
                        willClose: willClose, date: date.current())
                } catch {
                    // The handler's answer would have split into other headers: answer 500 instead (the
                    // refused value is not echoed) and close.
                    answerError(status: 500, message: "the server refused its own answer: \(error.place) holds CR, LF or NUL")
                    return
                }
                let cutShort = response.wire.cutShortBy.map { min(max(0, $0), response.body.count) } ?? 0
                if cutShort > 0 { bytes.removeLast(cutShort) }
                do {
                    try socket.sendAll(bytes, until: .after(timeouts.write), wakeFD: wakeFD)
                } catch {
                    return
                }
                if cutShort > 0 {
                    // The body its head announced never ends: the connection closes under the reader.
                    closeGracefully()
                    return
                }
                if willClose {
                    closeGracefully()
                    return
                }
                // A handler may also drop the connection without saying so (`idleClose` of zero: a vendor
                // whose load balancer resets a connection as soon as it is idle). A reset, not a FIN: after
                // a FIN the peer's next request is still written and then lost, a race no client can win
                // for a POST; after a reset its write fails before any byte leaves, which a client can tell
                // and retry. A request already on its way is answered first.
                if response.wire.idleClose == .zero && decoder.isIdle && !socket.hasPendingBytes {
                    socket.resetOnClose()
                    return
                }
                headerDeadline = nil
                bodyDeadline = nil
                // A handler may ask for its connection to be closed sooner once idle (a vendor's short keep-alive);
                // a drop deferred for a request already on its way waits the usual idle time.
                let keepAlive = response.wire.idleClose.flatMap { $0 > .zero ? min($0, timeouts.idle) : nil }
                idleDeadline = .after(keepAlive ?? timeouts.idle)
                continue
            }

            if decoder.awaitsContinue {
                do {
                    try socket.sendAll(HTTPEncoder.continueResponse, until: .after(timeouts.write), wakeFD: wakeFD)
                } catch {
                    return
                }
                decoder.acknowledgeContinue()
                // The client holds its body back until now: the body's deadline starts here.
                bodyDeadline = .after(timeouts.bodyRead)
            }

            let deadline: Deadline
            if decoder.isIdle {
                deadline = idleDeadline
            } else if decoder.isReadingBody {
                if bodyDeadline == nil { bodyDeadline = .after(timeouts.bodyRead) }
                deadline = bodyDeadline!
            } else {
                if headerDeadline == nil { headerDeadline = .after(timeouts.headerRead) }
                deadline = headerDeadline!
            }

            let idle = decoder.isIdle
            if idle { slot?.setIdle(true) }
            let received: Int
            do {
                received = try decoder.buffer.withAppendableArray { (bytes: inout [UInt8]) throws(SocketError) -> Int in
                    try socket.receiveBlocking(appendingTo: &bytes, maxBytes: 16 * 1024, until: deadline, armed: &armedTimeout)
                }
            } catch .timedOut {
                if !decoder.isIdle {
                    answerError(
                        status: 408, message: decoder.isReadingBody ? "request body not received in time" : "request not received in time")
                }
                return
            } catch {
                return
            }
            if received == 0 { return }
            if idle { slot?.setIdle(false) }
        }
    }

    /// HTTP/1.1 keeps the connection unless either side says `close`; HTTP/1.0 only with `keep-alive`,
    /// and never after an HTTP/1.0 request with `Transfer-Encoding` (RFC 9112 §6.1: its framing is
    /// suspect, so the connection closes after the answer).
    static func keepsAlive(request: HTTPRequest, response: HTTPResponse) -> Bool {
        let requestTokens = request.headers.tokens(for: "Connection")
        if requestTokens.contains("close") { return false }
        if request.version == .http1_0 && !requestTokens.contains("keep-alive") { return false }
        if request.version == .http1_0 && request.headers.contains("Transfer-Encoding") { return false }
        if response.headers.tokens(for: "Connection").contains("close") { return false }
        return true
    }

    /// Answers a protocol error with `Connection: close`, then half-closes and drains briefly.
    private func answerError(status: Int, message: String) {
        let response = HTTPResponse.text(status, message + "\n")
        guard let bytes = try? HTTPEncoder.prepare(response, requestMethod: "GET", requestVersion: .http1_1, willClose: true) else {
            return
        }
        do {
            try socket.sendAll(bytes, until: .after(timeouts.write), wakeFD: wakeFD)
        } catch {
            return
        }
        closeGracefully()
    }

    /// Sends FIN and reads what the peer still sends for a moment, so our last answer is not lost to a reset.
    private func closeGracefully() {
        socket.shutdownWrite()
        socket.drain(maxBytes: 64 * 1024, for: .milliseconds(100))
    }
}
