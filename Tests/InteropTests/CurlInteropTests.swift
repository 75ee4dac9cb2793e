import Foundation
import KitTestSupport
import Testing

@testable import HTTPTransport

/// curl against the kit's HTTP server: connection reuse, `Expect: 100-continue`, HTTP/1.0, chunked
/// uploads and an h2c upgrade attempt, each checked on both sides of the wire.
@Suite("Interop: curl", .enabled(if: Tool.available("curl"), "curl is not installed"))
struct CurlInteropTests {
    /// A scratch file of `count` bytes with a recognisable pattern.
    static func payload(_ count: Int) throws -> (URL, [UInt8]) {
        var bytes = [UInt8](repeating: 0, count: count)
        for i in 0..<count { bytes[i] = UInt8(ascii: "a") + UInt8(i % 26) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("interop-\(UUID().uuidString).bin")
        try Data(bytes).write(to: url)
        return (url, bytes)
    }

    @Test("two URLs on one command line share one kept-alive connection")
    func keepAlive() throws {
        let server = try RecordingServer()
        defer { server.stop() }
        let run = try ToolRun.run(
            "curl",
            [
                "-sS", "-w", "connects=%{num_connects} code=%{http_code}\\n",
                "\(server.baseURL)/one", "\(server.baseURL)/two",
            ])
        #expect(run.status == 0, "\(run)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines == ["GET /one HTTP/1.1 0", "connects=1 code=200", "GET /two HTTP/1.1 0", "connects=0 code=200"], "\(run)")
        let seen = server.log.all
        try #require(seen.count == 2)
        #expect(seen[0].connection.connectionID == seen[1].connection.connectionID)
        #expect(seen.map(\.connection.requestIndex) == [0, 1])
    }

    @Test("Expect: 100-continue with a 2 MB body is answered 100 at once, no one-second stall")
    func expectContinue() throws {
        let server = try RecordingServer(bodyLimit: 4 * 1024 * 1024)
        defer { server.stop() }
        let (file, bytes) = try Self.payload(2 * 1024 * 1024)
        defer { try? FileManager.default.removeItem(at: file) }
        // curl would wait 30 s for a 100 that never comes (--expect100-timeout) before sending the body.
        let run = try ToolRun.run(
            "curl",
            [
                "-sS", "-v", "--expect100-timeout", "30", "-H", "Expect: 100-continue", "-H", "Content-Type: application/octet-stream",
                "--data-binary", "@\(file.path)",
                "-w", "\\ncode=%{http_code} total=%{time_total}\\n", "\(server.baseURL)/upload",
            ])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("POST /upload HTTP/1.1 \(bytes.count)"), "\(run)")
        #expect(run.stdout.contains("code=200"), "\(run)")
        #expect(run.stderr.contains("HTTP/1.1 100 Continue"), "\(run)")
        let total = try #require(Double(run.stdout.split(separator: "total=").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""))
        #expect(total < 15, "curl took \(total) s: the 100 Continue came late or not at all (it would wait 30 s)")
        #expect(!run.stderr.contains("Done waiting for 100-continue"), "\(run)")
        let seen = try #require(server.log.all.first)
        #expect(seen.request.headers["Expect"] == "100-continue")
        #expect(seen.request.body == bytes)
    }

    @Test("Expect: 100-continue with a 2 MB body over the default 1 MiB limit gets 413 without sending it")
    func expectContinueTooLarge() throws {
        let server = try RecordingServer()
        defer { server.stop() }
        let (file, _) = try Self.payload(2 * 1024 * 1024)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try ToolRun.run(
            "curl",
            [
                "-sS", "-v", "--expect100-timeout", "30", "-H", "Expect: 100-continue", "--data-binary", "@\(file.path)",
                "-w", "\\ncode=%{http_code} total=%{time_total} uploaded=%{size_upload}\\n", "\(server.baseURL)/upload",
            ])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("code=413"), "\(run)")
        #expect(!run.stderr.contains("100 Continue"), "\(run)")
        let total = try #require(Double(run.stdout.split(separator: "total=").last?.split(separator: " ").first ?? ""))
        #expect(total < 15, "curl took \(total) s: the 413 came late or not at all (curl would wait 30 s)")
        let uploaded = try #require(
            Int(run.stdout.split(separator: "uploaded=").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""))
        #expect(uploaded < 1024 * 1024, "curl sent \(uploaded) bytes of a body the server refused")
        #expect(server.log.all.isEmpty, "the handler must not see a refused request")
    }

    @Test("--http1.0: answered, and the connection closed after the answer")
    func http10() throws {
        let server = try RecordingServer()
        defer { server.stop() }
        let run = try ToolRun.run(
            "curl",
            [
                "-sS", "-v", "--http1.0", "-D", "-", "\(server.baseURL)/old", "\(server.baseURL)/older",
                "-w", "connects=%{num_connects}\\n",
            ])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("GET /old HTTP/1.0 0"), "\(run)")
        #expect(run.stdout.contains("GET /older HTTP/1.0 0"), "\(run)")
        #expect(run.stdout.lowercased().contains("connection: close"), "\(run)")
        // Without keep-alive the second URL needs a new connection.
        #expect(run.stdout.components(separatedBy: "connects=1").count - 1 == 2, "\(run)")
        let seen = server.log.all
        try #require(seen.count == 2)
        #expect(seen.allSatisfy { $0.request.version == .http1_0 })
        #expect(seen[0].connection.connectionID != seen[1].connection.connectionID)
    }

    @Test("chunked upload: Transfer-Encoding chunked from a file is reassembled exactly")
    func chunkedUpload() throws {
        let server = try RecordingServer()
        defer { server.stop() }
        let (file, bytes) = try Self.payload(300 * 1024)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try ToolRun.run(
            "curl",
            [
                "-sS", "-H", "Transfer-Encoding: chunked", "-H", "Content-Type: application/octet-stream",
                "--data-binary", "@\(file.path)", "-w", "code=%{http_code}\\n", "\(server.baseURL)/chunks",
            ])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("POST /chunks HTTP/1.1 \(bytes.count)"), "\(run)")
        #expect(run.stdout.contains("code=200"), "\(run)")
        let seen = try #require(server.log.all.first)
        #expect(seen.request.headers.tokens(for: "Transfer-Encoding") == ["chunked"])
        #expect(seen.request.headers["Content-Length"] == nil)
        #expect(seen.request.body == bytes)
    }

    @Test("--http2 on plain http: the h2c upgrade is ignored and answered in HTTP/1.1")
    func h2cUpgradeIgnored() throws {
        let server = try RecordingServer()
        defer { server.stop() }
        let run = try ToolRun.run(
            "curl",
            [
                "-sS", "--http2", "-w", "version=%{http_version} code=%{http_code}\\n",
                "\(server.baseURL)/h2c", "\(server.baseURL)/again",
            ])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("GET /h2c HTTP/1.1 0\nversion=1.1 code=200"), "\(run)")
        #expect(run.stdout.contains("GET /again HTTP/1.1 0\nversion=1.1 code=200"), "\(run)")
        let seen = server.log.all
        try #require(seen.count == 2)
        let first = seen[0].request
        #expect(first.headers["Upgrade"] == "h2c")
        #expect(first.headers["HTTP2-Settings"] != nil)
        #expect(first.headers.tokens(for: "Connection").contains("upgrade"))
        #expect(seen[0].connection.connectionID == seen[1].connection.connectionID, "the connection stays HTTP/1.1 and is reused")
    }
}
