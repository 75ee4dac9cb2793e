import Foundation
import KitTestSupport
import Testing

@testable import ConformanceCLI
@testable import ConformanceModel

/// The guide's command table (docs/GUIDE.md) is `hp-conformance help --markdown`, made from the commands' own
/// declarations (`Commands`): one place says which options a command takes.
@Suite("docs/GUIDE.md: command table")
struct ReadmeCommandTableTests {
    static func readmeTable() throws -> String {
        let readme = try String(contentsOf: ConformanceHarness.packageRoot.appendingPathComponent("docs/GUIDE.md"), encoding: .utf8)
        let begin = try #require(readme.range(of: "<!-- commands:begin -->\n"), "docs/GUIDE.md has no command table")
        let end = try #require(readme.range(of: "\n<!-- commands:end -->"), "docs/GUIDE.md's command table has no end")
        return String(readme[begin.upperBound..<end.lowerBound])
    }

    @Test("the guide's command table is help --markdown's output")
    func tableMatchesDeclarations() throws {
        let expected = Usage.markdown()
        #expect(
            try Self.readmeTable() == expected,
            "regenerate with: hp-conformance help --markdown (between <!-- commands:begin --> and <!-- commands:end -->):\n\(expected)")
    }

    @Test("the table names every declared command and option, and only those")
    func tableFromDeclarations() throws {
        let table = Usage.markdown()
        let rows = table.split(separator: "\n").dropFirst(2)
        #expect(rows.count == Commands.declared.count)
        for (row, declaration) in zip(rows, Commands.declared) {
            #expect(row.hasPrefix("| `hp-conformance \(declaration.name)"), "\(row)")
            for option in declaration.options {
                let label = option.value.map { "\(option.name) \($0)" } ?? option.name
                #expect(row.contains("`\(label)`"), "\(declaration.name): \(label) missing from \(row)")
            }
            let named = row.matches(of: /`(--[a-z-]+)/).map { String($0.1) }
            #expect(Set(named) == Set(declaration.options.map(\.name)), "\(declaration.name): \(named)")
        }
    }

    @Test("help --markdown prints the table; help takes no other option")
    func helpCommand() throws {
        let markdown = try Commands.help.parse(["--markdown"])
        #expect(markdown.flags.contains("--markdown"))
        #expect(throws: KitError.self) { try Commands.help.parse(["--markdwn"]) }
        #expect(try Commands.help.parse(["run"]).positionals == ["run"])
    }
}
