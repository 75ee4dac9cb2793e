import BackendLaunch
import ConformanceBasics
import ConformanceModel
import ConformanceReports
import VendorProbe

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `hp-conformance probe`: the vendor's real sandbox held against `specs/contract.json` (docs/PROBE.md).
struct ProbeCommand {
    let arguments: ParsedArguments
    let environment: [String: String]

    init(_ raw: [String], environment: [String: String]) throws(KitError) {
        arguments = try Commands.probe.parse(raw)
        self.environment = environment
    }

    /// The token's default environment variable.
    static let tokenVariable = "HUMAN_PLUGIN_TOKEN"
    static let clientIdVariable = "HUMAN_PLUGIN_CLIENT_ID"
    static let defaultCallback = "hpprobe://callback"

    func execute() throws(KitError) -> Int32 {
        let console = Console(color: false)
        let specs = try Specs.load(from: Specs.locate(explicit: arguments.value("--specs"), environment: environment))
        let dryRun = arguments.flags.contains("--dry-run")
        let settings = try settings(contract: specs.contract, dryRun: dryRun)
        let redactor = Redactor(secrets: [("humanPlugin.token", settings.token), (Redactor.credentialValueLabel, settings.documentNumber)])
        var random = SystemRandomNumberGenerator()
        let unknownID = "prc_Z" + String(random.next() | (1 << 63), radix: 16)
        let probe = VendorProbe(contract: specs.contract, settings: settings, unknownID: unknownID)
        if dryRun {
            printPlan(probe, console: console, redactor: redactor)
            return 0
        }
        guard let curl = CurlTransport.locate(environment) else { throw .run("probe: \(CurlTransport.missingLine)") }
        let transport = CurlTransport(curl: curl, environment: environment, extraCertificates: settings.extraCertificates)
        console.out(
            "probe: \(settings.sandbox) against contract \(specs.contract.contractVersion), \(probe.calls.count) calls of at most \(CurlTransport.seconds(settings.timeoutSeconds)) s each"
        )
        let timeout = settings.timeoutSeconds
        let exchanges = probe.run { method, url, headers, body in
            transport.send(method: method, url: url, headers: headers, body: body, timeoutSeconds: timeout)
        }
        if case let .failed(failure)? = exchanges.first?.outcome, [.certificate, .tls, .connection, .tool].contains(failure.kind) {
            // Nothing was observed: no report, one line.
            throw .run("probe: \(settings.sandbox): \(redactor.redactFreeText(failure.line))")
        }
        for exchange in exchanges { console.out("  " + redactor.redactFreeText(Self.line(exchange))) }
        let judgement = ProbeJudgement(contract: specs.contract, settings: settings, exchanges: exchanges)
        let report = ProbeReport(
            sandbox: settings.sandbox, contractVersion: specs.contract.contractVersion, specsSHA256: specs.sha256,
            probedAt: TimestampText.iso(Date()), exchanges: exchanges, findings: judgement.findings,
            notes: transport.trustNote.map { [$0] } ?? [])
        for finding in report.findings {
            let mark = finding.status == .contradicted ? "CONTRADICTED" : finding.status.rawValue
            console.out("  \(mark.padded(to: 13)) \(finding.member): \(finding.claim): \(redactor.redactFreeText(finding.observed))")
        }
        let directory = URL(fileURLWithPath: arguments.value("--report-dir") ?? "Reports/probe")
        do {
            _ = try ReportWriter(redactor: redactor).writeFiles(ReportWriter.withSums(report.files(redactor)), to: directory)
        } catch {
            throw .run("probe: the drift report could not be written: \(error)")
        }
        console.out(report.verdictLine)
        console.out("drift report: \(directory.appendingPathComponent("drift.md").path)")
        return report.exitCode
    }

    /// The probe's settings from the options and the environment; the token and a given document
    /// number only from the environment (a command line is readable by every local user).
    private func settings(contract: ContractSpec, dryRun: Bool) throws(KitError) -> ProbeSettings {
        guard let base = arguments.value("--base-url") ?? (dryRun ? "https://sandbox.invalid" : nil) else {
            throw .usage("probe: name the vendor's sandbox with --base-url https://…; the probe sends nothing without it")
        }
        let sandbox = try SandboxURL(base)
        let tokenVariable = arguments.value("--token-env") ?? Self.tokenVariable
        let token = environment[tokenVariable] ?? ""
        if token.isEmpty && !dryRun {
            throw .usage(
                "probe: the sandbox access token is read from $\(tokenVariable), which is not set (--token-env NAME names another variable; a token is never taken from the command line)"
            )
        }
        let clientId = arguments.value("--client-id") ?? environment[Self.clientIdVariable] ?? ""
        if clientId.isEmpty && !dryRun {
            throw .usage("probe: give the partner's client id with --client-id ID (or $\(Self.clientIdVariable))")
        }
        let types = contract.documentTypes.values
        let documentType = arguments.value("--document-type") ?? types[0]
        guard types.contains(documentType) else {
            throw .usage(
                "probe: --document-type \(TerminalText.oneLine(documentType)) is not a type of specs/contract.json (\(types.joined(separator: ", ")))"
            )
        }
        var documentNumber: String
        if let variable = arguments.value("--document-env") {
            documentNumber = environment[variable] ?? ""
            if documentNumber.isEmpty && !dryRun { throw .usage("probe: --document-env names $\(variable), which is not set") }
        } else {
            var random = SystemRandomNumberGenerator()
            documentNumber = String((0..<11).map { _ in Character(String(random.next(upperBound: UInt8(10)))) })
        }
        let timeoutText = arguments.value("--timeout") ?? "10"
        guard let timeout = Double(timeoutText), timeout >= 1, timeout <= 120 else {
            throw .usage("probe: --timeout \(TerminalText.oneLine(timeoutText)) is not a number of seconds from 1 to 120")
        }
        var extra: [UInt8]?
        if let path = arguments.value("--cacert") {
            guard let bytes = try? RegularFile.read(path, limit: 4 << 20, followingLinks: true) else {
                throw .file(path: path, problem: "cannot read the --cacert file (a regular file of at most 4 MiB)")
            }
            guard bytes.firstRange(of: Array("-----BEGIN CERTIFICATE-----".utf8)) != nil else {
                throw .file(path: path, problem: "holds no PEM certificate (-----BEGIN CERTIFICATE-----)")
            }
            extra = bytes
        }
        return ProbeSettings(
            sandbox: sandbox, clientId: clientId, token: token.isEmpty ? "<token>" : token, documentType: documentType,
            documentNumber: documentNumber, callbackUri: arguments.value("--callback-uri") ?? Self.defaultCallback,
            timeoutSeconds: timeout, extraCertificates: extra)
    }

    /// `--dry-run`: every call as it would go, redacted; nothing is sent.
    private func printPlan(_ probe: VendorProbe, console: Console, redactor: Redactor) {
        let variable = arguments.value("--token-env") ?? Self.tokenVariable
        console.out("probe --dry-run: the calls to \(probe.settings.sandbox), in order; nothing is sent")
        for (index, call) in probe.calls.enumerated() {
            let path = call.path.replacing("{id}", with: "{the id the create answered}")
            console.out("\(index + 1). \(call.name.rawValue): \(call.method) \(probe.settings.sandbox.url(path))")
            console.out("   \(call.purpose)")
            let token = call.token == .partner ? "<the token in $\(variable)>" : "<a token nobody issued>"
            console.out("   Authorization: \(probe.contract.authentication.scheme) \(token)")
            if let body = call.body {
                console.out("   body: \(String(decoding: redactor.redact(body: body), as: UTF8.self))")
            }
        }
    }

    /// One exchange on one line: `create  POST /v1/processes → 201 Created (application/json), 140 ms`.
    static func line(_ exchange: ProbeExchange) -> String {
        let head = "\(exchange.call.name.rawValue.padded(to: 19)) \(exchange.call.method) \(exchange.path)"
        switch exchange.outcome {
        case let .answered(answer):
            let type = answer.headers["Content-Type"].map { " (\(TerminalText.oneLine($0)))" } ?? ""
            return "\(head) → \(answer.status) \(TerminalText.oneLine(answer.reason))\(type), \(exchange.milliseconds) ms"
        case let .failed(failure): return "\(head) → no answer: \(failure.line)"
        case let .notSent(reason): return "\(head) → not sent: \(reason)"
        }
    }
}
