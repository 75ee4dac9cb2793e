import Testing

@testable import HTTP1Codec
@testable import HTTPTransport

@Suite("HTTP encoder and endpoint")
struct HTTPEncoderTests {
    func head(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test("responses are framed with a correct Content-Length, Transfer-Encoding removed, Date added")
    func framing() throws {
        let response = HTTPResponse(
            status: 200, headers: ["X-First": "1", "Content-Length": "99", "Transfer-Encoding": "chunked", "X-Last": "2"],
            body: Array("abc".utf8))
        let text = head(try HTTPEncoder.prepare(response, requestMethod: "GET", requestVersion: .http1_1, willClose: false))
        let decoded = try #require(decodeResponses(text).responses.first)
        #expect(decoded.bodyText == "abc")
        #expect(decoded.headers.values(for: "Content-Length") == ["3"])
        #expect(!decoded.headers.contains("Transfer-Encoding"))
        #expect(decoded.headers.fields.map(\.name) == ["X-First", "Content-Length", "X-Last", "Date"])
        let date = try #require(decoded.headers["Date"])
        #expect(date.hasSuffix(" GMT") && date.count == 29)
    }

    @Test("IMF-fixdate")
    func imfFixdate() {
        #expect(HTTPEncoder.imfFixdate(784111777) == "Sun, 06 Nov 1994 08:49:37 GMT")
    }

    @Test("no body for HEAD, 204 and 304; Connection: close when closing; keep-alive for HTTP/1.0")
    func noBody() throws {
        let body = Array("hello".utf8)
        let headText = head(
            try HTTPEncoder.prepare(
                HTTPResponse(status: 200, body: body), requestMethod: "HEAD", requestVersion: .http1_1, willClose: false))
        #expect(headText.hasSuffix("\r\n\r\n") && headText.contains("Content-Length: 5"))
        let noContent = head(
            try HTTPEncoder.prepare(HTTPResponse(status: 204, body: body), requestMethod: "GET", requestVersion: .http1_1, willClose: true))
        #expect(noContent.hasSuffix("\r\n\r\n") && !noContent.contains("Content-Length") && noContent.contains("Connection: close"))
        let notModified = head(
            try HTTPEncoder.prepare(HTTPResponse(status: 304, body: body), requestMethod: "GET", requestVersion: .http1_1, willClose: false)
        )
        #expect(notModified.hasSuffix("\r\n\r\n"))
        let old = head(try HTTPEncoder.prepare(HTTPResponse(status: 200), requestMethod: "GET", requestVersion: .http1_0, willClose: false))
        #expect(old.contains("Connection: keep-alive"))
    }

    @Test("endpoint URLs")
    func endpoints() throws {
        #expect(try HTTPEndpoint(url: "http://example.com") == HTTPEndpoint(host: "example.com", port: 80))
        #expect(try HTTPEndpoint(url: "http://127.0.0.1:8080/api/") == HTTPEndpoint(host: "127.0.0.1", port: 8080, basePath: "/api"))
        #expect(try HTTPEndpoint(url: "http://[::1]:9000/v1") == HTTPEndpoint(host: "::1", port: 9000, basePath: "/v1"))
        #expect(try HTTPEndpoint(url: "HTTP://Host:81").port == 81)
        for bad in [
            "https://example.com", "ftp://x", "example.com", "http://", "http://x:0", "http://x:70000", "http://x:ab", "http://u@x",
        ] {
            #expect(throws: HTTPClientError.self, "\(bad)") { try HTTPEndpoint(url: bad) }
        }
        do {
            _ = try HTTPEndpoint(url: "https://example.com")
        } catch {
            #expect(!error.description.contains("\n"))
            #expect(error.description.contains("https"))
        }
    }

    @Test("the client adds Host and Content-Length and prefixes the base path")
    func clientPreparation() {
        let client = HTTPClient()
        let endpoint = HTTPEndpoint(host: "h", port: 8080, basePath: "/api")
        let post = client.prepare(HTTPRequest(method: "POST", target: "/x"), for: endpoint)
        #expect(post.target == "/api/x")
        #expect(post.headers["Host"] == "h:8080")
        #expect(post.headers["Content-Length"] == "0")
        let get = client.prepare(
            HTTPRequest(method: "GET", target: "/y", headers: ["Host": "custom"]), for: HTTPEndpoint(host: "h", port: 80))
        #expect(get.headers.values(for: "host") == ["custom"])
        #expect(!get.headers.contains("Content-Length"))
    }
}
