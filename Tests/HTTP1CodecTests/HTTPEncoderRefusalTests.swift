import Foundation
import KitTestSupport
import Testing

@testable import ConformanceBasics
@testable import ConformanceModel
@testable import HTTP1Codec
@testable import HTTPTransport
@testable import StandInHumanPlugin

@Suite("HTTP encoder refuses CR, LF and NUL in heads")
struct HTTPEncoderRefusalTests {
    static let forbidden = ["\r", "\n", "\r\n", "\u{0}"]

    @Test("a header value with CR, LF or NUL is a typed error naming the header, never bytes on the wire")
    func refusesValues() {
        for bad in Self.forbidden {
            let response = HTTPResponse(status: 302, headers: ["Location": "app://cb\(bad)Set-Cookie: injected=1"])
            #expect(throws: HTTPEncodingError(place: "header 'Location' value")) {
                try HTTPEncoder.prepare(response, requestMethod: "GET", requestVersion: .http1_1, willClose: false)
            }
            #expect(throws: HTTPEncodingError.self) { try HTTPEncoder.encode(response) }
            let request = HTTPRequest(method: "GET", target: "/", headers: ["X-Trace": "a\(bad)b"])
            #expect(throws: HTTPEncodingError(place: "header 'X-Trace' value")) { try HTTPEncoder.encode(request) }
        }
    }

    @Test("names, reason phrases, methods and targets are checked too; the error never quotes the value")
    func refusesNamesAndLines() {
        #expect(throws: HTTPEncodingError(place: "a header name")) {
            try HTTPEncoder.prepare(
                HTTPResponse(status: 200, headers: HTTPHeaders([HTTPField(name: "X\r\nSet-Cookie", value: "1")])),
                requestMethod: "GET", requestVersion: .http1_1, willClose: false)
        }
        #expect(throws: HTTPEncodingError(place: "an empty header name")) {
            try HTTPEncoder.prepare(
                HTTPResponse(status: 200, headers: HTTPHeaders([HTTPField(name: "", value: "1")])),
                requestMethod: "GET", requestVersion: .http1_1, willClose: false)
        }
        #expect(throws: HTTPEncodingError(place: "reason phrase")) {
            try HTTPEncoder.prepare(
                HTTPResponse(status: 200, reason: "OK\r\nSet-Cookie: x=1"), requestMethod: "GET", requestVersion: .http1_1, willClose: false
            )
        }
        #expect(throws: HTTPEncodingError(place: "request target")) {
            try HTTPEncoder.encode(HTTPRequest(method: "GET", target: "/a\r\nX: 1"))
        }
        #expect(throws: HTTPEncodingError(place: "request method")) { try HTTPEncoder.encode(HTTPRequest(method: "G\u{0}ET", target: "/")) }
        let error = HTTPEncodingError(place: "header 'Location' value")
        #expect(!error.description.contains("injected"))
    }

    @Test("tabs, obs-text and ordinary values still pass")
    func acceptsOrdinaryValues() throws {
        let response = HTTPResponse(status: 200, headers: ["X-Tab": "a\tb", "X-Utf8": "café", "Location": "app://cb?id=1"])
        let text = String(
            decoding: try HTTPEncoder.prepare(response, requestMethod: "GET", requestVersion: .http1_1, willClose: false), as: UTF8.self)
        #expect(text.contains("X-Tab: a\tb\r\n") && text.contains("Location: app://cb?id=1\r\n"))
    }

    @Test("a handler answer that would split is sent as 500 without the refused value, and the connection closes")
    func serverAnswers500() throws {
        let (server, endpoint) = try startServer { _, _ in
            HTTPResponse(status: 302, headers: ["Location": "app://cb\r\nSet-Cookie: injected=1"], body: Array("moved".utf8))
        }
        defer { server.stop() }
        let raw = try RawConnection(port: endpoint.port)
        defer { raw.close() }
        try raw.send("GET /complete HTTP/1.1\r\nHost: x\r\n\r\n")
        let (text, closed) = raw.readUntilClose(timeout: .seconds(5))
        #expect(text.hasPrefix("HTTP/1.1 500 "))
        #expect(!text.lowercased().contains("set-cookie"))
        #expect(!text.contains("injected"))
        #expect(text.contains("Connection: close"))
        #expect(closed)
    }

    @Test("stand-in: a callbackUri with CR LF Set-Cookie never becomes a header of the capture page's answer")
    func standInCallbackSplitting() throws {
        let standIn = HumanPluginStandIn(
            contract: ConformanceHarness.specs.contract,
            configuration: .init(token: "t", variant: .callback, seed: 7), journal: Journal())
        let port = try standIn.start()
        defer { standIn.stop() }
        let client = HTTPClient()
        defer { client.close() }
        let endpoint = HTTPEndpoint(host: "127.0.0.1", port: port)
        // JSON escapes carry the CR LF into the decoded callbackUri.
        let body =
            #"{"flow":"humantoken","clientId":"c","correlationId":"o-1","credential":{"type":"DUI_TYPE_NG_BVN","value":"12345678901"},"callbackUri":"app://cb\r\nSet-Cookie: injected=1"}"#
        let created = try client.send(
            HTTPRequest(
                method: "POST", target: "/v1/processes",
                headers: ["Content-Type": "application/json", "Authorization": "Bearer t"], body: Array(body.utf8)),
            to: endpoint, timeout: .seconds(5)
        ).response
        let id = try #require(JSONValue.parse(created.body)?["id"]?.stringValue)
        #expect(standIn.process(id: id)?.callbackUri?.contains("\r\n") == true)

        let raw = try RawConnection(port: port)
        defer { raw.close() }
        try raw.send("GET /capture/\(id)/complete HTTP/1.1\r\nHost: x\r\n\r\n")
        let (text, _) = raw.readUntilClose(timeout: .seconds(5))
        let head = text.components(separatedBy: "\r\n\r\n").first ?? ""
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        #expect((200..<600).contains(status), "no answer at all")
        #expect(!head.lowercased().contains("set-cookie"), "head was: \(head)")
        #expect(!head.contains("injected"))
    }
}
