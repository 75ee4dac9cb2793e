import Foundation
import Testing

@testable import ConformanceTesting
@testable import ExampleBackend

/// An in-process back-end's log handed to the kit (`InProcessBackend(baseURL:log:stop:)`, a
/// `BackendLogSink` or a log file): HP-LOG-NO-SECRETS searches it as it searches a launched
/// back-end's output, and the reports keep it as `backend.log`; without one it is not judged.
@Suite("ConformanceTesting: an in-process back-end's log")
struct BackendLogSinkTests {
    static let secret = "s3cr3t-upstream-key-4711"

    /// A run of the example back-end in this process, `lines` written to its log when it starts;
    /// `secret` is a configured secret of the run. `file` hands the log as a file instead of a sink.
    static func run(lines: [String], file: Bool = false, reports: URL) throws -> ConformanceOutcome {
        var configuration = try ConformanceTest.exampleConfiguration()
        configuration.secrets = [secret]
        let logFile = reports.deletingLastPathComponent().appendingPathComponent("\(reports.lastPathComponent)-backend.log").path
        return try ConformanceTest(
            configuration: configuration,
            backend: .inProcess { humanPlugin in
                let backend = ExampleBackend(
                    configuration: ExampleBackendConfiguration(humanPluginBaseURL: humanPlugin.url, humanPluginToken: humanPlugin.token))
                _ = try backend.start()
                if file {
                    try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: logFile))
                    return InProcessBackend(baseURL: backend.baseURL, logFile: logFile, stop: backend.stop)
                }
                let sink = BackendLogSink()
                for line in lines { sink.write(line) }
                return InProcessBackend(baseURL: backend.baseURL, log: { sink.contents }, stop: backend.stop)
            }
        ).run(reportDirectory: reports.path)
    }

    static func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("log-sink-\(UUID().uuidString)")
    }

    @Test("a clean log passes HP-LOG-NO-SECRETS and is kept as backend.log")
    func cleanLog() throws {
        let reports = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: reports) }
        let outcome = try Self.run(lines: ["listening", "POST /captures 201"], reports: reports)
        let verdict = outcome.verdict("HP-LOG-NO-SECRETS")
        #expect(verdict.status == .pass, "\(verdict.explanation)")
        #expect(verdict.seen.contains("lines searched"), "\(verdict.seen)")
        let kept = try String(contentsOf: reports.appendingPathComponent("backend.log"), encoding: .utf8)
        #expect(kept == "listening\nPOST /captures 201\n")
    }

    @Test("a log holding a configured secret warns, naming the line, the secret redacted in the verdict and in backend.log")
    func secretInTheLog() throws {
        let reports = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: reports) }
        let outcome = try Self.run(lines: ["listening", "calling upstream with key \(Self.secret)"], reports: reports)
        let verdict = outcome.verdict("HP-LOG-NO-SECRETS")
        #expect(verdict.status == .warn, "\(verdict.explanation)")
        #expect(verdict.seen.contains("line 2 holds the configured secret 1"), "\(verdict.seen)")
        #expect(!verdict.seen.contains(Self.secret))
        let kept = try String(contentsOf: reports.appendingPathComponent("backend.log"), encoding: .utf8)
        #expect(!kept.contains(Self.secret) && kept.contains("calling upstream with key <redacted:"), "\(kept)")
    }

    @Test("a log file is read as a sink is")
    func logFile() throws {
        let reports = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: reports) }
        let outcome = try Self.run(lines: ["key \(Self.secret)"], file: true, reports: reports)
        #expect(outcome.verdict("HP-LOG-NO-SECRETS").status == .warn)
    }

    @Test("a sink keeps the newest bytes up to its limit, each write a line")
    func sinkBound() {
        let sink = BackendLogSink()
        sink.write("first")
        sink.write("second\n")
        #expect(sink.contents == Array("first\nsecond\n".utf8))
        sink.write(String(repeating: "x", count: BackendLogSink.limit))
        #expect(sink.contents.count == BackendLogSink.limit)
        #expect(sink.contents.last == UInt8(ascii: "\n") && sink.contents.first == UInt8(ascii: "x"))
    }

    @Test("a log file that cannot be read is no log: the rule is not judged, never passed on an empty log")
    func unreadableLogFile() throws {
        let folder = Self.temporaryDirectory()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let backend = InProcessBackend(baseURL: "http://127.0.0.1:1", logFile: folder.path, stop: {})
        #expect(!backend.keepsOutput, "a folder was read as an empty log")
        #expect(backend.outputProblem?.contains("HP-LOG-NO-SECRETS is not judged") == true, "\(backend.outputProblem ?? "nil")")
    }
}
