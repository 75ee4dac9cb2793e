import Foundation
import KitTestSupport
import Testing

@testable import ConformanceCLI
@testable import ConformanceModel

/// `validate` refuses a pending outcome that is also a value of `result.inProgress`: the app would
/// poll past it until the bound, so the configuration cannot pass.
@Suite("Pending outcome against result.inProgress")
struct PendingInProgressTests {
    static func asyncConfiguration() throws -> KitConfiguration {
        let json = try #require(StarterConfigs.shape("async-poll")).json
        return try ConfigurationLoader.parse(StarterConfigsTests.filledIn(json), file: "async.json", environment: [:])
    }

    @Test("outcomes.created equal to a value of result.inProgress is refused, one line naming both fields")
    func refused() throws {
        var configuration = try Self.asyncConfiguration()
        configuration.outcomes["created"] = "processing"
        do {
            try ConfigurationValidator.validate(configuration, against: ConformanceHarness.specs)
            Issue.record("accepted outcomes.created = a value of result.inProgress")
        } catch {
            let text = error.description
            #expect(text.contains("outcomes.created") && text.contains("result.inProgress") && text.contains("'processing'"), "\(text)")
            #expect(!text.contains("\n"))
        }
    }

    @Test("a pending outcome outside result.inProgress is accepted")
    func accepted() throws {
        let configuration = try Self.asyncConfiguration()
        #expect(configuration.outcomes["created"] == "pending")
        try ConfigurationValidator.validate(configuration, against: ConformanceHarness.specs)
    }
}
