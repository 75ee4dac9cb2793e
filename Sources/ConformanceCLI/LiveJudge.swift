import ConformanceBasics
import ConformanceChecks
import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Judges single exchanges as they arrive at the sandbox, with the same checks a run uses, each
/// given a journal of just that exchange. Checks that need whole journeys are left to `run`.
///
/// Every line is redacted (the token, the configured secrets, the document number the exchange
/// carried). The checks are looked up once; a back-end that polls `GET /v1/processes/{id}` sends
/// the same request again and again, so the lines of the last few all-passing exchanges are kept,
/// keyed by the exchange without its id and timing, and reused. Exchanges with a broken check
/// are always judged afresh (their lines quote the exchange).
struct LiveJudge: Sendable {
    struct Line: Sendable, Equatable {
        var text: String
        var broken: Bool
        var warning: Bool
    }

    /// The catalogue split in two: the checks `serve` judges on each exchange (`judgedLive` in
    /// specs/checks.json), and the checks that need whole journeys, scenarios or faults, which
    /// only a full run (`run`) judges.
    static func coverage(_ catalogue: CheckCatalogue) -> (live: [String], fullRun: [String]) {
        (catalogue.checks.filter(\.isJudgedLive).map(\.id), catalogue.checks.filter { !$0.isJudgedLive }.map(\.id))
    }

    let specs: Specs
    let configuration: KitConfiguration
    private let checks: [(id: String, definition: CheckDefinition, check: any Check)]
    private let baseSecrets: [(label: String, value: String)]
    private let baseRedactor: Redactor
    private let recent = RecentJudgements()

    init(specs: Specs, configuration: KitConfiguration) {
        self.specs = specs
        self.configuration = configuration
        checks = specs.catalogue.checks.filter(\.isJudgedLive).compactMap { definition in
            guard let check = CheckRegistry.check(definition.id) else { return nil }
            return (definition.id, definition, check)
        }
        var secrets: [(label: String, value: String)] = [("humanplugin.token", configuration.humanPlugin.token)]
        for (index, secret) in configuration.secrets.enumerated() { secrets.append(("secret\(index + 1)", secret)) }
        baseSecrets = secrets
        baseRedactor = Redactor(secrets: secrets)
    }

    /// The redacted lines for `exchange`.
    func judge(_ exchange: Exchange) -> [Line] {
        var key = exchange
        key.id = 0
        key.startedAt = Date(timeIntervalSince1970: 0)
        key.durationMilliseconds = 0
        if let lines = recent.lines(for: key) { return lines }
        let redactor = redactor(for: exchange)
        let lines = judgeAfresh(exchange).map { Line(text: redactor.redactFreeText($0.text), broken: $0.broken, warning: $0.warning) }
        if !lines.contains(where: \.broken) { recent.remember(key, lines) }
        return lines
    }

    /// A redactor for what the sandbox prints about `exchange`: the token and configured secrets,
    /// and the document number when the exchange carries one.
    func redactor(for exchange: Exchange) -> Redactor {
        guard let number = JSONValue.parse(exchange.request.body)?["credential"]?["value"]?.stringValue else { return baseRedactor }
        return Redactor(secrets: baseSecrets + [(Redactor.credentialValueLabel, number)])
    }

    private func judgeAfresh(_ exchange: Exchange) -> [Line] {
        if exchange.step == "unknown-call" || exchange.step == "unknown-path" {
            return [
                Line(
                    text:
                        "✗ not a documented Human Plugin call (\(specs.contract.create.method) \(specs.contract.create.path), \(specs.contract.read.method) \(specs.contract.read.pathPrefix){id})",
                    broken: true, warning: false)
            ]
        }
        let evidence = RunEvidence(
            configuration: configuration, contract: specs.contract, journal: [exchange], scenarios: [], processes: [])
        var lines: [Line] = []
        for (id, definition, check) in checks {
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

/// The lines of the last few all-passing exchanges (a small ring; the lock is held only to copy it).
private final class RecentJudgements: Sendable {
    static let size = 16
    private struct Ring {
        var entries: [(key: Exchange, lines: [LiveJudge.Line])] = []
        var next = 0
    }
    private let ring = PlainMutex(Ring())

    func lines(for key: Exchange) -> [LiveJudge.Line]? {
        let snapshot = ring.withLock { $0.entries }
        return snapshot.first { $0.key == key }?.lines
    }

    func remember(_ key: Exchange, _ lines: [LiveJudge.Line]) {
        ring.withLock { ring in
            if ring.entries.contains(where: { $0.key == key }) { return }
            if ring.entries.count < Self.size {
                ring.entries.append((key, lines))
            } else {
                ring.entries[ring.next] = (key, lines)
                ring.next = (ring.next + 1) % Self.size
            }
        }
    }
}
