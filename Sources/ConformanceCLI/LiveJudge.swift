import HumanPluginConformance

/// Judges single exchanges as they arrive at the sandbox, with the same checks a run uses, each
/// given a journal of just that exchange. Checks that need whole journeys are left to `run`.
struct LiveJudge: Sendable {
    struct Line {
        var text: String
        var broken: Bool
        var warning: Bool
    }

    static let perExchangeChecks = [
        "HP-CREATE-JSON", "HP-CREATE-FLOW", "HP-CREATE-CLIENT-ID", "HP-CREATE-CORRELATION-ID", "HP-CREATE-CREDENTIAL",
        "HP-CREATE-AUTH", "HP-CALLBACK-APP-SCHEME", "HP-CALLBACK-NOT-WEB", "HP-CALLBACK-NOT-ROOT", "HP-CALLBACK-LOWERCASE",
        "HP-CALLBACK-REVERSE-DNS", "HP-CALLBACK-NO-SECRETS", "HP-READ-AUTH",
    ]

    let specs: Specs
    let configuration: KitConfiguration

    /// The lines for `exchange`, each redacted: the token, the configured secrets and the
    /// document number the exchange carried never reach the terminal.
    func judge(_ exchange: Exchange) -> [Line] {
        let redactor = redactor(for: exchange)
        return unredactedLines(exchange).map { Line(text: redactor.redactFreeText($0.text), broken: $0.broken, warning: $0.warning) }
    }

    /// A redactor for what the sandbox prints about `exchange`.
    func redactor(for exchange: Exchange) -> Redactor {
        var secrets: [(label: String, value: String)] = [("humanplugin.token", configuration.humanPlugin.token)]
        for (index, secret) in configuration.secrets.enumerated() { secrets.append(("secret\(index + 1)", secret)) }
        if let number = JSONValue.parse(exchange.request.body)?["credential"]?["value"]?.stringValue {
            secrets.append((Redactor.credentialValueLabel, number))
        }
        return Redactor(secrets: secrets)
    }

    private func unredactedLines(_ exchange: Exchange) -> [Line] {
        if exchange.step == "unknown-call" || exchange.step == "unknown-path" {
            return [Line(text: "✗ not a documented Human Plugin call (\(specs.contract.create.method) \(specs.contract.create.path), \(specs.contract.read.method) \(specs.contract.read.pathPrefix){id})", broken: true, warning: false)]
        }
        let evidence = RunEvidence(configuration: configuration, contract: specs.contract, journal: [exchange], scenarios: [], processes: [])
        var lines: [Line] = []
        for id in Self.perExchangeChecks {
            guard let definition = specs.catalogue.definition(id), let check = CheckRegistry.check(id) else { continue }
            let verdict = Judge.verdict(definition, check.judge(evidence))
            switch verdict.status {
            case .pass: lines.append(Line(text: "✓ \(id)", broken: false, warning: false))
            case .fail: lines.append(Line(text: "✗ \(id): \(verdict.seen)", broken: true, warning: false))
            case .warn: lines.append(Line(text: "! \(id): \(verdict.seen)", broken: true, warning: true))
            case .skip, .error: continue
            }
        }
        return lines
    }
}
