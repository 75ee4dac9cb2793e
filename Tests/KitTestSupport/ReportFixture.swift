import Foundation

@testable import ConformanceModel
@testable import HTTP1Codec

/// Run results and tool lookups shared by the report tests.
package enum ReportFixture {
    package static let start = Date(timeIntervalSince1970: 1_769_860_800)  // 2026-01-31T12:00:00Z

    package static func metadata(backend: String = "http://127.0.0.1:8080", humanPlugin: String = "http://127.0.0.1:9090") -> RunMetadata {
        RunMetadata(
            kitVersion: "0.1.0", contractVersion: "2026-01", contractSHA256: String(repeating: "a", count: 64),
            configSHA256: String(repeating: "b", count: 64), backendBaseURL: backend, humanPluginBaseURL: humanPlugin,
            startedAt: start, finishedAt: start.addingTimeInterval(4.5), seed: 18_446_744_073_709_551_557, hostname: "ci-runner-1")
    }

    package static func exchange(
        _ id: Int, _ channel: Channel, _ method: String, _ target: String, status: Int?,
        scenario: String = "happy-path", requestHeaders: HTTPHeaders = [:], requestBody: String = "",
        responseHeaders: HTTPHeaders = ["Content-Type": "application/json"], responseBody: String = "{\"ok\":true}",
        error: String? = nil
    ) -> Exchange {
        Exchange(
            id: id, scenario: scenario, journey: "j1", channel: channel, step: "step\(id)",
            request: HTTPRequest(method: method, target: target, headers: requestHeaders, body: Array(requestBody.utf8)),
            response: status.map { HTTPResponse(status: $0, headers: responseHeaders, body: Array(responseBody.utf8)) },
            error: error, startedAt: start.addingTimeInterval(Double(id)), durationMilliseconds: 12.5 * Double(id))
    }

    package static var journal: [Exchange] {
        [
            exchange(
                1, .appToBackend, "POST", "/v1/captures", status: 201, requestHeaders: ["Authorization": "Bearer app-token-1234"],
                requestBody: "{\"document\":\"passport\"}"),
            exchange(2, .backendToHumanPlugin, "POST", "/v1/processes", status: 201),
            exchange(
                3, .browser, "GET", "/capture/abc", status: 200, responseHeaders: ["Content-Type": "text/html"],
                responseBody: "<html></html>"),
            exchange(4, .backendToHumanPlugin, "GET", "/v1/processes/abc", status: nil, responseBody: "", error: "timeout after 5 s"),
            exchange(5, .appToBackend, "GET", "/v1/captures/abc", status: 200, scenario: "second"),
        ]
    }

    package static func verdict(
        _ id: String, _ group: String, _ status: VerdictStatus, evidence: [Int] = [1], severity: Severity = .failure
    ) -> Verdict {
        Verdict(
            checkID: id, group: group, title: "title of \(id)", severity: severity, source: "Contract §3.\(id.count)",
            status: status, expected: "status 201 for \(id)", seen: status == .skip ? "scenario skipped by config" : "status 500 for \(id)",
            evidence: evidence)
    }

    /// A result whose verdicts all have `status`, in two groups.
    package static func result(_ status: VerdictStatus) -> RunResult {
        RunResult(
            metadata: metadata(),
            verdicts: [
                verdict("START-1", "start", status, evidence: [1, 2]),
                verdict("START-2", "start", .pass, evidence: [2]),
                verdict("PAGE-1", "capture-page", status, evidence: [3, 4]),
            ], journal: journal, log: ["started", "finished"], kitErrors: status == .error ? ["could not read exchange 4"] : [])
    }

    /// One of every status.
    package static var mixed: RunResult {
        RunResult(
            metadata: metadata(),
            verdicts: [
                verdict("A-1", "alpha", .pass, evidence: [1]),
                verdict("A-2", "alpha", .warn, evidence: [2], severity: .warning),
                verdict("A-3", "alpha", .fail, evidence: [2, 3]),
                verdict("B-1", "beta", .skip, evidence: []),
                verdict("B-2", "beta", .error, evidence: [4]),
            ], journal: journal, log: ["log line"], kitErrors: ["kit problem"])
    }

    /// Control characters, markup, `]]>`, invalid UTF-8 and noncharacters everywhere.
    package static var hostile: RunResult {
        let nasty = "a\u{0}b\u{1B}[31mred\u{7}</failure>]]><!-- & \"q\" 'a' \u{FFFE}\u{FFFF}\u{85}\r\nend"
        var bytes = Array("{\"x\":\"".utf8) + [0xFF, 0xFE, 0x00, 0x1B, 0xC3] + Array("]]>\"}".utf8)
        bytes.append(0x80)
        var journal = journal
        journal[0].request.body = bytes
        journal[0].request.target = "/v1/\u{1B}x?<y>=&z"
        journal[0].request.headers.add("X-Nasty", nasty)
        journal[1].response?.body = bytes
        var verdicts = mixed.verdicts
        for i in verdicts.indices {
            verdicts[i].title = nasty
            verdicts[i].seen = nasty
            verdicts[i].expected = nasty
            verdicts[i].checkID += nasty
        }
        verdicts[0].group = " \u{0}\t"
        var meta = metadata(backend: "http://x/\u{1}<>", humanPlugin: nasty)
        meta.hostname = "  "
        return RunResult(metadata: meta, verdicts: verdicts, journal: journal, log: [nasty], kitErrors: [nasty])
    }
}

/// Paths and external tools the report tests use when present.
package enum ReportTools {
    /// `../shared/junit` next to the package root, when it holds both schemas.
    package static let junitSchemas: URL? = {
        let dir = ConformanceHarness.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/junit")
        let names = ["windyroad-JUnit.xsd", "jenkins-junit-10.xsd"]
        return names.allSatisfy { FileManager.default.fileExists(atPath: dir.appendingPathComponent($0).path) } ? dir : nil
    }()

    package static let fixtures = ConformanceHarness.testsFolder("ConformanceReportsTests").appendingPathComponent("Fixtures")

    /// The absolute path of `name` on PATH.
    package static func executable(_ name: String) -> String? { Tool.path(name) }

    package static let xmllint = executable("xmllint")
    package static let sha256sum = executable("sha256sum")
    package static let python3 = executable("python3")

    package static let hasSchemaValidator = junitSchemas != nil && xmllint != nil
    package static let hasJunitparser: Bool = {
        guard let python3 else { return false }
        return (try? run(python3, ["-c", "import junitparser"]))?.status == 0
    }()

    /// Runs a program, returns its exit status and its output (stdout, then stderr); killed after ten minutes.
    package static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String)
    {
        let run = try ToolRun.run(executable, arguments, timeout: .seconds(600), in: directory)
        return (run.status, run.stdout + run.stderr)
    }

    /// A fresh empty directory under the system temporary directory.
    package static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hp-report-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
