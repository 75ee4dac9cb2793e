import HumanPluginConformance

/// `hp-conformance checks`: the catalogue, one line per check (or a Markdown table).
struct ChecksCommand {
    let arguments: ParsedArguments
    let environment: [String: String]

    init(_ raw: [String], environment: [String: String]) throws(KitError) {
        arguments = try ParsedArguments(raw, command: "checks", flags: ["--no-color"], options: ["--specs", "--format"], maxPositionals: 0)
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
                    console.out("  \(check.id.padding(toLength: 30, withPad: " ", startingAt: 0)) \(check.severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(check.title)")
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

/// The catalogue as a Markdown table (the README's check list is this output).
public enum CatalogueMarkdown {
    public static func table(_ catalogue: CheckCatalogue) -> String {
        var lines = ["| id | severity | group | what it demands | source |", "|---|---|---|---|---|"]
        for group in catalogue.groups {
            for check in catalogue.checks where check.group == group.id {
                lines.append("| `\(check.id)` | \(check.severity.rawValue) | \(group.id) | \(cell(check.title)) | \(cell(check.source)) |")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}

/// `hp-conformance explain ID`: what a check demands, why, and how to fix a failure.
struct ExplainCommand {
    let arguments: ParsedArguments
    let environment: [String: String]

    init(_ raw: [String], environment: [String: String]) throws(KitError) {
        arguments = try ParsedArguments(raw, command: "explain", flags: ["--no-color"], options: ["--specs"], maxPositionals: 1)
        self.environment = environment
    }

    func execute() throws(KitError) -> Int32 {
        guard let id = arguments.positionals.first else { throw .usage("explain: which check? (hp-conformance checks lists them)") }
        let specs = try Specs.load(from: Specs.locate(explicit: arguments.value("--specs"), environment: environment))
        guard let check = specs.catalogue.definition(id.uppercased()) else {
            let close = specs.catalogue.checks.map(\.id).filter { $0.contains(id.uppercased()) }
            throw .usage("explain: no check '\(id)'" + (close.isEmpty ? "" : " (did you mean \(close.joined(separator: ", "))?)"))
        }
        let group = specs.catalogue.groups.first { $0.id == check.group }?.title ?? check.group
        let console = Console(color: false)
        console.out("\(check.id): \(check.title)")
        console.out("group:     \(check.group) (\(group))")
        console.out("severity:  \(check.severity.rawValue)\(check.severity == .warning ? " (reported, does not make a back-end non-conformant)" : "")")
        console.out("source:    \(check.source)")
        console.out("")
        console.out("demands:   \(check.requirement)")
        console.out("fix:       \(check.fix)")
        return 0
    }
}

import Foundation
