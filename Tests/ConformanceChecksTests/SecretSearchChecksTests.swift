import CheckTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import ConformanceChecks
@testable import ConformanceModel
@testable import HTTP1Codec

/// HP-LOG-NO-SECRETS and HP-CALLBACK-NO-SECRETS on evidence built by hand: every secret the kit
/// knows is searched, and a finding names the label (and log line), never the value.
@Suite("Secrets in the back-end's log and in callbackUri")
struct SecretSearchChecksTests: CheckUnitTests {
    static let covered = ["HP-LOG-NO-SECRETS"]

    static let documentNumber = "98765432109"
    static let sessionJWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbGljZSJ9.c2lnbmF0dXJlLXZhbHVl"

    static func create(callbackUri: String) -> Exchange {
        let body =
            #"{"flow": "humantoken", "clientId": "client-a", "correlationId": "order-1", "callbackUri": "\#(callbackUri)", "credential": {"type": "DUI_TYPE_NG_BVN", "value": "\#(documentNumber)"}}"#
        return Exchange(
            id: 1, scenario: "happy-finished-ok", journey: "j1", channel: .backendToHumanPlugin, step: "create",
            request: HTTPRequest(method: "POST", target: "/v1/processes", body: Array(body.utf8)),
            response: HTTPResponse(status: 201), error: nil, startedAt: Date(), durationMilliseconds: 1)
    }

    static func evidence(callbackUri: String = "com.example.capture://callback", log: String?) -> RunEvidence {
        var evidence = RunEvidence(
            configuration: ConformanceHarness.exampleConfiguration(), contract: ConformanceHarness.specs.contract,
            journal: [create(callbackUri: callbackUri)], scenarios: [], processes: [])
        evidence.appSessionSecrets = [sessionJWT]
        evidence.backendLog = log.map { Array($0.utf8) }
        return evidence
    }

    @Test("a document number and a session token in backend.log: broken, naming the line numbers, values redacted")
    func logWithSecrets() {
        let log =
            "listening on 8080\nPOST /captures body={\"documentNumber\": \"\(Self.documentNumber)\"}\nok\nauth Bearer \(Self.sessionJWT)\n"
        let judgement = LogNoSecretsCheck().judge(Self.evidence(log: log))
        #expect(judgement.status == .broken)
        #expect(judgement.seen.contains("line 2 holds the document number"), "\(judgement.seen)")
        #expect(judgement.seen.contains("line 4 holds the app user's session token or cookie"), "\(judgement.seen)")
        #expect(!judgement.seen.contains(Self.documentNumber) && !judgement.seen.contains(Self.sessionJWT), "\(judgement.seen)")
        #expect(judgement.seen.contains("<redacted:"), "\(judgement.seen)")
    }

    @Test("a line holding a document number and a session token names both, not only the first")
    func lineWithTwoSecrets() {
        let log = "create body={\"value\": \"\(Self.documentNumber)\"} headers={\"Authorization\"=>[\"Bearer \(Self.sessionJWT)\"]}\n"
        let judgement = LogNoSecretsCheck().judge(Self.evidence(log: log))
        #expect(judgement.status == .broken)
        #expect(judgement.seen.contains("line 1 holds the document number and the app user's session token or cookie"), "\(judgement.seen)")
        #expect(!judgement.seen.contains(Self.documentNumber) && !judgement.seen.contains(Self.sessionJWT), "\(judgement.seen)")
    }

    @Test("a long logger line is quoted around its secret, not cut before it at the logger's prefix")
    func longLineQuotedAroundTheSecret() {
        let prefix = "I, [2026-12-01T19:59:26.148237 #12666]  INFO -- : [bfab93d4-2501-423b-9ebf-2589ce7f355b]   Parameters: "
        let log = prefix + #"{"document_type"=>"DUI_TYPE_NG_BVN", "document_number"=>"\#(Self.documentNumber)"}"# + "\n"
        let judgement = LogNoSecretsCheck().judge(Self.evidence(log: log))
        #expect(judgement.status == .broken)
        #expect(judgement.seen.contains(#""document_number"=>"<redacted:"#), "the quote shows the secret's marker: \(judgement.seen)")
        #expect(judgement.seen.contains("'..."), "a quote that leaves the line's start out says so: \(judgement.seen)")
        #expect(!judgement.seen.contains("2026-12-01T19:59:26"), "the logger's prefix is left out: \(judgement.seen)")
        #expect(!judgement.seen.contains(Self.documentNumber), "\(judgement.seen)")
        // A short line is quoted whole, from its start.
        let short = LogNoSecretsCheck().judge(Self.evidence(log: "number=\(Self.documentNumber)\n"))
        #expect(short.seen.contains("'number=<redacted:"), "\(short.seen)")
    }

    @Test("a clean backend.log holds; without a launched back-end the check does not apply")
    func cleanLog() {
        #expect(LogNoSecretsCheck().judge(Self.evidence(log: "listening on 8080\nPOST /captures 201\n")).status == .held)
        #expect(LogNoSecretsCheck().judge(Self.evidence(log: nil)).status == .notApplicable)
    }

    @Test("a session JWT in callbackUri fails HP-CALLBACK-NO-SECRETS, naming the label, never the value")
    func sessionTokenInCallback() {
        let leaking = Self.evidence(callbackUri: "com.example.capture://callback?session=\(Self.sessionJWT)", log: nil)
        let judgement = CallbackNoSecretsCheck().judge(leaking)
        #expect(judgement.status == .broken)
        #expect(judgement.seen.contains("app user's session token or cookie"), "\(judgement.seen)")
        #expect(!judgement.seen.contains(Self.sessionJWT))
        #expect(CallbackNoSecretsCheck().judge(Self.evidence(log: nil)).status == .held)
    }
}

/// HP-CORRELATION-UNIQUE names the exchanges that repeated a correlationId.
@Suite("HP-CORRELATION-UNIQUE exchange numbers")
struct CorrelationUniqueNumbersTests {
    static func create(_ id: Int, correlation: String) -> Exchange {
        let body =
            #"{"flow": "humantoken", "clientId": "client-a", "correlationId": "\#(correlation)", "callbackUri": "com.example.capture://callback", "credential": {"type": "DUI_TYPE_NG_BVN", "value": "1234567890\#(id)"}}"#
        return Exchange(
            id: id, scenario: "concurrent/3-users", journey: "concurrent/3-users#\(id)", channel: .backendToHumanPlugin, step: "create",
            request: HTTPRequest(method: "POST", target: "/v1/processes", body: Array(body.utf8)),
            response: HTTPResponse(status: 201), error: nil, startedAt: Date(), durationMilliseconds: 1)
    }

    @Test("a repeated correlationId is reported with the numbers of the exchanges that sent it")
    func namesExchanges() {
        let journal = [
            Self.create(1, correlation: "order-1001"), Self.create(2, correlation: "order-7"), Self.create(3, correlation: "order-1001"),
        ]
        let evidence = RunEvidence(
            configuration: ConformanceHarness.exampleConfiguration(), contract: ConformanceHarness.specs.contract,
            journal: journal, scenarios: [], processes: [])
        let judgement = CorrelationUniqueCheck().judge(evidence)
        #expect(judgement.status == .broken)
        #expect(judgement.seen.contains("(exchanges #1, #3)"), "\(judgement.seen)")
        #expect(judgement.evidence == [1, 3])
    }
}

/// In async mode, an outcome is quoted from the poll it came from, with that poll's status and time.
@Suite("Outcome quoted from its own exchange")
struct OutcomeQuoteTests {
    @Test("an outcome from a result poll names the poll, its status and its time, not the 202 of 'capture ended'")
    func quotesThePoll() {
        var ended = EndedAttempt(exchangeID: 5, sentID: "prc_1", status: 202, body: nil, outcome: "APPROVED", elapsedSeconds: 0.01)
        ended.result = ResultPolling(exchangeIDs: [6, 7, 9], status: 200, lastValue: "APPROVED", outcome: "APPROVED", elapsedSeconds: 4.23)
        #expect(
            ExpectedOutcome.describe(ended)
                == "outcome 'APPROVED' from result poll #9 (status 200, 4.2 s after 'capture ended', which answered 202)")
    }

    @Test("an outcome the 'capture ended' answer carried is quoted from it")
    func quotesTheEndedAnswer() {
        let ended = EndedAttempt(exchangeID: 5, sentID: "prc_1", status: 200, body: nil, outcome: "approved", elapsedSeconds: 0.01)
        #expect(ExpectedOutcome.describe(ended) == "outcome 'approved' (status 200)")
    }
}
