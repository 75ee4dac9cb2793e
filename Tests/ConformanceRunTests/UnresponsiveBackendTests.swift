import Foundation
import KitTestSupport
import Synchronization
import Testing

@testable import ConformanceModel
@testable import ConformanceRun
@testable import HTTPTransport

/// A back-end that hangs or dies mid-run must yield failed checks and a complete result within
/// the run's deadlines, never a hang.
@Suite("Unresponsive back-ends", .serialized)
struct UnresponsiveBackendTests {
    /// A back-end that answers its readiness path and then never answers anything else in time.
    @Test("a back-end that hangs yields failed verdicts within the deadlines")
    func hangingBackend() throws {
        let server = HTTPServer { request, _ in
            if request.path == "/health" { return .text(200, "ok") }
            Thread.sleep(forTimeInterval: 3)
            return .text(503, "late")
        }
        let port = try server.start()
        defer { server.stop() }
        var configuration = ConformanceHarness.exampleConfiguration()
        configuration.backend.baseURL = "http://127.0.0.1:\(port)"
        configuration.timeouts.requestSeconds = 0.3
        configuration.timeouts.upstreamBoundSeconds = 0.3  // never above the app's patience
        configuration.timeouts.runSeconds = 2
        configuration.concurrentUsers = 4
        let fixed = configuration
        let started = ContinuousClock.now
        let (result, _) = try ConformanceRunner(specs: ConformanceHarness.specs, configuration: fixed).run { _, _ throws(KitError) in
            AttachedBackend(baseURL: fixed.backend.baseURL)
        }
        let elapsed = ContinuousClock.now - started
        #expect(elapsed < .seconds(8), "the run took \(elapsed)")
        #expect(!result.isConformant)
        // No app.project: the app group is left out.
        #expect(result.verdicts.count == ConformanceHarness.specs.catalogue.leaving(out: "app").checks.count)
        let method = result.verdicts.first { $0.checkID == "HP-CREATE-METHOD-PATH" }
        if method?.status == .error {
            // The 2 s run deadline passed before any create reached the stand-in: the kit's own
            // threads were starved (a busy machine), so this run shows nothing about the back-end.
            try Test.cancel("no create was made within the 2 s run deadline (a busy machine): \(method?.seen ?? "")")
        }
        #expect(method?.status == .fail)
        #expect(result.log.contains { $0.contains("not played, run deadline passed") })
        #expect(!result.kitErrors.isEmpty, "an incomplete run says so")
        #expect(
            result.kitErrors.first?.contains("calls to the back-end took") == true
                && result.kitErrors.first?.contains(" s or more (half of timeouts.requestSeconds), the slowest ") == true,
            "an incomplete run says where its time went: \(result.kitErrors)")
        // Cut short, nothing is skipped for want of a scenario; only what the configuration rules out
        // (HP-LOG-NO-SECRETS: an attached back-end's log is not the kit's to read) stays skipped.
        let skipped = result.verdicts.filter { $0.status == .skip && $0.skipReason != .configuration }
        #expect(skipped.isEmpty, "nothing is skipped when the run was cut short: \(skipped.map(\.checkID))")
        #expect(result.journal.contains { $0.error?.contains("timed out") == true })
    }

    @Test("a back-end that is not there stops the run with one clear error")
    func unreachableBackend() throws {
        var configuration = ConformanceHarness.exampleConfiguration()
        configuration.backend.baseURL = "http://127.0.0.1:9"
        configuration.timeouts.requestSeconds = 0.5
        configuration.timeouts.upstreamBoundSeconds = 0.5  // never above the app's patience
        let fixed = configuration
        #expect {
            _ = try ConformanceRunner(specs: ConformanceHarness.specs, configuration: fixed).run { _, _ throws(KitError) in
                AttachedBackend(baseURL: fixed.backend.baseURL)
            }
        } throws: { error in
            guard case let .backendUnreachable(url, reason)? = error as? KitError else { return false }
            return url == "http://127.0.0.1:9" && reason.contains("GET /health")
        }
    }

    @Test("a back-end that answers its readiness path only with 500 is not ready, not unreachable")
    func answersOnly500() throws {
        let server = HTTPServer { _, _ in .text(500, "Missing secret_key_base") }
        let port = try server.start()
        defer { server.stop() }
        var configuration = ConformanceHarness.exampleConfiguration()
        configuration.backend.baseURL = "http://127.0.0.1:\(port)"
        configuration.timeouts.requestSeconds = 0.5
        configuration.timeouts.upstreamBoundSeconds = 0.5  // never above the app's patience
        let fixed = configuration
        #expect {
            _ = try ConformanceRunner(specs: ConformanceHarness.specs, configuration: fixed).run { _, _ throws(KitError) in
                AttachedBackend(baseURL: fixed.backend.baseURL)
            }
        } throws: { error in
            guard case let .backendNotReady(url, reason)? = error as? KitError else { return false }
            let line = (error as? KitError)?.description ?? ""
            return url == fixed.backend.baseURL && reason.contains("GET /health answered 500") && line.hasPrefix("back-end not ready at ")
        }
    }

    @Test("a back-end that dies mid-run yields failed verdicts and recorded errors, not a hang")
    func dyingBackend() throws {
        let calls = Counter()
        let holder = ServerHolder()
        let server = HTTPServer { request, _ in
            if request.path == "/health" { return .text(200, "ok") }
            if calls.next() == 2 {
                let dying = DispatchSemaphore(value: 0)
                Thread.detachNewThread {
                    holder.server?.stop()
                    dying.signal()
                }
                _ = dying.wait(timeout: .now() + 0.01)
            }
            return .json(500, ["error": "broken"])
        }
        holder.server = server
        let port = try server.start()
        defer { server.stop() }
        var configuration = ConformanceHarness.exampleConfiguration()
        configuration.backend.baseURL = "http://127.0.0.1:\(port)"
        configuration.timeouts.requestSeconds = 0.5
        configuration.timeouts.upstreamBoundSeconds = 0.5  // never above the app's patience
        configuration.concurrentUsers = 4
        let fixed = configuration
        let started = ContinuousClock.now
        let (result, _) = try ConformanceRunner(specs: ConformanceHarness.specs, configuration: fixed).run { _, _ throws(KitError) in
            AttachedBackend(baseURL: fixed.backend.baseURL)
        }
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(!result.isConformant)
        // No app.project: the app group is left out.
        #expect(result.verdicts.count == ConformanceHarness.specs.catalogue.leaving(out: "app").checks.count)
        #expect(
            result.journal.contains { $0.channel == .appToBackend && $0.response == nil && $0.error != nil },
            "requests after the back-end died are recorded with their error")
    }
}

/// Lets a handler reach the server it runs in.
final class ServerHolder: Sendable {
    private let stored = Mutex<HTTPServer?>(nil)
    var server: HTTPServer? {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}

/// Counts calls across threads.
final class Counter: Sendable {
    private let value = Mutex(0)
    func next() -> Int {
        value.withLock { current in
            defer { current += 1 }
            return current
        }
    }
    var current: Int { value.withLock { $0 } }
}
