#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of an app project directory that the app checks read, found by walking it without
/// following symbolic links and without entering build output, dependencies or asset catalogues.
struct ProjectFiles: Sendable {
    package var swift: [String] = []
    package var plists: [String] = []
    /// `project.pbxproj` of each `.xcodeproj`.
    package var projects: [String] = []
    var xcconfigs: [String] = []
    /// A Swift package's `Package.swift` (at any depth).
    package var manifests: [String] = []
    /// Project generator manifests (Tuist `Project.swift`, XcodeGen `project.yml`).
    var generators: [String] = []
    /// Objective-C sources (`.m`, `.mm`): read for the sessions they create only.
    var objectiveC: [String] = []
    /// Test, example and dependency folders left out (relative paths).
    package var leftOut: [String] = []
    /// Set when the walk stopped at `limit` files.
    package var truncated = false

    /// Directories never entered.
    package static let skipped: Set<String> = [
        ".git", ".build", ".swiftpm", "build", "DerivedData", "Pods", "Carthage", "node_modules",
        "xcuserdata", "SourcePackages", "fastlane",
    ]
    /// Folders that are not the app: tests, examples and samples (left out, and said so).
    /// (Not `Vendor` or `Fixtures`: apps compile vendored code and preview data kept under them.)
    static let notTheApp: Set<String> = [
        "Tests", "Test", "UnitTests", "UITests", "Example", "Examples", "Sample", "Samples", "SampleApps", "Demo", "Demos",
        "TestFixtures", "checkouts",
    ]

    /// `notTheApp` in lowercase: a folder's case is the project's habit, not a meaning (Flutter and
    /// React Native keep their sample app in `example/`).
    private static let notTheAppLowercased = Set(notTheApp.map { $0.lowercased() })

    /// Whether a folder named `name` holds tests, examples or samples rather than the app: a name of
    /// `notTheApp` in any case, a name ending in `Tests` or `Example(s)`, or an app playground
    /// package (`Demo.swiftpm`) inside the folder read (a library's showcase; given as the path
    /// itself, it is the app).
    static func isNotTheApp(_ name: String) -> Bool {
        notTheAppLowercased.contains(name.lowercased()) || name.hasSuffix("Tests") || name.hasSuffix("Example")
            || name.hasSuffix("Examples") || (name.hasSuffix(".swiftpm") && name != ".swiftpm")
    }

    /// Directory suffixes never entered.
    static let skippedSuffixes = [".xcassets", ".bundle", ".xcframework", ".framework", ".lproj", ".xcworkspace"]

    /// Walks `root` (a directory), recording paths relative to it, up to `limit` files.
    static func walk(_ root: String, limit: Int = 100_000) -> ProjectFiles {
        var files = ProjectFiles()
        var seen = 0
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            guard let directory = opendir(relative.isEmpty ? root : root + "/" + relative) else { continue }
            defer { closedir(directory) }
            var entries: [(name: String, isDirectory: Bool)] = []
            while let entry = readdir(directory) {
                let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                if name == "." || name == ".." { continue }
                var type = entry.pointee.d_type
                let path = relative.isEmpty ? name : relative + "/" + name
                if type == UInt8(DT_UNKNOWN) {
                    var info = stat()
                    if lstat(root + "/" + path, &info) == 0 {
                        type =
                            (info.st_mode & S_IFMT) == S_IFDIR
                            ? UInt8(DT_DIR) : (info.st_mode & S_IFMT) == S_IFREG ? UInt8(DT_REG) : UInt8(DT_LNK)
                    }
                }
                if type == UInt8(DT_DIR) { entries.append((name, true)) } else if type == UInt8(DT_REG) { entries.append((name, false)) }
            }
            for (name, isDirectory) in entries.sorted(by: { $0.name < $1.name }) {
                let path = relative.isEmpty ? name : relative + "/" + name
                if isDirectory {
                    if name.hasSuffix(".xcodeproj") {
                        if access(root + "/" + path + "/project.pbxproj", R_OK) == 0
                            || access(root + "/" + path + "/project.pbxproj", F_OK) == 0
                        {
                            files.projects.append(path + "/project.pbxproj")
                        }
                        continue
                    }
                    if skipped.contains(name) || skippedSuffixes.contains(where: { name.hasSuffix($0) }) { continue }
                    if isNotTheApp(name) {
                        files.leftOut.append(path)
                        continue
                    }
                    pending.append(path)
                    continue
                }
                seen += 1
                if seen > limit {
                    files.truncated = true
                    return files.sorted()
                }
                if GeneratedProject.isManifest(name) {
                    files.generators.append(path)
                } else if name == "Package.swift" {
                    files.manifests.append(path)
                } else if name.hasSuffix(".swift") {
                    files.swift.append(path)
                } else if name.hasSuffix(".plist") && (name == "Info.plist" || name.hasSuffix("-Info.plist")) {
                    files.plists.append(path)
                } else if name.hasSuffix(".xcconfig") {
                    files.xcconfigs.append(path)
                } else if name.hasSuffix(".m") || name.hasSuffix(".mm") {
                    files.objectiveC.append(path)
                }
            }
        }
        return files.sorted()
    }

    private func sorted() -> ProjectFiles {
        var copy = self
        copy.swift.sort()
        copy.objectiveC.sort()
        copy.plists.sort()
        copy.projects.sort()
        copy.xcconfigs.sort()
        copy.manifests.sort()
        copy.generators.sort()
        return copy
    }

    package var isEmpty: Bool {
        swift.isEmpty && objectiveC.isEmpty && plists.isEmpty && projects.isEmpty && manifests.isEmpty && generators.isEmpty
    }
}
