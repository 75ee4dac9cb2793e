import Foundation
import KitTestSupport
import Testing

/// The Rails fixture back-end (Fixtures/rails: API-only Rails 6.1 on Puma from Debian's packages,
/// no Bundler, nothing vendored), written from the partner guide and the vendor's page alone: a
/// login issuing signed bearer tokens, Net::HTTP to Human Plugin, ownership checks, an outcome
/// mapping, Rails' own request log with parameter filtering. Run in launch mode through the built
/// executable, as `conformance.json` says; `KYC_FAULTS` plants a fault (Fixtures/rails/lib/fault.rb).
@Suite("Rails fixture back-end (API-only Rails on Puma, launch mode)", .serialized, .blockingWork)
struct RailsBackendTests {
    static let config = EndToEnd.fixtures.appendingPathComponent("rails/conformance.json").path

    /// `ruby` that loads Rails' controller stack, and `puma` (Debian: ruby-railties ruby-actionpack puma).
    static let hasRails: Bool = {
        guard let ruby = Tools.onPath("ruby"), Tools.onPath("puma") != nil else { return false }
        return (try? Tools.exec(ruby, ["-e", "require 'rails'; require 'action_controller/railtie'; require 'puma'"]).status) == 0
    }()
    static let reason: Comment = "needs ruby with Rails and puma (Debian: ruby-railties ruby-actionpack puma; scripts/ci-install.sh)"

    /// Runs the kit on rails/conformance.json with a fresh test password (read by the kit through
    /// `${env:APP_TEST_PASSWORD}` and by the launched back-end from the environment it inherits).
    func run(faults: String?, config: String = Self.config) throws -> (KitRun, RunReport, URL, String) {
        let reports = try EndToEnd.temporaryDirectory("rails-reports")
        let password = "pw-" + UUID().uuidString
        var environment = ["APP_TEST_PASSWORD": password]
        if let faults { environment["KYC_FAULTS"] = faults }
        // Generous: Rails boots in seconds on an idle machine, in tens of seconds on a loaded 2-core one.
        let run = try Kit.run(
            ["run", "--config", config, "--report-dir", reports.path, "--no-color"],
            deadline: 240, environment: environment)
        #expect(!run.timedOut, "\(run)")
        let report = try RunReport.read(reports, "\(run)")
        return (run, report, reports, password)
    }

    func backendLog(_ reports: URL) -> String {
        (try? String(contentsOf: reports.appendingPathComponent("backend.log"), encoding: .utf8)) ?? ""
    }

    @Test("the Rails back-end conforms, its request log searched and clean", .enabled(if: hasRails, reason))
    func conforms() throws {
        let (run, report, reports, password) = try run(faults: nil)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 0, "\(run)")
        #expect(!report.statuses.isEmpty && report.notPassing.isEmpty, "not passing: \(report.notPassing)\n\(run)")
        #expect(run.stdout.contains("CONFORMANT"), "\(run)")
        // HP-LOG-NO-SECRETS passed on Rails' own request lines, not on an empty or banner-only log.
        let log = backendLog(reports)
        #expect(log.contains("Processing by CapturesController#create"), "backend.log holds Rails' request log")
        #expect(log.contains(#""document_number"=>"[FILTERED]""#), "Rails filtered the document number in its Parameters lines")
        #expect(!log.contains(password), "backend.log holds the test password")
        #expect(!run.stdout.contains(password) && !run.stderr.contains(password), "the console shows the test password")
    }

    typealias Fault = PlantedFault

    static let faults = [
        // "capture ended" serves any known id: another user's is read and its outcome answered (a forged one is still unknown).
        Fault(name: "no_ownership_check", failing: ["HP-IDOR-FOREIGN-ID"]),
        // status "success" from the app is taken for an approval, without reading Human Plugin.
        Fault(name: "trust_app_claim", failing: ["HP-OUTCOME-SERVER-DECIDES"]),
        // The start answer echoes the document back to the app.
        Fault(name: "leak_document_in_start", failing: ["HP-START-NO-LEAK"]),
        // document_number left out of filter_parameters: Rails logs it in every start's Parameters line.
        Fault(name: "log_document_number", failing: [], warning: ["HP-LOG-NO-SECRETS"]),
    ]

    @Test("a faulty Rails back-end fails exactly the checks its fault breaks", .enabled(if: hasRails, reason), arguments: faults)
    func fault(_ fault: Fault) throws {
        let (run, report, reports, _) = try run(faults: fault.name)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == (fault.failing.isEmpty ? 0 : 1), "\(run)")
        #expect(report.failing == fault.failing, "\(run)")
        #expect(report.notPassing == (fault.failing + fault.warning).sorted(), "only the planted fault's checks may fail or warn\n\(run)")
        for id in fault.failing {
            #expect(run.stdout.contains("FAIL  \(id)"), "\(run)")
        }
        for id in fault.warning {
            #expect(run.stdout.contains("WARN  \(id)"), "\(run)")
        }
        if fault.name == "log_document_number" {
            // The warning quotes Rails' Parameters line from the parameter on, past the logger's prefix.
            #expect(run.stdout.contains(#""document_number"=>"<redacted:"#), "the quote shows where the number was\n\(run)")
        }
    }

    @Test(
        "a route whose :id stops at '.' (Rails' default segment) passes the stand-in's own ids; the plain run's sample of every variation fails it with an id of unreserved characters",
        .enabled(if: hasRails, reason))
    func defaultIDSegment() throws {
        let (run, report, reports, _) = try run(faults: "default_id_segment")
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 1, "\(run)")
        #expect(report.failing.contains("HP-READ-AFTER-END"), "\(report.failing)\n\(run)")
        #expect(run.stdout.contains("exploration: the plain run failed no check"), "the stand-in's own ids pass\n\(run)")
        #expect(run.stdout.contains("replay it with --replay 'create:id=unreserved'"), "\(run)")
    }

    @Test(
        "a Rails app without SECRET_KEY_BASE answers 500: the launch fails naming the status and Rails' reason, backend.log kept",
        .enabled(if: hasRails, reason))
    func missingSecretKeyBase() throws {
        let directory = try EndToEnd.temporaryDirectory("rails-config")
        defer { EndToEnd.cleanUp(directory) }
        var object = try ConfigFiles.load("rails/conformance.json")
        ConfigFiles.edit(&object, "backend.launch.environment.SECRET_KEY_BASE", nil)
        ConfigFiles.edit(&object, "backend.launch.readyTimeoutSeconds", 45)
        ConfigFiles.edit(&object, "backend.launch.workingDirectory", EndToEnd.fixtures.appendingPathComponent("rails").path)
        let config = try ConfigFiles.write(object, as: "no-secret-key-base.json", in: directory)
        let (run, _, reports, _) = try run(faults: nil, config: config)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 2, "\(run)")
        #expect(run.errorLines.count == 1, "one line on stderr\n\(run)")
        let line = run.errorLines.first ?? ""
        for fragment in ["back-end launch failed", "after 45.0 s", "GET /up answered 500", "secret_key_base"] {
            #expect(line.contains(fragment), "stderr line lacks '\(fragment)'\n\(run)")
        }
        #expect(!line.contains("unreachable"), "a back-end that answers is not unreachable\n\(run)")
        #expect(backendLog(reports).contains("Missing `secret_key_base`"), "backend.log keeps the output that says why")
    }
}
