import Testing
@testable import ConformanceCLI
@testable import HumanPluginConformance

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
}
