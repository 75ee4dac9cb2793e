import Foundation
import KitTestSupport
import Testing

/// The Ruby fixture back-end (Fixtures/ruby/app.rb, Sinatra on WEBrick) in the "201 Created +
/// Location" style, run in launch mode through the built executable: the id only in `Location`,
/// the link in a HAL body, an `Idempotency-Key: {uuid}` on every start, "capture ended" a `PATCH`
/// answered `204`, the result polled with `GET`, errors as RFC 9457 problem details.
@Suite("Ruby fixture back-end (Sinatra, 201 + Location, launch mode)", .serialized, .blockingWork)
struct RubyBackendTests {
    static let config = EndToEnd.fixtures.appendingPathComponent("ruby/kyc.json").path

    /// `ruby` that can load Sinatra and WEBrick (Debian: ruby, ruby-sinatra, ruby-webrick).
    static let hasSinatra: Bool = {
        guard let ruby = Tools.onPath("ruby") else { return false }
        return (try? Tools.exec(ruby, ["-e", "require 'sinatra/base'; require 'webrick'"]).status) == 0
    }()
    static let reason: Comment = "needs ruby with Sinatra and WEBrick (Debian: ruby ruby-sinatra ruby-webrick; scripts/ci-install.sh)"

    func run(fault: String?) throws -> (KitRun, RunReport, URL) {
        let reports = try EndToEnd.temporaryDirectory("ruby-reports")
        let run = try Kit.run(
            ["run", "--config", Self.config, "--report-dir", reports.path, "--no-color"],
            deadline: 180, environment: fault.map { ["KYC_FAULT": $0] } ?? [:])
        #expect(!run.timedOut, "\(run)")
        let report = try RunReport.read(reports, "\(run)")
        return (run, report, reports)
    }

    @Test(
        "the Ruby back-end conforms: id from Location, link from HAL, ended 204, result polled",
        .enabled(if: hasSinatra, reason))
    func conforms() throws {
        let (run, report, reports) = try run(fault: nil)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 0, "\(run)")
        #expect(!report.statuses.isEmpty && report.notPassing.isEmpty, "not passing: \(report.notPassing)\n\(run)")
        #expect(run.stdout.contains("CONFORMANT"), "\(run)")
        let json = try String(contentsOf: reports.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(json.contains("/api/v1/kyc-sessions/prc"), "the start answers' Location headers are in the evidence")
        #expect(json.contains("Idempotency-Key"), "the minted idempotency keys are in the evidence")
        let log = (try? String(contentsOf: reports.appendingPathComponent("backend.log"), encoding: .utf8)) ?? ""
        #expect(log.contains("ruby back-end listening on"), "backend.log holds the back-end's output")
    }

    typealias Fault = PlantedFault

    static let faults = [
        // PATCH and GET answer any id: a forged id is read, another user's id is served.
        Fault(name: "no-ownership-check", failing: ["HP-IDOR-FOREIGN-ID", "HP-IDOR-FORGED-ID"]),
        // captureStatus "success" is taken for an approval, without reading Human Plugin.
        Fault(name: "trust-app-claim", failing: ["HP-OUTCOME-SERVER-DECIDES"]),
        // A read answered 404 or 5xx becomes the outcome "rejected" (timeouts stay errors).
        // It answers an unusable read answer with 'rejected' too: a decision that read did not make.
        Fault(name: "read-error-as-rejected", failing: ["HP-FAULT-READ-ERROR", "HP-READ-FAIL-CLOSED"]),
        // The problem detail of a failed create repeats the document number.
        Fault(name: "leak-document-in-problem", failing: ["HP-START-NO-LEAK"]),
    ]

    @Test("a faulty Ruby back-end fails exactly the checks its fault breaks", .enabled(if: hasSinatra, reason), arguments: faults)
    func fault(_ fault: Fault) throws {
        let (run, report, reports) = try run(fault: fault.name)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 1, "\(run)")
        #expect(report.failing == fault.failing, "\(run)")
        #expect(report.notPassing == fault.failing, "only the planted fault's checks may fail")
        for id in fault.failing {
            #expect(run.stdout.contains("FAIL  \(id)"), "\(run)")
        }
    }
}
