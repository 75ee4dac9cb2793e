import Foundation
import KitTestSupport
import Testing

@testable import ConformanceChecks
@testable import ConformanceModel

/// The kit's upstream bound may not exceed the app's patience: a back-end that answers after the
/// app gave up must not pass the timeout checks.
@Suite("Coherent time bounds")
struct TimeBoundsTests {
    static func configuration(_ timeouts: [String: Any]?) throws -> KitConfiguration {
        let bytes = try ConfigurationLoaderTests.edited { object in
            if let timeouts { object["timeouts"] = timeouts } else { object.removeValue(forKey: "timeouts") }
        }
        return try ConfigurationLoader.parse(bytes, file: "my.json")
    }

    @Test("an upstream bound above timeouts.requestSeconds is refused with one line naming both numbers")
    func boundAbovePatienceIsRefused() throws {
        let configuration = try Self.configuration(["requestSeconds": 10, "upstreamBoundSeconds": 25])
        #expect {
            try ConfigurationValidator.validate(configuration, against: ConformanceHarness.specs)
        } throws: { error in
            guard let error = error as? KitError, case let .config(file, field, problem) = error else { return false }
            return file == "my.json" && field == "timeouts.upstreamBoundSeconds" && problem.contains("25.0 s") && problem.contains("10.0 s")
                && !"\(error)".contains("\n")
        }
    }

    @Test("the bound defaults to the app's patience and may equal it")
    func defaultsToPatience() throws {
        let unset = try Self.configuration(["requestSeconds": 7])
        #expect(unset.timeouts.upstreamBoundSeconds == 7)
        try ConfigurationValidator.validate(unset, against: ConformanceHarness.specs)
        let none = try Self.configuration(nil)
        #expect(none.timeouts.upstreamBoundSeconds == none.timeouts.requestSeconds)
        try ConfigurationValidator.validate(
            try Self.configuration(["requestSeconds": 5, "upstreamBoundSeconds": 5]), against: ConformanceHarness.specs)
    }

    @Test("the timeout checks judge the smaller of the bound and the app's patience")
    func judgedNumber() throws {
        var configuration = ConformanceHarness.exampleConfiguration()
        configuration.timeouts.requestSeconds = 10
        configuration.timeouts.upstreamBoundSeconds = 30
        let evidence = RunEvidence(
            configuration: configuration, contract: ConformanceHarness.specs.contract, journal: [], scenarios: [], processes: [])
        #expect(evidence.upstreamBound == 10)
    }
}
