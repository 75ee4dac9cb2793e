#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error written with `write(2)` (what `FileHandle.standardOutput`
/// does, without the full Foundation). Each call writes its bytes whole, retrying short writes.
public enum StandardStream: Sendable {
    case output
    case error

    public func write(_ text: String) {
        write(Array(text.utf8))
    }

    public func write(_ bytes: [UInt8]) {
        let descriptor: Int32 = self == .output ? 1 : 2
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = SystemCall.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
