import Foundation
import Testing

@testable import ConformanceCLI
@testable import ConformanceModel

/// specs/CONTRACT.md travels inside the kit, and every section a check cites is there to quote.
@Suite("Contract notes")
struct ContractNotesTests {
    @Test("every CONTRACT.md section a check's source cites exists in the embedded notes, and explain quotes it")
    func everyCitationResolves() throws {
        let specs = try Specs.embedded()
        let notes = try #require(specs.contractNotes(), "CONTRACT.md is not compiled into the kit")
        var cited = 0
        for check in specs.catalogue.checks {
            for title in ContractNotes.citedTitles(in: check.source) {
                cited += 1
                let text = try #require(notes.section(title), "\(check.id) cites '\(title)', which CONTRACT.md lacks")
                #expect(!text.isEmpty)
                let explained = CheckExplanation.lines(check, specs: specs, configuration: nil).joined(separator: "\n")
                #expect(explained.contains("specs/CONTRACT.md, '\(title)':"))
                #expect(explained.contains(String(text.split(separator: "\n")[0])), "explain \(check.id) does not quote '\(title)'")
            }
        }
        #expect(cited >= 3)
    }

    @Test("no check cites a file the binary does not carry (the README, docs/): a partner with the binary alone reads every source")
    func noSourceOutsideTheBinary() throws {
        let specs = try Specs.embedded()
        for check in specs.catalogue.checks {
            for file in ["README", "docs/", ".md"] where check.source.contains(file) {
                // specs/CONTRACT.md is compiled in and quoted by explain; any other document is not.
                let rest = check.source.replacingOccurrences(of: "specs/\(ContractNotes.fileName)", with: "")
                #expect(!rest.contains(file), "\(check.id) cites \(file), which the release archive does not hold: \(check.source)")
            }
        }
    }

    @Test("sections are cut at '## ' headings; citations are read from a source line")
    func parsing() {
        let notes = ContractNotes(markdown: "# Title\nintro\n\n## A\none\ntwo\n\n## B b\nthree\n")
        #expect(notes.sections.map(\.title) == ["A", "B b"])
        #expect(notes.section("A") == "one\ntwo")
        #expect(notes.section("B b") == "three")
        #expect(notes.section("C") == nil)
        #expect(ContractNotes.citedTitles(in: "page; specs/CONTRACT.md, 'A'; RFC 1; specs/CONTRACT.md, 'B b'") == ["A", "B b"])
    }
}
