import ConformanceBasics
import ConformanceModel
import HTTP1Codec
import HTTPTransport
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The port the kit gives a back-end it launches (`backend.launch.portVariable`). It is taken below
/// the system's ephemeral range, where no server that binds port 0 (the kit's own stand-in among
/// them) is ever handed it, and never twice by one kit process; it was free when chosen.
enum LaunchPort {
    /// Ports this process has handed out already.
    private static let handedOut = Mutex<Set<UInt16>>([])

    /// A port below the ephemeral range that nobody listens on now, or, when that range leaves no
    /// room, one the system picks.
    static func choose() throws(KitError) -> UInt16 {
        if let range = candidates {
            for _ in 0..<256 {
                let port = UInt16.random(in: range)
                let fresh = handedOut.withLock { $0.insert(port).inserted }
                if fresh, isFree(port) { return port }
            }
        }
        let server = HTTPServer { _, _ in HTTPResponse(status: 503) }
        do {
            let port = try server.start()
            server.stop()
            handedOut.withLock { _ = $0.insert(port) }
            return port
        } catch {
            throw .launch(problem: "no free port: \(error)")
        }
    }

    /// The ports below the ephemeral range the kit chooses from (Linux reads the range from
    /// `/proc/sys/net/ipv4/ip_local_port_range`; elsewhere it begins at 49152, IANA's).
    static var candidates: ClosedRange<UInt16>? {
        let ephemeralLow = ephemeralRange?.lowerBound ?? 49152
        guard ephemeralLow > 2048 else { return nil }
        return max(1024, ephemeralLow / 2)...(ephemeralLow - 1)
    }

    /// The system's ephemeral range, where it can read it.
    static var ephemeralRange: ClosedRange<UInt16>? {
        #if os(Linux)
        guard let bytes = try? RegularFile.read("/proc/sys/net/ipv4/ip_local_port_range", limit: 256) else { return nil }
        let numbers = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { UInt16($0) }
        guard numbers.count == 2, numbers[0] <= numbers[1] else { return nil }
        return numbers[0]...numbers[1]
        #else
        return nil
        #endif
    }

    /// Whether the kit can listen on `port` on loopback right now.
    private static func isFree(_ port: UInt16) -> Bool {
        let server = HTTPServer(configuration: HTTPServerConfiguration(port: port)) { _, _ in HTTPResponse(status: 503) }
        guard (try? server.start()) != nil else { return false }
        server.stop()
        return true
    }
}
