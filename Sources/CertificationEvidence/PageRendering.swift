import ConformanceModel
import ConformanceReports

/// The pages of a report rendered again from its `report.json`, as `verify` compares them: every
/// page the kit wrote (`junit.xml`, `report.html`, `report.md`) is a function of the run the JSON
/// records, so a page that differs from its rendering by one byte was not written by the kit from
/// that run.
///
/// What the pages show and `report.json` does not hold is recorded in the run's provenance (the
/// JUnit dialect and `--partial`, from the options as given) or in `report.json` itself (the
/// comparison with a previous run, `sincePrevious`).
enum PageRendering {
    /// The run the pages were rendered from, as `report.json` records it.
    static func result(_ report: ReadReport) -> RunResult {
        var result = report.asResult
        result.log = report.log
        result.evidence = report.evidence
        result.sincePrevious = report.sincePrevious
        result.partialAccepted = recordedOptions(report).contains("--partial")
        return result
    }

    /// The JUnit dialect the run wrote (`--junit-flavor` as given; Jenkins' by default).
    static func junitFlavor(_ report: ReadReport) -> JUnitFlavor {
        for option in recordedOptions(report) where option.hasPrefix("--junit-flavor ") {
            if let flavor = JUnitFlavor(rawValue: String(option.dropFirst("--junit-flavor ".count))) { return flavor }
        }
        return .jenkins
    }

    /// Each page as the kit renders it from `report`, by file name, rendered when asked (one page
    /// held at a time); `sarif`, the directory's `app-check.sarif` if it has one, gives the one
    /// input of that page `report.json` does not record (the project's root, `AppSARIF.root(of:verdicts:)`).
    static func pages(_ report: ReadReport, sarif: [UInt8]? = nil) -> [(name: String, render: () -> [UInt8])] {
        let result = result(report)
        let flavor = junitFlavor(report)
        var pages: [(name: String, render: () -> [UInt8])] = [
            ("junit.xml", { JUnitReport.data(result, flavor: flavor) }),
            ("report.html", { HTMLReport.data(result) }),
            ("report.md", { MarkdownReport.data(result) }),
        ]
        if let sarif {
            let root = AppSARIF.root(of: sarif, verdicts: result.verdicts) ?? .project
            pages.append((AppSARIF.fileName, { AppSARIF.render(result.verdicts, version: result.metadata.kitVersion, root: root) }))
        }
        return pages
    }

    /// Where `page` first departs from `rendered`, in one line (nil: they are equal).
    static func difference(name: String, page: [UInt8], rendered: [UInt8]) -> String? {
        guard page != rendered else { return nil }
        let lines = page.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let expected = rendered.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var line = 0
        while line < min(lines.count, expected.count), lines[line] == expected[line] { line += 1 }
        let count = "\(lines.count) lines, rendered again \(expected.count)"
        return "\(name) is not the page the kit renders from report.json: they part at line \(line + 1) (\(count))"
    }

    private static func recordedOptions(_ report: ReadReport) -> [String] { report.provenance?.options ?? [] }
}
