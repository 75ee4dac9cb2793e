import Foundation
import KitTestSupport
import Testing

@testable import ConformanceCLI

/// The partner guide's check table (docs/CHECKS.md, which the README points to) is the catalogue's.
@Suite("README: check table")
struct ReadmeCheckTableTests {
    @Test("docs/CHECKS.md's check table is the catalogue's generated table")
    func tableMatchesCatalogue() throws {
        let readme = try String(contentsOf: ConformanceHarness.packageRoot.appendingPathComponent("docs/CHECKS.md"), encoding: .utf8)
        let begin = try #require(readme.range(of: "<!-- checks:begin -->\n"))
        let end = try #require(readme.range(of: "\n<!-- checks:end -->"))
        let table = String(readme[begin.upperBound..<end.lowerBound])
        #expect(
            table == CatalogueMarkdown.table(ConformanceHarness.specs.catalogue),
            "regenerate with: hp-conformance checks --format markdown")
    }
}
