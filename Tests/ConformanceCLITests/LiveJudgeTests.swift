import Foundation
import KitTestSupport
import Testing

@testable import ConformanceCLI
@testable import ConformanceModel
@testable import HTTP1Codec

@Suite("Sandbox live judging")
struct LiveJudgeTests {
    func create(_ body: String, authorization: String) -> Exchange {
        Exchange(
            scenario: "sandbox", journey: nil, channel: .backendToHumanPlugin, step: "create",
            request: HTTPRequest(
                method: "POST", target: "/v1/processes",
                headers: ["Content-Type": "application/json", "Authorization": authorization], body: Array(body.utf8)),
            response: HTTPResponse(status: 201), error: nil, startedAt: Date(), durationMilliseconds: 1)
    }

    @Test("a create is judged as it arrives, failures named, secrets never printed")
    func judgesAndRedacts() {
        let configuration = ConformanceHarness.exampleConfiguration()
        let token = configuration.humanPlugin.token
        let judge = LiveJudge(specs: ConformanceHarness.specs, configuration: configuration)
        let body =
            #"{"flow":"humantoken","clientId":"\#(token)","correlationId":"o-1","credential":{"type":"DUI_TYPE_NG_BVN","value":"12345678901"},"callbackUri":"https://example.com/cb?doc=12345678901"}"#
        let lines = judge.judge(create(body, authorization: "Bearer \(token)"))
        let text = lines.map(\.text).joined(separator: "\n")
        #expect(lines.contains { $0.broken && $0.text.contains("HP-CALLBACK-NOT-WEB") })
        #expect(lines.contains { $0.broken && $0.text.contains("HP-CREATE-CLIENT-ID") })
        #expect(lines.contains { !$0.broken && $0.text.contains("HP-CREATE-FLOW") })
        #expect(!text.contains(token))
        #expect(!text.contains("12345678901"))
    }
}

@Suite("Sandbox live coverage")
struct LiveCoverageTests {
    @Test("every catalogue check is either judged live or named as needing a full run, never both")
    func coverageSplitsTheCatalogue() {
        let catalogue = ConformanceHarness.specs.catalogue
        let coverage = LiveJudge.coverage(catalogue)
        #expect(Set(coverage.live).isDisjoint(with: coverage.fullRun))
        #expect(Set(coverage.live + coverage.fullRun) == Set(catalogue.checks.map(\.id)))
        #expect(coverage.live.contains("HP-CORRELATION-NO-DOCUMENT"))
        #expect(coverage.fullRun.contains("HP-OUTCOME-SESSION-CLOSED"))
        #expect(coverage.fullRun.contains("HP-CREATE-CREDENTIAL-FIDELITY"))
    }

    @Test("a correlationId carrying the document number is caught live")
    func correlationLeakLive() {
        let configuration = ConformanceHarness.exampleConfiguration()
        let judge = LiveJudge(specs: ConformanceHarness.specs, configuration: configuration)
        let body =
            #"{"flow":"humantoken","clientId":"client-a","correlationId":"order-12345678901","credential":{"type":"DUI_TYPE_NG_BVN","value":"12345678901"},"callbackUri":"com.example.capture://callback"}"#
        let exchange = Exchange(
            scenario: "sandbox", journey: nil, channel: .backendToHumanPlugin, step: "create",
            request: HTTPRequest(
                method: "POST", target: "/v1/processes",
                headers: ["Content-Type": "application/json", "Authorization": "Bearer \(configuration.humanPlugin.token)"],
                body: Array(body.utf8)),
            response: HTTPResponse(status: 201), error: nil, startedAt: Date(), durationMilliseconds: 1)
        let lines = judge.judge(exchange)
        #expect(lines.contains { $0.broken && $0.text.contains("HP-CORRELATION-NO-DOCUMENT") })
        #expect(!lines.map(\.text).joined().contains("12345678901"))
    }

    @Test("every check the catalogue marks judgedLive is judged from one exchange of the kind it names")
    func liveFlagIsHonest() throws {
        let configuration = ConformanceHarness.exampleConfiguration()
        let token = configuration.humanPlugin.token
        let judge = LiveJudge(specs: ConformanceHarness.specs, configuration: configuration)
        let body =
            #"{"flow":"humantoken","clientId":"\#(configuration.humanPlugin.clientId)","correlationId":"order-1","credential":{"type":"DUI_TYPE_NG_BVN","value":"01234567890"},"callbackUri":"com.example.capture://callback"}"#
        let create = Exchange(
            scenario: "sandbox", journey: nil, channel: .backendToHumanPlugin, step: "create",
            request: HTTPRequest(
                method: "POST", target: "/v1/processes",
                headers: ["Content-Type": "application/json", "Authorization": "Bearer \(token)"], body: Array(body.utf8)),
            response: HTTPResponse(status: 201), error: nil, startedAt: Date(), durationMilliseconds: 1)
        let read = Exchange(
            scenario: "sandbox", journey: nil, channel: .backendToHumanPlugin, step: "read",
            request: HTTPRequest(method: "GET", target: "/v1/processes/p-1", headers: ["Authorization": "Bearer \(token)"]),
            response: HTTPResponse(status: 200), error: nil, startedAt: Date(), durationMilliseconds: 1)
        let judged = (judge.judge(create) + judge.judge(read)).map(\.text).joined(separator: "\n")
        let live = ConformanceHarness.specs.catalogue.checks.filter(\.isJudgedLive)
        #expect(live.count >= 10)
        for check in live {
            #expect(
                check.judgedExchanges.allSatisfy { $0 == "create request" || $0 == "read request" },
                "\(check.id) is marked judgedLive but judges \(check.judgedExchanges)")
            #expect(judged.contains(check.id), "\(check.id) is marked judgedLive but judging one create and one read says nothing of it")
        }
    }
}
