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
}
