#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// printf-style formatting by the C library (`%.3f`, `%04ld`), what `String(format:)` does
    /// without the full Foundation. Integers are `Int` (64 bits): use `%ld`, not `%d`.
    public init(cFormat format: String, _ arguments: any CVarArg...) {
        var buffer = [CChar](repeating: 0, count: 128)
        var needed = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        if needed >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(needed) + 1)
            needed = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        }
        guard needed >= 0 else {
            self = format
            return
        }
        self = String(decoding: buffer[0..<Int(needed)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
