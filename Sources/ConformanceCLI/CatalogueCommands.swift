import BackendLaunch
import ConformanceModel

/// `hp-conformance checks`: the catalogue, one line per check (or a Markdown table).
struct ChecksCommand {
    let arguments: ParsedArguments
    let environment: [String: String]

    init(_ raw: [String], environment: [String: String]) throws(KitError) {
        arguments = try Commands.checks.parse(raw)
        self.environment = environment
    }

    func execute() throws(KitError) -> Int32 {
        let specs = try Specs.load(from: Specs.locate(explicit: arguments.value("--specs"), environment: environment))
        let format = arguments.value("--format") ?? "text"
        let console = Console(color: false)
        switch format {
        case "text":
            for group in specs.catalogue.groups {
                console.out("\(group.id): \(group.title)")
                for check in specs.catalogue.checks where check.group == group.id {
                    console.out("  \(check.id.padded(to: 30)) \(check.severity.rawValue.padded(to: 8)) \(check.title)")
                    console.out("  \(String(repeating: " ", count: 39))source: \(check.source)")
                }
            }
        case "markdown":
            console.out(CatalogueMarkdown.table(specs.catalogue))
        default:
            throw .usage("--format: expected text or markdown, found '\(format)'")
        }
        return 0
    }
}

/// The catalogue as a Markdown table (docs/CHECKS.md's check table is this output).
enum CatalogueMarkdown {
    public static func table(_ catalogue: CheckCatalogue) -> String {
        var lines = ["| id | severity | group | the rule | judges | source |", "|---|---|---|---|---|---|"]
        for group in catalogue.groups {
            for check in catalogue.checks where check.group == group.id {
                let judges = check.judgedExchanges.isEmpty ? "-" : check.judgedExchanges.joined(separator: ", ")
                lines.append(
                    "| `\(check.id)` | \(check.severity.rawValue) | \(group.id) | \(cell(check.title)) | \(cell(judges)) | \(cell(check.source)) |"
                )
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func cell(_ text: String) -> String {
        text.replacing("|", with: "\\|")
    }
}

/// `hp-conformance explain ID`: what a check demands, why, and how to fix a failure.
struct ExplainCommand {
    let arguments: ParsedArguments
    let environment: [String: String]

    init(_ raw: [String], environment: [String: String]) throws(KitError) {
        arguments = try Commands.explain.parse(raw)
        self.environment = environment
    }

    func execute() throws(KitError) -> Int32 {
        guard let id = arguments.positionals.first else { throw .usage("explain: which check? (hp-conformance checks lists them)") }
        let specs = try Specs.load(from: Specs.locate(explicit: arguments.value("--specs"), environment: environment))
        if id.lowercased() == "wire" {
            Console(color: false).out(WireGuide.markdown(specs.contract))
            return 0
        }
        guard let check = specs.catalogue.definition(id.uppercased()) else {
            let close = specs.catalogue.checks.map(\.id).filter { $0.contains(id.uppercased()) }
            throw .usage("explain: no check '\(id)'" + (close.isEmpty ? "" : " (did you mean \(close.joined(separator: ", "))?)"))
        }
        let configuration = try arguments.value("--config").map { path throws(KitError) in try ConfigurationLoader.load(path: path) }
        Console(color: false).out(CheckExplanation.lines(check, specs: specs, configuration: configuration).joined(separator: "\n"))
        return 0
    }
}

/// What `explain` prints for one check.
enum CheckExplanation {
    static func lines(_ check: CheckDefinition, specs: Specs, configuration: KitConfiguration?) -> [String] {
        let group = specs.catalogue.groups.first { $0.id == check.group }?.title ?? check.group
        var lines = [
            "\(check.id): \(check.title)",
            "group:     \(check.group) (\(group))",
            "severity:  \(check.severity.rawValue)\(check.severity == .warning ? " (reported, does not make a back-end non-conformant)" : "")",
            "source:    \(check.source)",
        ]
        if !check.judgedExchanges.isEmpty { lines.append("judges:    \(check.judgedExchanges.joined(separator: ", "))") }
        lines.append(
            "live:      "
                + (check.isJudgedLive
                    ? "judged on each exchange by `hp-conformance serve` too"
                    : "needs a full run (`hp-conformance run`); `serve` cannot judge it exchange by exchange"))
        if let against = check.judgedAgainst { lines.append("bound:     " + bound(against, configuration)) }
        lines += ["", "demands:   \(check.requirement)", "fix:       \(check.fix)"]
        lines += cited(check, notes: specs.contractNotes())
        if check.group == "outcome" || check.judgedExchanges.contains("read answer") {
            lines.append("")
            lines += specs.contract.finalStateExplanation()
        }
        return lines
    }

    /// The sections of specs/CONTRACT.md that the check's source cites, quoted (so a binary with no
    /// files beside it still shows what the verdict rests on).
    static func cited(_ check: CheckDefinition, notes: ContractNotes?) -> [String] {
        var lines: [String] = []
        for title in ContractNotes.citedTitles(in: check.source) {
            lines += ["", "specs/CONTRACT.md, '\(title)':"]
            guard let text = notes?.section(title) else {
                lines.append("  (this kit carries no such section)")
                continue
            }
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  \($0)" }
        }
        return lines
    }

    /// The number a timeout check judges: named, and given in seconds when a config is at hand.
    static func bound(_ against: String, _ configuration: KitConfiguration?) -> String {
        guard let configuration else {
            return
                "judged against \(against), which validate keeps at or below timeouts.requestSeconds (the app's patience); pass --config to see the number"
        }
        let timeouts = configuration.timeouts
        let judged = min(timeouts.upstreamBoundSeconds, timeouts.requestSeconds)
        return "judged against \(seconds(judged)): timeouts.upstreamBoundSeconds is \(seconds(timeouts.upstreamBoundSeconds)), "
            + "the app's patience timeouts.requestSeconds is \(seconds(timeouts.requestSeconds))"
    }

    private static func seconds(_ value: Double) -> String { SecondsText.plain(value) + " s" }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
