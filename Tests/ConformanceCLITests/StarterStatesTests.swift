import Foundation
import KitTestSupport
import Testing

@testable import ConformanceCLI

@Suite("Starter configurations name the final states")
struct StarterStatesTests {
    @Test("every starter's outcomes comment names the read answer's fields and every state/result pair")
    func outcomesCommentListsPairs() {
        let contract = ConformanceHarness.specs.contract
        for shape in StarterConfigs.shapes {
            for json in [shape.json, shape.launchJSON] {
                #expect(json.contains("/process/state") && json.contains("/process/result"), "\(shape.name)")
                for state in contract.finalStates.states {
                    #expect(json.contains("\(state.name) = \(state.state) / \(state.result)"), "\(shape.name): \(state.name)")
                }
            }
        }
    }

    /// What `{claim}` takes: `ended` in a journey, `success` where the app claims a success Human
    /// Plugin did not give, `cancelled` when the person closed the browser session (ScenarioPlayer).
    static let claims = ["'ended'", "'success'", "'cancelled'"]

    @Test("every starter's 'capture ended' comment and the schema name every value {claim} takes")
    func endedCommentListsClaims() throws {
        for shape in StarterConfigs.shapes where shape.name != "adapter" {
            for json in [shape.json, shape.launchJSON] {
                let comment = json.split(separator: "\n").first { $0.contains("{claim}: what the app claims") } ?? ""
                for claim in Self.claims {
                    #expect(comment.contains(claim), "\(shape.name): the ended comment lacks \(claim): \(comment)")
                }
            }
        }
        let schema = try String(
            contentsOf: ConformanceHarness.packageRoot.appendingPathComponent("specs/config.schema.json"), encoding: .utf8)
        let description = schema.split(separator: "\n").first { $0.contains("{claim} is what the app claims") } ?? ""
        for claim in Self.claims {
            #expect(description.contains(claim), "the schema's 'ended' description lacks \(claim)")
        }
    }
}
