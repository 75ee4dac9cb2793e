#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder the kit was given, and the one way to read the files in it: a path relative to the
/// folder is refused when it is absolute or when its `..` climbs past the folder, then resolved
/// with its links followed (`realpath`), and refused when it lands outside the folder; what is
/// left is read as a `RegularFile` (a regular file only, within a size bound, never blocking).
/// So a project file that is a link to `/proc/self/environ`, an include of `../x.yml` or an
/// `INFOPLIST_FILE` in a sibling folder is never opened, whatever reader meets it.
public struct GivenFolder: Sendable {
    /// The folder as given.
    public let path: String
    /// The folder with its links resolved: every file read lies under it.
    public let resolved: String

    /// The folder at `path`; refused when it is not there or not a directory.
    public init(_ path: String) throws(RegularFile.Refusal) {
        guard let real = Self.realPath(path) else {
            throw RegularFile.Refusal(reason: "not there (\(String(cString: strerror(errno))))")
        }
        var info = stat()
        guard stat(real, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw RegularFile.Refusal(reason: "not a directory")
        }
        self.path = path
        resolved = real
    }

    /// The folder's own path, resolved, is the prefix every file must have.
    private var prefix: String { resolved == "/" ? "/" : resolved + "/" }

    /// `relative` without `.` and empty parts, its `..` applied; nil when it is absolute or climbs
    /// past the folder.
    public static func normalized(_ relative: String) -> String? {
        guard !relative.hasPrefix("/") else { return nil }
        var parts: [Substring] = []
        for part in relative.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// The absolute, link-free path of `relative` inside the folder; throws a one-line reason (without
    /// the path: the caller names it) when the path leaves the folder or names nothing.
    public func locate(_ relative: String) throws(RegularFile.Refusal) -> String {
        guard let inside = Self.normalized(relative) else {
            throw RegularFile.Refusal(reason: "outside the folder given (the kit reads only files inside it)")
        }
        let joined = inside.isEmpty ? resolved : prefix + inside
        guard let real = Self.realPath(joined) else {
            throw RegularFile.Refusal(reason: "not there (\(String(cString: strerror(errno))))")
        }
        guard real == resolved || real.hasPrefix(prefix) else {
            throw RegularFile.Refusal(reason: "a link to outside the folder given (the kit reads only files inside it)")
        }
        return real
    }

    /// The bytes of the regular file `relative` names inside the folder, at most `limit` of them.
    public func read(_ relative: String, limit: Int) throws(RegularFile.Refusal) -> [UInt8] {
        try RegularFile.read(try locate(relative), limit: limit, followingLinks: false)
    }

    /// Whether `relative` names something inside the folder (after its links): a file to read, or a
    /// FIFO or a device the reader will refuse, naming what it is.
    public func holds(_ relative: String) -> Bool {
        (try? locate(relative)) != nil
    }

    private static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
