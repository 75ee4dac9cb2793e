import Foundation
import Testing
@testable import ConformanceCLI
@testable import HumanPluginConformance

/// The README's CI recipes: each one's `hp-conformance` command line is one the runner accepts,
/// it writes where the recipe publishes the JUnit file from, and the YAML recipes parse.
@Suite("README CI recipes")
struct ReadmeRecipeTests {
    static let readme: String = (try? String(contentsOf: ConformanceHarness.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// Fenced code blocks of `language` in the README.
    static func blocks(_ language: String) -> [String] {
        var found: [String] = []
        var rest = Substring(readme)
        while let open = rest.range(of: "```\(language)\n") {
            let after = rest[open.upperBound...]
            guard let close = after.range(of: "\n```") else { break }
            found.append(String(after[..<close.lowerBound]))
            rest = after[close.upperBound...]
        }
        return found
    }

    static var recipes: [String] { blocks("yaml") + blocks("groovy") }

    @Test("there is a recipe for GitHub Actions, GitLab CI and Jenkins")
    func recipesPresent() {
        #expect(Self.blocks("yaml").count >= 2)
        #expect(Self.blocks("groovy").count >= 1)
    }

    @Test("each recipe's command line is accepted by the runner and publishes the JUnit file it writes")
    func commandLinesParse() throws {
        for recipe in Self.recipes {
            let line = try #require(recipe.split(separator: "\n").first { $0.contains("hp-conformance run ") }, "no run line in\n\(recipe)")
            let afterRun = line.components(separatedBy: "hp-conformance run ").last!
            let words = afterRun.split(separator: " ").map(String.init).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'\"}")) }.filter { !$0.isEmpty }
            let parsed = try ParsedArguments(words, command: "run", flags: ["--verbose", "--no-color"],
                                             options: ["--config", "--report-dir", "--only", "--skip", "--seed", "--timeout", "--specs"], maxPositionals: 0)
            let directory = try #require(parsed.value("--report-dir"))
            #expect(recipe.contains("\(directory)/junit.xml"), "the recipe publishes a JUnit file from another place than \(directory)")
        }
    }

    @Test("each CI recipe runs the release binary without Swift: this version's archive, checked, unpacked, then run")
    func recipesUseTheReleaseArchive() throws {
        let archive = "hp-conformance-\(KitVersion.current)-linux-x86_64.tar.gz"
        for recipe in Self.recipes {
            #expect(!recipe.contains("swift "), "a CI recipe needs no Swift:\n\(recipe)")
            let download = try #require(recipe.range(of: "curl -fsSL -o \"$archive\""), "no download in\n\(recipe)")
            let check = try #require(recipe.range(of: "sha256sum -c -"), "no checksum check in\n\(recipe)")
            let unpack = try #require(recipe.range(of: "tar -xzf \"$archive\""), "no unpacking in\n\(recipe)")
            let run = try #require(recipe.range(of: "./hp-conformance run "), "no run of the unpacked binary in\n\(recipe)")
            #expect(download.lowerBound < check.lowerBound && check.lowerBound < unpack.lowerBound && unpack.lowerBound < run.lowerBound,
                    "download, check, unpack and run are out of order in\n\(recipe)")
            #expect(recipe.contains("archive=\(archive)"), "the recipe does not fetch \(archive) (the version is KitVersion.current)")
            #expect(recipe.contains("HP_CONFORMANCE_SHA256"), "the checksum is not pinned in the recipe")
        }
    }

    @Test("the swift run form stays for Swift users")
    func swiftRunForm() throws {
        let line = try #require(Self.blocks("sh").flatMap { $0.split(separator: "\n") }.first { $0.hasPrefix("swift run hp-conformance run --config") })
        let words = line.split(separator: " ").dropFirst(4).map(String.init)
        let parsed = try ParsedArguments(words, command: "run", flags: ["--verbose", "--no-color"],
                                         options: ["--config", "--report-dir", "--only", "--skip", "--seed", "--timeout", "--specs"], maxPositionals: 0)
        #expect(parsed.value("--config") != nil)
    }

    @Test("the YAML recipes parse", .enabled(if: PythonYAML.available, "python3 with PyYAML is not installed"))
    func yamlParses() throws {
        for recipe in Self.blocks("yaml") {
            #expect(try PythonYAML.parses(recipe), "does not parse:\n\(recipe)")
        }
    }
}

/// Parses YAML with Python's PyYAML (the tests' only YAML reader).
enum PythonYAML {
    static let available: Bool = (try? run("import yaml", input: "")) == 0

    static func parses(_ text: String) throws -> Bool {
        try run("import sys, yaml; yaml.safe_load(sys.stdin.read())", input: text) == 0
    }

    private static func run(_ code: String, input: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", code]
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
