import Foundation
import KitTestSupport
import Testing

@testable import ConformanceBasics
@testable import ConformanceCLI
@testable import ConformanceModel

/// `init --shape a,b --shape c`: shapes of different roles merge; two of one role are refused in one line.
@Suite("Starter combinations")
struct StarterCombinationTests {
    static let environment = ["APP_TEST_PASSWORD": "pw-0123456"]

    static func load(_ json: String) throws -> KitConfiguration {
        try ConfigurationLoader.parse(StarterConfigsTests.filledIn(json), file: "s.json", environment: environment)
    }

    @Test("async-poll, login-bearer, body-errors and location merge into one configuration")
    func mergesTheFour() throws {
        let shape = try StarterConfigs.combined(["async-poll", "login-bearer", "body-errors", "location"])
        let configuration = try Self.load(shape.json)
        try ConfigurationValidator.validate(configuration, against: ConformanceHarness.specs)
        #expect(configuration.users?.login?.tokenPointer != nil)
        #expect(configuration.start.call.path == "/api/v1/kyc-sessions")
        #expect(configuration.start.call.headers["Idempotency-Key"] == "{uuid}")
        #expect(configuration.start.call.headers["X-App-User"] == nil)
        #expect(configuration.start.call.errorWhen != nil && configuration.ended.call.errorWhen != nil)
        #expect(configuration.result?.call.path == "/api/v1/kyc-sessions/{id}")
        #expect(configuration.result?.call.errorWhen != nil)
        #expect(configuration.result?.outcome == .body(JSONPointer("/data/status")!))
        #expect(configuration.start.link == .body(JSONPointer("/data/_links/capture/href")!))
        #expect(configuration.ended.call.method == "PATCH")
        #expect(
            shape.summary.contains("result polled at GET /api/v1/kyc-sessions/{id}") && !shape.summary.contains("/api/verifications"),
            "\(shape.summary)")
        #expect(shape.summary.contains("bearer token") && shape.summary.contains("errorWhen"), "\(shape.summary)")
        #expect(try StarterConfigs.combined(["cookie-session", "nested"]).summary.contains("cookie session"))
    }

    @Test("repeated --shape merges like a comma list; a second --shape never silently wins")
    func repeatedOption() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("combined-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let status = try InitCommand(["--shape", "async-poll", "--shape", "login-bearer", "--output", output]).execute()
        #expect(status == 0)
        let configuration = try Self.load(try String(contentsOfFile: output, encoding: .utf8))
        #expect(configuration.users?.login != nil)
        #expect(configuration.result?.call.path == "/api/verifications/{id}")
        #expect(configuration.result?.call.headers["X-App-User"] == nil)
    }

    @Test("two shapes of one role are refused, in one line naming both and why")
    func refusesConflicts() {
        for (a, b) in [("nested", "location"), ("login-bearer", "cookie-session"), ("flat", "id-in-body")] {
            do {
                _ = try StarterConfigs.combined([a, "async-poll", b])
                Issue.record("\(a) + \(b) combined")
            } catch {
                let text = error.description
                #expect(text.contains("'\(a)'") && text.contains("'\(b)'") && text.contains("cannot combine"), "\(text)")
                #expect(!text.contains("\n"))
            }
        }
    }

    @Test("every combination init allows validates once filled in, in attach and launch mode")
    func everyAllowedCombinationValidates() throws {
        let names = StarterConfigs.shapes.map(\.name)
        var allowed = 0
        for mask in 1..<(1 << names.count) {
            let chosen = names.indices.filter { mask & (1 << $0) != 0 }.map { names[$0] }
            guard let shape = try? StarterConfigs.combined(chosen) else { continue }
            allowed += 1
            for json in [shape.json, shape.launchJSON] {
                let configuration = try Self.load(json)
                #expect(throws: Never.self, "\(chosen)") {
                    try ConfigurationValidator.validate(configuration, against: ConformanceHarness.specs)
                }
            }
        }
        #expect(allowed > 100)
    }
}
