import Foundation
import KitTestSupport
import Testing

/// A partner's trial in a stack no other fixture uses: Perl with core modules only
/// (Fixtures/perl/backend.pl: IO::Socket::INET by hand, HTTP::Tiny to Human Plugin, JSON::PP),
/// written from the vendor's page and the guide alone, its configuration from `init --shape flat
/// --launch`. Correct, it is CONFORMANT with the gate a bank sets (`--fail-on warning`); each
/// planted fault fails the check it breaks.
@Suite("Perl fixture back-end (core modules, launch mode)", .blockingWork)
struct PerlBackendTests {
    static let folder = EndToEnd.fixtures.appendingPathComponent("perl")
    static let hasPerl: Bool = {
        guard let perl = Tools.onPath("perl") else { return false }
        return (try? Tools.exec(perl, ["-MHTTP::Tiny", "-MJSON::PP", "-MIO::Socket::INET", "-e", "1"]).status) == 0
    }()
    static let reason: Comment = "needs perl with its core modules HTTP::Tiny and JSON::PP (Debian: perl)"

    func run(fault: String?, _ extra: [String] = []) throws -> (KitRun, RunReport) {
        let reports = try EndToEnd.temporaryDirectory("perl-reports")
        defer { EndToEnd.cleanUp(reports) }
        let run = try Kit.run(
            ["run", "--config", "perl.json", "--report-dir", reports.path, "--no-color"] + extra, in: Self.folder, deadline: 240,
            environment: fault.map { ["FAULT": $0] } ?? [:])
        #expect(!run.timedOut, "\(run)")
        return (run, try RunReport.read(reports, "\(run)"))
    }

    @Test("the correct back-end is CONFORMANT with --fail-on warning: every check passes, the gate holds", .enabled(if: hasPerl, reason))
    func conforms() throws {
        let (run, report) = try run(fault: nil, ["--fail-on", "warning"])
        #expect(run.status == 0, "\(run)")
        #expect(report.statuses.values.allSatisfy { $0 == "pass" }, "\(report.statuses.filter { $0.value != "pass" })")
        #expect(run.stdout.contains("gate --fail-on warning: holds"), "\(run)")
    }

    @Test(
        "each planted fault fails the check it breaks", .enabled(if: hasPerl, reason),
        arguments: [
            ("trust-claim", "HP-OUTCOME-SERVER-DECIDES"), ("any-owner", "HP-IDOR-FOREIGN-ID"),
            ("user-slot", "HP-CONCURRENT-ISOLATION"), ("cached-outcome", "HP-IDOR-FOREIGN-ID"),
            ("optional-auth", "HP-IDOR-FOREIGN-ID"),
        ])
    func faults(_ fault: String, _ check: String) throws {
        let (run, report) = try run(fault: fault)
        #expect(run.status == 1, "\(run)")
        #expect(report.statuses[check] == "fail", "\(check): \(report.statuses[check] ?? "absent")\n\(run)")
    }
}
