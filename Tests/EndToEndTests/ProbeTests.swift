import Foundation
import KitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `hp-conformance probe` against real HTTPS servers on loopback (Fixtures/probe/sandbox.py, with a
/// CA and certificates openssl makes for each test): a sandbox that keeps the contract, several
/// that drift, certificates that must be refused, a sandbox that never answers and one that
/// redirects to http://. curl, python3 and openssl are needed; a test skips, saying which is missing.
@Suite("probe: the vendor's sandbox over real HTTPS", .blockingWork)
struct ProbeTests {
    static let script = EndToEnd.fixtures.appendingPathComponent("probe/sandbox.py").path
    static let token = "probe-sandbox-token-5Qx9"
    static let missing: String? = ["curl", "python3", "openssl"].first { Tools.onPath($0) == nil }

    /// The first line a started fixture prints, as a JSON object; nil when it prints none within `seconds`.
    static func firstJSONLine(_ output: Pipe, within seconds: Double) -> [String: Any]? {
        let line = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var first = Data()
        let handle = output.fileHandleForReading
        DispatchQueue.global().async {
            while !first.contains(UInt8(ascii: "\n")) {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                first.append(chunk)
            }
            line.signal()
        }
        guard line.wait(timeout: .now() + seconds) == .success else { return nil }
        return try? JSONSerialization.jsonObject(with: first.prefix { $0 != UInt8(ascii: "\n") }) as? [String: Any]
    }

    /// One sandbox process: its port, its CA, the requests it received (after TLS).
    final class Sandbox {
        let process = Process()
        let directory: URL
        var port = 0
        var ca = ""

        init(mode: String, certificate: String = "good") throws {
            directory = try EndToEnd.temporaryDirectory("probe-sandbox")
            let output = Pipe()
            process.executableURL = URL(fileURLWithPath: Tools.python3!)
            process.arguments = [ProbeTests.script, directory.path, mode, certificate]
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            // The first line names the port; openssl makes the certificates first (well under 20 s).
            guard let object = ProbeTests.firstJSONLine(output, within: 20), let port = object["port"] as? Int,
                let ca = object["ca"] as? String
            else {
                stop()
                throw ToolFailure(description: "sandbox.py \(mode) \(certificate) did not start")
            }
            self.port = port
            self.ca = ca
        }

        var url: String { "https://localhost:\(port)" }

        /// The requests that reached the handler (TLS done), as the sandbox logged them.
        var requests: [String] {
            let text = (try? String(contentsOf: directory.appendingPathComponent("requests.jsonl"), encoding: .utf8)) ?? ""
            return text.split(separator: "\n").map(String.init)
        }

        func stop() {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            EndToEnd.cleanUp(directory)
        }
    }

    /// `hp-conformance probe` against `sandbox` with the partner's settings and `extra` options.
    static func probe(
        _ sandbox: Sandbox, cacert: Bool = true, _ extra: [String] = [], environment: [String: String] = [:]
    ) throws
        -> (run: KitRun, reports: URL)
    {
        let reports = try EndToEnd.temporaryDirectory("probe-reports")
        var arguments = ["probe", "--base-url", sandbox.url, "--client-id", "client-a", "--report-dir", reports.path, "--timeout", "3"]
        if cacert { arguments += ["--cacert", sandbox.ca] }
        let run = try Kit.run(arguments + extra, deadline: 90, environment: ["HUMAN_PLUGIN_TOKEN": token].merging(environment) { $1 })
        return (run, reports)
    }

    @Test("a sandbox that answers as the contract says: exit 0, every statement it can show confirmed, a redacted report with SHA256SUMS")
    func conformant() throws {
        try #require(Self.missing == nil, "needs \(Self.missing ?? "")")
        let sandbox = try Sandbox(mode: "conformant")
        defer { sandbox.stop() }
        let (run, reports) = try Self.probe(sandbox)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stdout.contains("no drift: the sandbox answers as specs/contract.json says (14 confirmed, 0 contradicted, 2 not observed)"),
            "\(run)")
        let names = try FileManager.default.contentsOfDirectory(atPath: reports.path).sorted()
        #expect(names == [".hp-conformance-report", "SHA256SUMS", "drift.json", "drift.md"])
        let sums = try String(contentsOf: reports.appendingPathComponent("SHA256SUMS"), encoding: .utf8)
        #expect(sums.contains("  drift.json\n") && sums.contains("  drift.md\n"))
        for name in ["drift.json", "drift.md"] {
            let text = try String(contentsOf: reports.appendingPathComponent(name), encoding: .utf8)
            #expect(!text.contains(Self.token), "\(name) holds the token")
        }
        #expect(!run.stdout.contains(Self.token) && !run.stderr.contains(Self.token))
        #expect(sandbox.requests.count == 6, "\(sandbox.requests)")
    }

    @Test("a document number given through the environment reaches the sandbox and no report or console line")
    func documentNumberRedacted() throws {
        try #require(Self.missing == nil, "needs \(Self.missing ?? "")")
        let sandbox = try Sandbox(mode: "conformant")
        defer { sandbox.stop() }
        let (run, reports) = try Self.probe(sandbox, ["--document-env", "PROBE_DOC"], environment: ["PROBE_DOC": "52093714628"])
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 0, "\(run)")
        #expect(sandbox.requests.first?.contains("52093714628") == true, "the sandbox got the document")
        for name in ["drift.json", "drift.md"] {
            let text = try String(contentsOf: reports.appendingPathComponent(name), encoding: .utf8)
            #expect(!text.contains("52093714628"), "\(name) holds the document number")
        }
        #expect(!run.stdout.contains("52093714628"))
    }

    /// A sandbox mode and the members of specs/contract.json it must be found contradicting.
    struct Drift: Sendable, CustomTestStringConvertible {
        var mode: String
        var members: [String]
        var testDescription: String { mode }
    }

    @Test(
        "a sandbox that drifts: exit 1, each contradicted member named with its call",
        arguments: [
            Drift(mode: "drift-statuses", members: ["/vendorAnswers/unauthenticatedStatus", "/vendorAnswers/unknownProcessStatus"]),
            Drift(mode: "drift-shapes", members: ["/errorBody/body", "/finalStates/body"]),
            Drift(
                mode: "drift-forms", members: ["/vendorAnswers/idMaxLength", "/vendorAnswers/linkSchemes", "/vendorAnswers/contentType"]),
            Drift(mode: "drift-lifecycle", members: ["/lifecycle/initial"]),
        ])
    func drift(_ drift: Drift) throws {
        try #require(Self.missing == nil, "needs \(Self.missing ?? "")")
        let sandbox = try Sandbox(mode: drift.mode)
        defer { sandbox.stop() }
        let (run, reports) = try Self.probe(sandbox)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 1, "\(run)")
        let contradicted = run.stdout.split(separator: "\n").filter { $0.contains("CONTRADICTED") }
        for member in drift.members {
            #expect(contradicted.contains { $0.contains(" \(member):") }, "\(member) not contradicted:\n\(run.stdout)")
        }
        let markdown = try String(contentsOf: reports.appendingPathComponent("drift.md"), encoding: .utf8)
        #expect(markdown.contains("## What to change in specs/"), "the report says what to change")
    }

    @Test(
        "a certificate for another host, an expired one, a self-signed one without --cacert: exit 2, one line, nothing sent",
        arguments: [("wrong-host", true), ("expired", true), ("self-signed", false)])
    func refusedCertificates(_ certificate: String, _ cacert: Bool) throws {
        try #require(Self.missing == nil, "needs \(Self.missing ?? "")")
        let sandbox = try Sandbox(mode: "conformant", certificate: certificate)
        defer { sandbox.stop() }
        let (run, reports) = try Self.probe(sandbox, cacert: cacert)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 2, "\(run)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("certificate") && lines[0].contains("nothing was sent"), "\(run)")
        #expect(sandbox.requests.isEmpty, "a request reached the sandbox: \(sandbox.requests)")
        #expect(!FileManager.default.fileExists(atPath: reports.appendingPathComponent("drift.json").path), "no report of nothing")
    }

    @Test("a sandbox that never answers: every call ends at its deadline, exit 2, the verdict says so")
    func neverAnswers() throws {
        try #require(Self.missing == nil, "needs \(Self.missing ?? "")")
        let sandbox = try Sandbox(mode: "never-answers")
        defer { sandbox.stop() }
        let (run, reports) = try Self.probe(sandbox)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 2, "\(run)")
        #expect(!run.timedOut, "the probe outlived its deadlines")
        #expect(run.stdout.contains("could not probe: create: no answer within 3 s"), "\(run)")
    }

    @Test("a sandbox that redirects to http://: not followed, nothing sent in clear, exit 2 naming the redirect")
    func redirectToHTTP() throws {
        try #require(Self.missing == nil, "needs \(Self.missing ?? "")")
        let sandbox = try Sandbox(mode: "redirect-http")
        defer { sandbox.stop() }
        let (run, reports) = try Self.probe(sandbox)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.contains("(301 to http://127.0.0.1:1/v1/processes); the probe follows no redirect"), "\(run)")
        #expect(sandbox.requests.count == 1, "only the create reached the sandbox: \(sandbox.requests)")
    }

    @Test("the partner's token refused everywhere: no drift is claimed, exit 2, the line says to check the token")
    func tokenRefused() throws {
        try #require(Self.missing == nil, "needs \(Self.missing ?? "")")
        let sandbox = try Sandbox(mode: "refuse-token")
        defer { sandbox.stop() }
        let (run, reports) = try Self.probe(sandbox)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == 2, "\(run)")
        #expect(!run.stdout.contains("CONTRADICTED"), "\(run)")
        #expect(run.stdout.contains("the sandbox refused the partner's token (401): check the token given"), "\(run)")
    }

    @Test("HTTPS_PROXY is honoured (every call goes through the proxy's CONNECT), and NO_PROXY keeps a host off it")
    func proxy() throws {
        try #require(Self.missing == nil, "needs \(Self.missing ?? "")")
        let sandbox = try Sandbox(mode: "conformant")
        defer { sandbox.stop() }
        let log = sandbox.directory.appendingPathComponent("proxy.log")
        let proxy = Process()
        let output = Pipe()
        proxy.executableURL = URL(fileURLWithPath: Tools.python3!)
        proxy.arguments = [EndToEnd.fixtures.appendingPathComponent("probe/connect_proxy.py").path, log.path]
        proxy.standardOutput = output
        try proxy.run()
        defer {
            kill(proxy.processIdentifier, SIGKILL)
            proxy.waitUntilExit()
        }
        let object = try #require(Self.firstJSONLine(output, within: 20), "connect_proxy.py printed no port")
        let proxyURL = "http://127.0.0.1:\(try #require(object["port"] as? Int))"

        let through = try Self.probe(
            sandbox, environment: ["HTTPS_PROXY": proxyURL, "https_proxy": proxyURL, "NO_PROXY": "", "no_proxy": ""])
        EndToEnd.cleanUp(through.reports)
        #expect(through.run.status == 0, "\(through.run)")
        let tunnelled = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n")
        #expect(tunnelled.count == 6 && tunnelled.allSatisfy { $0 == "CONNECT localhost:\(sandbox.port)" }, "\(tunnelled)")

        try? FileManager.default.removeItem(at: log)
        let around = try Self.probe(
            sandbox, environment: ["HTTPS_PROXY": proxyURL, "https_proxy": proxyURL, "NO_PROXY": "localhost", "no_proxy": "localhost"])
        EndToEnd.cleanUp(around.reports)
        #expect(around.run.status == 0, "\(around.run)")
        #expect(!FileManager.default.fileExists(atPath: log.path), "NO_PROXY=localhost still went through the proxy")
    }

    @Test("--dry-run lists the calls and sends nothing; no --base-url, an http:// one, no token: exit 2 in one line")
    func refusalsAndDryRun() throws {
        let dry = try Kit.run(["probe", "--dry-run"])
        #expect(dry.status == 0, "\(dry)")
        #expect(dry.stdout.contains("6. create-malformed: POST https://sandbox.invalid/v1/processes"), "\(dry)")
        #expect(dry.stdout.contains("<the token in $HUMAN_PLUGIN_TOKEN>"), "\(dry)")
        for (arguments, said) in [
            (["probe"], "name the vendor's sandbox with --base-url"),
            (["probe", "--base-url", "http://sandbox.example.com", "--client-id", "c"], "must be https://"),
            (
                ["probe", "--base-url", "https://sandbox.example.com", "--client-id", "c"],
                "read from $HUMAN_PLUGIN_TOKEN, which is not set"
            ),
        ] {
            let run = try Kit.run(arguments, environment: ["HUMAN_PLUGIN_TOKEN": ""])
            #expect(run.status == 2, "\(run)")
            #expect(run.stderr.split(separator: "\n").first?.contains(said) == true, "\(run)")
        }
    }

    @Test("without curl on PATH: exit 2, one line saying what to install, nothing sent")
    func withoutCurl() throws {
        let empty = try EndToEnd.temporaryDirectory("no-curl")
        defer { EndToEnd.cleanUp(empty) }
        let run = try Kit.run(
            ["probe", "--base-url", "https://sandbox.invalid", "--client-id", "c"],
            environment: ["PATH": empty.path, "HUMAN_PLUGIN_TOKEN": Self.token])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("probe needs the curl program") && run.stderr.contains("apt-get install curl"), "\(run)")
    }
}
