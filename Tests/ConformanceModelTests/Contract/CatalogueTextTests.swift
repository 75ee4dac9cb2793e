import Foundation
import KitTestSupport
import Testing

/// What a partner reads in the catalogue: sources they can open, titles that read as rules, and
/// the exchanges each check judges.
@Suite("Catalogue text")
struct CatalogueTextTests {
    static let catalogue = ConformanceHarness.specs.catalogue
    /// The kinds of source a partner can read.
    static let readable = [
        "iOS integration page", "Human Token page", "Human Token iOS page", "Vendor's public", "RFC ", "Apple", "OWASP", "MASVS", "specs/",
        "Assumption (specs/",
    ]
    static let callKinds: Set<String> = [
        "configuration", "start request", "start answer", "browser session", "ended request", "ended answer",
        "result request", "result answer", "login answer", "create request", "create answer", "read request", "read answer", "app project",
        "back-end output",
    ]

    @Test("every cited source is a vendor page, an RFC, Apple's documentation, OWASP or a file of this repository")
    func sourcesAreReadable() throws {
        for check in Self.catalogue.checks {
            #expect(Self.readable.contains { check.source.contains($0) }, "\(check.id): \(check.source)")
            #expect(!check.source.contains("Contract (CONTRACT.md"), "\(check.id) cites a file partners do not have")
            for path in check.source.matches(of: /specs\/[A-Za-z0-9_.\/-]+\.(md|json)/).map({ String($0.output.0) }) {
                let url = ConformanceHarness.packageRoot.appendingPathComponent(path)
                #expect(FileManager.default.fileExists(atPath: url.path), "\(check.id) cites \(path), which is not in the repository")
            }
            for section in check.source.matches(of: /specs\/CONTRACT\.md, '([^']+)'/).map({ String($0.output.1) }) {
                let text = try String(
                    contentsOf: ConformanceHarness.packageRoot.appendingPathComponent("specs/CONTRACT.md"), encoding: .utf8)
                #expect(text.contains("## \(section)"), "\(check.id) cites the section '\(section)' of specs/CONTRACT.md, which has none")
            }
        }
    }

    @Test("titles read as rules (must, should, may)")
    func titlesAreRules() {
        for check in Self.catalogue.checks where check.id.hasPrefix("HP-") {
            #expect(
                check.title.contains(" must ") || check.title.contains(" should ") || check.title.contains(" may "),
                "\(check.id): \(check.title)")
            if check.severity == .warning { #expect(check.title.contains(" should "), "\(check.id) is a warning: \(check.title)") }
        }
    }

    @Test("every HP check names the exchanges it judges, from the call kinds of a run")
    func judgesNamed() {
        for check in Self.catalogue.checks where check.id.hasPrefix("HP-") {
            #expect(!check.judgedExchanges.isEmpty, "\(check.id) names no exchange it judges")
            #expect(Set(check.judgedExchanges).isSubset(of: Self.callKinds), "\(check.id): \(check.judgedExchanges)")
        }
    }

    @Test("the state listing has every state/result pair of the contract and names the JSON fields")
    func stateListing() {
        let contract = ConformanceHarness.specs.contract
        let text = contract.finalStateExplanation().joined(separator: "\n")
        #expect(text.contains("/process/state") && text.contains("/process/result"))
        for state in contract.finalStates.states {
            #expect(text.contains(state.name) && text.contains("\(state.state) / \(state.result)"), "\(state.name)")
        }
        #expect(contract.stateListing().count == contract.finalStates.states.count)
    }
}
