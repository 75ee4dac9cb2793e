import ConformanceCLI
import Foundation
import Testing
@testable import HumanPluginConformance

@Suite("README")
struct ReadmeCheckTableTests {
    @Test("the README's check table is the catalogue's generated table")
    func tableMatchesCatalogue() throws {
        let readme = try String(contentsOf: ConformanceHarness.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let begin = try #require(readme.range(of: "<!-- checks:begin -->\n"))
        let end = try #require(readme.range(of: "\n<!-- checks:end -->"))
        let table = String(readme[begin.upperBound..<end.lowerBound])
        #expect(table == CatalogueMarkdown.table(ConformanceHarness.specs.catalogue),
                "regenerate with: swift run hp-conformance checks --format markdown")
    }
}
