import Foundation
import KitTestSupport
import Testing

/// `hp-conformance verify` and `diff` as a reviewer runs them on a default run's report.
@Suite("verify and diff commands", .serialized, .blockingWork)
struct VerifyCommandTests {
    @Test(
        "a default run's report verifies in under a second; a changed byte exits 1 naming the file; a folder that is not a report exits 2")
    func verifyExitCodes() throws {
        let directory = try EndToEnd.temporaryDirectory("verify")
        defer { EndToEnd.cleanUp(directory) }
        let reports = directory.appendingPathComponent("Reports")
        let run = try Kit.run(["run", "--report-dir", reports.path], deadline: 90)
        #expect(run.status == 0, "\(run)")
        #expect(FileManager.default.fileExists(atPath: reports.appendingPathComponent("attestation.intoto.json").path))

        let started = Date()
        let clean = try Kit.run(["verify", reports.path])
        let seconds = Date().timeIntervalSince(started)
        // Unaltered, but the example back-end's: verified, not certifiable (exit 3), saying why.
        #expect(clean.status == 3, "\(clean)")
        let line = clean.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(line.hasPrefix("verified: ") && line.contains(" verdicts follow from "), "\(clean)")
        #expect(line.hasSuffix("status conformant, mode example, 0 checks skipped, contract 2026.11.0 (the embedded one)"), "\(clean)")
        #expect(clean.stdout.contains("not certifiable: the kit's example back-end: not a partner's evidence"), "\(clean)")
        // Measured about 0.4 s (debug build, process start included); wide bound for a shared two-core machine.
        #expect(seconds < 10, "verify took \(seconds) s")

        let html = reports.appendingPathComponent("report.html")
        var bytes = [UInt8](try Data(contentsOf: html))
        bytes[100] ^= 0x20
        try Data(bytes).write(to: html)
        let tampered = try Kit.run(["verify", reports.path])
        #expect(tampered.status == 1, "\(tampered)")
        #expect(tampered.stdout.contains("mismatch: report.html does not match its SHA-256 in SHA256SUMS"), "\(tampered)")

        let notReport = try Kit.run(["verify", directory.path])
        #expect(notReport.status == 2, "\(notReport)")
        #expect(notReport.stderr.contains("is not a report of this kit: no readable report.json"), "\(notReport)")
    }

    @Test("run --previous puts the changes in report.html; diff prints them")
    func previousAndDiff() throws {
        let directory = try EndToEnd.temporaryDirectory("diff")
        defer { EndToEnd.cleanUp(directory) }
        let old = directory.appendingPathComponent("old"), new = directory.appendingPathComponent("new")
        #expect(try Kit.run(["run", "--report-dir", old.path], deadline: 90).status == 0)
        let second = try Kit.run(
            ["run", "--report-dir", new.path, "--example-fault", "trust-app-claim", "--previous", old.path], deadline: 90)
        #expect(second.status == 1, "\(second)")
        let html = try String(contentsOf: new.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("<h2>Since the previous report</h2>") && html.contains("HP-OUTCOME-SERVER-DECIDES: pass → fail"))
        // A check that now fails is a regression: exit 1 by default, 0 with --fail-on nothing.
        let diff = try Kit.run(["diff", old.path, new.path])
        #expect(diff.status == 1, "\(diff)")
        #expect(diff.stdout.contains("checks whose status changed:\n  HP-OUTCOME-SERVER-DECIDES: pass → fail"), "\(diff)")
        #expect(diff.stdout.contains("status: conformant → not-conformant"), "\(diff)")
        #expect(diff.stdout.contains("regressions: HP-OUTCOME-SERVER-DECIDES"), "\(diff)")
        #expect(try Kit.run(["diff", old.path, new.path, "--fail-on", "nothing"]).status == 0)
        // The other way round: no regression (exit 0), but NEW ran before OLD, which is said.
        let backwards = try Kit.run(["diff", new.path, old.path])
        #expect(backwards.status == 0, "\(backwards)")
        #expect(backwards.stderr.contains("ran before OLD") && backwards.stderr.contains("are they swapped?"), "\(backwards)")
        #expect(try Kit.run(["diff", new.path, old.path, "--fail-on", "change"]).status == 1)
        #expect(try Kit.run(["diff", old.path, new.path, "--fail-on", "sometimes"]).status == 2)
        // A seed change is named.
        let seeded = directory.appendingPathComponent("seeded")
        #expect(try Kit.run(["run", "--report-dir", seeded.path, "--seed", "7"], deadline: 90).status == 0)
        let seedDiff = try Kit.run(["diff", old.path, seeded.path])
        #expect(seedDiff.stdout.contains("seed: 1 → 7") && seedDiff.status == 0, "\(seedDiff)")
        let missing = try Kit.run(["run", "--report-dir", new.path, "--previous", directory.appendingPathComponent("nowhere").path])
        #expect(missing.status == 2 && missing.stderr.contains("not a report directory"), "\(missing)")
    }
}
