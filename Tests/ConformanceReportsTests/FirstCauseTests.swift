import ExampleRunTestSupport
import KitTestSupport
import Testing

@testable import ConformanceModel
@testable import ConformanceReports
@testable import ConformanceRun
@testable import HTTPTransport

/// When the back-end fails every start call, no create reaches Human Plugin and the create checks
/// fail after it: the cause is said first, on the console and in the log, with the start's status
/// and the first line of its answer.
@Suite("The first cause of a run that never reached Human Plugin")
struct FirstCauseTests {
    /// A back-end whose store is down: ready, then 500 to every call.
    final class BrokenBackend: BackendSession {
        let server = HTTPServer { request, _ in
            request.path == "/health" ? .text(200, "ok") : .text(500, "database is down\nat Store.insert (store.py:12)")
        }
        let port: UInt16
        init() throws { port = try server.start() }
        var baseURL: String { "http://127.0.0.1:\(port)" }
        var capturedOutput: [UInt8] { [] }
        var keepsOutput: Bool { true }
        func stop() { server.stop() }
    }

    @Test("every start answered 500: the log names the first one, its status and its answer's first line, and backend.log")
    func brokenStarts() throws {
        let runner = ConformanceRunner(specs: ConformanceHarness.specs, configuration: ConformanceHarness.exampleConfiguration())
        let (result, _) = try runner.run { _, _ throws(KitError) in
            do { return try BrokenBackend() } catch { throw .launch(problem: "\(error)") }
        }
        let cause = try #require(VerdictText.firstCause(result), "\(result.log)")
        #expect(cause.hasPrefix("no create reached Human Plugin: the back-end failed all "), "\(cause)")
        #expect(cause.contains(" start calls first (#"), "\(cause)")
        #expect(cause.contains("answered 500: database is down)"), "the first line only: \(cause)")
        #expect(!cause.contains("store.py"))
        #expect(cause.hasSuffix("; the back-end's own output is in backend.log"), "\(cause)")
        #expect(result.log.contains(cause))
        #expect(result.verdicts.first { $0.checkID == "HP-CREATE-METHOD-PATH" }?.status == .fail)
    }

    @Test("a run whose creates reached Human Plugin has no first cause")
    func workingStarts() throws {
        let result = try ConformanceHarness.run()
        #expect(VerdictText.firstCause(result) == nil)
        #expect(!result.log.contains { $0.hasPrefix("no create reached Human Plugin") })
    }
}
