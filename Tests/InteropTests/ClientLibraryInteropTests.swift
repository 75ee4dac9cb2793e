import Foundation
import KitTestSupport
import Testing

@testable import ConformanceBasics
@testable import HTTPTransport

/// Real HTTP client libraries (Python requests and httpx, Node's fetch, Java's HttpClient) creating a
/// process and reading it back from the stand-in Human Plugin, checked on both sides of the wire.
@Suite("Interop: client libraries against the stand-in")
struct ClientLibraryInteropTests {
    static let python = Tool.clients.appendingPathComponent("python_client.py").path
    static let node = Tool.clients.appendingPathComponent("node_client.mjs").path
    static let java = Tool.clients.appendingPathComponent("Client.java").path

    /// What every client must have got back, and what the stand-in must have recorded, for one create and read.
    static func expectCreateAndRead(_ output: [String: Any], harness: StandInHarness, run: ToolRun) throws {
        #expect(output["createStatus"] as? Int == 201, "\(run)")
        let created = try #require(output["createBody"] as? [String: Any], "\(run)")
        let id = try #require(created["id"] as? String)
        let link = try #require(created["link"] as? String)
        #expect(id.hasPrefix("prc_"))
        #expect(link.hasPrefix(harness.baseURL + "/"), "link \(link) should point at \(harness.baseURL)")
        #expect(output["readStatus"] as? Int == 200, "\(run)")
        let process = try #require((output["readBody"] as? [String: Any])?["process"] as? [String: Any], "\(run)")
        #expect(process["id"] as? String == id)
        #expect(process["correlationId"] as? String == "order-1")
        #expect(process["flow"] as? String == "humantoken")

        let issued = try #require(harness.standIn.process(id: id))
        #expect(issued.callbackUri == "com.example.capture://callback")
        let exchanges = harness.journal.exchanges
        let create = try #require(exchanges.first { $0.step == "create" })
        #expect(create.request.method == "POST" && create.request.path == "/v1/processes")
        #expect(create.request.headers["Authorization"] == "Bearer \(StandInHarness.token)")
        #expect(create.request.headers["Content-Type"]?.hasPrefix("application/json") == true)
        let sent = try #require(JSONValue.parse(create.request.body))
        #expect(sent["credential"]?["value"]?.stringValue == "12345678901")
        let read = try #require(exchanges.first { $0.step == "read" })
        #expect(read.request.path == "/v1/processes/\(id)")
        #expect(read.response?.status == 200)
    }

    /// The connections the create and the reads arrived on.
    static func connections(_ harness: StandInHarness) -> [Int] {
        harness.log.all.map(\.connection.connectionID)
    }

    @Test(
        "Python requests: one-shot create and read, and a 401 with its challenge without the bearer",
        .enabled(if: Tool.pythonModules("requests"), "python3 with the requests package is not installed"))
    func pythonRequests() throws {
        let harness = try StandInHarness()
        defer { harness.stop() }
        let run = try ToolRun.run("python3", [Self.python, "requests", harness.baseURL, StandInHarness.token, StandInHarness.createBody])
        #expect(run.status == 0, "\(run)")
        let output = try jsonObject(run.stdout)
        try Self.expectCreateAndRead(output, harness: harness, run: run)
        #expect(output["version"] as? Int == 11)
        #expect(output["unauthorizedStatus"] as? Int == 401)
        #expect(output["unauthorizedChallenge"] as? String == "Bearer")
        #expect(harness.steps == ["create", "read", "read"])
        // requests' module-level calls open a new connection each time.
        #expect(Set(Self.connections(harness)).count == 3)
    }

    @Test(
        "Python requests.Session: create and reads reuse one kept-alive connection",
        .enabled(if: Tool.pythonModules("requests"), "python3 with the requests package is not installed"))
    func pythonRequestsSession() throws {
        let harness = try StandInHarness()
        defer { harness.stop() }
        let run = try ToolRun.run(
            "python3", [Self.python, "requests-session", harness.baseURL, StandInHarness.token, StandInHarness.createBody])
        #expect(run.status == 0, "\(run)")
        let output = try jsonObject(run.stdout)
        try Self.expectCreateAndRead(output, harness: harness, run: run)
        #expect(output["unauthorizedStatus"] as? Int == 401)
        let log = harness.log.all
        #expect(log.count == 3)
        #expect(Set(log.map(\.connection.connectionID)).count == 1, "a Session should keep one connection")
        #expect(log.map(\.connection.requestIndex) == [0, 1, 2])
        #expect(log[2].request.headers["Authorization"] == nil)
    }

    @Test(
        "Python httpx.Client: create and reads over one HTTP/1.1 connection",
        .enabled(if: Tool.pythonModules("httpx"), "python3 with the httpx package is not installed"))
    func pythonHTTPX() throws {
        let harness = try StandInHarness()
        defer { harness.stop() }
        let run = try ToolRun.run("python3", [Self.python, "httpx", harness.baseURL, StandInHarness.token, StandInHarness.createBody])
        #expect(run.status == 0, "\(run)")
        let output = try jsonObject(run.stdout)
        try Self.expectCreateAndRead(output, harness: harness, run: run)
        #expect(output["version"] as? String == "HTTP/1.1")
        #expect(output["unauthorizedStatus"] as? Int == 401)
        let log = harness.log.all
        #expect(log.count == 3)
        #expect(Set(log.map(\.connection.connectionID)).count == 1, "httpx.Client should keep one connection")
    }

    @Test(
        "Node fetch (undici): create and three reads reuse pooled keep-alive sockets",
        .enabled(if: Tool.available("node"), "node is not installed"))
    func nodeFetch() throws {
        let harness = try StandInHarness()
        defer { harness.stop() }
        let run = try ToolRun.run("node", [Self.node, harness.baseURL, StandInHarness.token, StandInHarness.createBody])
        #expect(run.status == 0, "\(run)")
        let output = try jsonObject(run.stdout)
        try Self.expectCreateAndRead(output, harness: harness, run: run)
        #expect(output["againStatuses"] as? [Int] == [200, 200])
        #expect(harness.steps == ["create", "read", "read", "read"])
        let log = harness.log.all
        // undici frees a socket one tick after its body ends, so it alternates between two; never more.
        let connections = Set(log.map(\.connection.connectionID))
        #expect(connections.count <= 2, "undici opened \(connections.count) connections for 4 requests")
        #expect(log.contains { $0.connection.requestIndex >= 1 }, "no connection was kept alive and reused")
        #expect(log.allSatisfy { $0.request.version == .http1_1 })
        #expect(
            log.allSatisfy {
                $0.request.headers.tokens(for: "Connection").contains("keep-alive") || $0.request.headers["Connection"] == nil
            })
    }

    @Test(
        "Java HttpClient (default HTTP/2): h2c upgrade ignored, create and read answered in HTTP/1.1",
        .enabled(if: Tool.javaLaunchesSource, "java 11 or later is not installed"))
    func javaHttpClient() throws {
        let harness = try StandInHarness()
        defer { harness.stop() }
        let run = try ToolRun.run(
            "java", [Self.java, harness.baseURL, StandInHarness.token, StandInHarness.createBody], timeout: .seconds(60))
        #expect(run.status == 0, "\(run)")
        let output = try jsonObject(run.stdout)
        try Self.expectCreateAndRead(output, harness: harness, run: run)
        #expect(output["clientVersion"] as? String == "HTTP_2")
        #expect(output["createVersion"] as? String == "HTTP_1_1")
        #expect(output["readVersion"] as? String == "HTTP_1_1")
        let log = harness.log.all
        try #require(log.count == 2)
        let upgrades = log.filter { $0.request.headers["Upgrade"] == "h2c" }
        #expect(!upgrades.isEmpty, "Java's default client should have asked for h2c")
        #expect(
            upgrades.allSatisfy {
                $0.request.headers["HTTP2-Settings"] != nil && $0.request.headers.tokens(for: "Connection").contains("upgrade")
            })
        #expect(harness.steps == ["create", "read"])
    }
}
