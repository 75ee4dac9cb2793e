import KitTestSupport
import Synchronization
import Testing

@testable import BackendLaunch
@testable import ConformanceModel
@testable import ConformanceRun

@Suite("Readiness", .serialized)
struct ReadinessTests {
    /// Runs the example back-end with `readyPath` and returns the run's "back-end ready" progress line.
    static func readyLine(readyPath: String) throws -> String? {
        var configuration = ConformanceHarness.exampleConfiguration()
        configuration.concurrentUsers = 2
        configuration.backend.readyPath = readyPath
        let fixed = configuration
        let lines = Mutex<[String]>([])
        let options = RunOptions(only: ["HP-CREATE-FLOW"], progress: { line in lines.withLock { $0.append(line) } })
        let runner = ConformanceRunner(specs: ConformanceHarness.specs, configuration: fixed, options: options)
        _ = try runner.run { url, token throws(KitError) -> any BackendSession in
            try ExampleBackendSession(humanPluginURL: url, token: token, configuration: fixed)
        }
        return lines.withLock { $0 }.first { $0.hasPrefix("back-end ready at") }
    }

    @Test("a readiness path answered 404 counts as ready, and the ready line says what it answered")
    func notFoundIsReadyAndSaid() throws {
        let line = try #require(try Self.readyLine(readyPath: "/no-such-path"))
        #expect(line.hasSuffix("(GET /no-such-path answered 404; any answer below 500 counts as ready)"), "\(line)")
    }

    @Test("a readiness path answered 200 gives the plain ready line")
    func okIsPlain() throws {
        let line = try #require(try Self.readyLine(readyPath: "/health"))
        #expect(!line.contains("answered"), "\(line)")
    }
}
