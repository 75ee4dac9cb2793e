#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library calls whose names a Swift type of the kit also uses (`close`, `write`, `read`,
/// `connect`, `pipe`, `free`), and the socket constants that differ between C libraries, in one
/// place for Glibc, Musl and Darwin. Callers write `SystemCall.close(fd)` instead of choosing a
/// module themselves.
public enum SystemCall {
    @inline(__always) public static func close(_ fd: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.close(fd)
        #elseif canImport(Musl)
        Musl.close(fd)
        #elseif canImport(Darwin)
        Darwin.close(fd)
        #endif
    }

    @inline(__always) public static func write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, buffer, count)
        #elseif canImport(Musl)
        Musl.write(fd, buffer, count)
        #elseif canImport(Darwin)
        Darwin.write(fd, buffer, count)
        #endif
    }

    @inline(__always) public static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(fd, buffer, count)
        #elseif canImport(Musl)
        Musl.read(fd, buffer, count)
        #elseif canImport(Darwin)
        Darwin.read(fd, buffer, count)
        #endif
    }

    @inline(__always) public static func connect(_ fd: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
        #if canImport(Glibc)
        Glibc.connect(fd, address, length)
        #elseif canImport(Musl)
        Musl.connect(fd, address, length)
        #elseif canImport(Darwin)
        Darwin.connect(fd, address, length)
        #endif
    }

    @inline(__always) public static func pipe(_ fds: UnsafeMutablePointer<Int32>) -> Int32 {
        #if canImport(Glibc)
        Glibc.pipe(fds)
        #elseif canImport(Musl)
        Musl.pipe(fds)
        #elseif canImport(Darwin)
        Darwin.pipe(fds)
        #endif
    }

    @inline(__always) public static func free(_ pointer: UnsafeMutableRawPointer?) {
        #if canImport(Glibc)
        Glibc.free(pointer)
        #elseif canImport(Musl)
        Musl.free(pointer)
        #elseif canImport(Darwin)
        Darwin.free(pointer)
        #endif
    }

    /// `SOCK_STREAM` as the `Int32` that `socket(2)` and `addrinfo` take.
    public static var streamSocketType: Int32 {
        #if canImport(Glibc)
        Int32(SOCK_STREAM.rawValue)
        #else
        Int32(SOCK_STREAM)
        #endif
    }

    /// `RLIMIT_NOFILE` as the type `getrlimit(2)` takes.
    #if canImport(Glibc)
    public static var openFilesLimit: __rlimit_resource_t { __rlimit_resource_t(RLIMIT_NOFILE.rawValue) }
    #else
    public static var openFilesLimit: Int32 { Int32(RLIMIT_NOFILE) }
    #endif

    /// Flags for a send that never blocks and never raises SIGPIPE (Darwin sets `SO_NOSIGPIPE` on
    /// the socket instead).
    public static var nonBlockingSendFlags: Int32 {
        #if canImport(Darwin)
        Int32(MSG_DONTWAIT)
        #else
        Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)
        #endif
    }
}
