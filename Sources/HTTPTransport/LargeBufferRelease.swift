import ConformanceBasics
import HTTP1Codec

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Makes large buffers (answer bodies being read) go back to the system when freed. glibc's malloc
/// otherwise raises its mmap threshold after each large free and serves later large buffers from
/// per-thread heaps that it rarely trims, so many users reading big answers in turn would keep tens
/// of megabytes resident long after. Applied once per process, before the first client reads.
enum LargeBufferRelease {
    package static let once: Void = {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        if let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") {
            let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
            _ = mallopt(-3, 256 * 1024)  // -3: M_MMAP_THRESHOLD
        }
        #endif
    }()
}
