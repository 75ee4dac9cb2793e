import ExampleRunTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import ExampleBackend
@testable import HTTP1Codec

/// Each fault shows its faulty behaviour, and the correct back-end does not: the same scenario
/// is played with and without the fault.
@Suite("Example back-end: faults (no sockets)")
struct FaultTests {
    /// Plays the scenario that exposes `fault` on a back-end with `faults`; true when the faulty
    /// behaviour was seen.
    static func misbehaves(_ fault: ExampleBackendFault, faults: Set<ExampleBackendFault>) -> Bool {
        let fake = FakeHumanPlugin()
        let service = BackendService(faults: faults, fake: fake)
        let document = "98765432100"
        func create() -> FakeHumanPlugin.Recorded? { fake.creates.first }
        switch fault {
        case .wrongCreatePath:
            _ = service.start()
            return create()?.request.target != "/v1/processes"
        case .textPlainBody:
            _ = service.start()
            return create()?.request.headers["Content-Type"] != "application/json"
        case .wrongFlow:
            _ = service.start()
            return create()?.json["flow"] != "humantoken"
        case .wrongClientId:
            _ = service.start()
            return create()?.json["clientId"] != "client-a"
        case .missingCorrelationId:
            _ = service.start()
            return create()?.json["correlationId"] == nil
        case .unknownDocumentType:
            _ = service.start()
            return create()?.json["credential.type"] != "DUI_TYPE_NG_BVN"
        case .noCreateAuth:
            _ = service.start()
            return create()?.request.headers["Authorization"] != "Bearer tok-secret"
        case .createTwice:
            let answer = service.start()
            return fake.creates.count != 1 || answer.fields["id"] != "proc-1"
        case .otherSchemeCallback:
            _ = service.start()
            return create()?.json["callbackUri"]?.hasPrefix("com.example.capture:") != true
        case .webCallback:
            _ = service.start()
            return create()?.json["callbackUri"]?.hasPrefix("https:") == true
        case .rootCallback:
            _ = service.start()
            return create()?.json["callbackUri"] == "/"
        case .uppercaseScheme:
            _ = service.start()
            return create()?.json["callbackUri"] == "COM.EXAMPLE.CAPTURE://callback"
        case .documentInCallback:
            _ = service.start(documentNumber: document)
            return create()?.json["callbackUri"]?.contains(document) == true
        case .rewrittenLink:
            return service.start().fields["link"] != FakeHumanPlugin.link(for: "proc-1")
        case .echoCreateRequest:
            return service.start(documentNumber: document).bodyText.contains(document)
        case .linkToBackend:
            guard let link = service.start().fields["link"] else { return false }
            let path = link.replacingOccurrences(of: service.baseURL, with: "")
            return link.hasPrefix(service.baseURL) && service.handle(HTTPRequest(method: "GET", target: path)).status == 404
        case .readWithCorrelationId:
            guard let id = service.start().fields["id"] else { return false }
            _ = service.end(id)
            return fake.reads.first?.request.target != "/v1/processes/\(id)"
        case .lowercasedId:
            fake.mode = .createAnswer(201, #"{"id": "prc_Q1a2b", "link": "http://hp.test/capture/prc_Q1a2b"}"#)
            guard let id = service.start().fields["id"] else { return false }
            fake.mode = .normal
            _ = service.end(id)
            return fake.reads.first?.request.target != "/v1/processes/\(id)"
        case .noReadAuth:
            guard let id = service.start().fields["id"] else { return false }
            _ = service.end(id)
            return fake.reads.first?.request.headers["Authorization"] != "Bearer tok-secret"
        case .expiredAsFailed:
            fake.setFinalState("PROCESS_STATE_FAILED", "PROCESS_RESULT_EXPIRED")
            guard let id = service.start().fields["id"] else { return false }
            return service.end(id).fields["outcome"] != "expired"
        case .trustAppClaim:
            fake.setFinalState("PROCESS_STATE_FINISHED", "PROCESS_RESULT_INVALID_IDENTITY")
            guard let id = service.start().fields["id"] else { return false }
            return service.end(id, claim: "success").fields["outcome"] == "approved"
        case .noOwnershipCheck:
            _ = service.start(user: "alice")
            let answer = service.end("proc-forged", user: "alice")
            return answer.status < 400 || !fake.reads.isEmpty
        case .ownerNotChecked:
            guard let id = service.start(user: "alice").fields["id"] else { return false }
            let answer = service.end(id, user: "mallory")
            return answer.status < 400 || !fake.reads.isEmpty
        case .okOnCreateError:
            fake.mode = .createAnswer(500, "{}")
            return (200..<300).contains(service.start().status)
        case .longUpstreamTimeout:
            _ = service.start()
            return create()?.timeout != .milliseconds(500)
        case .retryCreate:
            fake.mode = .createAnswer(503, "{}")
            _ = service.start()
            return fake.creates.count > 1
        case .retryOnHang:
            fake.mode = .timeout
            _ = service.start()
            return fake.creates.count > 1
        case .readErrorAsOutcome:
            guard let id = service.start().fields["id"] else { return false }
            fake.mode = .readAnswer(500, "{}")
            return service.end(id).fields["outcome"] != nil
        case .fixedTestCredential:
            _ = service.start(documentNumber: document)
            return create()?.json["credential.value"] != document
        case .documentNumberAsInteger:
            _ = service.start(documentNumber: "01234567890")
            return create()?.json["credential.value"] != "01234567890"
        case .fixedDocumentType:
            _ = service.handle(
                HTTPRequest(
                    method: "POST", target: "/captures", headers: ["X-App-User": "alice", "Content-Type": "application/json"],
                    body: Array(#"{"documentNumber":"\#(document)","documentType":"DUI_TYPE_BR_CPF"}"#.utf8)))
            return create()?.json["credential.type"] != "DUI_TYPE_BR_CPF"
        case .documentInCorrelationId:
            _ = service.start(documentNumber: document)
            return create()?.json["correlationId"]?.contains(document) == true
        case .noReadTimeout:
            guard let id = service.start().fields["id"] else { return false }
            _ = service.end(id)
            return fake.reads.first?.timeout != .milliseconds(500)
        case .successOnUnexpectedRead:
            guard let id = service.start().fields["id"] else { return false }
            fake.mode = .readAnswer(200, #"{"process":{"state":"PROCESS_STATE_FINISHED","result":"PROCESS_RESULT_UNSPECIFIED"}}"#)
            return service.end(id).fields["outcome"] == "approved"
        case .strictReadShape:
            guard let id = service.start().fields["id"] else { return false }
            fake.mode = .readAnswer(
                200, #"{"process":{"id":"x","state":"PROCESS_STATE_FINISHED","result":"PROCESS_RESULT_OK","createdAt":"t"},"meta":{}}"#)
            return service.end(id).fields["outcome"] != "approved"
        case .createdAsApproved:
            fake.setFinalState("PROCESS_STATE_CREATED", "PROCESS_RESULT_UNSPECIFIED")
            guard let id = service.start().fields["id"] else { return false }
            return service.end(id).fields["outcome"] == "approved"
        case .leakInErrorAnswer:
            fake.mode = .createAnswer(500, "{}")
            let answer = service.start(documentNumber: document)
            return answer.status >= 400 && answer.bodyText.contains(document)
        case .constantCorrelationId:
            _ = service.start()
            _ = service.start()
            let ids = fake.creates.compactMap { $0.json["correlationId"] }
            return Set(ids).count != 2
        case .sharedLastProcess:
            fake.setFinalState("PROCESS_STATE_FINISHED", "PROCESS_RESULT_OK", for: "proc-1")
            fake.setFinalState("PROCESS_STATE_FINISHED", "PROCESS_RESULT_INVALID_IDENTITY", for: "proc-2")
            guard let first = service.start(user: "alice").fields["id"], service.start(user: "bob").status == 201 else { return false }
            let answer = service.end(first, user: "alice")
            return answer.fields["outcome"] != "approved" || fake.reads.first?.request.target != "/v1/processes/\(first)"
        case .documentTypeSlot:
            fake.setFinalState("PROCESS_STATE_FINISHED", "PROCESS_RESULT_OK", for: "proc-1")
            fake.setFinalState("PROCESS_STATE_FINISHED", "PROCESS_RESULT_INVALID_IDENTITY", for: "proc-2")
            guard let first = service.start(user: "alice", documentType: "DUI_TYPE_NG_NIN").fields["id"],
                service.start(user: "bob", documentType: "DUI_TYPE_NG_NIN").status == 201
            else { return false }
            return service.end(first, user: "alice").fields["outcome"] != "approved"
        }
    }

    @Test("document-type-slot reads the asked id too, then reports the last process of the same type; another type does not cross")
    func documentTypeSlotCrossesOnlyOneType() throws {
        let fake = FakeHumanPlugin()
        fake.setFinalState("PROCESS_STATE_FINISHED", "PROCESS_RESULT_OK", for: "proc-1")
        fake.setFinalState("PROCESS_STATE_FINISHED", "PROCESS_RESULT_INVALID_IDENTITY", for: "proc-2")
        let service = BackendService(faults: [.documentTypeSlot], fake: fake)
        let first = try #require(service.start(user: "alice", documentType: "DUI_TYPE_NG_NIN").fields["id"])
        let second = try #require(service.start(user: "bob", documentType: "DUI_TYPE_NG_NIN").fields["id"])
        let other = try #require(service.start(user: "carol", documentType: "DUI_TYPE_BR_CPF").fields["id"])
        let crossed = service.end(first, user: "alice")
        #expect(fake.reads.map(\.request.target) == ["/v1/processes/\(first)", "/v1/processes/\(second)"])
        #expect(crossed.fields["outcome"] != "approved", "alice is told bob's outcome")
        _ = service.end(other, user: "carol")
        #expect(fake.reads.count == 3, "carol's capture, alone of its type, is read once")
    }

    @Test(arguments: ExampleBackendFault.allCases)
    func faultShowsItsBehaviour(fault: ExampleBackendFault) {
        #expect(Self.misbehaves(fault, faults: [fault]))
    }

    @Test(arguments: ExampleBackendFault.allCases)
    func correctBackendDoesNotShowIt(fault: ExampleBackendFault) {
        #expect(!Self.misbehaves(fault, faults: []))
    }

    @Test func upperCaseSchemeKeepsTheRest() {
        let configuration = ExampleBackendConfiguration(
            humanPluginBaseURL: "http://x", humanPluginToken: "t",
            callbackUri: "com.example.capture://callback/x?y=1", faults: [.uppercaseScheme])
        #expect(CreateRequest.callbackUri(configuration: configuration, documentNumber: "1") == "COM.EXAMPLE.CAPTURE://callback/x?y=1")
    }

    @Test func rewrittenLinkWithoutQuery() {
        let service = BackendService(faults: [.rewrittenLink], fake: FakeHumanPlugin())
        #expect(service.answeredLink(id: "p", link: "https://hp.example/p") == "https://hp.example/p?src=app")
        #expect(service.answeredLink(id: "p", link: "https://hp.example/p?a=1") == "https://hp.example/p?a=1&src=app")
    }

    @Test func okOnCreateErrorAnswersNulls() {
        let fake = FakeHumanPlugin()
        fake.mode = .createAnswer(201, #"{"id":"p"}"#)
        let answer = BackendService(faults: [.okOnCreateError], fake: fake).start()
        #expect(answer.status == 200)
        #expect(answer.fields == ["id": "<null>", "link": "<null>"])
    }

    @Test(
        "creates sent again share the one upstream timeout: a start never waits longer than it",
        arguments: [ExampleBackendFault.retryCreate, .retryOnHang, .createTwice])
    func repeatedCreatesShareTheUpstreamTimeout(fault: ExampleBackendFault) {
        let fake = FakeHumanPlugin()
        fake.mode = .timeout
        #expect(BackendService(faults: [fault], fake: fake).start().status == 504)
        #expect(fake.creates.count > 1)
        let total = fake.creates.compactMap(\.timeout).reduce(Duration.zero, +)
        #expect(total <= .milliseconds(500), "\(fake.creates.count) creates waited \(total) in all")
    }

    @Test("shared-last-process reads the asked id too, then reports the process created last")
    func sharedLastProcessReadsTheAskedIdToo() throws {
        let fake = FakeHumanPlugin()
        let service = BackendService(faults: [.sharedLastProcess], fake: fake)
        let first = try #require(service.start(user: "alice").fields["id"])
        let second = try #require(service.start(user: "bob").fields["id"])
        _ = service.end(first, user: "alice")
        #expect(fake.reads.map(\.request.target) == ["/v1/processes/\(first)", "/v1/processes/\(second)"])
        _ = service.end(second, user: "bob")
        #expect(fake.reads.count == 3, "the process created last is read once")
    }

    @Test func retryCreateStopsAtThreeAttempts() {
        let fake = FakeHumanPlugin()
        fake.mode = .timeout
        #expect(BackendService(faults: [.retryCreate], fake: fake).start().status == 504)
        #expect(fake.creates.count == 3)
    }

    @Test func retryOnHangRetriesOnlyWhatNeverAnswered() {
        let hung = FakeHumanPlugin()
        hung.mode = .timeout
        #expect(BackendService(faults: [.retryOnHang], fake: hung).start().status == 504)
        #expect(hung.creates.count == 2)
        let failing = FakeHumanPlugin()
        failing.mode = .createAnswer(503, "{}")
        _ = BackendService(faults: [.retryOnHang], fake: failing).start()
        #expect(failing.creates.count == 1)
    }

    /// Every fault names at least one check, and every named check exists in specs/checks.json.
    @Test func breaksNameCatalogueChecks() throws {
        let root = ConformanceHarness.packageRoot
        let data = try Data(contentsOf: root.appendingPathComponent("specs/checks.json"))
        let catalogue = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let checks = try #require(catalogue["checks"] as? [[String: Any]])
        let ids = Set(checks.compactMap { $0["id"] as? String })
        for fault in ExampleBackendFault.allCases {
            #expect(!fault.breaks.isEmpty, "\(fault)")
            for id in fault.breaks { #expect(ids.contains(id), "\(fault.rawValue) names unknown check \(id)") }
        }
    }
}
