import Foundation
import Testing

@testable import BackendLaunch
@testable import ConformanceModel

/// Launch mode waits for the back-end by asking `backend.readyPath`, and never sends a request the
/// configuration did not name (it used to send `GET /` first).
@Suite("Launch mode: the readiness probe", .serialized)
struct LaunchReadyProbeTests {
    @Test("the launcher asks backend.readyPath, never GET /")
    func probesReadyPathOnly() throws {
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
        try #require(python != nil, "python3 is not installed (its http.server logs every request it gets)")
        let launch = KitConfiguration.Launch(
            command: ["/bin/sh", "-c", "exec \(python!) -u -m http.server --bind 127.0.0.1 \"$PORT\""], workingDirectory: nil,
            environment: [:], humanPluginURLVariable: "HUMAN_PLUGIN_BASE_URL", humanPluginTokenVariable: "HUMAN_PLUGIN_TOKEN",
            portVariable: "PORT", readyTimeoutSeconds: 20)
        let backend = try LaunchedBackend(
            launch: launch, baseURL: "http://127.0.0.1:{port}", humanPluginURL: "http://127.0.0.1:1",
            token: "probe-test-token", configPath: FileManager.default.currentDirectoryPath + "/c.json",
            console: Console(color: false), redactor: Redactor(), readyPath: "/ready-probe")
        defer { backend.stop() }
        var log = ""
        for _ in 0..<100 where !log.contains("GET /ready-probe") {
            Thread.sleep(forTimeInterval: 0.05)
            log = String(decoding: backend.capturedOutput, as: UTF8.self)
        }
        #expect(log.contains("\"GET /ready-probe HTTP/1.1\""), "\(log)")
        #expect(!log.contains("\"GET / HTTP/1.1\""), "\(log)")
    }
}
