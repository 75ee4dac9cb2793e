import Foundation
import KitTestSupport
import Testing

@testable import CertificationEvidence
@testable import ConformanceCLI
@testable import ConformanceModel
@testable import ConformanceReports

/// A DSSE envelope over the attestation, signed with an Ed25519 key by `scripts/sign-report.sh`
/// (openssl) and checked by `verify --signature --key`: what a signature catches that the
/// directory alone cannot.
@Suite("Signed attestations", .serialized)
struct SignedAttestationTests {
    static let openssl = OpenSSLSignature.locate(ProcessInfo.processInfo.environment)
    static let script = ConformanceHarness.packageRoot.appendingPathComponent("scripts/sign-report.sh").path

    @Test("the pre-authentication encoding is DSSE's (the specification's own example)")
    func preAuthenticationEncoding() {
        let envelope = SignedAttestation(
            payloadType: "http://example.com/HelloWorld", payload: Array("hello world".utf8), signatures: [])
        #expect(
            String(decoding: envelope.preAuthenticationEncoding, as: UTF8.self) == "DSSEv1 29 http://example.com/HelloWorld 11 hello world")
    }

    @Test(
        "an envelope that is not DSSE is refused in one line naming what is wrong",
        arguments: [
            ("[]", "not a DSSE envelope: not a JSON object"), (#"{"payload":"aGk="}"#, "not a DSSE envelope: no payloadType string"),
            (#"{"payloadType":"t","payload":"@@"}"#, "not a DSSE envelope: payload is missing or not base64"),
            (#"{"payloadType":"t","payload":"aGk=","signatures":[]}"#, "not a DSSE envelope: no signatures"),
            (#"{"payloadType":"t","payload":"aGk=","signatures":[{"sig":7}]}"#, "signatures[0].sig is missing or not base64"),
        ])
    func malformed(text: String, problem: String) {
        #expect(throws: KitError.file(path: "e.json", problem: problem)) { try SignedAttestation.parse(Array(text.utf8), file: "e.json") }
    }

    @Test("an envelope of more signatures than the kit checks is refused before any openssl call, naming the count")
    func tooManySignatures() {
        let one = #"{"keyid":"k","sig":"aGk="}"#
        for (count, refused) in [(SignedAttestation.maxSignatures, false), (SignedAttestation.maxSignatures + 1, true), (500, true)] {
            let text =
                #"{"payloadType":"t","payload":"aGk=","signatures":["# + Array(repeating: one, count: count).joined(separator: ",") + "]}"
            do {
                let envelope = try SignedAttestation.parse(Array(text.utf8), file: "e.json")
                #expect(!refused && envelope.signatures.count == count, "\(count) signatures were accepted")
            } catch {
                #expect(refused, "\(count): \(error)")
                #expect("\(error)".contains("holds \(count) signatures; the kit checks at most 16"), "\(error)")
            }
        }
    }

    /// Runs `bash scripts/sign-report.sh arguments`.
    static func sign(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script] + arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "sign-report.sh \(arguments) exited \(process.terminationStatus)")
    }

    static func verify(_ directory: URL, envelope: URL, key: URL) throws -> ReportVerification.Verdict {
        let bytes = [UInt8](try Data(contentsOf: envelope))
        let checker = OpenSSLSignature(openssl: try #require(openssl), keyPath: key.path)
        let check = ReportVerification.SignatureCheck(
            envelope: try SignedAttestation.parse(bytes, file: envelope.path), envelopeName: envelope.lastPathComponent,
            keyName: key.lastPathComponent, verifies: { checker.verifies($0, $1) })
        return ReportVerificationTests.verifier.verify(directory, signature: check)
    }

    @Test(
        "a consistent rewrite of every file (another CI repository) passes verify unsigned and is caught once signed; a forger's own key too",
        .enabled(if: openssl != nil, "openssl is not on PATH"))
    func rewriteCaughtOnceSigned() throws {
        let directory = try ForgeryTests.written()
        let scratch = directory.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (key, publicKey) = (scratch.appendingPathComponent("k.pem"), scratch.appendingPathComponent("p.pem"))
        let envelope = scratch.appendingPathComponent("Reports.dsse.json")
        try Self.sign(["--new-key", key.path, publicKey.path])
        try Self.sign([directory.path, key.path, envelope.path])

        let genuine = try Self.verify(directory, envelope: envelope, key: publicKey)
        #expect(genuine.verifiedLine?.hasSuffix("its attestation is signed with p.pem") == true, "\(genuine)")

        // The forger names another repository in every file that states it, then covers the tracks.
        for name in ["report.json", "report.html", "report.md", Attestation.fileName] {
            try ForgeryTests.edit(name, in: directory) { $0.replacing("acme/backend", with: "acme/certified") }
        }
        try ForgeryTests.coverTracks(directory)
        #expect(
            ReportVerificationTests.problems(directory).isEmpty, "unsigned, the rewrite is not caught (the limit CERTIFICATION.md states)")
        let signed = try Self.verify(directory, envelope: envelope, key: publicKey)
        guard case .mismatches(let problems, _) = signed else {
            Issue.record("a rewrite of a signed directory verified: \(signed)")
            return
        }
        #expect(
            problems == [
                "Reports.dsse.json signs a statement other than this directory's attestation.intoto.json (altered, or another run's)"
            ])

        // Re-signed with the forger's own key: the reviewer's key does not verify it.
        let forgerKey = scratch.appendingPathComponent("forger.pem")
        try Self.sign(["--new-key", forgerKey.path, scratch.appendingPathComponent("forger.pub.pem").path])
        try Self.sign([directory.path, forgerKey.path, envelope.path])
        guard case .mismatches(let resigned, _) = try Self.verify(directory, envelope: envelope, key: publicKey) else {
            Issue.record("a directory re-signed by another key verified")
            return
        }
        #expect(resigned == ["Reports.dsse.json: no signature in it verifies with p.pem (altered, or signed with another key)"])
    }

    static let hasInTotoLibraries: Bool = {
        guard let python3 = ReportTools.python3 else { return false }
        let imports = "import securesystemslib.dsse, securesystemslib.signer, in_toto_attestation.v1.statement, cryptography"
        return (try? ReportTools.run(python3, ["-c", imports]))?.status == 0
    }()

    @Test(
        "securesystemslib and in-toto-attestation accept a signed report as it is (scripts/check-envelope.py): the key id is theirs, the statement an in-toto Statement v1; an altered file and another key are refused",
        .enabled(
            if: openssl != nil && hasInTotoLibraries,
            "needs openssl and python3 with securesystemslib[crypto] and in-toto-attestation (pip install): third-party DSSE check skipped")
    )
    func thirdPartyVerifier() throws {
        let directory = try ForgeryTests.written()
        let scratch = directory.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (key, publicKey) = (scratch.appendingPathComponent("k.pem"), scratch.appendingPathComponent("p.pem"))
        let envelope = scratch.appendingPathComponent("Reports.dsse.json")
        try Self.sign(["--new-key", key.path, publicKey.path])
        try Self.sign([directory.path, key.path, envelope.path])
        let checker = ConformanceHarness.packageRoot.appendingPathComponent("scripts/check-envelope.py").path
        let python3 = try #require(ReportTools.python3)
        func check(_ key: URL) throws -> (status: Int32, output: String) {
            try ReportTools.run(python3, [checker, envelope.path, key.path, directory.path])
        }

        let genuine = try check(publicKey)
        #expect(genuine.status == 0, "\(genuine.output)")
        #expect(genuine.output.contains("its in-toto statement names 4 files of"), "\(genuine.output)")
        // The key id in the envelope is the one securesystemslib computes from the public key.
        let keyID = try #require(SignedAttestation.parse([UInt8](try Data(contentsOf: envelope)), file: "e").signatures.first?.keyID)
        #expect(genuine.output.contains("(key id \(keyID))"), "envelope key id \(keyID); \(genuine.output)")

        let other = (scratch.appendingPathComponent("o.pem"), scratch.appendingPathComponent("o.pub.pem"))
        try Self.sign(["--new-key", other.0.path, other.1.path])
        let wrongKey = try check(other.1)
        #expect(wrongKey.status == 1 && wrongKey.output.hasPrefix("not verified: no signature in"), "\(wrongKey.output)")

        try ForgeryTests.edit("report.md", in: directory) { $0 + "\nwaived by the reviewer\n" }
        let altered = try check(publicKey)
        #expect(
            altered.status == 1 && altered.output.hasPrefix("not verified: report.md is not the file that was signed"), "\(altered.output)")
    }

    /// CERTIFICATION.md's one-line check of the attestation's subjects, as a reviewer copies it.
    static func subjectsOneLiner() throws -> String {
        let guide = try String(
            contentsOf: ConformanceHarness.packageRoot.appendingPathComponent("docs/CERTIFICATION.md"), encoding: .utf8)
        let line = guide.split(separator: "\n").first { $0.contains("attestation.intoto.json") && $0.contains("sha256sum -c") }
        return String(try #require(line, "CERTIFICATION.md has no one-line subjects check"))
    }

    @Test(
        "CERTIFICATION.md's one-line subjects check passes on a genuine directory and fails on an edited file",
        .enabled(if: ReportTools.python3 != nil && ReportTools.sha256sum != nil, "needs python3 and sha256sum"))
    func subjectsOneLine() throws {
        let directory = try ForgeryTests.written()
        let scratch = directory.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let line = try Self.subjectsOneLiner()
        let genuine = try ReportTools.run("/bin/sh", ["-c", line], in: scratch)
        #expect(genuine.status == 0 && genuine.output.contains("report.json: OK"), "\(genuine.output)")
        try ForgeryTests.edit("report.html", in: directory) { $0.replacing("NOT CONFORMANT", with: "CONFORMANT") }
        let edited = try ReportTools.run("/bin/sh", ["-c", line], in: scratch)
        #expect(edited.status != 0 && edited.output.contains("report.html: FAILED"), "\(edited.output)")
    }
}
