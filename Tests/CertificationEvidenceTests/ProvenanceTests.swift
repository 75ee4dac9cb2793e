import Foundation
import KitTestSupport
import Testing

@testable import ConformanceModel
@testable import ConformanceReports
@testable import HTTP1Codec

/// Provenance: built once per run, stated by every report, and never carrying a secret.
@Suite("Provenance")
struct ProvenanceTests {
    static let token = "hp-canary-token-7f3a9c"
    static let secret = "canary-secret-51e0bd"
    static let redactor = Redactor(secrets: [("humanplugin.token", token), ("secret1", secret)])

    static func metadata() -> RunMetadata {
        RunMetadata(
            kitVersion: KitVersion.current, contractVersion: "2026.11.0", contractSHA256: String(repeating: "a", count: 64),
            configSHA256: String(repeating: "b", count: 64), backendBaseURL: "http://127.0.0.1:8080",
            humanPluginBaseURL: "http://127.0.0.1:8099",
            startedAt: Date(timeIntervalSince1970: 1_800_000_000.25), finishedAt: Date(timeIntervalSince1970: 1_800_000_002), seed: 7,
            hostname: "ci")
    }

    /// A launch configuration and a CI environment with the canaries planted in every field provenance reads.
    static func planted() -> Provenance {
        var configuration = ConformanceHarness.exampleConfiguration()
        configuration.backend.launch = KitConfiguration.Launch(
            command: ["python3", "server.py", "--token=\(token)", "--api-key", secret], workingDirectory: nil, environment: ["KEY": secret],
            humanPluginURLVariable: "HP_URL", humanPluginTokenVariable: "HP_TOKEN", portVariable: nil, readyTimeoutSeconds: 5)
        let environment = [
            "JENKINS_URL": "https://ci.acme.test/", "BUILD_URL": "https://ci.acme.test/job/\(secret)/12/?t=\(token)",
            "GIT_URL": "https://builder:\(secret)@git.acme.test/acme/backend.git", "GIT_COMMIT": "feedbeef",
            "BRANCH_NAME": "feature/\(token)", "TAG_NAME": "",
        ]
        return Provenance.make(
            metadata: metadata(), configuration: configuration, exampleBackend: false, environment: environment, redactor: redactor,
            options: [],
            binaryDigest: String(repeating: "c", count: 64))
    }

    @Test("no secret reaches any provenance field, nor any report that states it")
    func canary() throws {
        let provenance = Self.planted()
        let encoded = String(decoding: try JSONEncoder().encode(provenance), as: UTF8.self)
        for canary in [Self.token, Self.secret] {
            #expect(!encoded.contains(canary), "provenance leaks \(canary): \(encoded)")
        }
        #expect(provenance.backendMode == "launch")
        #expect(provenance.backend.hasPrefix("python3 server.py --token=<redacted:humanplugin.token> --api-key <redacted:secret1>"))
        #expect(provenance.ci?.repository == "https://git.acme.test/acme/backend.git")
        #expect(provenance.ci?.branch == "feature/<redacted:humanplugin.token>")

        // Planted after the fact as well: the report writer's redactor still removes them.
        var raw = provenance
        raw.backend = "python3 server.py --token=\(Self.token)"
        raw.ci?.runURL = "https://user:\(Self.secret)@ci.acme.test/job/1"
        var result = RunResult(metadata: Self.metadata(), verdicts: [], journal: [])
        result.provenance = raw
        let files = try ReportWriter(redactor: Self.redactor).render(result)
        for file in files {
            let text = String(decoding: file.bytes, as: UTF8.self)
            for canary in [Self.token, Self.secret] { #expect(!text.contains(canary), "\(file.name) leaks \(canary)") }
        }
    }

    @Test("every report states the provenance: report.json, report.html's first section, report.md, the attestation")
    func statedEverywhere() throws {
        var result = RunResult(metadata: Self.metadata(), verdicts: [], journal: [])
        result.provenance = Self.planted()
        let runID = Provenance.runID(result.metadata)
        #expect(runID == "2027-01-15T08:00:00.250Z/7")
        let files = Dictionary(
            uniqueKeysWithValues: try ReportWriter(redactor: Self.redactor).render(result).map {
                ($0.name, String(decoding: $0.bytes, as: UTF8.self))
            })
        let report = try ReportReader.read(Array(files["report.json"]!.utf8))
        #expect(report.provenance == result.provenance)
        let html = try #require(files["report.html"])
        let header = try #require(html.range(of: "</header>")), section = try #require(html.range(of: "<section id=\"provenance\">"))
        #expect(
            html[header.upperBound..<section.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
            "provenance follows the header")
        #expect(
            html.contains(runID) && html.contains("<th>ci.runURL</th><td>https://ci.acme.test/job/&lt;redacted:secret1&gt;/12/"),
            "a run URL holding a redaction marker is shown as text, not linked")
        #expect(files["report.md"]!.contains("## Provenance") && files["report.md"]!.contains(runID))
        #expect(files[Attestation.fileName]!.contains("\"runID\": \"\(runID)\""))
    }

    @Test("the binary's SHA-256 is read from the running executable, 'unknown' when unreadable")
    func binaryDigest() {
        let digest = BinaryDigest.current()
        #expect(digest.count == 64 && digest.allSatisfy(\.isHexDigit), "\(digest)")
        #expect(BinaryDigest.digest("/nonexistent/hp-conformance") == nil)
    }

    @Test("a known secret sent as a bearer credential keeps its own label, so equal secrets redact to equal labels")
    func equalSecretsEqualLabels() {
        let headers = Self.redactor.redact(["Authorization": "Bearer \(Self.token)"] as HTTPHeaders)
        #expect(headers["Authorization"] == "Bearer <redacted:humanplugin.token>")
        #expect(Self.redactor.redact(headers)["Authorization"] == "Bearer <redacted:humanplugin.token>", "redacting again keeps it")
        #expect(
            Self.redactor.redact(["Authorization": "Bearer other-\(Self.token)"] as HTTPHeaders)["Authorization"]
                == "Bearer <redacted:authorization>")
    }
}
