import ConformanceBasics
import Foundation
import KitTestSupport
import Testing

@testable import ConformanceCLI
@testable import ConformanceModel
@testable import ExampleBackend

/// The guide's CI recipes: each one's `hp-conformance` command line is one the runner accepts,
/// it writes where the recipe publishes the JUnit file from, and the YAML recipes parse.
@Suite("The guide's CI recipes (docs/GUIDE.md)")
struct ReadmeRecipeTests {
    /// The partner guide: the README, then docs/GUIDE.md (where the CI recipes are).
    static let readme: String = ["README.md", "docs/GUIDE.md"].map {
        (try? String(contentsOf: ConformanceHarness.packageRoot.appendingPathComponent($0), encoding: .utf8)) ?? ""
    }.joined(separator: "\n")

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

    /// The line by which a job uses the repository's own GitHub Action (action.yml).
    static let actionUse = "uses: your-org/hp-conformance@"

    /// The recipes that fetch and run the binary themselves (the action's job is checked apart).
    static var recipes: [String] { blocks("yaml").filter { !$0.contains(actionUse) } + blocks("groovy") }

    @Test("the job with the GitHub Action gives it only inputs action.yml declares, and this version")
    func actionJob() throws {
        let job = try #require(Self.blocks("yaml").first { $0.contains(Self.actionUse) }, "no job using action.yml")
        let action = try String(contentsOf: ConformanceHarness.packageRoot.appendingPathComponent("action.yml"), encoding: .utf8)
        let declared = Set(
            action.components(separatedBy: "\ninputs:\n")[1].components(separatedBy: "\noutputs:")[0]
                .split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
                .map { String($0.dropFirst(2).prefix { $0 != ":" }) })
        #expect(declared.isSuperset(of: ["url", "version", "sha256", "config"]), "\(declared)")
        let lines = job.split(separator: "\n").map(String.init)
        let use = try #require(lines.firstIndex { $0.contains(Self.actionUse) })
        var given: [String] = []
        for line in lines[(use + 1)...].drop(while: { !$0.contains("with:") }).dropFirst() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let colon = trimmed.firstIndex(of: ":"), line.hasPrefix("          ") else { break }
            given.append(String(trimmed[..<colon]))
        }
        #expect(!given.isEmpty && Set(given).isSubset(of: declared), "inputs given: \(given), declared: \(declared)")
        #expect(job.contains("version: \(KitVersion.current)"), "the job does not name this version\n\(job)")
    }

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
            let words = afterRun.split(separator: " ").map(String.init).map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: "'\"}"))
            }.filter { !$0.isEmpty }
            let parsed = try Commands.run.parse(words)
            let directory = try #require(parsed.value("--report-dir"))
            #expect(recipe.contains("\(directory)/junit.xml"), "the recipe publishes a JUnit file from another place than \(directory)")
        }
    }

    /// The recipe's install lines, from `archive=` to `tar -xzf`, as a shell reads them (a GitLab
    /// list item's `- ` removed).
    static func installScript(_ recipe: String) -> String? {
        let lines = recipe.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.map {
            $0.hasPrefix("- ") ? String($0.dropFirst(2)) : $0
        }
        guard let first = lines.firstIndex(where: { $0.hasPrefix("archive=") }),
            let last = lines.firstIndex(where: { $0.hasPrefix("tar -xzf") }), first < last
        else { return nil }
        return lines[first...last].joined(separator: "\n")
    }

    @Test(
        "each recipe's install lines run as written under sh -e: the pinned digest passes; a wrong one, the .sha256 file's whole line and a crafted pin stop it",
        .enabled(if: Tool.path("sha256sum") != nil && Tool.path("curl") != nil, "sha256sum or curl is not on PATH"))
    func installLinesRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hp-recipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive = "hp-conformance-\(KitVersion.current)-linux-x86_64.tar.gz"
        let store = folder.appendingPathComponent("store")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        try Data("#!/bin/sh\n".utf8).write(to: folder.appendingPathComponent("hp-conformance"))
        try Self.shell("tar -czf store/\(archive) hp-conformance && rm hp-conformance", in: folder, environment: [:])
        let bytes = [UInt8](try Data(contentsOf: store.appendingPathComponent(archive)))
        let digest = SHA256.hex(of: bytes)
        for recipe in Self.recipes {
            let script = try #require(Self.installScript(recipe), "no install lines in\n\(recipe)")
            // A crafted pin names a file of the checkout it matches, and turns the archive's line into junk that a
            // check without --strict only warns about.
            let checkout = Array("a file of the checkout\n".utf8)
            let crafted = "\(SHA256.hex(of: checkout))  README.md\n#"
            for (pin, passes) in [
                (digest, true), (String(repeating: "0", count: 64), false), ("\(digest)  \(archive)", false), (crafted, false),
            ] {
                let job = folder.appendingPathComponent("job-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: job, withIntermediateDirectories: true)
                try Data(checkout).write(to: job.appendingPathComponent("README.md"))
                let status = try Self.shell(
                    script, in: job, environment: ["HP_CONFORMANCE_URL": store.absoluteString, "HP_CONFORMANCE_SHA256": pin])
                #expect((status == 0) == passes, "pin '\(pin.prefix(70))': exit \(status) in\n\(script)")
                let unpacked = FileManager.default.fileExists(atPath: job.appendingPathComponent("hp-conformance").path)
                #expect(unpacked == passes, "pin '\(pin.prefix(70))': unpacked \(unpacked)")
            }
        }
    }

    /// Runs `script` with `sh -e` in `folder`; its exit status.
    @discardableResult
    static func shell(_ script: String, in folder: URL, environment: [String: String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-e", "-c", script]
        process.currentDirectoryURL = folder
        process.environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"].merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test("each CI recipe runs the release binary without Swift: this version's archive, checked, unpacked, then run")
    func recipesUseTheReleaseArchive() throws {
        let archive = "hp-conformance-\(KitVersion.current)-linux-x86_64.tar.gz"
        for recipe in Self.recipes {
            #expect(!recipe.contains("swift "), "a CI recipe needs no Swift:\n\(recipe)")
            let download = try #require(recipe.range(of: "curl -fsSL -o \"$archive\""), "no download in\n\(recipe)")
            let check = try #require(recipe.range(of: "sha256sum -c --strict -"), "no strict checksum check in\n\(recipe)")
            let unpack = try #require(recipe.range(of: "tar -xzf \"$archive\""), "no unpacking in\n\(recipe)")
            let run = try #require(recipe.range(of: "./hp-conformance run "), "no run of the unpacked binary in\n\(recipe)")
            #expect(
                download.lowerBound < check.lowerBound && check.lowerBound < unpack.lowerBound && unpack.lowerBound < run.lowerBound,
                "download, check, unpack and run are out of order in\n\(recipe)")
            #expect(recipe.contains("archive=\(archive)"), "the recipe does not fetch \(archive) (the version is KitVersion.current)")
            #expect(recipe.contains("HP_CONFORMANCE_SHA256"), "the checksum is not pinned in the recipe")
        }
    }

    @Test("the example back-end recipe: the shapes init writes are the shapes example-backend --api serves")
    func exampleBackendRecipe() throws {
        let block = try #require(Self.blocks("sh").first { $0.contains("example-backend") && $0.contains("init --launch --shape") })
        let shapes = try #require(block.firstMatch(of: /--shape ([a-z,-]+)/)?.1)
        let api = try #require(block.firstMatch(of: /"--api", "([a-z,-]+)"/)?.1)
        #expect(shapes == api, "init writes \(shapes), the back-end serves \(api)")
        let parsed = try ExampleAPI.parse(String(api))
        #expect(parsed.shapes.map(\.rawValue) == api.split(separator: ",").map(String.init))
        #expect(parsed.login == nil || block.contains("APP_TEST_PASSWORD"), "a login shape needs its password variable")
        #expect(throws: Never.self) { try StarterConfigs.combined(shapes.split(separator: ",").map(String.init)) }
    }

    @Test("the swift run form stays for Swift users")
    func swiftRunForm() throws {
        let line = try #require(
            Self.blocks("sh").flatMap { $0.split(separator: "\n") }.first { $0.hasPrefix("swift run hp-conformance run --config") })
        let words = line.split(separator: " ").dropFirst(4).map(String.init)
        let parsed = try Commands.run.parse(words)
        #expect(parsed.value("--config") != nil)
    }

    /// Every `hp-conformance COMMAND ...` line of the README's shell blocks, as words up to the first
    /// shell operator or comment.
    static var commandLines: [(command: String, words: [String], line: String)] {
        var found: [(String, [String], String)] = []
        for block in blocks("sh") + blocks("bash") + blocks("yaml") + blocks("groovy") {
            for line in block.split(separator: "\n").map(String.init) {
                var words = line.split(separator: " ").map(String.init)
                guard let at = words.firstIndex(where: { $0.hasSuffix("hp-conformance") }), at + 1 < words.count,
                    let command = Commands.named(words[at + 1])
                else { continue }
                words = Array(words[(at + 2)...])
                if let stop = words.firstIndex(where: { ["|", "||", "&&", ">", "2>&1", "#", "\\", ";"].contains($0) || $0.hasPrefix("#") })
                {
                    words = Array(words[..<stop])
                }
                found.append((command.name, words.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'\"")) }, line))
            }
        }
        return found
    }

    @Test("every hp-conformance command line in the README and the guide uses options its command declares")
    func readmeOptionsDeclared() throws {
        let lines = Self.commandLines
        #expect(lines.count >= 10, "the README shows the commands")
        for (name, words, line) in lines {
            let declaration = try #require(Commands.named(name))
            #expect(throws: Never.self, "README: \(line)") { _ = try declaration.parse(words) }
        }
    }

    @Test("every declared option is in its command's help and usage line, and the help names no undeclared option")
    func helpFromDeclarations() {
        for declaration in Commands.declared {
            for option in declaration.options {
                #expect(declaration.helpText.contains("\n  \(option.name)"), "\(declaration.name) --help lacks \(option.name)")
                #expect(declaration.usageLine.contains(option.name), "\(declaration.name) usage lacks \(option.name)")
            }
            let declared = Set(declaration.options.map(\.name))
            for word in declaration.helpText.split(whereSeparator: {
                $0 == " " || $0 == "\n" || $0 == "[" || $0 == "]" || $0 == "," || $0 == "(" || $0 == ")" || $0 == ";" || $0 == ":"
            })
            where word.hasPrefix("--") && word.count > 2 && !["--help", "--version"].contains(word) {
                #expect(declared.contains(String(word)), "\(declaration.name) --help names \(word), which it does not declare")
            }
        }
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
