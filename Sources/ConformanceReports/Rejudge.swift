import ConformanceBasics
import ConformanceChecks
import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Judges a report's recorded evidence again, offline, through the same `Judge` and
/// `CheckRegistry` a run uses, and compares the result with the recorded verdicts.
public enum Rejudge {
    /// How one recorded verdict compares with judging the report's evidence again.
    public enum Outcome: Sendable, Equatable {
        /// Judging again gives the recorded status and evidence.
        case follows
        /// The report cannot decide it again (the run found so when writing it): why.
        case notRederivable(String)
        /// Judging again disagrees with the record, or the record is missing or unknown: what differs.
        case mismatch(String)
    }

    /// The run's evidence rebuilt from `report`: its journal, scenarios, processes and redacted
    /// configuration. Throws when the report carries no evidence or its configuration does not parse.
    public static func evidence(of report: ReadReport, specs: Specs) throws(ReportReadError) -> RunEvidence {
        guard let recorded = report.evidence else {
            throw ReportReadError(
                description:
                    "report.json carries no evidence to judge again (written by a kit before \(KitVersion.current), or a run that did not run)"
            )
        }
        var configuration: KitConfiguration
        do {
            configuration = try ConfigurationLoader.parse(
                Array(recorded.configuration.utf8), file: "report.json evidence.configuration",
                environment: placeholderEnvironment(recorded.configuration))
        } catch {
            throw ReportReadError(description: "report.json evidence.configuration: \(error.description)")
        }
        recorded.effective?.apply(to: &configuration)
        // A configuration the kit refuses to run with (an outcome mapping that cannot tell a success
        // from a failure) never came from a run of this kit.
        do {
            try ConfigurationValidator.validate(configuration, against: specs)
        } catch {
            throw ReportReadError(
                description: "report.json evidence.configuration is one the kit refuses to run with: \(error.description)")
        }
        var evidence = RunEvidence(
            configuration: configuration, contract: specs.contract, journal: report.journal,
            scenarios: recorded.scenarios, processes: recorded.processes)
        evidence.backendLog = recorded.backendLog.map { Array($0.utf8) }
        evidence.kitDelay = recorded.kitDelay
        return evidence
    }

    /// Every check judged again on `report`'s evidence, in catalogue order, as the run chose them.
    public static func verdicts(of report: ReadReport, specs: Specs) throws(ReportReadError) -> [Verdict] {
        let evidence = try evidence(of: report, specs: specs)
        guard let recorded = report.evidence else { return [] }  // evidence(of:) has thrown already
        let catalogue = recorded.judgedApp ? specs.catalogue : specs.catalogue.leaving(out: AppChecks.group)
        // A repeated run is judged as it was: each repetition on its own, the worst verdict kept.
        return RepeatedJudging.verdicts(evidence: evidence, repetitions: recorded.repetitions ?? 1) { evidence in
            Judge.verdicts(catalogue: catalogue, evidence: evidence, selected: Set(recorded.selected), incomplete: recorded.incomplete)
        }
    }

    /// Each recorded verdict of `report` (and each check judging again gives that the report lacks)
    /// with how it compares, in the recorded order.
    public static func compare(_ report: ReadReport, specs: Specs) throws(ReportReadError) -> [(checkID: String, outcome: Outcome)] {
        let again = try verdicts(of: report, specs: specs)
        let gaps = Dictionary((report.evidence?.notRederivable ?? []).map { ($0.checkID, $0) }) { first, _ in first }
        let byID = Dictionary(again.map { ($0.checkID, $0) }) { first, _ in first }
        let exchanges = Dictionary(report.journal.map { ($0.id, $0) }) { first, _ in first }
        var outcomes: [(String, Outcome)] = []
        var seen = Set<String>()
        for verdict in report.verdicts {
            guard seen.insert(verdict.checkID).inserted else {
                outcomes.append((verdict.checkID, .mismatch("recorded twice in report.json")))
                continue
            }
            guard let derived = byID[verdict.checkID] else {
                outcomes.append((verdict.checkID, .mismatch("recorded in report.json, but not a check this run judged")))
                continue
            }
            if derived.status == verdict.status && derived.evidence == verdict.evidence {
                outcomes.append((verdict.checkID, .follows))
            } else if let gap = gaps[verdict.checkID], gap.recorded == verdict.status, gap.rederived == derived.status {
                // The excuse is the report's own word: it holds only where the report shows why
                // (the app group, the deadline, or redacted or cut values among the exchanges cited),
                // so that a written-in entry cannot excuse a pass its exchanges do not give.
                if verdict.status.favour > derived.status.favour, explanation(verdict, derived, exchanges) == nil {
                    outcomes.append(
                        (
                            verdict.checkID,
                            .mismatch(
                                "report.json records \(verdict.status.rawValue), its exchanges give \(derived.status.rawValue), "
                                    + "and nothing it cites is redacted or cut to excuse that (notRederivable written in?)")
                        ))
                } else {
                    outcomes.append((verdict.checkID, .notRederivable(gap.reason)))
                }
            } else if derived.status != verdict.status {
                outcomes.append(
                    (
                        verdict.checkID,
                        .mismatch("report.json records \(verdict.status.rawValue), its exchanges give \(derived.status.rawValue)")
                    ))
            } else {
                outcomes.append(
                    (
                        verdict.checkID,
                        .mismatch("report.json cites exchanges \(list(verdict.evidence)), its exchanges give \(list(derived.evidence))")
                    ))
            }
        }
        for verdict in again where !seen.contains(verdict.checkID) {
            outcomes.append((verdict.checkID, .mismatch("missing from report.json (its exchanges give \(verdict.status.rawValue))")))
        }
        return outcomes
    }

    /// The checks whose recorded verdict `result`'s own report would not give again, with why:
    /// what `report.json` keeps of the run (redacted, bodies bounded, no app project) against what
    /// the run saw. Judges the report exactly as `verify` will read it.
    static func gaps(of result: RunResult, specs: Specs) -> [RecordedEvidence.Gap] {
        guard result.evidence != nil, let report = try? ReportReader.read(JSONReport.data(result)),
            let again = try? verdicts(of: report, specs: specs)
        else { return [] }
        let byID = Dictionary(again.map { ($0.checkID, $0) }) { first, _ in first }
        let exchanges = Dictionary(report.journal.map { ($0.id, $0) }) { first, _ in first }
        var gaps: [RecordedEvidence.Gap] = []
        for verdict in result.verdicts {
            guard let derived = byID[verdict.checkID], derived.status != verdict.status || derived.evidence != verdict.evidence else {
                continue
            }
            let reason =
                explanation(verdict, derived, exchanges)
                ?? "judged on the report it gives \(derived.status.rawValue), the run gave \(verdict.status.rawValue): "
                + "the report does not keep everything the run saw"
            gaps.append(RecordedEvidence.Gap(checkID: verdict.checkID, recorded: verdict.status, rederived: derived.status, reason: reason))
        }
        return gaps
    }

    /// Why `verdict` (as recorded) and `derived` (judged on the report) may differ, as the report
    /// itself shows it; nil when it shows nothing that would explain it.
    package static func explanation(_ verdict: Verdict, _ derived: Verdict, _ exchanges: [Int: Exchange]) -> String? {
        if verdict.group == AppChecks.group { return "the app checks read the partner's app project, which no report carries" }
        if verdict.seen.hasPrefix("not judged: the run deadline passed") { return "the run deadline passed before the kit judged it" }
        let cited = Set(verdict.evidence + derived.evidence).sorted().compactMap { exchanges[$0] }
        let labels = Set(cited.flatMap(redactionLabels).map(labelFamily)).sorted()
        let cut = cited.filter { $0.requestBodyCut != nil || $0.responseBodyCut != nil }.map(\.id)
        var why: [String] = []
        if !labels.isEmpty { why.append("the values it compares are redacted (\(labels.joined(separator: ", ")))") }
        if !cut.isEmpty { why.append("bodies are cut in the report (exchanges \(list(cut)))") }
        guard !why.isEmpty else { return nil }
        return "judged on the report it gives \(derived.status.rawValue), the run gave \(verdict.status.rawValue): "
            + why.joined(separator: "; ")
    }

    /// `result` with `evidence.notRederivable` filled (see `gaps(of:specs:)`).
    public static func annotated(_ result: RunResult, specs: Specs) -> RunResult {
        guard result.evidence != nil else { return result }
        var annotated = result
        annotated.evidence!.notRederivable = gaps(of: result, specs: specs)
        return annotated
    }

    /// An environment giving each `${env:NAME}` of `text` a value that is the redaction label the
    /// run gave that secret (`<redacted:secretN>`, numbered after the configured secrets in order
    /// of first appearance), so that a re-read configuration compares equal to the redacted journal.
    static func placeholderEnvironment(_ text: String) -> [String: String] {
        var environment: [String: String] = [:]
        var configured = 0
        if let value = JSONValue.parse(Array(text.utf8)), case let .array(items)? = value["secrets"] { configured = items.count }
        for (index, name) in EnvironmentExpansion.names(in: text).enumerated() {
            environment[name] = "<redacted:secret\(configured + index + 1)>"
        }
        return environment
    }

    /// The `<redacted:LABEL>` labels in an exchange's headers and bodies.
    static func redactionLabels(_ exchange: Exchange) -> [String] {
        var text = exchange.request.headers.fields.map(\.value).joined(separator: "\n") + "\n" + exchange.request.bodyText
        if let response = exchange.response {
            text += "\n" + response.headers.fields.map(\.value).joined(separator: "\n") + "\n" + response.bodyText
        }
        var labels: [String] = []
        var rest = Substring(text)
        while let open = rest.firstRange(of: "<redacted:") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ">") else { break }
            labels.append(String(after[..<close]))
            rest = after[close...]
        }
        return labels
    }

    /// A label without its number (`credential.value.12` → `credential.value`).
    static func labelFamily(_ label: String) -> String {
        guard let dot = label.lastIndex(of: "."), !label[label.index(after: dot)...].isEmpty,
            label[label.index(after: dot)...].allSatisfy(\.isASCII), label[label.index(after: dot)...].allSatisfy(\.isNumber)
        else { return label }
        return String(label[..<dot])
    }

    package static func list(_ ids: [Int]) -> String { ids.isEmpty ? "none" : ids.map { "#\($0)" }.joined(separator: ", ") }
}
