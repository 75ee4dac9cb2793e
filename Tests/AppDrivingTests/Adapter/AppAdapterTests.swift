import ExampleRunTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import AppDriving
@testable import ConformanceBasics
@testable import ConformanceTesting
@testable import ExampleBackend
@testable import HTTP1Codec
@testable import HTTPTransport

/// A Swift app adapter in the test's own process (the `AppAdapter` protocol), performing the
/// example back-end's calls with the kit's HTTP client as a partner would with theirs.
struct ExampleAppAdapter: AppAdapter {
    let endpoint: HTTPEndpoint
    let client = HTTPClient()

    init(backendURL: String) throws {
        endpoint = try HTTPEndpoint(url: backendURL)
    }

    func perform(_ step: AdapterStep) async throws -> AdapterReply {
        let target: String
        let body: [String: String]
        switch step.step {
        case .start:
            target = "/captures"
            body = ["documentType": step.documentType ?? "", "documentNumber": step.documentNumber ?? ""]
        case .ended:
            let id = (step.processID ?? "").addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            target = "/captures/\(id)/ended"
            body = ["claim": step.claim ?? "ended"]
        case .result:
            // The plain example back-end answers the outcome to "capture ended": no result is polled.
            return AdapterReply(calls: [], failure: "the example back-end has no result call")
        }
        let text = String(decoding: JSONValue.object(body.mapValues { .string($0) }).serialized, as: UTF8.self)
        let headers = ["X-App-User": step.user, "Content-Type": "application/json", "Accept": "application/json"]
        let sent = AdapterCall.Request(method: "POST", target: target, headers: headers, body: text)
        let clock = ContinuousClock.now
        do {
            let exchange = try client.send(
                HTTPRequest(
                    method: "POST", target: target, headers: HTTPHeaders(headers.map { ($0.key, $0.value) }),
                    body: Array(text.utf8)), to: endpoint, timeout: .seconds(5))
            let answer = exchange.response
            let value = JSONValue.parse(answer.body)
            let call = AdapterCall(
                request: sent,
                response: .init(
                    status: answer.status,
                    headers: Dictionary(answer.headers.map { ($0.name, $0.value) }) { $1 },
                    body: answer.bodyText),
                elapsedMilliseconds: (ContinuousClock.now - clock).milliseconds)
            return AdapterReply(
                calls: [call], processID: value?["id"]?.stringValue, link: value?["link"]?.stringValue,
                outcome: value?["outcome"]?.stringValue)
        } catch {
            return AdapterReply(calls: [
                AdapterCall(
                    request: sent, response: nil, error: "\(error)",
                    elapsedMilliseconds: (ContinuousClock.now - clock).milliseconds)
            ])
        }
    }
}

/// An adapter whose every step throws.
struct ThrowingAdapter: AppAdapter {
    struct Broken: Error, CustomStringConvertible { var description: String { "the test client is broken" } }
    func perform(_ step: AdapterStep) async throws -> AdapterReply { throw Broken() }
}

@Suite("AppAdapter in process", .serialized)
struct AppAdapterTests {
    static let configPath = ConformanceHarness.packageRoot.appendingPathComponent("specs/examples/example-backend.json").path

    @Test("a Swift adapter against the example back-end: conformant, and every call it reports is an app exchange")
    func conformant() throws {
        let outcome = try ConformanceTest(
            configurationFile: Self.configPath, backend: .example(),
            adapter: { context in try ExampleAppAdapter(backendURL: context.backendURL) }
        ).run()
        #expect(outcome.isConformant, "\(outcome.failures.map(\.explanation))")
        let app = outcome.result.journal.filter { $0.channel == .appToBackend }
        #expect(app.contains { $0.step == "start" && $0.request.target == "/captures" && $0.response != nil })
        #expect(app.allSatisfy { $0.request.method == "POST" }, "no placeholder exchange is left: \(app.map(\.request.method))")
    }

    @Test(
        "a Swift adapter against a broken example back-end fails exactly the rules the declarative calls fail",
        arguments: [ExampleBackendFault.trustAppClaim, .noOwnershipCheck])
    func faults(_ fault: ExampleBackendFault) throws {
        let declarative = try ConformanceTest(configurationFile: Self.configPath, backend: .example(faults: [fault])).run()
        let adapted = try ConformanceTest(
            configurationFile: Self.configPath, backend: .example(faults: [fault]),
            adapter: { context in try ExampleAppAdapter(backendURL: context.backendURL) }
        ).run()
        // A busy machine may leave a time check not judged in one of the two runs: that decides nothing.
        try ConformanceHarness.requireDecided(declarative.result)
        try ConformanceHarness.requireDecided(adapted.result)
        let failing = { (outcome: ConformanceOutcome) in Set(outcome.failures.map(\.checkID)) }
        #expect(!failing(declarative).isEmpty)
        #expect(failing(adapted) == failing(declarative))
    }

    @Test("the doc example of AppAdapter is the partner package's PartnerAppAdapter, word for word (.ci/run compiles and runs it)")
    func docExample() throws {
        let root = ConformanceHarness.packageRoot
        let source = try String(contentsOf: root.appendingPathComponent("Sources/AppDriving/Adapter/AppAdapter.swift"), encoding: .utf8)
        let doc = source.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix("///") }
            .map { $0.hasPrefix("/// ") ? String($0.dropFirst(4)) : String($0.dropFirst(3)) }.joined(separator: "\n")
        let tests = try String(
            contentsOf: root.appendingPathComponent("Tests/PartnerPackage/Tests/PartnerConformanceTests/AppAdapterTests.swift"),
            encoding: .utf8)
        #expect(tests.hasPrefix("import ConformanceTesting\nimport Foundation\n"), "the partner imports ConformanceTesting alone")
        #expect(!tests.contains("import HumanPluginConformance"))
        let start = try #require(tests.firstRange(of: "struct PartnerAppAdapter: AppAdapter {"))
        let end = try #require(tests.firstRange(of: "/// `conformance-async.json` beside Package.swift."))
        let example = tests[start.lowerBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(doc.contains(example))
    }

    @Test("an adapter that throws stops the run: the kit could not run, naming the step")
    func throwing() throws {
        let test = try ConformanceTest(configurationFile: Self.configPath, backend: .example(), adapter: { _ in ThrowingAdapter() })
        #expect {
            _ = try test.run()
        } throws: { error in
            let text = "\(error)"
            return text.contains("the app adapter failed step start (journey ") && text.contains("the test client is broken")
        }
    }
}
