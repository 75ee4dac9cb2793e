import KitTestSupport
import Synchronization
import Testing

@testable import BackendLaunch
@testable import ConformanceCLI
@testable import ConformanceModel
@testable import ConformanceRun

/// A stop signal after every scenario has played changes nothing of the report: the run tells
/// when its scenarios have ended, and the console then says the report stays complete.
@Suite("Run phases")
struct RunPhaseTests {
    @Test("the run says once, after the last scenario and before judging, that its scenarios have ended")
    func scenariosEndedOnce() throws {
        let lines = Mutex<[String]>([])
        var options = RunOptions(seed: 1, progress: { line in lines.withLock { $0.append(line) } })
        options.scenariosEnded = { lines.withLock { $0.append("<scenarios ended>") } }
        let configuration = ConformanceHarness.exampleConfiguration()
        let runner = ConformanceRunner(specs: ConformanceHarness.specs, configuration: configuration, options: options)
        let result = try runner.run { url, token throws(KitError) -> any BackendSession in
            try ExampleBackendSession(humanPluginURL: url, token: token, configuration: configuration)
        }.0
        #expect(result.kitErrors.isEmpty)
        let seen = lines.withLock { $0 }
        let ended = try #require(seen.firstIndex(of: "<scenarios ended>"))
        #expect(seen.filter { $0 == "<scenarios ended>" }.count == 1)
        let scenarios = seen.indices.filter { seen[$0].hasPrefix("scenario ") }
        #expect(!scenarios.isEmpty && scenarios.allSatisfy { $0 < ended }, "\(seen)")
    }

    @Test("a stop signal says 'marked incomplete' only while scenarios play")
    func stoppingWords() {
        #expect(InterruptHandler.stoppingLine("SIGINT", pastScenarios: false).hasSuffix("marked incomplete"))
        let late = InterruptHandler.stoppingLine("SIGINT", pastScenarios: true)
        #expect(!late.contains("incomplete") && late.contains("stays complete"), "\(late)")
    }
}
