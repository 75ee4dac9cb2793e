import Foundation
import KitTestSupport
import Testing

/// The repository's GitHub Action (action.yml), its steps run here as a runner runs a composite
/// action (Fixtures/action_runner.py): the binary fetched from a release folder and checked against
/// the pinned SHA-256 before anything runs, the run, report.md in the step summary, the run's exit
/// code as the step's and as an output, and the reports' upload kept for every outcome. The
/// archive is this build's binary packed as scripts/release.sh names it; the upload step, which
/// needs GitHub, is checked to be there and to run always, not run.
@Suite("The GitHub Action (action.yml), run step by step", .serialized, .blockingWork)
struct GitHubActionTests {
    static let action = EndToEnd.packageRoot.appendingPathComponent("action.yml").path
    static let runner = EndToEnd.fixtures.appendingPathComponent("action_runner.py").path
    static let canRun: Bool = {
        guard let python3 = Tools.python3, Tools.onPath("curl") != nil, Tools.onPath("sha256sum") != nil else { return false }
        return (try? Tools.exec(python3, ["-c", "import yaml"]).status) == 0
    }()
    static let reason: Comment = "needs python3 with PyYAML, curl and sha256sum (.ci/run installs pyyaml)"

    /// A release folder holding this build's binary as `hp-conformance-VERSION-linux-x86_64.tar.gz`; its version and SHA-256.
    static func releaseFolder(_ directory: URL) throws -> (url: String, version: String, sha256: String) {
        try EndToEnd.requireExecutable()
        let printed = try Tools.exec(EndToEnd.executable.path, ["--version"]).output
        let version = try #require(printed.split(separator: " ").dropFirst().first.map(String.init), "\(printed)")
        let folder = directory.appendingPathComponent("release")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let archive = "hp-conformance-\(version)-linux-x86_64.tar.gz"
        let packed = try Tools.exec(
            "/bin/sh",
            [
                "-c", "cp \"$0\" \"$1/hp-conformance\" && tar -C \"$1\" -czf \"$1/$2\" hp-conformance && rm \"$1/hp-conformance\"",
                EndToEnd.executable.path, folder.path, archive,
            ])
        try #require(packed.status == 0, "\(packed.output)")
        let sum = try Tools.exec("/usr/bin/env", ["sha256sum", folder.appendingPathComponent(archive).path]).output
        return (folder.absoluteURL.absoluteString, version, String(sum.prefix(64)))
    }

    /// The action's steps, run in `workdir` with `inputs`: the runner's lines and exit status.
    static func runAction(_ inputs: [String: String], in workdir: URL) throws -> (status: Int32, output: String) {
        try Tools.exec(Tools.python3!, [runner, action, workdir.path] + inputs.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
    }

    @Test(
        "a conformant run: the pinned binary installed, CONFORMANT in the step summary, exit-code 0, the upload kept",
        .enabled(if: canRun, reason))
    func conformantRun() throws {
        let directory = try EndToEnd.temporaryDirectory("action")
        defer { EndToEnd.cleanUp(directory) }
        let release = try Self.releaseFolder(directory)
        let result = try Self.runAction(
            ["url": release.url, "version": release.version, "sha256": release.sha256, "config": ""], in: directory)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("step: Install hp-conformance (SHA-256 checked) -> success"), "\(result.output)")
        #expect(result.output.contains("step: Run hp-conformance -> success"), "\(result.output)")
        #expect(result.output.contains(#"outputs: {"run": {"exit-code": "0", "upload-dir": "#), "\(result.output)")
        #expect(result.output.contains("summary-first-line: # ✅ Human Plugin conformance: CONFORMANT"), "\(result.output)")
        #expect(
            result.output.contains(
                "step: Upload the reports -> not run here (uses actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02; would run: yes)"
            ),
            "\(result.output)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Reports/junit.xml").path))
    }

    @Test(
        "a run that breaks a rule fails the step with exit 1, and still writes the summary and keeps the upload",
        .enabled(if: canRun, reason))
    func failingRun() throws {
        let directory = try EndToEnd.temporaryDirectory("action")
        defer { EndToEnd.cleanUp(directory) }
        let release = try Self.releaseFolder(directory)
        let result = try Self.runAction(
            ["url": release.url, "version": release.version, "sha256": release.sha256, "config": "", "args": "--example-fault wrong-flow"],
            in: directory)
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("step: Run hp-conformance -> failure (exit 1)"), "\(result.output)")
        #expect(result.output.contains(#"outputs: {"run": {"exit-code": "1", "upload-dir": "#), "\(result.output)")
        #expect(result.output.contains("summary-first-line: # ❌ Human Plugin conformance: NOT CONFORMANT"), "\(result.output)")
        #expect(result.output.contains("would run: yes"), "the reports are uploaded after a failed run too\n\(result.output)")
    }

    /// The folder the run step staged for the upload (its `upload-dir` output).
    static func uploadFolder(_ output: String) throws -> URL {
        let line = try #require(output.split(separator: "\n").first { $0.hasPrefix("outputs: ") })
        let outputs = try #require(
            try JSONSerialization.jsonObject(with: Data(line.dropFirst("outputs: ".count).utf8)) as? [String: [String: String]])
        return URL(fileURLWithPath: try #require(outputs["run"]?["upload-dir"]))
    }

    @Test(
        "the upload holds the report files and the kit's marker only: no hidden file, link or folder of the report directory",
        .enabled(if: canRun, reason))
    func uploadLeavesHiddenFilesOut() throws {
        let directory = try EndToEnd.temporaryDirectory("action")
        defer { EndToEnd.cleanUp(directory) }
        let release = try Self.releaseFolder(directory)
        let reports = directory.appendingPathComponent("Reports")
        // (A folder holding .git is refused as a report directory by the kit itself: ReportDirectoryRefusalTests.)
        try FileManager.default.createDirectory(at: reports.appendingPathComponent(".cache"), withIntermediateDirectories: true)
        try Data("//registry.example/:_authToken=npm-canary\n".utf8).write(to: reports.appendingPathComponent(".cache/.npmrc"))
        try Data("DB_PASSWORD=env-canary\n".utf8).write(to: reports.appendingPathComponent(".env"))
        try FileManager.default.createSymbolicLink(
            at: reports.appendingPathComponent("linked.txt"), withDestinationURL: reports.appendingPathComponent(".env"))
        let result = try Self.runAction(
            ["url": release.url, "version": release.version, "sha256": release.sha256, "config": ""], in: directory)
        #expect(result.status == 0, "\(result.output)")
        let staged = Set(try FileManager.default.contentsOfDirectory(atPath: try Self.uploadFolder(result.output).path))
        #expect(staged.contains("junit.xml") && staged.contains("report.json") && staged.contains(".hp-conformance-report"), "\(staged)")
        #expect(staged.isDisjoint(with: [".env", ".cache", ".npmrc", "linked.txt"]), "\(staged)")
    }

    @Test(
        "a sha256 input that is not 64 hex digits (the whole .sha256 line, two lines, a short digest) stops before anything runs",
        .enabled(if: canRun, reason))
    func malformedPin() throws {
        let directory = try EndToEnd.temporaryDirectory("action")
        defer { EndToEnd.cleanUp(directory) }
        let release = try Self.releaseFolder(directory)
        let archive = "hp-conformance-\(release.version)-linux-x86_64.tar.gz"
        for pin in ["\(release.sha256)  \(archive)", "\(release.sha256)\n\(release.sha256)", String(release.sha256.prefix(63))] {
            let result = try Self.runAction(["url": release.url, "version": release.version, "sha256": pin, "config": ""], in: directory)
            #expect(result.status == 2, "\(pin.debugDescription): \(result.output)")
            #expect(result.output.contains("the sha256 input is not 64 hex digits"), "\(result.output)")
            #expect(result.output.contains("step: Run hp-conformance -> skipped"), "\(result.output)")
        }
    }

    @Test("a download whose SHA-256 is not the pinned one stops before anything runs", .enabled(if: canRun, reason))
    func wrongChecksum() throws {
        let directory = try EndToEnd.temporaryDirectory("action")
        defer { EndToEnd.cleanUp(directory) }
        let release = try Self.releaseFolder(directory)
        let pinned = String(repeating: "0", count: 64)
        let result = try Self.runAction(["url": release.url, "version": release.version, "sha256": pinned, "config": ""], in: directory)
        #expect(result.status == 2, "\(result.output)")
        #expect(result.output.contains("does not have the pinned SHA-256 \(pinned): not run"), "\(result.output)")
        #expect(result.output.contains("step: Run hp-conformance -> skipped"), "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Reports").path), "nothing ran")
    }
}
