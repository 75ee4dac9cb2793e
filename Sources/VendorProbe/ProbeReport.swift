import ConformanceBasics
import ConformanceModel
import HTTP1Codec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A probe's result: its exchanges and findings, the exit code they give, and the drift report's
/// files (`drift.json`, `drift.md`), redacted: no token, no document number.
package struct ProbeReport: Sendable {
    package var sandbox: SandboxURL
    package var contractVersion: String
    /// The SHA-256 of the contract the probe held the answers against.
    package var specsSHA256: String
    /// When the probe ran (ISO 8601, UTC).
    package var probedAt: String
    package var exchanges: [ProbeExchange]
    package var findings: [ProbeFinding]
    /// Said in the report besides the findings (how certificates were trusted).
    package var notes: [String]

    package init(
        sandbox: SandboxURL, contractVersion: String, specsSHA256: String, probedAt: String, exchanges: [ProbeExchange],
        findings: [ProbeFinding], notes: [String]
    ) {
        self.sandbox = sandbox
        self.contractVersion = contractVersion
        self.specsSHA256 = specsSHA256
        self.probedAt = probedAt
        self.exchanges = exchanges
        self.findings = findings
        self.notes = notes
    }

    /// The report's files by name, in the order written (`SHA256SUMS` is the writer's).
    package static let fileNames = ["drift.json", "drift.md"]

    package var contradictions: [ProbeFinding] { findings.filter { $0.status == .contradicted } }

    /// The calls that got no answer or were not sent.
    package var unanswered: [ProbeExchange] { exchanges.filter { $0.answer == nil } }

    /// 1 when an answer contradicts the contract; else 2 when a call got no answer or the create
    /// was not answered as the contract says (the probe could not see enough); else 0.
    package var exitCode: Int32 {
        if !contradictions.isEmpty { return 1 }
        let created = findings.first { $0.member == "/create/status" }?.status == .confirmed
        return unanswered.isEmpty && created ? 0 : 2
    }

    /// The verdict in one line.
    package var verdictLine: String {
        let count = { (status: ProbeFinding.Status) in findings.filter { $0.status == status }.count }
        let tally = "\(count(.confirmed)) confirmed, \(count(.contradicted)) contradicted, \(count(.notObserved)) not observed"
        switch exitCode {
        case 0: return "no drift: the sandbox answers as specs/contract.json says (\(tally))"
        case 1: return "drift: the sandbox contradicts specs/contract.json (\(tally))"
        default:
            let why =
                unanswered.first.map { exchange -> String in
                    switch exchange.outcome {
                    case let .failed(failure): "\(exchange.call.name.rawValue): \(failure.line)"
                    case let .notSent(reason): "\(exchange.call.name.rawValue) not sent: \(reason)"
                    case .answered: ""
                    }
                } ?? "the create was not answered as the contract says"
            return "could not probe: \(why) (\(tally))"
        }
    }

    /// `drift.json` and `drift.md`, redacted by `redactor`.
    package func files(_ redactor: Redactor) -> [(name: String, bytes: [UInt8])] {
        [("drift.json", json(redactor).serialized + [UInt8(ascii: "\n")]), ("drift.md", Array(markdown(redactor).utf8))]
    }

    // MARK: - JSON

    /// The report as JSON: what `run --vendor-recording` reads back (`VendorRecording`).
    package func json(_ redactor: Redactor) -> JSONValue {
        .object([
            "kind": .string(Self.kind),
            "kitVersion": .string(KitVersion.current),
            "contract": .object(["version": .string(contractVersion), "sha256": .string(specsSHA256)]),
            "probedAt": .string(probedAt),
            "sandbox": .string(sandbox.description),
            "exitCode": .number(Double(exitCode)),
            "verdict": .string(verdictLine),
            "findings": .array(findings.map(Self.json)),
            "exchanges": .array(exchanges.map { Self.json($0, redactor) }),
            "notes": .array(notes.map { .string(redactor.redactFreeText($0)) }),
        ])
    }

    /// The `kind` of a drift report's JSON.
    package static let kind = "hp-conformance probe"

    static func json(_ finding: ProbeFinding) -> JSONValue {
        var object: [String: JSONValue] = [
            "member": .string(ProbeFinding.specFile + "#" + finding.member),
            "source": .string(finding.source.rawValue),
            "claim": .string(finding.claim),
            "status": .string(finding.status.rawValue),
            "observed": .string(finding.observed),
            "evidence": .array(finding.evidence.map { .string($0.rawValue) }),
        ]
        if let change = finding.change { object["change"] = .string(change) }
        return .object(object)
    }

    static func json(_ exchange: ProbeExchange, _ redactor: Redactor) -> JSONValue {
        var request: [String: JSONValue] = [
            "method": .string(exchange.call.method),
            "path": .string(redactor.redact(exchange.path)),
            "headers": headers(redactor.redact(exchange.requestHeaders)),
        ]
        if let body = exchange.call.body { request["body"] = .string(String(decoding: redactor.redact(body: body), as: UTF8.self)) }
        var object: [String: JSONValue] = [
            "call": .string(exchange.call.name.rawValue),
            "purpose": .string(exchange.call.purpose),
            "request": .object(request),
            "milliseconds": .number(Double(exchange.milliseconds)),
        ]
        switch exchange.outcome {
        case let .answered(answer):
            let body = redactor.redact(body: answer.body)
            var answered: [String: JSONValue] = [
                "httpVersion": .string(answer.httpVersion),
                "status": .number(Double(answer.status)),
                "reason": .string(answer.reason),
                "headers": headers(redactor.redact(answer.headers)),
            ]
            if let text = String(validating: body, as: UTF8.self) {
                answered["body"] = .string(text)
            } else {
                answered["bodyHex"] = .string(
                    body.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined())
            }
            object["answer"] = .object(answered)
        case let .failed(failure):
            object["failure"] = .object(["kind": .string(failure.kind.rawValue), "line": .string(redactor.redactFreeText(failure.line))])
        case let .notSent(reason):
            object["notSent"] = .string(reason)
        }
        return .object(object)
    }

    /// Headers as `[[name, value], …]`, in order and case as sent.
    static func headers(_ headers: HTTPHeaders) -> JSONValue {
        .array(headers.fields.map { .array([.string($0.name), .string($0.value)]) })
    }

    // MARK: - Markdown

    package func markdown(_ redactor: Redactor) -> String {
        var lines = [
            "# Human Plugin sandbox probe",
            "",
            "**\(verdictLine)**",
            "",
            "- Sandbox: `\(sandbox.description)`",
            "- Probed at: \(probedAt)",
            "- Contract: \(contractVersion) (sha256 `\(specsSHA256)`)",
            "- Kit: hp-conformance \(KitVersion.current)",
        ]
        for note in notes { lines.append("- \(redactor.redactFreeText(note))") }
        lines += [
            "", "## Findings", "", "| Status | Member of specs/contract.json | Statement | Observed | Calls |", "|---|---|---|---|---|",
        ]
        for finding in findings {
            let status = finding.status == .contradicted ? "**contradicted**" : finding.status.rawValue
            lines.append(
                "| \(status) | `\(finding.member)` (\(finding.source.rawValue)) | \(Self.cell(finding.claim)) | \(Self.cell(finding.observed)) | \(finding.evidence.map(\.rawValue).joined(separator: ", ")) |"
            )
        }
        let changes = findings.compactMap { finding in finding.status == .contradicted ? finding.change.map { (finding.member, $0) } : nil }
        if !changes.isEmpty {
            lines += ["", "## What to change in specs/", ""]
            for (member, change) in changes { lines.append("- `\(ProbeFinding.specFile)#\(member)`: \(Self.cell(change))") }
        }
        lines += ["", "## Exchanges", ""]
        for exchange in exchanges {
            lines.append("### \(exchange.call.name.rawValue): \(exchange.call.method) \(redactor.redact(exchange.path))")
            lines.append("")
            lines.append(Self.cell(exchange.call.purpose) + ".")
            lines.append("")
            switch exchange.outcome {
            case let .answered(answer):
                lines.append("```http")
                lines.append("HTTP/\(answer.httpVersion) \(answer.status) \(answer.reason)")
                for field in redactor.redact(answer.headers) { lines.append("\(field.name): \(field.value)") }
                lines.append("")
                let body = String(decoding: redactor.redact(body: answer.body).prefix(4096), as: UTF8.self)
                lines.append(body.replacing("```", with: "`` `"))
                lines.append("```")
            case let .failed(failure):
                lines.append("No answer: \(Self.cell(redactor.redactFreeText(failure.line))).")
            case let .notSent(reason):
                lines.append("Not sent: \(Self.cell(reason)).")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text for one Markdown table cell: one line, pipes escaped.
    static func cell(_ text: String) -> String {
        TerminalText.oneLine(text).replacing("|", with: "\\|")
    }
}
