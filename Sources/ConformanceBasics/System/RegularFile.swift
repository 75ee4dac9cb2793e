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

/// Reading a file the kit was given: only a regular file, only up to a size bound, and never
/// blocking on what is not a file (a FIFO, a device, a socket, a directory). What `stat` says is
/// not a regular file is refused unopened; the file is opened with `O_NONBLOCK` and its type checked
/// again with `fstat` on that descriptor before a byte is read, and reads stay non-blocking, so a
/// file that says it is regular and waits for data (`/proc/kmsg`) is refused after `stallSeconds`.
public enum RegularFile {
    /// Why a file was not read: one line, without the path (the caller names it).
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        public var reason: String
        /// Set when the file is a regular file larger than the bound (`reason` says so too).
        public var tooLarge: Bool = false

        public var description: String { reason }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them; throws a one-line reason
    /// when `path` is missing, unreadable, not a regular file, or larger than `limit`. With
    /// `followingLinks` false, a symbolic link at `path` is refused too (it is not a regular file).
    public static func read(_ path: String, limit: Int, followingLinks: Bool = true) throws(Refusal) -> [UInt8] {
        var bytes: [UInt8] = []
        try walk(path, limit: limit, followingLinks: followingLinks) { size in
            bytes.reserveCapacity(min(size, limit) + 1)
        } chunk: { chunk in
            bytes += chunk
        }
        return bytes
    }

    /// Which file a path names: its device and inode, so that two names of one file (hard links)
    /// are known as one, and its size and change time, so that a file rewritten in between is not.
    public struct Identity: Hashable, Sendable {
        public var device: UInt64
        public var inode: UInt64
        public var size: Int
        public var changed: Int
    }

    /// The SHA-256 (lowercase hex) of the regular file at `path`, read a chunk at a time (memory
    /// stays at one chunk whatever the size), with the file's identity; the same refusals as `read`.
    public static func sha256(_ path: String, limit: Int, followingLinks: Bool = true) throws(Refusal) -> (hex: String, identity: Identity)
    {
        var hasher = SHA256.Hasher()
        let identity = try walk(path, limit: limit, followingLinks: followingLinks) { _ in
        } chunk: {
            hasher.update($0)
        }
        return (SHA256.hex(digest: hasher.finalize()), identity)
    }

    /// The identity of the regular file at `path` (nil when it is not one), without reading it.
    public static func identity(_ path: String, followingLinks: Bool = true) -> Identity? {
        var named = stat()
        guard (followingLinks ? stat(path, &named) : lstat(path, &named)) == 0, kind(named.st_mode) == nil else { return nil }
        return identity(named)
    }

    private static func identity(_ status: stat) -> Identity {
        #if canImport(Darwin)
        let changed = Int(status.st_ctimespec.tv_sec) &* 1_000_000_000 &+ Int(status.st_ctimespec.tv_nsec)
        #else
        let changed = Int(status.st_ctim.tv_sec) &* 1_000_000_000 &+ Int(status.st_ctim.tv_nsec)
        #endif
        return Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int(status.st_size), changed: changed)
    }

    /// Opens the regular file at `path` (refusing what is not one), tells `sized` its size, and
    /// hands each chunk read to `chunk`, at most `limit` bytes in all; returns the file's identity.
    @discardableResult
    private static func walk(
        _ path: String, limit: Int, followingLinks: Bool, sized: (Int) -> Void, chunk: (ArraySlice<UInt8>) -> Void
    ) throws(Refusal) -> Identity {
        let (fd, status) = try openRegular(path, followingLinks: followingLinks)
        defer { close(fd) }
        if Int(status.st_size) > limit { throw tooLarge(limit) }
        sized(Int(status.st_size))
        try readAll(fd, limit: limit, chunk: chunk)
        return identity(status)
    }

    /// The last bytes of the regular file at `path` written after its first `offset` bytes (all of
    /// it when it is now shorter: rotated or truncated), at most `last` of them, and how many
    /// before those were skipped; the same refusals as `read`. A log followed during a run.
    public static func tail(_ path: String, after offset: Int, last: Int) throws(Refusal) -> (bytes: [UInt8], skipped: Int) {
        let (fd, status) = try openRegular(path, followingLinks: true)
        defer { close(fd) }
        let size = Int(status.st_size)
        let from = size >= offset ? offset : 0
        let start = max(from, size - last)
        if start > 0 && lseek(fd, off_t(start), SEEK_SET) != off_t(start) {
            throw Refusal(reason: "cannot be read (\(String(cString: strerror(errno))))")
        }
        var bytes: [UInt8] = []
        // What was written since the size was taken counts towards the bound too.
        try readAll(fd, limit: last, stopping: true) { bytes += $0 }
        return (bytes, start - from)
    }

    /// Opens the regular file at `path`, refusing what is not one: what `stat` says is not a
    /// regular file is not even opened (opening some devices does something), and the type is
    /// checked again on the descriptor, in case the path changed in between.
    private static func openRegular(_ path: String, followingLinks: Bool) throws(Refusal) -> (Int32, stat) {
        var named = stat()
        let found = followingLinks ? stat(path, &named) : lstat(path, &named)
        if found == 0, let kind = kind(named.st_mode) { throw Refusal(reason: kind) }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else {
            throw Refusal(reason: "cannot be read (\(String(cString: strerror(errno))))")
        }
        var status = stat()
        guard fstat(fd, &status) == 0 else {
            close(fd)
            throw Refusal(reason: "cannot be read (\(String(cString: strerror(errno))))")
        }
        if let kind = kind(status.st_mode) {
            close(fd)
            throw Refusal(reason: kind)
        }
        return (fd, status)
    }

    /// Reads `fd` to its end, handing each chunk to `chunk`, at most `limit` bytes: past it the
    /// file is refused as too large, or with `stopping` the reading ends there.
    private static func readAll(_ fd: Int32, limit: Int, stopping: Bool = false, chunk: (ArraySlice<UInt8>) -> Void) throws(Refusal) {
        // Reads stay non-blocking: a regular file never blocks, but a file that stat calls regular
        // and that waits for data (/proc/kmsg) would block for ever. Where a read answers EAGAIN
        // (that file, or a file system that answers so), the kit waits up to `stallSeconds` for
        // more, then refuses the file.
        var total = 0
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            // The size may have grown since fstat (or be 0, as in /proc): the bound is on what is read.
            let count = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    if readable(fd, within: stallSeconds) { continue }
                    throw Refusal(reason: "gave no more bytes within \(stallSeconds) s, as a special file waiting for data does; not read")
                }
                throw Refusal(reason: "cannot be read (\(String(cString: strerror(errno))))")
            }
            if count == 0 { return }
            if total + count > limit {
                guard stopping else { throw tooLarge(limit) }
                chunk(buffer[0..<(limit - total)])
                return
            }
            total += count
            chunk(buffer[0..<count])
        }
    }

    /// How long a read that would block may wait for more bytes before the file is refused.
    public static let stallSeconds = 2

    /// Whether `fd` has bytes to read (or its end) within `seconds`.
    private static func readable(_ fd: Int32, within seconds: Int) -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while true {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return false }
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            let answer = poll(&ready, 1, milliseconds)
            if answer < 0 && errno == EINTR { continue }
            return answer > 0
        }
    }

    /// What a non-regular file is, as a refusal; nil for a regular file.
    package static func kind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory, not a regular file; not read"
        case S_IFIFO: "a named pipe (FIFO), not a regular file; not read"
        case S_IFCHR: "a character device, not a regular file; not read"
        case S_IFBLK: "a block device, not a regular file; not read"
        case S_IFSOCK: "a socket, not a regular file; not read"
        default: "not a regular file; not read"
        }
    }

    /// A size in the unit a person would write it in (`8 MiB`, `512 KiB`, `300 bytes`).
    public static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    private static func tooLarge(_ limit: Int) -> Refusal {
        Refusal(reason: "larger than \(size(limit)); not read", tooLarge: true)
    }

    private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        guard let buffer else { return 0 }
        return SystemCall.read(fd, buffer, count)
    }
}
