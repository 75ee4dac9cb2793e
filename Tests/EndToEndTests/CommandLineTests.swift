import Foundation
import KitTestSupport
import Testing

/// Usage errors: exit 2, one line naming the bad argument, then the usage line of the command.
@Suite("Usage errors", .blockingWork)
struct UsageErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var usage: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases = [
        Case(arguments: ["run", "--bogus"], message: "run: unknown option '--bogus'", usage: "usage: hp-conformance run "),
        Case(arguments: ["--frobnicate"], message: "run: unknown option '--frobnicate'", usage: "usage: hp-conformance run "),
        Case(
            arguments: ["run", "--seed", "abc"], message: "--seed: expected a whole number, found 'abc'",
            usage: "usage: hp-conformance run "),
        Case(arguments: ["--seed", "1.5"], message: "--seed: expected a whole number, found '1.5'", usage: "usage: hp-conformance run "),
        Case(arguments: ["run", "--timeout", "0"], message: "--timeout: expected seconds", usage: "usage: hp-conformance run "),
        Case(
            arguments: ["run", "--only", "HP-NOPE"], message: "'HP-NOPE' is neither a check id nor a group",
            usage: "usage: hp-conformance run "),
        Case(arguments: ["run", "--config"], message: "run: --config needs a value", usage: "usage: hp-conformance run "),
        Case(
            arguments: ["run", "--explore", "501"], message: "--explore: expected a whole number from 0 to 500, found '501'",
            usage: "usage: hp-conformance run "),
        Case(
            arguments: ["run", "--explore-seed", "4"], message: "--explore-seed: only with --explore N", usage: "usage: hp-conformance run "
        ),
        Case(
            arguments: ["run", "--explore", "3", "--replay", "read:spaces"], message: "--explore and --replay: give one",
            usage: "usage: hp-conformance run "),
        Case(
            arguments: ["run", "--replay", "read:sapces"], message: "--replay: 'read:sapces': no variation 'sapces'",
            usage: "usage: hp-conformance run "),
        Case(
            arguments: ["serve", "--vary", "x"], message: "--vary: expected a whole number (the seed), found 'x'",
            usage: "usage: hp-conformance serve "),
        Case(arguments: ["frobnicate"], message: "unknown command 'frobnicate'", usage: "usage: hp-conformance [run|"),
        Case(arguments: ["explain", "HP-NOPE"], message: "explain: no check 'HP-NOPE'", usage: "usage: hp-conformance explain "),
        Case(arguments: ["init", "--shape", "round"], message: "--shape: expected one of", usage: "usage: hp-conformance init "),
        Case(arguments: ["validate"], message: "validate: which configuration?", usage: "usage: hp-conformance validate "),
        Case(
            arguments: ["checks", "--format", "yaml"], message: "--format: expected text or markdown",
            usage: "usage: hp-conformance checks "),
    ]

    @Test("a usage error is one line and the usage", arguments: cases)
    func usageError(_ usage: Case) throws {
        let run = try Kit.run(usage.arguments)
        #expect(run.status == 2, "\(run)")
        // Then, when no not-run report could be written, a line saying so.
        let lines = run.errorLines.filter { !$0.hasPrefix("hp-conformance: no report written: ") }
        #expect(lines.count == 2, "the error, then the usage line\n\(run)")
        #expect(lines.first?.hasPrefix("hp-conformance: ") == true, "\(run)")
        #expect(lines.first?.contains(usage.message) == true, "\(run)")
        #expect(lines.last?.hasPrefix(usage.usage) == true, "\(run)")
        #expect(!run.stdout.contains("CONFORMANT"), "nothing ran\n\(run)")
    }

    @Test("--version prints one line and exits 0")
    func version() throws {
        let run = try Kit.run(["--version"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("hp-conformance "), "\(run)")
        #expect(run.stdout.split(separator: "\n").count == 1)
    }
}

/// Help and catalogue texts, compared with the files in Fixtures/snapshots. Regenerate them with
/// `HP_UPDATE_SNAPSHOTS=1 swift test --filter EndToEnd` after an intended change, and review the diff.
@Suite("Output snapshots", .blockingWork)
struct SnapshotTests {
    struct Snapshot: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var file: String
        var testDescription: String { "hp-conformance " + arguments.joined(separator: " ") }
    }

    static let snapshots = [
        Snapshot(arguments: ["--help"], file: "help.txt"),
        Snapshot(arguments: ["run", "--help"], file: "run-help.txt"),
        Snapshot(arguments: ["checks"], file: "checks.txt"),
        Snapshot(arguments: ["explain", "HP-CREATE-FLOW"], file: "explain-HP-CREATE-FLOW.txt"),
        // Names the final-state fields and lists every state/result pair.
        Snapshot(arguments: ["explain", "HP-OUTCOME-FOLLOWS-STATE"], file: "explain-HP-OUTCOME-FOLLOWS-STATE.txt"),
        // Says which number a timeout check judges, in seconds with a config.
        Snapshot(
            arguments: [
                "explain", "HP-FAULT-CREATE-TIMEOUT", "--config",
                EndToEnd.packageRoot.appendingPathComponent("specs/examples/example-backend.json").path,
            ],
            file: "explain-HP-FAULT-CREATE-TIMEOUT.txt"),
        Snapshot(arguments: ["app-check", "--help"], file: "app-check-help.txt"),
    ]

    static var updating: Bool { ProcessInfo.processInfo.environment["HP_UPDATE_SNAPSHOTS"] == "1" }

    @Test("output matches its snapshot", arguments: snapshots)
    func matches(_ snapshot: Snapshot) throws {
        let run = try Kit.run(snapshot.arguments)
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        let url = EndToEnd.snapshots.appendingPathComponent(snapshot.file)
        if Self.updating {
            try FileManager.default.createDirectory(at: EndToEnd.snapshots, withIntermediateDirectories: true)
            try Data(run.stdout.utf8).write(to: url)
            return
        }
        let expected = try #require(
            try? String(contentsOf: url, encoding: .utf8),
            "no snapshot at \(url.path); record it with HP_UPDATE_SNAPSHOTS=1 swift test --filter EndToEnd")
        if run.stdout != expected {
            let got = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, want.count)
            Issue.record(
                """
                \(snapshot.testDescription) differs from \(snapshot.file) at line \(first + 1):
                  expected: \(first < want.count ? String(want[first]) : "(end of file)")
                  actual:   \(first < got.count ? String(got[first]) : "(end of output)")
                If the change is intended: HP_UPDATE_SNAPSHOTS=1 swift test --filter EndToEnd, then review the diff.
                """)
        }
    }

    @Test("help for each command mentions its options and exits 0", arguments: ["run", "serve", "checks", "explain", "init", "validate"])
    func commandHelp(_ command: String) throws {
        let run = try Kit.run([command, "--help"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("usage: hp-conformance \(command)"), "\(run)")
    }
}

/// `validate` and `init`, as a partner uses them before a first run.
@Suite("validate and init", .blockingWork)
struct ValidateInitTests {
    static var fixtureConfigs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: EndToEnd.fixtures.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    static var exampleConfigs: [String] {
        let examples = EndToEnd.packageRoot.appendingPathComponent("specs/examples")
        return ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted().map { examples.appendingPathComponent($0).path }
    }

    @Test("every fixture configuration is valid (launch mode)", arguments: fixtureConfigs)
    func fixtureValid(_ name: String) throws {
        let path = EndToEnd.fixtures.appendingPathComponent(name).path
        let run = try Kit.run(["validate", "--config", path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("\(path): valid (launch mode"), "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
    }

    @Test("every example configuration in specs/examples is valid", arguments: exampleConfigs)
    func exampleValid(_ path: String) throws {
        let run = try Kit.run(["validate", path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("valid"), "\(run)")
    }

    @Test("validate says, exit 1, that a scheme with '://' fails HP-APP-SCHEME-BARE on every run; the bare name is valid, exit 0")
    func validateNamesABrokenScheme() throws {
        let example = EndToEnd.packageRoot.appendingPathComponent("specs/examples/example-backend.json")
        let text = try String(contentsOf: example, encoding: .utf8)
        #expect(text.contains(#""urlScheme": "com.example.capture""#))
        let directory = try EndToEnd.temporaryDirectory("validate-scheme")
        defer { EndToEnd.cleanUp(directory) }
        let path = directory.appendingPathComponent("scheme.json").path
        try Data(
            text.replacingOccurrences(of: #""urlScheme": "com.example.capture""#, with: #""urlScheme": "com.example.capture://""#).utf8
        )
        .write(to: URL(fileURLWithPath: path))
        let run = try Kit.run(["validate", "--config", path])
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stderr.contains("app.urlScheme 'com.example.capture://' contains ':' or '/': every run fails HP-APP-SCHEME-BARE")
                && run.stderr.contains("e.g. 'com.example.capture'"), "\(run)")
        let bare = try Kit.run(["validate", "--config", example.path])
        #expect(bare.status == 0 && bare.stderr.isEmpty, "\(bare)")
    }

    @Test("there are fixture configurations to check")
    func fixturesPresent() {
        #expect(Self.fixtureConfigs.count >= 6, "\(Self.fixtureConfigs)")
        #expect(!Self.exampleConfigs.isEmpty)
    }

    /// The shapes `init --help` lists.
    static func shapes() throws -> [String] {
        let help = try Kit.run(["init", "--help"])
        let line = try #require(help.stdout.split(separator: "\n").first { $0.contains("Shapes: ") }, "\(help)")
        let list = line.components(separatedBy: "Shapes: ")[1].trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        return list.components(separatedBy: ", ")
    }

    @Test("init writes a configuration that validate accepts, for every shape")
    func initThenValidate() throws {
        let shapes = try Self.shapes()
        #expect(Set(shapes).isSuperset(of: ["flat", "nested", "id-in-body", "human-token"]), "\(shapes)")
        let directory = try EndToEnd.temporaryDirectory("init")
        defer { EndToEnd.cleanUp(directory) }
        for shape in shapes {
            let output = directory.appendingPathComponent("\(shape).json").path
            let written = try Kit.run(["init", "--shape", shape, "--output", output])
            #expect(written.status == 0, "\(written)")
            #expect(FileManager.default.fileExists(atPath: output), "\(written)")
            // init writes placeholders only the partner can fill in; validate refuses them until then.
            let text = try String(contentsOfFile: output, encoding: .utf8)
            try text.replacingOccurrences(of: "replace-with-a-test-token", with: "my-test-token-0001")
                .replacingOccurrences(of: "replace-with-your-app-scheme", with: "com.example.capture")
                .replacingOccurrences(of: "replace-with-your-client-id", with: "client-a")
                .write(toFile: output, atomically: true, encoding: .utf8)
            let validated = try Kit.run(["validate", "--config", output], environment: ["APP_TEST_PASSWORD": "init-test-password"])
            #expect(validated.status == 0, "init --shape \(shape) wrote a configuration validate refuses\n\(validated)")
            #expect(validated.stdout.contains("valid (attach mode"), "\(validated)")
        }
    }

    @Test("init refuses to overwrite without --force")
    func initNoOverwrite() throws {
        let directory = try EndToEnd.temporaryDirectory("init")
        defer { EndToEnd.cleanUp(directory) }
        let output = directory.appendingPathComponent("config.json").path
        #expect(try Kit.run(["init", "--output", output]).status == 0)
        let again = try Kit.run(["init", "--output", output])
        #expect(again.status == 2, "\(again)")
        #expect(again.errorLines.count == 1 && again.errorLines[0].contains("already exists"), "\(again)")
        #expect(try Kit.run(["init", "--output", output, "--force"]).status == 0)
    }
}
