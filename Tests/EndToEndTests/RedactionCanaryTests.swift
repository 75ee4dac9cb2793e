import Foundation
import KitTestSupport
import Testing

/// Canary values planted in every secret field of a run (the Human Plugin token, a configured
/// secret used as the app's Authorization value, the document number) against a back-end that
/// leaks them on purpose (it echoes its create request to the app and puts the document number in
/// its callbackUri). None may reach any report file or anything printed.
@Suite("Redaction canaries", .serialized, .blockingWork)
struct RedactionCanaryTests {
    static let token = "CANARY-TOKEN-4242"
    static let secret = "CANARY-SECRET-7777"
    static let documentNumber = "CANARY-DOC-5150"
    static let backend = EndToEnd.productsDirectory.appendingPathComponent("example-backend")

    @Test("no canary survives in reports, backend.log or the console")
    func noCanaryLeaks() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.backend.path), "example-backend is not built at \(Self.backend.path)")
        let directory = try EndToEnd.temporaryDirectory("canary")
        defer { EndToEnd.cleanUp(directory) }
        var config =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: EndToEnd.packageRoot.appendingPathComponent("specs/examples/example-backend.json")))
            as! [String: Any]
        config["backend"] = [
            "baseURL": "http://127.0.0.1:{port}", "readyPath": "/health",
            "launch": [
                "command": [Self.backend.path, "--fault", "echo-create-request", "--fault", "document-in-callback"], "portVariable": "PORT",
            ],
        ]
        var plugin = config["humanPlugin"] as! [String: Any]
        plugin["token"] = Self.token
        config["humanPlugin"] = plugin
        var start = config["start"] as! [String: Any]
        start["headers"] = ["X-App-User": "{user}", "Authorization": "Bearer \(Self.secret)"]
        start["body"] = ["documentNumber": Self.documentNumber]
        config["start"] = start
        config["secrets"] = [Self.secret]
        let configPath = directory.appendingPathComponent("canary.json").path
        try JSONSerialization.data(withJSONObject: config).write(to: URL(fileURLWithPath: configPath))

        let reports = directory.appendingPathComponent("reports")
        // Planted in the CI context the provenance reads as well.
        let ci = [
            "GITLAB_CI": "true", "CI_PROJECT_URL": "https://ci:\(Self.secret)@gitlab.example/acme/backend", "CI_COMMIT_SHA": "abc123",
            "CI_COMMIT_BRANCH": "feature/\(Self.token)",
            "CI_PIPELINE_URL": "https://gitlab.example/acme/backend/-/pipelines/1?t=\(Self.secret)",
        ]
        let run = try Kit.run(["run", "--config", configPath, "--report-dir", reports.path, "--verbose"], deadline: 90, environment: ci)
        #expect(run.status == 1, "the leaking back-end must be non-conformant\n\(run)")
        #expect(run.stdout.contains("FAIL  HP-START-NO-LEAK"), "\(run)")
        #expect(run.stdout.contains("FAIL  HP-CALLBACK-NO-SECRETS"), "\(run)")

        let files = try FileManager.default.contentsOfDirectory(atPath: reports.path)
        #expect(Set(files).isSuperset(of: ["junit.xml", "report.json", "report.html", "SHA256SUMS", "backend.log"]))
        var scanned = ["stdout": run.stdout, "stderr": run.stderr]
        for file in files {
            scanned[file] = String(decoding: try Data(contentsOf: reports.appendingPathComponent(file)), as: UTF8.self)
        }
        for (name, text) in scanned {
            for canary in [Self.token, Self.secret, Self.documentNumber] {
                #expect(!text.contains(canary), "\(canary) found in \(name)")
                #expect(
                    !text.contains(canary.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!),
                    "encoded \(canary) found in \(name)")
            }
        }
        #expect(scanned["report.json"]!.contains("<redacted:"), "markers show where values were removed")
        #expect(
            scanned["report.json"]!.contains("\"branch\": \"feature/<redacted:humanplugin.token>\""), "the provenance is there, redacted")

        // The leaking back-end's redacted report still verifies: its verdicts follow from its exchanges.
        let verify = try Kit.run(["verify", reports.path])
        // Not certifiable (exit 3): the leak fails HP-LOG-NO-SECRETS.
        #expect(verify.status == 3, "\(verify)")
        #expect(!verify.stdout.contains("mismatch"), "\(verify)")
        #expect(verify.stdout.hasPrefix("verified: "), "\(verify)")
    }
}
