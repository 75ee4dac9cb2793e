import BackendLaunch
import CertificationEvidence
import ConformanceBasics
import ConformanceModel
import ConformanceReports

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `hp-conformance verify DIR`: whether a report directory is the kit's and its verdicts follow
/// from its exchanges (0 verified and certifiable, 1 naming each mismatch, 2 not a report, 3
/// verified but not certifiable).
struct VerifyCommand {
    let arguments: ParsedArguments
    let environment: [String: String]

    init(_ raw: [String], environment: [String: String]) throws(KitError) {
        arguments = try Commands.verify.parse(raw)
        self.environment = environment
    }

    func execute() throws(KitError) -> Int32 {
        guard let path = arguments.positionals.first else {
            throw .usage("verify: name the report directory (hp-conformance verify Reports)")
        }
        let specs = try Specs.load(from: Specs.locate(explicit: arguments.value("--specs"), environment: environment))
        let console = Console(color: false)
        let verdict = ReportVerification(specs: specs).verify(URL(fileURLWithPath: path), signature: try signatureCheck())
        switch verdict {
        case .verified(let line, let notes):
            console.out(oneLine(line))
            for note in notes { console.out("  \(oneLine(note))") }
            console.out("certifiable: nothing was found altered, and the run is a conformant run of a partner's back-end")
        case .verifiedNotCertifiable(let line, let reasons, let notes):
            console.out(oneLine(line))
            for note in notes { console.out("  \(oneLine(note))") }
            console.out("not certifiable: \(oneLine(reasons.joined(separator: "; ")))")
        case .mismatches(let problems, let notes):
            for problem in problems { console.out("mismatch: \(oneLine(problem))") }
            for note in notes { console.out("  \(oneLine(note))") }
            console.out("not verified: \(problems.count) mismatch\(problems.count == 1 ? "" : "es") in \(path)")
        case .notAReport(let why):
            console.err("hp-conformance: verify: \(oneLine(why))")
        }
        return verdict.exitCode
    }

    private func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }

    /// The signature to check with the directory (`--signature` and `--key`), read and readied.
    private func signatureCheck() throws(KitError) -> ReportVerification.SignatureCheck? {
        let envelopePath = arguments.value("--signature"), keyPath = arguments.value("--key")
        guard envelopePath != nil || keyPath != nil else { return nil }
        guard let envelopePath, let keyPath else {
            throw .usage("verify: --signature and --key go together (the envelope, and the public key its signature is checked with)")
        }
        guard let bytes = try? RegularFile.read(envelopePath, limit: SignedAttestation.largestEnvelope, followingLinks: true) else {
            throw .file(path: envelopePath, problem: "cannot read the signature envelope (a regular file of at most 4 MiB)")
        }
        let envelope = try SignedAttestation.parse(bytes, file: envelopePath)
        guard RegularFile.identity(keyPath) != nil else {
            throw .file(path: keyPath, problem: "the key is not a regular file")
        }
        guard let openssl = OpenSSLSignature.locate(environment) else {
            throw .run("verify --key: checking a signature needs openssl (OpenSSL 3) on PATH, and there is none")
        }
        let checker = OpenSSLSignature(openssl: openssl, keyPath: keyPath)
        guard checker.readsKey() == true else {
            throw .file(path: keyPath, problem: "openssl does not read it as a public key (PEM, as openssl pkey -pubout writes)")
        }
        let name = URL(fileURLWithPath: keyPath).lastPathComponent
        return ReportVerification.SignatureCheck(
            envelope: envelope, envelopeName: URL(fileURLWithPath: envelopePath).lastPathComponent, keyName: name,
            verifies: { checker.verifies($0, $1) })
    }
}

/// `hp-conformance diff OLD NEW`: what changed between two report directories, as text.
struct DiffCommand {
    let arguments: ParsedArguments

    init(_ raw: [String]) throws(KitError) {
        arguments = try Commands.diff.parse(raw)
    }

    func execute() throws(KitError) -> Int32 {
        guard arguments.positionals.count == 2 else { throw .usage("diff: name two report directories (hp-conformance diff OLD NEW)") }
        let failOn = arguments.value("--fail-on") ?? "regression"
        guard ["regression", "change", "nothing"].contains(failOn) else {
            throw .usage("diff: --fail-on '\(TerminalText.oneLine(failOn))' is not regression, change or nothing")
        }
        let old = try Self.read(arguments.positionals[0]), new = try Self.read(arguments.positionals[1])
        let console = Console(color: false)
        if new.metadata.startedAt < old.metadata.startedAt {
            console.err(
                "hp-conformance: diff: warning: NEW (\(TerminalText.oneLine(new.startedAtText))) ran before OLD (\(TerminalText.oneLine(old.startedAtText))): are they swapped?"
            )
        }
        let diff = ReportDiff(old: old, new: new)
        console.out(String(diff.text.dropLast()))
        let regressions = diff.regressions
        if !regressions.isEmpty {
            console.out("regressions: \(regressions.map { TerminalText.oneLine($0.checkID) }.joined(separator: ", "))")
        }
        switch failOn {
        case "change": return diff.isEmpty ? 0 : 1
        case "nothing": return 0
        default: return regressions.isEmpty ? 0 : 1
        }
    }

    /// The `report.json` of the report directory at `path`; a usage-free one-line error otherwise.
    static func read(_ path: String) throws(KitError) -> ReadReport {
        let file = URL(fileURLWithPath: path).appendingPathComponent("report.json").path
        // A regular file only (never a FIFO, a device or a link), and bounded: the directory may not be the kit's.
        guard let data = try? RegularFile.read(file, limit: 256 << 20, followingLinks: false) else {
            throw .file(path: path, problem: "not a report directory (no readable report.json)")
        }
        do {
            return try ReportReader.read(data, file: file)
        } catch {
            throw .file(path: path, problem: error.description)
        }
    }
}
