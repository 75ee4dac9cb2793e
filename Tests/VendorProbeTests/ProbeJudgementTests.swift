import ConformanceBasics
import ConformanceModel
import HTTP1Codec
import Testing

@testable import VendorProbe

/// The probe's judgement over answers made in memory: each statement of specs/contract.json it
/// can show is confirmed by a sandbox that keeps it and contradicted by one that breaks it, and a
/// call with no answer (or a 5xx) proves nothing either way.
@Suite("Probe judgement: each statement confirmed, contradicted, or not observed with the reason")
struct ProbeJudgementTests {
    /// An answer with `body` and `status` in place of the stub's.
    static func replaced(_ answer: ProbeAnswer, status: Int? = nil, body: String? = nil, contentType: String? = nil) -> ProbeAnswer {
        var changed = answer
        if let status { changed.status = status }
        if let body { changed.body = Array(body.utf8) }
        if let contentType { changed.headers.set("Content-Type", contentType) }
        return changed
    }

    @Test("a sandbox that answers as the contract says: every statement a call can show is confirmed, exit 0")
    func conformingSandbox() {
        let report = ProbeStub.report()
        #expect(report.exitCode == 0, "\(report.verdictLine)")
        let confirmed = report.findings.filter { $0.status == .confirmed }.map(\.member)
        #expect(
            Set(confirmed) == [
                "/create/status", "/create", "/vendorAnswers/idMaxLength", "/vendorAnswers/linkSchemes", "/documentTypes/values",
                "/read/status", "/finalStates/body", "/lifecycle/initial", "/authentication/scheme",
                "/vendorAnswers/unauthenticatedStatus", "/vendorAnswers/unknownProcessStatus", "/vendorAnswers/malformedBodyStatus",
                "/errorBody/body", "/vendorAnswers/contentType",
            ])
        #expect(
            report.findings.filter { $0.status == .notObserved }.map(\.member) == ["/finalStates/states", "/lifecycle/closedExpiresAs"])
    }

    /// One drift each: the call it changes, how, and the member that must be contradicted.
    struct Drift: Sendable, CustomTestStringConvertible {
        var name: String
        var call: ProbeCall.Name
        var status: Int? = nil
        var body: String? = nil
        var contentType: String? = nil
        var member: String
        var testDescription: String { name }
    }

    static let drifts: [Drift] = [
        Drift(name: "an unknown id answered 403", call: .readUnknown, status: 403, member: "/vendorAnswers/unknownProcessStatus"),
        Drift(name: "a wrong token answered 403", call: .createWrongToken, status: 403, member: "/vendorAnswers/unauthenticatedStatus"),
        Drift(name: "a wrong token accepted", call: .readWrongToken, status: 200, member: "/authentication/scheme"),
        Drift(
            name: "a body that is not JSON answered 422", call: .createMalformed, status: 422, member: "/vendorAnswers/malformedBodyStatus"),
        Drift(name: "the create answered 200", call: .create, status: 200, member: "/create/status"),
        Drift(name: "the read answered 202", call: .readCreated, status: 202, member: "/read/status"),
        Drift(name: "an error answered as {message}", call: .readUnknown, body: #"{"message":"no"}"#, member: "/errorBody/body"),
        Drift(name: "an error answered as HTML", call: .createWrongToken, body: "<html>401</html>", member: "/errorBody/body"),
        Drift(
            name: "the create's id and link nested", call: .create, body: #"{"process":{"id":"prc_Stub0001","link":"https://x.test/"}}"#,
            member: "/create"),
        Drift(
            name: "an id with a space", call: .create, body: #"{"id":"prc 1","link":"https://x.test/c"}"#,
            member: "/vendorAnswers/idMaxLength"),
        Drift(
            name: "a link in the app's scheme", call: .create, body: #"{"id":"prc_Stub0001","link":"myapp://c/1"}"#,
            member: "/vendorAnswers/linkSchemes"),
        Drift(
            name: "the read's state at the top level", call: .readCreated,
            body: #"{"id":"prc_Stub0001","state":"PROCESS_STATE_CREATED","result":"PROCESS_RESULT_UNSPECIFIED"}"#,
            member: "/finalStates/body"),
        Drift(
            name: "a new process already finished", call: .readCreated,
            body:
                #"{"process":{"id":"prc_Stub0001","flow":"humantoken","correlationId":"hp-conformance-probe","state":"PROCESS_STATE_FINISHED","result":"PROCESS_RESULT_OK"}}"#,
            member: "/lifecycle/initial"),
        Drift(
            name: "the read names another correlationId", call: .readCreated,
            body:
                #"{"process":{"id":"prc_Stub0001","flow":"humantoken","correlationId":"other","state":"PROCESS_STATE_CREATED","result":"PROCESS_RESULT_UNSPECIFIED"}}"#,
            member: "/finalStates/body"),
        Drift(name: "text/json answers", call: .readCreated, contentType: "text/json", member: "/vendorAnswers/contentType"),
    ]

    @Test("a sandbox that breaks one statement: that statement is contradicted, with its call as evidence, exit 1", arguments: drifts)
    func drift(_ drift: Drift) {
        let report = ProbeStub.report { name, answer in
            name == drift.call
                ? .success(Self.replaced(answer, status: drift.status, body: drift.body, contentType: drift.contentType)) : .success(answer)
        }
        #expect(report.exitCode == 1, "\(report.verdictLine)")
        let finding = report.finding(drift.member)
        #expect(finding?.status == .contradicted, "\(String(describing: finding))")
        #expect(finding?.evidence.contains(drift.call) == true, "\(String(describing: finding))")
        #expect(finding?.change?.isEmpty == false, "a contradiction says what to change in specs/")
    }

    @Test("a 5xx or a call with no answer proves nothing: not observed, never contradicted, and the probe exits 2")
    func failuresProveNothing() {
        let unavailable = ProbeStub.report { name, answer in
            name == .readUnknown ? .success(Self.replaced(answer, status: 503)) : .success(answer)
        }
        #expect(unavailable.finding("/vendorAnswers/unknownProcessStatus")?.status == .notObserved)
        #expect(unavailable.contradictions.isEmpty, "\(unavailable.contradictions)")
        let silent = ProbeStub.report { name, answer in
            name == .createMalformed ? .failure(ProbeTransportFailure(kind: .timeout, line: "no answer within 5 s")) : .success(answer)
        }
        #expect(silent.finding("/vendorAnswers/malformedBodyStatus")?.status == .notObserved)
        #expect(silent.exitCode == 2, "\(silent.verdictLine)")
        #expect(silent.verdictLine.contains("create-malformed: no answer within 5 s"), "\(silent.verdictLine)")
    }

    @Test("the partner's token refused: the scheme is not judged (a wrong token or another scheme), the reads are not sent, exit 2")
    func partnerTokenRefused() {
        let report = ProbeStub.report(token: "a-token-the-stub-refuses")
        #expect(report.finding("/authentication/scheme")?.status == .notObserved)
        #expect(report.finding("/create/status")?.status == .notObserved)
        #expect(report.contradictions.isEmpty, "a refused token is no drift: \(report.contradictions)")
        #expect(report.exitCode == 2, "\(report.verdictLine)")
        #expect(
            report.exchanges.first { $0.call.name == .readCreated }.map { if case .notSent = $0.outcome { true } else { false } } == true)
    }

    @Test("a TLS failure on the first call leaves every other call not sent")
    func certificateStopsTheProbe() {
        let report = ProbeStub.report { _, _ in
            .failure(ProbeTransportFailure(kind: .certificate, line: "the sandbox's certificate is not trusted"))
        }
        #expect(report.exchanges.dropFirst().allSatisfy { if case .notSent = $0.outcome { true } else { false } })
        #expect(report.exitCode == 2)
    }

    @Test("a redirect is not followed: the calls after it are not sent")
    func redirectStops() {
        let report = ProbeStub.report { name, answer in
            name == .create ? .success(Self.replaced(answer, status: 301, body: "")) : .success(answer)
        }
        #expect(report.exchanges.dropFirst().allSatisfy { if case .notSent = $0.outcome { true } else { false } })
        #expect(report.exitCode == 2, "\(report.verdictLine)")
    }

    @Test("the drift report holds neither the token nor the document number, and names each member with its file")
    func reportIsRedacted() {
        let report = ProbeStub.report { name, answer in
            // A vendor that echoes the document in an error's description.
            name == .createMalformed
                ? .success(Self.replaced(answer, body: #"{"error":{"code":"INVALID_ARGUMENT","description":"bad 40718293561"}}"#))
                : .success(answer)
        }
        let settings = ProbeStub.settings()
        let redactor = Redactor(secrets: [("humanPlugin.token", settings.token), (Redactor.credentialValueLabel, settings.documentNumber)])
        for (name, bytes) in report.files(redactor) {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.contains(ProbeStub.token), "\(name) holds the token")
            #expect(!text.contains(settings.documentNumber), "\(name) holds the document number")
        }
        let json = JSONValue.parse(report.files(redactor)[0].bytes)
        #expect(json?["findings"]?.allStrings.contains("specs/contract.json#/vendorAnswers/unknownProcessStatus") == true)
    }
}
