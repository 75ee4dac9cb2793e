import Foundation
import KitTestSupport
import Testing

/// The manifest lines docs/SWIFT-TESTS.md gives a partner's Swift package resolve as written: the
/// dependency and its product name are taken from the page, only the URL is pointed at a clone of
/// this repository (named as the URL's last part, so the package keeps its name), and
/// `swift package resolve` must find the branch and the `ConformanceTesting` product.
@Suite("The Swift package recipe of docs/SWIFT-TESTS.md", .serialized, .blockingWork)
struct SwiftPackageRecipeTests {
    static let page = EndToEnd.packageRoot.appendingPathComponent("docs/SWIFT-TESTS.md")
    static let swift = Tools.onPath("swift")
    static let git = Tools.onPath("git")
    static let timeout = Tools.onPath("timeout")
    static let canTry =
        swift != nil && git != nil && timeout != nil
        && FileManager.default.fileExists(atPath: EndToEnd.packageRoot.appendingPathComponent(".git").path)
    static let reason: Comment = "needs swift, git, timeout (coreutils) and this repository's .git"

    /// The page's `// Package.swift` block, without its first line.
    static func manifestLines() throws -> String {
        let text = try String(contentsOf: page, encoding: .utf8)
        let start = try #require(text.range(of: "```swift\n// Package.swift\n"), "docs/SWIFT-TESTS.md has a `// Package.swift` block")
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    /// A partner package around the page's lines, the kit's URL replaced by `kitURL`; `swift package resolve`'s output and status.
    static func resolve(_ lines: String, kitURL: String, in directory: URL) throws -> (status: Int32, output: String) {
        let partner = directory.appendingPathComponent("partner")
        for folder in ["Sources/App", "Tests/ConformanceTests"] {
            try FileManager.default.createDirectory(at: partner.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data("public let ready = true\n".utf8).write(to: partner.appendingPathComponent("Sources/App/App.swift"))
        try Data("import ConformanceTesting\n".utf8).write(to: partner.appendingPathComponent("Tests/ConformanceTests/Tests.swift"))
        let body = lines.replacingOccurrences(of: "https://git.example.com/hp-conformance.git", with: kitURL)
            .replacingOccurrences(of: "targets: [\n", with: "targets: [\n    .target(name: \"App\"),\n")
        let manifest =
            "// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Partner\",\n\(body)\n)\n"
        try Data(manifest.utf8).write(to: partner.appendingPathComponent("Package.swift"))
        return try Tools.exec(
            timeout!,
            [
                "300", swift!, "package", "resolve", "--package-path", partner.path, "--scratch-path",
                partner.appendingPathComponent(".build").path,
            ])
    }

    @Test(
        "the page's manifest lines resolve against the kit's repository as written; 'from: \"0.1.0\"' would not",
        .enabled(if: canTry, reason))
    func resolvesAsWritten() throws {
        let lines = try Self.manifestLines()
        #expect(lines.contains(#".package(url: "https://git.example.com/hp-conformance.git", branch: "main")"#), "\(lines)")
        #expect(lines.contains(#".product(name: "ConformanceTesting", package: "hp-conformance")"#), "\(lines)")

        let directory = try EndToEnd.temporaryDirectory("swift-recipe")
        defer { EndToEnd.cleanUp(directory) }
        // The kit as the URL names it: a clone called hp-conformance whose branch main is this checkout's commit.
        let kit = directory.appendingPathComponent("hp-conformance")
        let clone = try Tools.exec(Self.timeout!, ["120", Self.git!, "clone", "-q", "--no-local", EndToEnd.packageRoot.path, kit.path])
        try #require(clone.status == 0, "git clone: \(clone.output)")
        let branch = try Tools.exec(Self.git!, ["-C", kit.path, "checkout", "-q", "-B", "main"])
        try #require(branch.status == 0, "git checkout: \(branch.output)")

        let resolved = try Self.resolve(lines, kitURL: kit.absoluteURL.absoluteString, in: directory)
        #expect(resolved.status == 0, "swift package resolve: \(resolved.output)")
        #expect(resolved.output.contains("resolved at main"), "\(resolved.output)")

        // The recipe the page gave before: no version tag, so it does not resolve.
        let tagged = lines.replacingOccurrences(of: #"branch: "main""#, with: #"from: "0.1.0""#)
        let old = try Self.resolve(tagged, kitURL: kit.absoluteURL.absoluteString, in: directory.appendingPathComponent("old"))
        #expect(old.status != 0 && old.output.contains("0.1.0"), "\(old.output)")
    }
}
