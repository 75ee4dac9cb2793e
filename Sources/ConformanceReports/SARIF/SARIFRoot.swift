#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the paths of `app-check.sarif` are relative to: `%SRCROOT%`, the root of the git
/// repository holding the app project (GitHub code scanning places a result by its path from the
/// repository root), else the project folder itself. A project in a subfolder of its repository
/// (`ios/BankApp`) has its paths prefixed with that subfolder.
public struct SARIFRoot: Sendable, Equatable {
    static let baseID = "SRCROOT"

    /// The folder `SRCROOT` stands for, as an absolute `file:` URI ending in `/`; nil when not known.
    var uri: String?
    /// The project folder relative to `SRCROOT` (`ios/BankApp/`), or `""`.
    public var prefix: String
    /// Whether `SRCROOT` is a git repository's root (else the project folder).
    var isRepository: Bool

    public init(uri: String?, prefix: String, isRepository: Bool) {
        (self.uri, self.prefix, self.isRepository) = (uri, prefix, isRepository)
    }

    /// Paths relative to the project, `SRCROOT` left for the reader to set.
    public static let project = SARIFRoot(uri: nil, prefix: "", isRepository: false)

    /// The root for the app project at `projectRoot`: the nearest folder at or above it holding a
    /// `.git` (a directory, or a worktree's file), else the project folder.
    public static func locate(_ projectRoot: String) -> SARIFRoot {
        guard let resolved = realpath(projectRoot, nil) else { return .project }
        let absolute = String(cString: resolved)
        free(resolved)
        var folder = absolute
        while true {
            var info = stat()
            if lstat(folder == "/" ? "/.git" : folder + "/.git", &info) == 0 {
                let inner = folder == absolute ? "" : String(absolute.dropFirst(folder == "/" ? 1 : folder.count + 1)) + "/"
                return SARIFRoot(uri: fileURI(folder), prefix: inner, isRepository: true)
            }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { break }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
        return SARIFRoot(uri: fileURI(absolute), prefix: "", isRepository: false)
    }

    /// `file:///abs/path/` with the path percent-encoded.
    static func fileURI(_ folder: String) -> String {
        "file://" + AppSARIF.uri(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
