#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A temporary file with no name: made with `mkstemp` (mode 0600) and unlinked at once, so that it
/// goes with its last descriptor and nothing is left behind whatever ends the kit (a kill
/// included). A child program reads or writes it as `/dev/fd/N` (`Spawn.Request.inherited`).
package enum UnlinkedFile {
    /// A descriptor of a new unnamed file holding `bytes`, positioned at its start; nil when no
    /// temporary file could be made or written.
    package static func holding(_ bytes: [UInt8]) -> Int32? {
        var template = Array((FileManager.default.temporaryDirectory.path + "/hp-conformance-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return nil }
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                close(fd)
                return nil
            }
            offset += n
        }
        guard lseek(fd, 0, SEEK_SET) == 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    /// Everything in the file behind `fd` from its start, at most `limit` bytes (nil: unreadable,
    /// or longer than `limit`).
    package static func contents(of fd: Int32, limit: Int) -> [UInt8]? {
        guard lseek(fd, 0, SEEK_SET) == 0 else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { return nil }
            if n == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > limit { return nil }
        }
    }
}
