import ConformanceBasics
import ConformanceModel
import HTTP1Codec
import VendorProbe

/// A sandbox in memory for the probe's unit tests: answers as the contract says, unless `change`
/// rewrites an answer (the way a drifting vendor would).
struct ProbeStub {
    static let token = "stub-sandbox-token-Kq81"
    static let contract = try! Specs.load(from: .embedded).contract

    static func settings(token: String = token) -> ProbeSettings {
        ProbeSettings(
            sandbox: try! SandboxURL("https://sandbox.test"), clientId: "client-a", token: token, documentType: "DUI_TYPE_NG_BVN",
            documentNumber: "40718293561", callbackUri: "hpprobe://callback", timeoutSeconds: 5)
    }

    /// The contract's answer to one call.
    static func conforming(_ method: String, _ url: String, _ headers: HTTPHeaders, _ body: [UInt8]?) -> ProbeAnswer {
        func json(_ status: Int, _ value: JSONValue) -> ProbeAnswer {
            ProbeAnswer(
                httpVersion: "1.1", status: status, reason: "", headers: ["Content-Type": "application/json"], body: value.serialized)
        }
        func error(_ status: Int, _ code: String) -> ProbeAnswer {
            json(status, .object(["error": .object(["code": .string(code), "description": .string("refused")])]))
        }
        guard headers["Authorization"] == "Bearer \(token)" else { return error(401, "UNAUTHENTICATED") }
        if method == "POST" {
            guard JSONValue.parse(body ?? []) != nil else { return error(400, "INVALID_ARGUMENT") }
            return json(201, .object(["id": .string("prc_Stub0001"), "link": .string("https://capture.sandbox.test/c/1")]))
        }
        guard url.hasSuffix("/prc_Stub0001") else { return error(404, "NOT_FOUND") }
        return json(
            200,
            .object([
                "process": .object([
                    "id": .string("prc_Stub0001"), "flow": .string("humantoken"), "correlationId": .string(ProbePlan.correlationID),
                    "state": .string("PROCESS_STATE_CREATED"), "result": .string("PROCESS_RESULT_UNSPECIFIED"),
                ])
            ]))
    }

    /// Which call a request is, from what it carries.
    static func name(_ method: String, _ url: String, _ headers: HTTPHeaders, _ body: [UInt8]?) -> ProbeCall.Name {
        let partner = headers["Authorization"] == "Bearer \(token)"
        if method == "POST" {
            if !partner { return .createWrongToken }
            return JSONValue.parse(body ?? []) == nil ? .createMalformed : .create
        }
        if url.hasSuffix("/prc_ZUnknown") { return .readUnknown }
        return partner ? .readCreated : .readWrongToken
    }

    /// The probe played against the stub, its answers passed through `change` (call name, answer).
    static func report(
        token: String = token,
        change: @escaping @Sendable (ProbeCall.Name, ProbeAnswer) -> Result<ProbeAnswer, ProbeTransportFailure> = { .success($1) }
    ) -> ProbeReport {
        let settings = settings(token: token)
        let probe = VendorProbe(contract: contract, settings: settings, unknownID: "prc_ZUnknown")
        let exchanges = probe.run { method, url, headers, body in
            change(name(method, url, headers, body), conforming(method, url, headers, body))
        }
        let findings = ProbeJudgement(contract: contract, settings: settings, exchanges: exchanges).findings
        return ProbeReport(
            sandbox: settings.sandbox, contractVersion: contract.contractVersion, specsSHA256: "0", probedAt: "2026-12-06T00:00:00Z",
            exchanges: exchanges, findings: findings, notes: [])
    }
}

extension ProbeReport {
    func finding(_ member: String) -> ProbeFinding? { findings.first { $0.member == member } }
}
