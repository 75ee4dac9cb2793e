import Foundation
import Testing

@testable import ConformanceCLI

@Suite("Argument error report")
struct ArgumentErrorReportTests {
    typealias Target = ArgumentErrorReport.Target

    @Test("the report directory is read as the parser reads it, an unknown option taking no value")
    func known() {
        let options = Commands.run.valueOptions
        #expect(
            ArgumentErrorReport.target(["--report-dir", "Z", "--confg", "x.json"], options: options) == .directory("Z", explicit: true))
        #expect(ArgumentErrorReport.target(["--confg", "x.json", "--report-dir=Z"], options: options) == .directory("Z", explicit: true))
        #expect(
            ArgumentErrorReport.target(["--report-dir", "A", "--report-dir", "B", "--bogus"], options: options)
                == .directory("B", explicit: true), "the last one wins")
        #expect(ArgumentErrorReport.target(["--confg", "x.json"], options: options) == .directory("Reports", explicit: false))
        #expect(ArgumentErrorReport.target(["--only", "HP-X", "--bogus"], options: options) == .directory("Reports", explicit: false))
        #expect(ArgumentErrorReport.target(["--", "--report-dir", "Z"], options: options) == .directory("Reports", explicit: false))
        #expect(ArgumentErrorReport.target(["--config"], options: options) == .directory("Reports", explicit: false))
    }

    @Test("a directory the arguments leave in doubt is unknown, with why")
    func unknown() {
        let options = Commands.run.valueOptions
        #expect(ArgumentErrorReport.target(["--confg", "x", "--report-dir"], options: options) == .unknown("--report-dir has no value"))
        #expect(ArgumentErrorReport.target(["--report-dir="], options: options) == .unknown("--report-dir is empty"))
        #expect(
            ArgumentErrorReport.target(["--config", "--report-dir", "Z"], options: options)
                == .unknown("'--report-dir' follows --config, which takes a value"))
    }
}
