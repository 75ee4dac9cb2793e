import KitTestSupport
import Testing

@testable import ConformanceModel
@testable import ConformanceRun

@Suite("Scenario pool")
struct ScenarioPoolTests {
    @Test("the scenarios that hold a request to the bound start first; the rest keep their order")
    func holdsFirst() {
        let configuration = ConformanceHarness.exampleConfiguration()
        let all = Scenario.all(contract: ConformanceHarness.specs.contract, configuration: configuration)
        let order = ScenarioPool.startOrder(all)
        #expect(order.sorted() == Array(all.indices))
        let holds = all.filter(ScenarioPool.isHold)
        #expect(holds.count == 2)
        #expect(order.prefix(2).map { all[$0] } == holds)
        let rest = order.dropFirst(2)
        #expect(Array(rest) == rest.sorted())
    }
}
