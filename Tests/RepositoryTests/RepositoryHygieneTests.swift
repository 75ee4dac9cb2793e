import Foundation
import KitTestSupport
import Testing

/// What a clean clone and its CI run rely on: the release script's output is ignored by git, and
/// `.ci/run` installs its Python tools where `pip install` is allowed and lists every skipped test.
@Suite("Repository hygiene")
struct RepositoryHygieneTests {
    static let root = ConformanceHarness.packageRoot

    static var git: String? {
        ["/usr/bin/git", "/usr/local/bin/git", "/bin/git"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(
        "no file of the app-check fixtures and corpus is ignored by git (an ignored .xcodeproj passes here and is missing from a clean clone)",
        .enabled(
            if: git != nil && FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path),
            "git or the repository's .git is missing: ignore rules not checked"))
    func appProjectsNotIgnored() throws {
        let folder = "Tests/AppSourceTests"
        let enumerator = try #require(FileManager.default.enumerator(atPath: Self.root.appendingPathComponent(folder).path))
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = Self.root.appendingPathComponent(folder).appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(folder + "/" + path)
            }
        }
        #expect(files.count > 1_000, "the corpus and fixtures hold thousands of files; found \(files.count)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.git!)
        process.arguments = ["-C", Self.root.path, "check-ignore", "--no-index", "--stdin"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let list = Data(files.joined(separator: "\n").utf8 + [0x0A])
        let writer = Thread {
            input.fileHandleForWriting.write(list)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let ignored = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(ignored.isEmpty, "ignored by .gitignore, so missing from a clean clone: \(ignored.split(separator: "\n").prefix(5))")
    }

    @Test(
        "scripts/release.sh's default output folder, dist/, leaves a clone clean",
        .enabled(
            if: git != nil && FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path),
            "git or the repository's .git is missing: ignore rules not checked"))
    func releaseOutputIgnored() throws {
        let script = try String(contentsOf: Self.root.appendingPathComponent("scripts/release.sh"), encoding: .utf8)
        #expect(script.contains(#"out="${1:-dist}""#), "the default output folder changed: update .gitignore and this test")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.git!)
        process.arguments = ["-C", Self.root.path, "check-ignore", "-q", "dist/hp-conformance-0.1.0-linux-x86_64.tar.gz"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "dist/ is not ignored by .gitignore")
    }

    @Test(
        ".ci/run installs Python tools into a virtual environment and lists the tests that did not run from both test runs' event streams")
    func ciScript() throws {
        let script = try String(contentsOf: Self.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(script.contains("python3 -m venv"), "system Pythons refuse pip install (PEP 668)")
        #expect(script.contains(#"export PATH="$venv/bin:$PATH""#), "the tests' python3 must be the environment's")
        #expect(script.contains("bash scripts/test.sh \"$logs\""), "the README's test command, keeping its logs")
        let runs = script.components(separatedBy: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("swift test ") }
        #expect(runs.count == 1, "the partner package's: \(runs)")
        let withStream = script.components(separatedBy: "--event-stream-output-path").count - 1
        #expect(withStream == 1, "the partner package's swift test keeps its event stream, the only record of a cancelled test case")
        #expect(script.components(separatedBy: "--event-stream-version 0").count - 1 == 1, "version 0 events carry the reason and the case")
        #expect(
            script.contains(
                "python3 scripts/ci/not-run.py \"$logs/parallel-events.jsonl\" \"$logs/serialized-events.jsonl\" \"$logs/partner-tests-events.jsonl\""
            )
        )
        // scripts/test.sh keeps each process's event stream in version 0 too.
        let tests = try String(contentsOf: Self.root.appendingPathComponent("scripts/test.sh"), encoding: .utf8)
        #expect(tests.contains("--event-stream-output-path \"$logs/$name-events.jsonl\" --event-stream-version 0"))
        // Every test in exactly one process: the serialized targets, and everything else.
        #expect(tests.contains(#"run serialized --no-parallel --filter "$pattern" &"#))
        #expect(tests.contains(#"run parallel --skip "$pattern" &"#))
    }

    /// The targets scripts/test.sh runs one test at a time, as its `serialized=(...)` line names them.
    static func serializedTargets() throws -> [String] {
        let tests = try String(contentsOf: root.appendingPathComponent("scripts/test.sh"), encoding: .utf8)
        let line = try #require(tests.split(separator: "\n").first { $0.hasPrefix("serialized=(") })
        return line.dropFirst("serialized=(".count).dropLast().split(separator: " ").map(String.init)
    }

    @Test("scripts/test.sh picks the serialized runs by test target: each name is a test target of Package.swift")
    func serializedAreTargets() throws {
        let names = try Self.serializedTargets()
        #expect(names == ["TransportResourceTests", "InteropTests"])
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        for name in names {
            #expect(manifest.contains(".testTarget(name: \"\(name)\""), "\(name) is not a test target of Package.swift")
        }
    }

    @Test("every suite of EndToEndTests waits off the cooperative pool (.blockingWork): it launches programs and waits on them")
    func endToEndSuitesBlockOffThePool() throws {
        let folder = Self.root.appendingPathComponent("Tests/EndToEndTests")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        var suites = 0
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.hasPrefix("@Suite") {
                suites += 1
                // The attribute up to the declaration it marks (it may span lines).
                let attribute = lines[index...].prefix { !$0.hasPrefix("struct ") && !$0.hasPrefix("final class ") }.joined(separator: " ")
                #expect(
                    attribute.contains(".blockingWork"),
                    "\(file):\(index + 1): a suite without .blockingWork holds a cooperative thread while it waits")
            }
            #expect(!text.contains("@Test") || text.contains("@Suite"), "\(file): tests outside a suite cannot carry .blockingWork")
        }
        #expect(suites >= 40, "\(suites) suites found in Tests/EndToEndTests")
    }

    /// An event stream of Swift Testing 6.3.1 (version 0) from a throwaway package: a test
    /// disabled, a test cancelled, and one case of a parameterized test cancelled, which the
    /// console reports as passed.
    @Test("scripts/ci/not-run.py lists skipped tests, cancelled tests and cancelled test cases with their reasons")
    func notRunListsCancelled() throws {
        let python = try #require(
            ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) },
            "python3 is needed by .ci/run")
        let run = try ToolRun.run(
            python,
            [
                Self.root.appendingPathComponent("scripts/ci/not-run.py").path,
                Self.root.appendingPathComponent("Tests/RepositoryTests/Fixtures/events-v0.jsonl").path,
            ], timeout: .seconds(120))
        let text = run.stdout
        #expect(run.status == 0)
        #expect(
            text.split(separator: "\n").map(String.init) == [
                "  skipped    LibTests.skipped(): off",
                "  cancelled  LibTests.cancelled(): not applicable here",
                #"  cancelled  LibTests.param(_:) "b": b cancelled"#,
                "skipped 1, cancelled 2",
            ])
    }

    @Test("the README is a first page: under 250 lines, what the kit is, one command to try, and the guide by task")
    func readmeIsAFirstPage() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines < 250, "README.md has \(lines) lines; the manual belongs in docs/GUIDE.md")
        #expect(readme.contains("hp-conformance run   # CONFORMANT, exit 0"), "one command to try")
        let linked = readme.matches(of: /\]\(docs\/GUIDE\.md#([a-z0-9-]+)\)/).map { String($0.1) }
        let guide = try String(contentsOf: Self.root.appendingPathComponent("docs/GUIDE.md"), encoding: .utf8)
        let anchors = Set(
            guide.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { heading in
                String(heading.dropFirst(3).lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }).replacing(
                    " ", with: "-")
            })
        #expect(linked.count >= 10, "the README links the guide by task")
        for anchor in linked {
            #expect(anchors.contains(anchor), "README links docs/GUIDE.md#\(anchor), a section the guide does not have")
        }
    }

    @Test("the README gives a fresh machine one command for the kit's main job and one for its tests, and .ci/run runs that test command")
    func developerCommands() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## For the kit's developers\n"), "the README has no section for the kit's developers")
        let rest = readme[section.upperBound...]
        let open = try #require(rest.range(of: "```sh\n"))
        let close = try #require(rest[open.upperBound...].range(of: "\n```"))
        let commands = rest[open.upperBound..<close.lowerBound].split(separator: "\n")
            .map { $0.split(separator: "#", maxSplits: 1)[0].trimmingCharacters(in: .whitespaces) }
        #expect(commands == ["swift run hp-conformance", "bash scripts/test.sh"], "\(commands)")
        let script = try String(contentsOf: Self.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        let ciLines = script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            ciLines.contains { $0.hasPrefix(commands.last ?? "-") && !$0.hasPrefix("#") }, ".ci/run does not run the README's test command")
    }
}
