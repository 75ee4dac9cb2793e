import ExampleRunTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import CertificationEvidence
@testable import ConformanceBasics
@testable import ConformanceModel
@testable import ConformanceReports

/// `verify` on a real run's report: a clean report verifies, and each kind of tampering is named.
@Suite("Verifying a report", .serialized)
struct ReportVerificationTests {
    /// One run with a failing check (HP-READ-AUTH) and a warning (HP-CALLBACK-LOWERCASE), shared by the tests.
    static let result: RunResult = {
        var result = try! ConformanceHarness.run(faults: [.noReadAuth, .uppercaseScheme])
        result.provenance = Provenance.make(
            metadata: result.metadata, configuration: nil, exampleBackend: true,
            environment: ["GITHUB_ACTIONS": "true", "GITHUB_REPOSITORY": "acme/backend", "GITHUB_SHA": "abc"],
            redactor: Redactor(), options: ["--seed 1"], binaryDigest: String(repeating: "c", count: 64))
        return result
    }()

    static let verifier = ReportVerification(specs: ConformanceHarness.specs)

    /// A fresh report directory of `result`.
    static func written() throws -> URL {
        let directory = try ReportTools.temporaryDirectory().appendingPathComponent("Reports")
        try ReportWriter(redactor: Redactor()).write(result, to: directory)
        return directory
    }

    static func edit(_ name: String, in directory: URL, _ change: (String) -> String) throws {
        let url = directory.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let changed = change(text)
        #expect(changed != text, "the edit of \(name) changed nothing")
        try changed.write(to: url, atomically: true, encoding: .utf8)
    }

    static func problems(_ directory: URL) -> [String] {
        if case .mismatches(let problems, _) = verifier.verify(directory) { return problems }
        return []
    }

    @Test("a clean report verifies: every verdict follows from the recorded exchanges, fast")
    func clean() throws {
        #expect(Self.result.verdicts.contains { $0.checkID == "HP-READ-AUTH" && $0.status == .fail })
        let directory = try Self.written()
        let start = ContinuousClock.now
        let verdict = Self.verifier.verify(directory)
        let elapsed = ContinuousClock.now - start
        let skipped = Self.result.verdicts.filter { $0.status == .skip }.count
        #expect(
            verdict
                == .verifiedNotCertifiable(
                    "verified: \(Self.result.verdicts.count) verdicts follow from \(Self.result.journal.count) exchanges; "
                        + "status not-conformant, mode example, \(skipped) check\(skipped == 1 ? "" : "s") skipped, contract 2026.11.0 (the embedded one)",
                    reasons: ["the run is not-conformant, not conformant", "the kit's example back-end: not a partner's evidence"],
                    notes: []))
        #expect(verdict.exitCode == 3, "unaltered, but neither conformant nor a partner's back-end")
        #expect(Self.result.evidence?.notRederivable == [], "every check of this run can be judged again from its report")
        #expect(elapsed < .seconds(10), "verify took \(elapsed)")  // about 0.3 s measured; wide bound for a shared machine
    }

    @Test("an edited run status in report.json (not conformant made conformant) is named")
    func editedRunStatus() throws {
        let directory = try Self.written()
        let before = try String(contentsOf: directory.appendingPathComponent("report.json"), encoding: .utf8)
        try #require(before.contains("\"status\": \"not-conformant\""), "the fixture run is not conformant")
        try Self.edit("report.json", in: directory) { text in
            let status = text.range(of: "\"status\": \"not-conformant\"")!
            return text.replacingCharacters(in: status, with: "\"status\": \"conformant\"")
        }
        let problems = Self.problems(directory)
        #expect(problems.contains("report.json: status is 'conformant', but its verdicts and errors give 'not-conformant'"), "\(problems)")
    }

    @Test("an edited verdict status in report.json is named, even with SHA256SUMS recomputed")
    func editedStatus() throws {
        let directory = try Self.written()
        try Self.edit("report.json", in: directory) { text in
            let check = text.range(of: "\"checkID\": \"HP-READ-AUTH\"")!
            let status = text.range(of: "\"status\": \"fail\"", range: check.upperBound..<text.endIndex)!
            return text.replacingCharacters(in: status, with: "\"status\": \"pass\"")
        }
        var problems = Self.problems(directory)
        #expect(problems.contains("report.json does not match its SHA-256 in SHA256SUMS (changed after the run)"), "\(problems)")
        #expect(problems.contains("HP-READ-AUTH: report.json records pass, its exchanges give fail"), "\(problems)")
        #expect(problems.contains("junit.xml: HP-READ-AUTH is shown failing, report.json records pass"), "\(problems)")

        // A forger who also rewrites SHA256SUMS is still caught: by the marker, the attestation and the re-judging.
        let sums = try ReportTools.run(
            ReportTools.sha256sum!, ["attestation.intoto.json", "junit.xml", "report.html", "report.json", "report.md"], in: directory)
        try sums.output.write(to: directory.appendingPathComponent("SHA256SUMS"), atomically: true, encoding: .utf8)
        problems = Self.problems(directory)
        #expect(!problems.contains { $0.hasPrefix("report.json does not match its SHA-256 in SHA256SUMS") })
        #expect(problems.contains("SHA256SUMS is not the one the kit wrote (.hp-conformance-report records another)"), "\(problems)")
        #expect(problems.contains("report.json does not match its SHA-256 in attestation.intoto.json"), "\(problems)")
        #expect(problems.contains("HP-READ-AUTH: report.json records pass, its exchanges give fail"), "\(problems)")
    }

    @Test("a failure dropped from junit.xml is named")
    func droppedFailure() throws {
        let directory = try Self.written()
        try Self.edit("junit.xml", in: directory) { text in
            let name = text.range(of: "name=\"HP-READ-AUTH: ")!
            let open = text.range(of: ">", range: name.upperBound..<text.endIndex)!
            let close = text.range(of: "</testcase>", range: open.upperBound..<text.endIndex)!
            return text.replacingCharacters(in: open.lowerBound..<close.upperBound, with: "/>")
        }
        let problems = Self.problems(directory)
        #expect(problems.contains("junit.xml: HP-READ-AUTH is shown passing, report.json records fail"), "\(problems)")
        #expect(problems.contains("junit.xml does not match its SHA-256 in SHA256SUMS (changed after the run)"), "\(problems)")
    }

    @Test("an exchange deleted from report.json's journal is named")
    func deletedExchange() throws {
        let directory = try Self.written()
        let cited = try #require(Self.result.verdicts.first { $0.checkID == "HP-READ-AUTH" }?.evidence.first)
        let url = directory.appendingPathComponent("report.json")
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let journal = try #require(document["journal"] as? [[String: Any]])
        document["journal"] = journal.filter { ($0["id"] as? Int) != cited }
        try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]).write(to: url)
        let problems = Self.problems(directory)
        #expect(problems.contains("report.json: the journal lacks exchange #\(cited) (removed after the run)"), "\(problems)")
        #expect(problems.contains { $0.hasPrefix("HP-READ-AUTH: ") }, "the check resting on it no longer follows: \(problems)")
    }

    @Test("one changed byte of report.html is named")
    func changedByte() throws {
        let directory = try Self.written()
        let url = directory.appendingPathComponent("report.html")
        var bytes = [UInt8](try Data(contentsOf: url))
        bytes[bytes.count / 2] ^= 0x01
        try Data(bytes).write(to: url)
        let problems = Self.problems(directory)
        #expect(problems.contains("report.html does not match its SHA-256 in SHA256SUMS (changed after the run)"), "\(problems)")
        #expect(problems.contains("report.html does not match its SHA-256 in attestation.intoto.json"), "\(problems)")
        #expect(!problems.contains { $0.hasPrefix("HP-") }, "the verdicts still follow: \(problems)")
    }

    @Test("a report of another run mixed in is named")
    func otherRun() throws {
        let directory = try Self.written()
        try Self.edit("report.md", in: directory) {
            $0.replacingOccurrences(of: TimestampText.iso(Self.result.metadata.startedAt), with: "2020-01-01T00:00:00.000Z")
        }
        let problems = Self.problems(directory)
        #expect(problems.contains { $0.hasPrefix("report.md does not name the run report.json names") }, "\(problems)")
    }

    @Test("a directory that is not a report exits 2")
    func notAReport() throws {
        let empty = try ReportTools.temporaryDirectory()
        let verdict = Self.verifier.verify(empty)
        #expect(verdict.exitCode == 2)
        try Data("{\"format\": \"something-else\"}".utf8).write(to: empty.appendingPathComponent("report.json"))
        guard case .notAReport(let why) = Self.verifier.verify(empty) else {
            Issue.record("not refused")
            return
        }
        #expect(why.contains("report.json"), "\(why)")
        #expect(Self.verifier.verify(empty.appendingPathComponent("missing")).exitCode == 2)
    }

    @Test(
        "the attestation is an in-toto Statement v1 whose subjects verify accepts",
        .enabled(
            if: ReportTools.python3 != nil && (try? ReportTools.run(ReportTools.python3!, ["-c", "import jsonschema"]).status) == 0,
            "needs python3 with the jsonschema package"))
    func attestation() throws {
        let directory = try Self.written()
        let statement = directory.appendingPathComponent(Attestation.fileName)
        let schema = ReportTools.fixtures.appendingPathComponent("in-toto-statement-v1.schema.json")
        let script =
            "import json,sys,jsonschema; jsonschema.Draft202012Validator(json.load(open(sys.argv[1]))).validate(json.load(open(sys.argv[2])))"
        let result = try ReportTools.run(ReportTools.python3!, ["-c", script, schema.path, statement.path])
        #expect(result.status == 0, "\(result.output)")
        let subjects = try #require(Attestation.subjects(of: [UInt8](try Data(contentsOf: statement))))
        #expect(subjects.map(\.name) == ["junit.xml", "report.html", "report.json", "report.md"])
        for subject in subjects {
            #expect(SHA256.hex(of: [UInt8](try Data(contentsOf: directory.appendingPathComponent(subject.name)))) == subject.sha256)
        }
        #expect(Self.verifier.verify(directory).verifiedLine != nil)
        let json = try #require(JSONValue.parse([UInt8](try Data(contentsOf: statement))))
        #expect(json["predicateType"]?.stringValue == Attestation.predicateType)
        #expect(
            json["predicate"]?["verdicts"]
                == .array(Self.result.verdicts.map { .object(["checkID": .string($0.checkID), "status": .string($0.status.rawValue)]) }))
        #expect(json["predicate"]?["provenance"]?["ci"]?["repository"]?.stringValue == "acme/backend")
    }

    @Test("an attestation subject outside the directory (../, an absolute path) is named and never read")
    func attestationSubjectOutside() throws {
        let directory = try Self.written()
        // A file beside the report directory whose digest the forged subject gives correctly: read,
        // it would pass as one of the report's files.
        let outside = directory.deletingLastPathComponent().appendingPathComponent("outside.txt")
        try Data("not a report file\n".utf8).write(to: outside)
        let digest = SHA256.hex(of: Array("not a report file\n".utf8))
        try Self.edit(Attestation.fileName, in: directory) { text in
            text.replacingOccurrences(
                of: "\"subject\": [",
                with: "\"subject\": [{\"name\": \"../outside.txt\", \"digest\": {\"sha256\": \"\(digest)\"}}, "
                    + "{\"name\": \"/proc/kmsg\", \"digest\": {\"sha256\": \"\(digest)\"}}, ")
        }
        // Read as root, /proc/kmsg blocks until the kernel logs: under a hard deadline, reading it
        // fails this test instead of hanging the suite.
        let problems = HardDeadline.run("verify with subjects outside the directory", seconds: 60) { Self.problems(directory) } ?? []
        for name in ["../outside.txt", "/proc/kmsg"] {
            #expect(
                problems.contains(
                    "\(Attestation.fileName) names \"\(name)\", which is not a file of the report directory (verify reads only the directory's own files)"
                ), "\(problems)")
        }
        #expect(!problems.contains { $0.hasPrefix("../outside.txt") || $0.hasPrefix("/proc/kmsg") }, "\(problems)")
    }

    @Test("SHA256SUMS listing 200 hard links to one 64 MiB file: verify hashes it once, within its budget")
    func hardLinkedSums() throws {
        let directory = try Self.written()
        let big = directory.appendingPathComponent("big.bin")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 64 << 20)
        try handle.close()
        let zeros = SHA256.hex(of: [UInt8](repeating: 0, count: 64 << 20))
        var listed = "\(zeros)  big.bin\n"
        for index in 0..<200 {
            #expect(link(big.path, directory.appendingPathComponent("copy\(index).bin").path) == 0)
            listed += "\(zeros)  copy\(index).bin\n"
        }
        try Self.edit("SHA256SUMS", in: directory) { $0 + listed }
        let checked = HardDeadline.run("checking 201 names of one file", seconds: 120) { () -> ([String], Int) in
            let digests = FileDigests(largestFile: ReportVerification.largestFile)
            return (Self.verifier.checkSums(directory, digests: digests), digests.spent)
        }
        // The edited SHA256SUMS is not the one the kit's marker records, and lists 201 names the kit never
        // writes; every name it lists matches.
        let others = (checked?.0 ?? []).filter { !$0.hasSuffix("a file the kit never writes (added to the report after the run)") }
        #expect(checked?.0.count == 202, "\(checked?.0.count ?? 0) problems")
        #expect(others.count == 1 && others.first?.hasPrefix("SHA256SUMS is not the one the kit wrote") == true, "\(others)")
        #expect((checked?.1 ?? .max) < 65 << 20, "verify hashed \(checked?.1 ?? -1) bytes: the 64 MiB file more than once")
    }

    @Test("a check the report cannot decide again is recorded when written, listed by verify, and its status still guarded")
    func notRederivable() throws {
        // A document number inside callbackUri: the redaction marker makes the URL no URL.
        let result = try ConformanceHarness.run(faults: [.documentInCallback])
        let gaps = try #require(result.evidence?.notRederivable)
        // HP-BROWSER-RETURNS compares the return URL with the registered callbackUri, and both are
        // redacted alike: it is judged again. The scheme rule cannot read a redacted URL.
        #expect(Set(gaps.map(\.checkID)) == ["HP-CALLBACK-APP-SCHEME"], "\(gaps)")
        #expect(gaps.allSatisfy { $0.reason.contains("redacted (credential.value") }, "\(gaps)")
        let directory = try ReportTools.temporaryDirectory().appendingPathComponent("Reports")
        try ReportWriter(redactor: Redactor()).write(result, to: directory)
        let verdict = Self.verifier.verify(directory)
        guard let line = verdict.verifiedLine, case .verifiedNotCertifiable(_, _, let notes) = verdict else {
            Issue.record("not verified: \(verdict)")
            return
        }
        #expect(
            line.hasPrefix(
                "verified: \(result.verdicts.count - 1) verdicts follow from \(result.journal.count) exchanges; 1 could not be judged again (below); status "
            ), "\(line)")
        #expect(notes.contains { $0.hasPrefix("HP-CALLBACK-APP-SCHEME: not judged again:") }, "\(notes)")

        let recorded = try #require(result.verdicts.first { $0.checkID == "HP-CALLBACK-APP-SCHEME" }?.status)
        try Self.edit("report.json", in: directory) { text in
            let check = text.range(of: "\"checkID\": \"HP-CALLBACK-APP-SCHEME\",\n      \"durationMilliseconds\"")!
            let status = text.range(of: "\"status\": \"\(recorded.rawValue)\"", range: check.upperBound..<text.endIndex)!
            return text.replacingCharacters(in: status, with: "\"status\": \"skip\"")
        }
        #expect(
            Self.problems(directory).contains { $0.hasPrefix("HP-CALLBACK-APP-SCHEME: report.json records skip") },
            "\(Self.problems(directory))")
    }

    @Test("diff names the checks whose status changed, new and gone warnings, and changed facts")
    func diff() throws {
        let old = try ReportReader.read(JSONReport.data(Self.result))
        var new = old
        new.verdicts = new.verdicts.map { verdict in
            var v = verdict
            if v.checkID == "HP-READ-AUTH" { v.status = .pass }
            if v.checkID == "HP-CALLBACK-LOWERCASE" { v.status = .pass }
            if v.checkID == "HP-READ-EXTRA-FIELDS" {
                v.status = .warn
                v.seen = "tolerated badly"
            }
            return v
        }
        new.metadata.kitVersion = "9.9.9"
        new.evidence?.configuration = (old.evidence?.configuration ?? "").replacingOccurrences(
            of: "\"concurrentUsers\"", with: "\"concurrentUsers\": 3, \"x\"")
        let diff = ReportDiff(old: old, new: new)
        #expect(diff.statusChanges.contains(.init(checkID: "HP-READ-AUTH", old: .fail, new: .pass)))
        #expect(diff.newWarnings == ["HP-READ-EXTRA-FIELDS: tolerated badly"])
        #expect(diff.goneWarnings == ["HP-CALLBACK-LOWERCASE"])
        #expect(diff.facts.contains("kit: \(KitVersion.current) → 9.9.9"))
        #expect(diff.text.contains("checks whose status changed:\n") && diff.text.contains("\n  HP-READ-AUTH: fail → pass\n"))
        #expect(diff.configuration == ["- \"concurrentUsers\": 20,", "+ \"concurrentUsers\": 3, \"x\": 20,"])
        #expect(ReportDiff(old: old, new: old).text.hasSuffix("no changes\n"))
    }
}
