import Foundation
import KitTestSupport
import Testing

@testable import AppDriving
@testable import ConformanceBasics
@testable import ConformanceModel
@testable import HTTP1Codec
@testable import HTTPTransport
@testable import StandInHumanPlugin

@Suite("Stand-in answers varied as the vendor may", .serialized)
struct AnswerVaryingTests {
    static let token = "vary-test-token"

    func withStandIn(_ text: String, _ body: (HumanPluginStandIn, HTTPEndpoint, HTTPClient) throws -> Void) throws {
        let chosen = try VariationCase.parse(text).get()
        let standIn = HumanPluginStandIn(
            contract: ConformanceHarness.specs.contract, configuration: .init(token: Self.token, seed: 7, variety: .fixed(chosen)),
            journal: Journal())
        try standIn.start()
        defer { standIn.stop() }
        let client = HTTPClient()
        defer { client.close() }
        try body(standIn, try HTTPEndpoint(url: standIn.baseURL), client)
    }

    func create(_ client: HTTPClient, _ endpoint: HTTPEndpoint) throws -> HTTPClientExchange {
        let body = #"{"flow":"humantoken","clientId":"c","correlationId":"o-1","callbackUri":"com.example.app://callback"}"#
        return try client.send(
            HTTPRequest(
                method: "POST", target: "/v1/processes",
                headers: ["Content-Type": "application/json", "Authorization": "Bearer \(Self.token)"], body: Array(body.utf8)),
            to: endpoint, timeout: .seconds(5))
    }

    func read(_ client: HTTPClient, _ endpoint: HTTPEndpoint, id: String) throws -> HTTPClientExchange {
        try client.send(
            HTTPRequest(method: "GET", target: "/v1/processes/\(id)", headers: ["Authorization": "Bearer \(Self.token)"]),
            to: endpoint, timeout: .seconds(5))
    }

    static let plainNames = AnswerVariation.plain.map(\.name) + ["latency=30"]

    @Test("each variation of the create and the read answer says the same: id and link, then the state", arguments: plainNames)
    func sameMeaning(name: String) throws {
        let createOnly = AnswerVariation(name: name)?.createOnly ?? false
        try withStandIn(createOnly ? "create:\(name)" : "create:\(name),read:\(name)") { standIn, endpoint, client in
            let created = try create(client, endpoint).response
            #expect(created.status == 201)
            let body = try #require(JSONValue.parse(created.body), "create body: \(created.bodyText)")
            let id = try #require(body["id"]?.stringValue)
            #expect(body["link"]?.stringValue == standIn.process(id: id)?.link)
            standIn.complete(id: id)
            let answer = try read(client, endpoint, id: id).response
            #expect(answer.status == 200)
            let process = try #require(JSONValue.parse(answer.body)?["process"], "read body: \(answer.bodyText)")
            #expect(process["state"]?.stringValue == "PROCESS_STATE_FINISHED")
            #expect(process["id"]?.stringValue == id)
        }
    }

    @Test("the bytes and headers change as each variation says")
    func bytesChange() throws {
        try withStandIn("create:spaces,create:charset,create:extra-headers,read:lowercase-names,read:chunked-trailers,read:unicode-escapes")
        {
            standIn, endpoint, client in
            let created = try create(client, endpoint).response
            #expect(created.bodyText.contains(#""id": "prc_"#))
            #expect(created.headers["Content-Type"] == "application/json; charset=utf-8")
            #expect(created.headers["X-Request-Id"] != nil && created.headers["Server"] == "human-plugin/1.7")
            let id = try #require(JSONValue.parse(created.body)?["id"]?.stringValue)
            let answer = try read(client, endpoint, id: id).response
            #expect(answer.headers.fields.allSatisfy { $0.name == $0.name.lowercased() })
            #expect(answer.headers["Transfer-Encoding"] == "chunked" && answer.headers["Content-Length"] == nil)
            #expect(answer.bodyText.contains(#"PROCESS\u005fSTATE\u005fCREATED"#))
            // The journal records the answer as it was sent.
            #expect(standIn.journal.exchanges.last?.response?.headers["transfer-encoding"] == "chunked")
        }
    }

    @Test(
        "gzip codes the body only for a request that accepts gzip; the journal keeps the answer uncoded, its Content-Encoding said, and names the variation only where it was played"
    )
    func gzipOnlyWhenAsked() throws {
        try withStandIn("create:gzip,read:gzip") { standIn, endpoint, client in
            let created = try create(client, endpoint).response
            #expect(created.headers["Content-Encoding"] == nil, "no Accept-Encoding: no coding")
            let id = try #require(JSONValue.parse(created.body)?["id"]?.stringValue)
            #expect(standIn.journal.exchanges.last?.variations == nil)
            for (accepting, coded) in [("gzip;q=0", false), ("br;q=1, gzip;q=0.5", true)] {
                let answer = try client.send(
                    HTTPRequest(
                        method: "GET", target: "/v1/processes/\(id)",
                        headers: ["Authorization": "Bearer \(Self.token)", "Accept-Encoding": accepting]),
                    to: endpoint, timeout: .seconds(5)
                ).response
                let recorded = try #require(standIn.journal.exchanges.last?.response)
                #expect(JSONValue.parse(recorded.body)?["process"]?["id"]?.stringValue == id, "the journal keeps the answer uncoded")
                if coded {
                    #expect(answer.headers["Content-Encoding"] == "gzip" && recorded.headers["Content-Encoding"] == "gzip")
                    #expect(answer.body == GzipCoding.stored(recorded.body))
                    #expect(answer.headers["Content-Length"] == String(answer.body.count))
                    #expect(standIn.journal.exchanges.last?.variations == ["gzip"])
                } else {
                    #expect(answer.headers["Content-Encoding"] == nil && answer.body == recorded.body, "\(accepting)")
                    #expect(standIn.journal.exchanges.last?.variations == nil)
                }
            }
        }
    }

    @Test("Connection: close and the idle close end the connection; the stand-in's own answers keep it")
    func connections() throws {
        for (text, reusedAfterPause) in [("", true), ("read:close", false), ("read:idle-close", false)] {
            try withStandIn(text) { _, endpoint, client in
                _ = try read(client, endpoint, id: "prc_none")
                Thread.sleep(forTimeInterval: 0.3)
                let second = try read(client, endpoint, id: "prc_none")
                #expect(second.response.status == 404)
                #expect(second.reusedConnection == reusedAfterPause, "case '\(text)'")
            }
        }
    }

    @Test("the idle close is a reset: a request sent after it fails before it leaves, one already sent is answered first")
    func idleCloseResets() throws {
        try withStandIn("read:idle-close") { standIn, _, _ in
            let port = try #require(URL(string: standIn.baseURL)?.port.map(UInt16.init))
            let request = "GET /v1/processes/prc_none HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(Self.token)\r\n\r\n"

            // One request, then a pause: the connection is dropped while idle, so the next write fails (a
            // client sees ECONNRESET or EPIPE at once, knows nothing left, and may retry even a POST).
            let alone = try RawConnection(port: port)
            defer { alone.close() }
            try alone.send(request)
            #expect(try alone.readResponses(1).map(\.status) == [404])
            Thread.sleep(forTimeInterval: 0.2)
            #expect(throws: SocketError.self, "the first write after the drop fails (after a FIN it would go out and be lost)") {
                try alone.send(request)
            }

            // Two requests in one write: the second was on its way when the first was answered, so it is
            // answered too; the drop waits for the connection to be idle.
            let both = try RawConnection(port: port)
            defer { both.close() }
            try both.send(request + request)
            #expect(try both.readResponses(2).map(\.status) == [404, 404])
        }
    }

    @Test("latency holds the answer that long")
    func latency() throws {
        try withStandIn("read:latency=300") { _, endpoint, client in
            let start = ContinuousClock.now
            _ = try read(client, endpoint, id: "prc_none")
            #expect(ContinuousClock.now - start >= .milliseconds(300))
        }
    }

    @Test(
        "ids of every form keep to the contract: 1 to 128 unreserved characters, never only dots, distinct",
        arguments: [nil] + AnswerVariation.IDForm.allCases)
    func idForms(form: AnswerVariation.IDForm?) {
        let identifiers = StableIdentifiers(seed: 3, processNonce: 11)
        let ids = (0..<300).map { identifiers.processID("id|key-\($0)", form: form) }
        #expect(Set(ids).count == ids.count)
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        for id in ids {
            #expect((1...128).contains(id.count) && id.allSatisfy(unreserved.contains) && !id.allSatisfy { $0 == "." }, "\(id)")
        }
        switch form {
        case .uuid?: #expect(ids.allSatisfy { UUID(uuidString: $0) != nil && $0 == $0.lowercased() })
        case .short?: #expect(ids.allSatisfy { $0.count == 8 })
        case .long?: #expect(ids.allSatisfy { $0.count == 128 })
        case .unreserved?: #expect(ids.allSatisfy { id in "-._~".allSatisfy(id.contains) })
        case nil: #expect(ids.allSatisfy { $0.hasPrefix("prc_") && $0.count == 21 })
        }
    }

    @Test("links of every form open the capture page of their process", arguments: AnswerVariation.LinkForm.allCases)
    func linkForms(form: AnswerVariation.LinkForm) throws {
        for idForm in [nil, AnswerVariation.IDForm.uuid, .unreserved] {
            let text = "create:link=\(form.rawValue)" + (idForm.map { ",create:id=\($0.rawValue)" } ?? "")
            try withStandIn(text) { standIn, endpoint, client in
                let created = try create(client, endpoint).response
                let body = try #require(JSONValue.parse(created.body))
                let id = try #require(body["id"]?.stringValue)
                let link = try #require(body["link"]?.stringValue)
                switch form {
                case .fragment: #expect(link.hasSuffix("#/start"))
                case .encodedQuery: #expect(link.contains("&return=%2Fdone%3Fa%3D1%26b%3D2"))
                case .noQuery: #expect(!link.contains("?"))
                case .encodedPath: #expect(link.contains("%") && !link.contains("/\(id)"))
                }
                let (_, target) = try #require(AppDriver.split(link))
                let page = try client.send(HTTPRequest(method: "GET", target: target), to: endpoint, timeout: .seconds(5)).response
                #expect(page.status == 200, "\(text): \(link)")
                #expect(page.bodyText.contains(#"data-process-id="\#(id)""#))
                _ = standIn
            }
        }
    }

    @Test("a link on another origin is on the stand-in's page origin (another port), with any form, and opens its capture page there")
    func otherOrigin() throws {
        for text in ["create:other-origin", "create:other-origin,create:link=fragment"] {
            try withStandIn(text) { standIn, endpoint, client in
                let created = try create(client, endpoint).response
                let body = try #require(JSONValue.parse(created.body))
                let id = try #require(body["id"]?.stringValue)
                let link = try #require(body["link"]?.stringValue)
                #expect(!link.hasPrefix(standIn.baseURL + "/") && link.hasPrefix(standIn.pageBaseURL + "/capture/\(id)"), "\(link)")
                #expect(link.hasSuffix("#/start") == text.contains("fragment"))
                let (pageOrigin, target) = try #require(AppDriver.split(link))
                #expect(pageOrigin != endpoint)
                let page = try client.send(HTTPRequest(method: "GET", target: target), to: pageOrigin, timeout: .seconds(5)).response
                #expect(page.status == 200 && page.bodyText.contains(#"data-process-id="\#(id)""#), "\(link)")
            }
        }
    }

    @Test("the sandbox's stand-in varies each answer on its own and names its variations in the journal")
    func sandboxVariesEachAnswer() throws {
        let standIn = HumanPluginStandIn(
            contract: ConformanceHarness.specs.contract, configuration: .init(token: Self.token, seed: 7, variety: .perAnswer(seed: 11)),
            journal: Journal())
        try standIn.start()
        defer { standIn.stop() }
        let client = HTTPClient()
        defer { client.close() }
        let endpoint = try HTTPEndpoint(url: standIn.baseURL)
        var bodies: Set<String> = []
        for _ in 0..<12 {
            let created = try create(client, endpoint).response
            #expect(created.status == 201)
            let body = try #require(JSONValue.parse(created.body))
            #expect(body["link"]?.stringValue == body["id"]?.stringValue.flatMap { standIn.process(id: $0)?.link })
            // How it is written, not what it says: the body's punctuation and the header names.
            bodies.insert(created.bodyText.filter { !$0.isLetter && !$0.isNumber } + created.headers.fields.map(\.name).joined())
        }
        #expect(bodies.count > 3)
        let named = standIn.journal.exchanges.compactMap(\.variations)
        #expect(!named.isEmpty && named.allSatisfy { $0.allSatisfy { AnswerVariation(name: $0) != nil } })
    }

    @Test("the sandbox draws a case for each answer, the same for the same seed")
    func perAnswer() {
        let variety = AnswerVariety.perAnswer(seed: 5)
        let first = (0..<20).map { variety.variations(of: .read, index: $0, boundSeconds: 2) }
        #expect(first == (0..<20).map { variety.variations(of: .read, index: $0, boundSeconds: 2) })
        #expect(Set(first.map { $0.map(\.name) }).count > 10)
        #expect(AnswerVariety.none.variations(of: .create, index: 0, boundSeconds: 2).isEmpty)
        #expect(variety.logLine?.contains("seed 5") == true)
    }
}
