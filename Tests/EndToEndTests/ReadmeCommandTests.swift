import Foundation
import KitTestSupport
import Testing

/// Every command line of the partner guide's `sh` blocks, run in order in a temporary folder with
/// `hp-conformance` the built binary (on `PATH`, and as `./hp-conformance`), as a partner would
/// type them. A line the test cannot run is listed in `notRun` with the reason; a line in neither
/// list fails the test, so a command added to the guide is run or listed, never forgotten.
@Suite("README and docs/GUIDE.md: every command of the partner guide", .serialized, .blockingWork)
struct ReadmeCommandTests {
    /// One command line of the guide: the command as typed and the comment after it, if any.
    struct GuideLine: CustomStringConvertible {
        var command: String
        var comment: String

        /// The exit code the guide promises in the comment (`# ..., exit 1`), else 0.
        var expectedStatus: Int32 {
            guard let match = comment.firstMatch(of: /exit ([0-9])/) else { return 0 }
            return Int32(match.1)!
        }

        var description: String { command }
    }

    /// The lines the test does not run, each with why; every other line is run.
    static let notRun: [String: String] = [
        "sha256sum -c hp-conformance-0.1.0-linux-x86_64.tar.gz.sha256":
            "needs the release archive, which scripts/release.sh builds and scripts/standalone-check.sh runs alone",
        "tar -xzf hp-conformance-0.1.0-linux-x86_64.tar.gz":
            "needs the release archive (as above)",
        "hp-conformance run --config my-backend.json --report-dir Reports":
            "attach mode: needs the partner's own back-end running at backend.baseURL",
        "hp-conformance serve --config my-backend.json":
            "runs until Ctrl-C on the configuration's fixed port 8099; the serve tests run it on a free port",
        "hp-conformance app-check --config my-backend.json":
            "needs app.project in the partner's configuration; the same judging runs as `app-check MyApp --scheme myapp`",
        "hp-conformance run --config my-backend.json":
            "needs the partner's own back-end and app project (attach mode)",
        "hp-conformance run --config my-backend.json --explore 40":
            "needs the partner's own back-end (attach mode); VarietyBackendTests runs --explore on back-ends it launches",
        "swift run hp-conformance run --config conformance.json --report-dir Reports":
            "a Swift back-end's own CI: conformance.json and its back-end are the partner's",
        "swift run hp-conformance":
            "builds the kit with swift run; the same run as `hp-conformance run`, which this test runs",
        "bash scripts/test.sh":
            "the kit's whole test suite, this test among them (.ci/run runs it)",
    ]

    /// The partner guide: the README's first page, then docs/GUIDE.md, in the order a partner reads them.
    static let readme: String = ["README.md", "docs/GUIDE.md"].map {
        (try? String(contentsOf: EndToEnd.packageRoot.appendingPathComponent($0), encoding: .utf8)) ?? ""
    }.joined(separator: "\n")

    /// The command lines of every ```sh block, in order: comment-only and blank lines left out,
    /// a trailing `# comment` kept apart.
    static var guideLines: [GuideLine] {
        var lines: [GuideLine] = []
        var rest = Substring(readme)
        while let open = rest.range(of: "```sh\n") {
            let after = rest[open.upperBound...]
            guard let close = after.range(of: "\n```") else { break }
            for raw in after[..<close.lowerBound].split(separator: "\n") {
                let line = raw.trimmingCharacters(in: .whitespaces)
                if line.isEmpty || line.hasPrefix("#") { continue }
                if let hash = line.range(of: " # ") ?? line.range(of: "  #") {
                    lines.append(
                        GuideLine(
                            command: line[..<hash.lowerBound].trimmingCharacters(in: .whitespaces),
                            comment: line[hash.upperBound...].trimmingCharacters(in: .whitespaces)))
                } else {
                    lines.append(GuideLine(command: line, comment: ""))
                }
            }
            rest = after[close.upperBound...]
        }
        return lines
    }

    @Test("the guide shows the commands as the binary's, and every line not run is in the guide")
    func listsAgree() throws {
        let commands = Self.guideLines.map(\.command)
        #expect(commands.count >= 15, "the guide's sh blocks: \(commands)")
        for listed in Self.notRun.keys {
            #expect(commands.contains(listed), "listed as not run, but no longer in the guide: \(listed)")
        }
        for line in commands where line.contains("hp-conformance") && !line.hasPrefix("swift ") {
            #expect(
                line.hasPrefix("hp-conformance ") || line.hasPrefix("./hp-conformance ") || line.hasPrefix("cd ")
                    || line.contains(".tar.gz"),
                "a partner's command calls the binary by its name: \(line)")
        }
        // The guide names this version's archive.
        let version = try Kit.run(["--version"])
        let number = try #require(version.stdout.firstMatch(of: /^hp-conformance ([0-9][0-9A-Za-z.-]*)\s/)?.1, "\(version)")
        for line in commands where line.contains(".tar.gz") {
            #expect(line.contains("hp-conformance-\(number)-linux-x86_64.tar.gz"), "the guide names another version's archive: \(line)")
        }
    }

    @Test("the guide's 'calls your back-end makes' is what explain wire prints from the contract the binary carries")
    func wireSectionFromContract() throws {
        let printed = try Kit.run(["explain", "wire"])
        #expect(printed.status == 0, "\(printed)")
        let begin = try #require(Self.readme.range(of: "<!-- wire:begin -->\n"))
        let end = try #require(Self.readme.range(of: "\n<!-- wire:end -->"))
        #expect(
            printed.stdout.trimmingCharacters(in: .newlines) == String(Self.readme[begin.upperBound..<end.lowerBound]),
            "regenerate the guide's section (docs/GUIDE.md) with: hp-conformance explain wire\n\(printed.stdout)")
        for word in ["POST /v1/processes", "GET /v1/processes/{id}", "humantoken", "PROCESS_RESULT_OK", "Authorization: Bearer"] {
            #expect(printed.stdout.contains(word), "\(word) is in the wire section")
        }
    }

    @Test("the guide's command table is what the binary prints with help --markdown; a misspelt option is exit 2")
    func commandTableFromBinary() throws {
        let printed = try Kit.run(["help", "--markdown"])
        #expect(printed.status == 0, "\(printed)")
        let begin = try #require(Self.readme.range(of: "<!-- commands:begin -->\n"))
        let end = try #require(Self.readme.range(of: "\n<!-- commands:end -->"))
        #expect(
            printed.stdout.trimmingCharacters(in: .newlines) == String(Self.readme[begin.upperBound..<end.lowerBound]),
            "regenerate the guide's command table (docs/GUIDE.md) with: hp-conformance help --markdown\n\(printed.stdout)")
        let misspelt = try Kit.run(["help", "--markdwn"])
        #expect(misspelt.status == 2 && misspelt.errorLines.first == "hp-conformance: help: unknown option '--markdwn'", "\(misspelt)")
        let helpOfHelp = try Kit.run(["help", "--help"])
        #expect(helpOfHelp.status == 0 && helpOfHelp.stdout.contains("--markdown"), "\(helpOfHelp)")
    }

    @Test("every command line of the guide runs, in order, and exits as the guide says")
    func everyCommandRuns() throws {
        try EndToEnd.requireExecutable()
        let folder = try EndToEnd.temporaryDirectory("guide")
        defer { EndToEnd.cleanUp(folder) }
        // `hp-conformance` and `./hp-conformance` are the built binary, as the unpacked archive is.
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("hp-conformance"), withDestinationURL: EndToEnd.executable)
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "HP_CONFORMANCE_SPECS")
        environment.removeValue(forKey: "APP_TEST_PASSWORD")
        environment["NO_COLOR"] = "1"
        environment["PATH"] = folder.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")

        var ran: [String] = []
        for line in Self.guideLines {
            if Self.notRun[line.command] != nil { continue }
            if line.command.hasPrefix("export ") {
                let assignment = line.command.dropFirst("export ".count)
                let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
                try #require(parts.count == 2, "an export the test cannot read: \(line)")
                environment[parts[0]] = parts[1]
                ran.append(line.command)
                continue
            }
            try Self.prepare(line, in: folder)
            let result = try Self.shell(line.command, in: folder, environment: environment)
            #expect(
                result.status == line.expectedStatus,
                "README: \(line.command) → exit \(result.status), the guide says \(line.expectedStatus)\n\(result.output)")
            Self.expectOutcome(line, result.output)
            ran.append(line.command)
        }
        let unlisted = Self.guideLines.map(\.command).filter { Self.notRun[$0] == nil && !ran.contains($0) }
        #expect(unlisted.isEmpty, "not run and not listed: \(unlisted)")
        #expect(ran.count >= 10, "ran \(ran)")
        print("guide commands run: \(ran.count); not run: \(Self.notRun.count)")
    }

    /// What the guide says a partner does before a line: fill in init's placeholders, put the
    /// command the comment names in `backend.launch.command`, bring an app project.
    static func prepare(_ line: GuideLine, in folder: URL) throws {
        switch line.command {
        case "hp-conformance validate --config my-backend.json":
            try fillIn(folder.appendingPathComponent("my-backend.json"), command: nil)
        case let command where command.hasPrefix("hp-conformance run --config shape.json"):
            // The command the guide's comment gives, with the example back-end this build made.
            let given = try #require(
                readme.firstMatch(of: /#\s+(\[".build\/debug\/example-backend", [^\]]*\])/)?.1, "the guide names no launch command")
            let built = EndToEnd.productsDirectory.appendingPathComponent("example-backend").path
            try fillIn(
                folder.appendingPathComponent("shape.json"),
                command: given.replacingOccurrences(of: ".build/debug/example-backend", with: built))
        case let command where command.hasPrefix("hp-conformance app-check MyApp"):
            let fixture = EndToEnd.packageRoot.appendingPathComponent("Tests/AppSourceTests/Fixtures/VendorSample")
            try FileManager.default.copyItem(at: fixture, to: folder.appendingPathComponent("MyApp"))
        default:
            break
        }
    }

    /// init's placeholders replaced as the guide says: any token of 8 or more characters, and the
    /// launch command (an argument list) where `--launch` wrote one.
    static func fillIn(_ file: URL, command: String?) throws {
        var text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\"replace-with-"), "init wrote no placeholder in \(file.lastPathComponent)")
        text = text.replacingOccurrences(of: "replace-with-a-test-token", with: "guide-test-token-0001")
            .replacingOccurrences(of: "replace-with-your-app-scheme", with: "com.example.capture")
            .replacingOccurrences(of: "replace-with-your-client-id", with: "client-a")
        if let command {
            #expect(text.contains("\"replace-with-your-start-command\""), "init --launch wrote no command placeholder")
            text = text.replacingOccurrences(of: "[\"replace-with-your-start-command\"]", with: command)
                .replacingOccurrences(of: "\"replace-with-your-start-command\"", with: command)
        }
        #expect(!text.contains("\"replace-with-"), "a placeholder the guide does not say how to fill:\n\(text)")
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    /// What the guide's comment promises is what was printed: the verdict (`CONFORMANT`, `NOT
    /// CONFORMANT`), `verified`, or the words after `prints`.
    static func expectOutcome(_ line: GuideLine, _ output: String) {
        if line.comment.contains("NOT CONFORMANT") {
            #expect(output.contains("NOT CONFORMANT"), "README: \(line.command) promises NOT CONFORMANT\n\(output)")
        } else if line.comment.contains("CONFORMANT") {
            #expect(
                output.contains("CONFORMANT") && !output.contains("NOT CONFORMANT"),
                "README: \(line.command) promises CONFORMANT\n\(output)")
        }
        if line.comment.hasPrefix("verified") {
            #expect(output.contains("verified: "), "README: \(line.command) promises verified\n\(output)")
        }
        if let printed = line.comment.firstRange(of: "prints ") {
            let words = line.comment[printed.upperBound...].trimmingCharacters(in: .whitespaces)
            #expect(output.contains(words), "README: \(line.command) promises to print '\(words)'\n\(output)")
        }
    }

    /// Runs one guide line with `/bin/sh -c` in `folder`, output and errors together, killed after 180 s.
    static func shell(_ command: String, in folder: URL, environment: [String: String]) throws -> (status: Int32, output: String) {
        let log = folder.appendingPathComponent(".guide-output")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + 180) == .timedOut {
            process.terminate()
            finished.wait()
        }
        process.waitUntilExit()
        let output = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
        try? FileManager.default.removeItem(at: log)
        return (process.terminationStatus, output)
    }
}
