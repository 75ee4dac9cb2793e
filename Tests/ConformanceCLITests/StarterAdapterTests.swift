import Foundation
import Testing

@testable import ConformanceCLI
@testable import ConformanceModel

/// `init --shape adapter`: a configuration with an adapter instead of the app calls, alone.
@Suite("Adapter starter")
struct StarterAdapterTests {
    @Test(
        "the starter, attach and launch mode, loads once its placeholders are replaced, and names where the script goes",
        arguments: [false, true])
    func loads(_ launch: Bool) throws {
        let text = StarterConfigs.adapterJSON(launch: launch)
        #expect(!text.contains("\"start\"") && !text.contains("\"ended\""))
        #expect(text.contains("adapters/app_adapter.py next to this file"))
        let filled = text.replacingOccurrences(of: "replace-with-a-test-token", with: "test-token-1234")
            .replacingOccurrences(of: "replace-with-your-app-scheme", with: "com.example.capture")
            .replacingOccurrences(of: "replace-with-your-client-id", with: "client-a")
            .replacingOccurrences(of: "replace-with-your-start-command", with: "./start.sh")
        let configuration = try ConfigurationLoader.parse(Array(filled.utf8), file: "starter.json", environment: [:])
        #expect(configuration.adapter?.command == ["python3", "adapters/app_adapter.py"])
        #expect((configuration.backend.launch != nil) == launch)
    }

    @Test("adapter does not combine with another shape: one line saying why")
    func alone() throws {
        #expect(throws: KitError.self) { try StarterConfigs.checkAdapterAlone(["adapter", "nested"]) }
        try StarterConfigs.checkAdapterAlone(["adapter"])
        try StarterConfigs.checkAdapterAlone(["flat", "async-poll"])
    }
}
