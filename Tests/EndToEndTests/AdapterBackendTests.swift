import Foundation
import KitTestSupport
import Testing

/// Partner back-ends the declarative calls cannot describe, run in launch mode through the built
/// executable with their app adapters (docs/ADAPTER.md): Fixtures/grpc (kyc.v1.CaptureService on
/// grpcio, a real gRPC client in the adapter) and Fixtures/hmac (every call signed with the user's key).
@Suite("App adapter back-ends (gRPC, HMAC-signed requests), launch mode", .serialized, .blockingWork)
struct AdapterBackendTests {
    static let grpcConfig = EndToEnd.fixtures.appendingPathComponent("grpc/kyc.json").path
    static let hmacConfig = EndToEnd.fixtures.appendingPathComponent("hmac/kyc.json").path
    static let hmacUsers = ["alice", "bob", "carol", "dave", "erin"]

    static var hasGRPC: Bool { AdapterFixtureTests.hasGRPC }
    static var grpcReason: Comment { AdapterFixtureTests.grpcReason }

    /// One run of `hp-conformance run` on `config`, its report read back.
    func run(_ config: String, environment: [String: String] = [:]) throws -> (KitRun, RunReport, URL) {
        let reports = try EndToEnd.temporaryDirectory("adapter-reports")
        let run = try Kit.run(
            ["run", "--config", config, "--report-dir", reports.path, "--no-color"], deadline: 180, environment: environment)
        #expect(!run.timedOut, "\(run)")
        let report = try RunReport.read(reports, "\(run)")
        return (run, report, reports)
    }

    /// Fresh keys for the configuration's users, as `HMAC_SIGNING_KEYS` wants them, and the keys alone.
    static func signingKeys() -> (variable: String, keys: [String]) {
        let keys = hmacUsers.map { _ in "key-\(UUID().uuidString.lowercased())" }
        return (zip(hmacUsers, keys).map { "\($0)=\($1)" }.joined(separator: ","), keys)
    }

    @Test("both configurations pass `validate` and the published schema", arguments: ["grpc/kyc.json", "hmac/kyc.json"])
    func configurationsAreValid(_ fixture: String) throws {
        let path = EndToEnd.fixtures.appendingPathComponent(fixture).path
        let run = try Kit.run(["validate", "--config", path], environment: ["HMAC_SIGNING_KEYS": Self.signingKeys().variable])
        #expect(run.status == 0, "\(run)")
        if Tools.hasJSONSchema, let python3 = Tools.python3 {
            let schema = EndToEnd.packageRoot.appendingPathComponent("specs/config.schema.json").path
            let check = try Tools.exec(python3, [EndToEnd.fixtures.appendingPathComponent("validate_config_schema.py").path, schema, path])
            #expect(check.status == 0, "\(check.output)")
        }
    }

    @Test("the gRPC back-end conforms through its gRPC adapter", .enabled(if: hasGRPC, grpcReason))
    func grpcConforms() throws {
        let (run, report, reports) = try run(Self.grpcConfig)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 0, "\(run)")
        #expect(!report.statuses.isEmpty && report.notPassing.isEmpty, "not passing: \(report.notPassing)\n\(run)")
        #expect(run.stdout.contains("CONFORMANT"), "\(run)")
        let json = try String(contentsOf: reports.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(json.contains("/kyc.v1.CaptureService/StartCapture"), "the adapter's gRPC calls are the app's evidence")
        #expect(json.contains("grpc-status"), "the original gRPC status is kept beside the mapped HTTP one")
        // The session tokens from Login are the adapter's `secrets`: redacted wherever the calls show them.
        #expect(json.contains("Bearer <redacted"), "the calls carry the redacted session token")
        #expect(json.range(of: "Bearer [A-Za-z0-9_-]{24,}", options: .regularExpression) == nil, "a session token appears in report.json")
        let log = (try? String(contentsOf: reports.appendingPathComponent("adapter.log"), encoding: .utf8)) ?? ""
        #expect(log.contains("grpc-adapter: gRPC target"), "adapter.log holds the adapter's standard error")
        // Each user's Login is the adapter's login step, before that user's first start.
        let root = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: reports.appendingPathComponent("report.json"))) as? [String: Any])
        let app = try #require(root["journal"] as? [[String: Any]]).filter { $0["channel"] as? String == "app->backend" }
        let target = { (exchange: [String: Any]) in (exchange["request"] as? [String: Any])?["target"] as? String }
        let logins = app.filter { $0["step"] as? String == "login" }
        #expect(!logins.isEmpty && logins.allSatisfy { target($0) == "/kyc.v1.CaptureService/Login" }, "\(logins.count) login steps")
        #expect(
            !app.contains { $0["step"] as? String != "login" && target($0) == "/kyc.v1.CaptureService/Login" },
            "a Login inside another step")
    }

    @Test(
        "a gRPC Login the back-end refuses: exit 2, one line naming the user and the call (the back-end's answer)",
        .enabled(if: hasGRPC, grpcReason))
    func grpcLoginRefused() throws {
        let (run, _, reports) = try run(Self.grpcConfig, environment: ["GRPC_FAULT": "login-refused"])
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 2, "\(run)")
        #expect(run.errorLines.count == 1, "\(run)")
        let line = run.errorLines.first ?? ""
        #expect(line.hasPrefix("hp-conformance: login failed for app user '"), "\(run)")
        #expect(line.contains(": POST /kyc.v1.CaptureService/Login answered 401"), "\(run)")
        #expect(!line.contains("adapter '"), "\(line)")
    }

    typealias Fault = PlantedFault

    static let faults = [
        // StartCapture's answer repeats the document number (its document_number field): the app
        // receives it, and nothing else changes.
        Fault(name: "leak", failing: ["HP-START-NO-LEAK"]),
        // CaptureEnded and GetResult skip the ownership check: a forged id is read at Human Plugin,
        // another user's id is served.
        Fault(name: "idor", failing: ["HP-IDOR-FORGED-ID", "HP-IDOR-FOREIGN-ID"]),
        // A "success" claim is answered "approved" without reading Human Plugin; every other claim
        // still reads, so the outcomes that follow the state stay right.
        Fault(name: "outcome", failing: ["HP-OUTCOME-SERVER-DECIDES"]),
        // The read has no timeout: the read that never answers holds CaptureEnded past the app's
        // 5 s deadline (the adapter reports no answer). The create keeps its 1 s timeout, so the
        // create-timeout check still passes.
        Fault(name: "hang", failing: ["HP-FAULT-READ-TIMEOUT"]),
    ]

    @Test("a faulty gRPC back-end fails exactly the checks its fault breaks", .enabled(if: hasGRPC, grpcReason), arguments: faults)
    func grpcFault(_ fault: Fault) throws {
        let (run, report, reports) = try run(Self.grpcConfig, environment: ["GRPC_FAULT": fault.name])
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 1, "\(run)")
        #expect(report.failing == fault.failing.sorted(), "\(run)")
        #expect(report.notPassing == fault.failing.sorted(), "only the planted fault's checks may fail")
        for id in fault.failing {
            #expect(run.stdout.contains("FAIL  \(id)"), "\(run)")
        }
    }

    @Test(
        "the signing back-end conforms through its signing adapter, and no key reaches a report file",
        .enabled(if: Tools.hasPython, "needs python3"))
    func hmacConforms() throws {
        let (variable, keys) = Self.signingKeys()
        // LOG_KEYS=1: the adapter logs every key it signs with; the kit must redact them, as `secrets` names them.
        let (run, report, reports) = try run(Self.hmacConfig, environment: ["HMAC_SIGNING_KEYS": variable, "LOG_KEYS": "1"])
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 0, "\(run)")
        #expect(!report.statuses.isEmpty && report.notPassing.isEmpty, "not passing: \(report.notPassing)\n\(run)")
        let json = try String(contentsOf: reports.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(json.contains("X-Signature"), "the signed calls are the app's evidence")
        let log = try String(contentsOf: reports.appendingPathComponent("adapter.log"), encoding: .utf8)
        #expect(log.contains("with key <redacted"), "the adapter logged its keys, and the kit redacted them:\n\(log)")

        let files = FileManager.default.enumerator(atPath: reports.path)?.compactMap { $0 as? String } ?? []
        #expect(files.count >= 5, "the report directory holds its files: \(files)")
        for file in files {
            let data = (try? Data(contentsOf: reports.appendingPathComponent(file))) ?? Data()
            let text = String(decoding: data, as: UTF8.self)
            for key in keys {
                #expect(!text.contains(key), "a signing key appears in \(file)")
            }
        }
        for key in keys {
            #expect(!run.stdout.contains(key) && !run.stderr.contains(key), "a signing key appears on the console")
        }
    }

    @Test("the signing back-end refuses the same adapter when it does not sign", .enabled(if: Tools.hasPython, "needs python3"))
    func hmacUnsignedRefused() throws {
        var config = try ConfigFiles.load("hmac/kyc.json")
        let folder = EndToEnd.fixtures.appendingPathComponent("hmac").path
        ConfigFiles.edit(&config, "adapter.command", ["python3", "\(folder)/adapter.py", "--no-sign"])
        ConfigFiles.edit(&config, "backend.launch.workingDirectory", folder)
        let directory = try EndToEnd.temporaryDirectory("hmac-unsigned")
        defer { EndToEnd.cleanUp(directory) }
        let path = try ConfigFiles.write(config, as: "unsigned.json", in: directory)
        let (run, report, reports) = try run(path, environment: ["HMAC_SIGNING_KEYS": Self.signingKeys().variable])
        defer { EndToEnd.cleanUp(reports) }
        // Every start is answered 401, so Human Plugin never sees a create: the create checks that need
        // one fail (no POST /v1/processes; not exactly one process per start), and what needs a
        // started capture is skipped.
        #expect(run.status == 1, "\(run)")
        #expect(report.failing == ["HP-CREATE-METHOD-PATH", "HP-CREATE-ONCE"], "\(run)")
        #expect(report.statuses["HP-START-ID-LINK"] == "skip", "\(run)")
        let json = try String(contentsOf: reports.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(json.contains("missing or invalid signature"), "the back-end's 401 answers are the evidence")
    }
}
