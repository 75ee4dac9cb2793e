import Foundation
import KitTestSupport
import Testing

@testable import BackendLaunch
@testable import ConformanceModel
@testable import ConformanceReports
@testable import ConformanceRun

/// The guide's sizes (docs/GUIDE.md, "Reports") of a passing default run's reports are what a default run writes now.
@Suite("docs/GUIDE.md: report sizes", .serialized)
struct ReadmeReportSizeTests {
    /// "`report.json` of about 450 KB and `report.html` of about 250 KB", as numbers.
    static func promised() throws -> (json: Int, html: Int) {
        let readme = try String(contentsOf: ConformanceHarness.packageRoot.appendingPathComponent("docs/GUIDE.md"), encoding: .utf8)
        let pattern = try NSRegularExpression(
            pattern: "`report\\.json`\\s+of\\s+about\\s+([0-9]+)\\s+KB\\s+and\\s+`report\\.html`\\s+of\\s+about\\s+([0-9]+)\\s+KB")
        let match = try #require(
            pattern.firstMatch(in: readme, range: NSRange(readme.startIndex..., in: readme)), "docs/GUIDE.md states no sizes")
        let number = { (index: Int) in Int(readme[Range(match.range(at: index), in: readme)!])! }
        return (number(1), number(2))
    }

    @Test("a default run's report.json and report.html are within 15% of the guide's sizes")
    func sizesMatch() throws {
        let promised = try Self.promised()
        let configuration = ConformanceHarness.exampleConfiguration()
        let runner = ConformanceRunner(specs: ConformanceHarness.specs, configuration: configuration, options: RunOptions(seed: 1))
        let result = try runner.run { url, token throws(KitError) -> any BackendSession in
            try ExampleBackendSession(humanPluginURL: url, token: token, configuration: configuration, faults: [])
        }.0
        #expect(result.isConformant)
        let files = try ReportWriter(redactor: runner.consoleRedactor).render(result)
        let size = { (name: String) in (files.first { $0.name == name }?.bytes.count ?? 0) / 1000 }
        for (name, kilobytes) in [("report.json", promised.json), ("report.html", promised.html)] {
            let measured = size(name)
            #expect(
                abs(measured - kilobytes) * 100 <= kilobytes * 15, "\(name): \(measured) KB written, the guide says about \(kilobytes) KB")
        }
    }
}
