import ConformanceTesting
import Foundation
import PartnerBackend
import Testing

/// The partner's own app client performing the kit's steps in process (an `AppAdapter`), written
/// with `import ConformanceTesting` alone: every call is the app's, as its iOS app makes it, and
/// the kit judges what it reports exactly as its own calls. Here the client is the kit's HTTP
/// client; a partner uses theirs (a generated OpenAPI client, a gRPC stub, a signing SDK).
struct PartnerAppAdapter: AppAdapter {
    let endpoint: HTTPEndpoint
    let client = HTTPClient()
    /// The app's own deadline for one call.
    let deadline: Duration

    init(_ context: AppAdapterContext) throws {
        endpoint = try HTTPEndpoint(url: context.backendURL)
        deadline = .milliseconds(Int(context.requestSeconds * 1000))
    }

    func perform(_ step: AdapterStep) async throws -> AdapterReply {
        let id = (step.processID ?? "").addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        switch step.step {
        case .start:
            let (call, answer) = send("POST", "/api/captures", user: step.user,
                                      body: ["documentType": step.documentType ?? "", "documentNumber": step.documentNumber ?? ""])
            return AdapterReply(calls: [call], processID: answer?["id"]?.stringValue, link: answer?["link"]?.stringValue)
        case .ended:
            // 202 {"status": "processing"}: the kit then asks for `result` steps until it is not.
            let (call, answer) = send("POST", "/api/captures/\(id)/ended", user: step.user, body: ["claim": step.claim ?? "ended"])
            return AdapterReply(calls: [call], outcome: answer?["status"]?.stringValue)
        case .result:
            let (call, answer) = send("GET", "/api/verifications/\(id)", user: step.user, body: nil)
            return AdapterReply(calls: [call], outcome: answer?["status"]?.stringValue)
        }
    }

    /// One call as the app makes it, reported as sent and as answered (or with why it was not).
    func send(_ method: String, _ target: String, user: String, body: [String: String]?) -> (AdapterCall, JSONValue?) {
        let text = body.map { String(decoding: JSONValue.object($0.mapValues { .string($0) }).serialized, as: UTF8.self) } ?? ""
        var headers = ["X-App-User": user, "Accept": "application/json"]
        if body != nil { headers["Content-Type"] = "application/json" }
        let sent = AdapterCall.Request(method: method, target: target, headers: headers, body: text)
        let clock = ContinuousClock.now
        do {
            let request = HTTPRequest(method: method, target: target, headers: HTTPHeaders(headers.map { ($0.key, $0.value) }), body: Array(text.utf8))
            let answer = try client.send(request, to: endpoint, timeout: deadline).response
            let response = AdapterCall.Response(status: answer.status, headers: Dictionary(answer.headers.map { ($0.name, $0.value) }) { $1 },
                                                body: answer.bodyText)
            return (AdapterCall(request: sent, response: response, elapsedMilliseconds: (ContinuousClock.now - clock).milliseconds),
                    JSONValue.parse(answer.body))
        } catch {
            return (AdapterCall(request: sent, response: nil, error: "\(error)", elapsedMilliseconds: (ContinuousClock.now - clock).milliseconds), nil)
        }
    }
}

/// `conformance-async.json` beside Package.swift.
let asyncConfigurationFile = URL(fileURLWithPath: configurationFile).deletingLastPathComponent()
    .appendingPathComponent("conformance-async.json").path

/// One run through the adapter; `wrongFlow`: the back-end creates its processes with the wrong flow.
func asyncRun(wrongFlow: Bool = false) throws -> ConformanceOutcome {
    try ConformanceTest(configurationFile: asyncConfigurationFile, backend: .inProcess { humanPlugin in
        let backend = try PartnerBackend(humanPluginURL: humanPlugin.url, token: humanPlugin.token, faults: wrongFlow ? [.wrongFlow] : [],
                                         asyncResults: true)
        return InProcessBackend(baseURL: backend.baseURL, stop: backend.stop)
    }, adapter: { context in try PartnerAppAdapter(context) }).run()
}

@Suite("Through the partner's own app client (in-process AppAdapter)", .serialized)
struct InProcessAdapter {
    @Test func conformantAndEveryCallIsTheAdapters() throws {
        let outcome = try asyncRun()
        #expect(outcome.isConformant, "\(outcome.failures.map(\.explanation))")
        let app = outcome.result.journal.filter { $0.channel == .appToBackend }
        #expect(app.contains { $0.step == "result" && $0.request.method == "GET" && $0.request.target.hasPrefix("/api/verifications/") })
        #expect(app.allSatisfy { $0.request.method != "ADAPTER" }, "every app exchange is a call the adapter reported")
    }

    @Test func aBrokenBackEndFailsThroughIt() throws {
        let outcome = try asyncRun(wrongFlow: true)
        #expect(!outcome.isConformant)
        #expect(outcome.failures.map(\.checkID) == ["HP-CREATE-FLOW"], "\(outcome.failures.map(\.checkID))")
    }
}
