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

/// The app adapter fixtures (Fixtures/grpc: a gRPC back-end on grpcio and its adapter; Fixtures/hmac:
/// a back-end that refuses unsigned calls and its signing adapter) judged by Fixtures/adapter_driver.py,
/// a kit-side driver of the adapter protocol with a stand-in Human Plugin of its own: each planted
/// fault breaks exactly its rule, the correct back-ends break none, and the signature is really required.
@Suite("App adapter fixtures (gRPC, HMAC-signed), judged by the protocol driver", .serialized, .blockingWork)
struct AdapterFixtureTests {
    static let driver = EndToEnd.fixtures.appendingPathComponent("adapter_driver.py").path

    /// `python3` that can import grpcio and grpcio-tools (PyPI; scripts/ci-install.sh installs them).
    static let hasGRPC: Bool = {
        guard let python3 = Tools.python3 else { return false }
        return (try? Tools.exec(python3, ["-c", "import grpc, grpc_tools"]).status) == 0
    }()
    static let grpcReason: Comment =
        "needs python3 with grpcio and grpcio-tools (python3 -m pip install grpcio grpcio-tools; scripts/ci-install.sh)"

    typealias Fault = PlantedFault

    static let faults = [
        // StartCapture's answer repeats the document number in its document_number field.
        Fault(name: "leak", failing: ["no-leak"]),
        // CaptureEnded serves bob alice's process, and reads an id it never issued.
        Fault(name: "idor", failing: ["foreign-id", "forged-id"]),
        // A "success" claim is answered "approved" without a read, over a rejected identity.
        Fault(name: "outcome", failing: ["server-decides"]),
        // The read has no timeout: the app's 5 s deadline cuts the call, no answer comes.
        Fault(name: "hang", failing: ["read-timeout"]),
    ]

    static func signingKeys() -> String {
        ["alice", "bob", "carol"].map { "\($0)=\(UUID().uuidString.lowercased())" }.joined(separator: ",")
    }

    @Test("the gRPC back-end keeps every rule the driver judges", .enabled(if: hasGRPC, grpcReason))
    func grpcConforms() throws {
        let run = try Script.run([Self.driver, "--backend", "python3 grpc/server.py", "--adapter", "python3 grpc/adapter.py"])
        #expect(run.status == 0, "\(run)")
        #expect(!run.output.contains("FAIL"), "\(run)")
        #expect(run.output.contains("PASS  read-timeout") && run.output.contains("PASS  foreign-id"), "\(run)")
    }

    @Test("a faulty gRPC back-end breaks exactly its rule", .enabled(if: hasGRPC, grpcReason), arguments: faults)
    func grpcFault(_ fault: Fault) throws {
        let run = try Script.run([
            Self.driver, "--backend", "python3 grpc/server.py --fault \(fault.name)",
            "--adapter", "python3 grpc/adapter.py", "--expect-failing", fault.failing.joined(separator: ","),
        ])
        #expect(run.status == 0, "\(run)")
        for rule in fault.failing { #expect(run.output.contains("FAIL  \(rule)"), "\(run)") }
    }

    @Test("the signing back-end keeps every rule through the signing adapter", .enabled(if: Tools.hasPython, "needs python3"))
    func hmacConforms() throws {
        let run = try Script.run([
            Self.driver, "--backend", "python3 hmac/server.py", "--adapter", "python3 hmac/adapter.py",
            "--env", "HMAC_SIGNING_KEYS=\(Self.signingKeys())",
        ])
        #expect(run.status == 0, "\(run)")
        #expect(!run.output.contains("FAIL"), "\(run)")
    }

    @Test("the same adapter without signatures is refused: no capture starts", .enabled(if: Tools.hasPython, "needs python3"))
    func hmacUnsignedRefused() throws {
        // Every call is answered 401: no id or link, no outcome and no read; the refusals of foreign
        // and forged ids, the absence of leaks and the clean exit still hold.
        let run = try Script.run([
            Self.driver, "--backend", "python3 hmac/server.py", "--adapter", "python3 hmac/adapter.py --no-sign",
            "--env", "HMAC_SIGNING_KEYS=\(Self.signingKeys())",
            "--expect-failing", "start,server-decides,read-timeout,result",
        ])
        #expect(run.status == 0, "\(run)")
        #expect(run.output.contains("FAIL  start"), "\(run)")
    }

    @Test("the signing back-end refuses a missing, wrong or replayed signature", .enabled(if: Tools.hasPython, "needs python3"))
    func signatureRequired() throws {
        let run = try Script.run([EndToEnd.fixtures.appendingPathComponent("hmac/check_signatures.py").path])
        #expect(run.status == 0, "\(run)")
        #expect(run.output.components(separatedBy: "PASS  ").count - 1 == 6, "\(run)")
    }
}

/// A Python script run to completion with a deadline, in the fixtures folder.
enum Script {
    struct Run: CustomStringConvertible {
        var status: Int32
        var output: String
        var timedOut: Bool
        var description: String { "exit \(status)\(timedOut ? " (killed at the deadline)" : "")\n\(output)" }
    }

    static func run(_ arguments: [String], deadline: Double = 90) throws -> Run {
        let python3 = try #require(Tools.python3, "python3 is not on PATH")
        let scratch = try EndToEnd.temporaryDirectory("script")
        defer { EndToEnd.cleanUp(scratch) }
        let outURL = scratch.appendingPathComponent("output")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python3)
        process.arguments = arguments
        process.currentDirectoryURL = EndToEnd.fixtures
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = out
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        var timedOut = false
        if finished.wait(timeout: .now() + deadline) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        process.waitUntilExit()
        try out.close()
        return Run(
            status: process.terminationStatus, output: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
            timedOut: timedOut)
    }
}
