import KitTestSupport
import Testing

@testable import HTTP1Codec

@Suite("HTTP request decoder")
struct HTTPRequestDecoderTests {
    static let chunkedPost =
        "POST /upload?x=1 HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\nX-Tag: one\r\nx-tag: two\r\n\r\n"
        + "5;name=value\r\nhello\r\n6\r\n world\r\n0\r\nChecksum: abc\r\n\r\n"

    @Test("a request split at every byte position decodes identically")
    func everySplit() throws {
        let bytes = Array(Self.chunkedPost.utf8)
        let whole = decodeRequests([bytes])
        #expect(whole.error == nil)
        let expected = try #require(whole.requests.first)
        #expect(expected.bodyText == "hello world")
        for split in 1..<bytes.count {
            let result = decodeRequests([Array(bytes[..<split]), Array(bytes[split...])])
            #expect(result.error == nil, "split at \(split)")
            #expect(result.requests == [expected], "split at \(split)")
        }
        // One byte at a time.
        let dribbled = decodeRequests(bytes.map { [$0] })
        #expect(dribbled.requests == [expected])
        #expect(dribbled.decoder.lastTrailers["checksum"] == "abc")
    }

    @Test("pipelined requests in one buffer, with stray CRLFs before a request line")
    func pipelined() {
        let text =
            "GET /a HTTP/1.1\r\nHost: x\r\n\r\n\r\n\r\nPOST /b HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabcGET /c HTTP/1.0\r\n\r\n"
        let result = decodeRequests(text)
        #expect(result.error == nil)
        #expect(result.requests.map(\.target) == ["/a", "/b", "/c"])
        #expect(result.requests[1].bodyText == "abc")
        #expect(result.requests[2].version == .http1_0)
        #expect(result.decoder.isIdle)
    }

    @Test("bare LF line endings are tolerated")
    func bareLF() {
        let result = decodeRequests("GET /lf HTTP/1.1\nHost: x\n\n")
        #expect(result.requests.first?.target == "/lf")
    }

    @Test("chunked body with extensions and trailers")
    func chunked() throws {
        let result = decodeRequests(Self.chunkedPost)
        let request = try #require(result.requests.first)
        #expect(request.bodyText == "hello world")
        #expect(request.path == "/upload")
        #expect(request.query == "x=1")
        #expect(result.decoder.lastTrailers.values(for: "CHECKSUM") == ["abc"])
    }

    @Test("repeated headers are kept in order, lookup is case-insensitive")
    func repeatedHeaders() throws {
        let request = try #require(decodeRequests(Self.chunkedPost).requests.first)
        #expect(request.headers.values(for: "X-TAG") == ["one", "two"])
        #expect(request.headers["x-tag"] == "one")
        #expect(request.headers.fields.map(\.name) == ["Host", "Transfer-Encoding", "X-Tag", "x-tag"])
    }

    @Test("100-continue is awaited only while the body is missing")
    func expectContinue() throws {
        var decoder = HTTPRequestDecoder()
        decoder.append(Array("PUT /p HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n".utf8))
        #expect(try decoder.next() == nil)
        #expect(decoder.awaitsContinue)
        decoder.acknowledgeContinue()
        #expect(!decoder.awaitsContinue)
        decoder.append(Array("ok".utf8))
        #expect(try decoder.next()?.bodyText == "ok")
    }

    @Test("upgrade to h2c is ignored")
    func h2cUpgrade() throws {
        let result = decodeRequests(
            "GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQAoAAAAAIAAAAA\r\n\r\n"
        )
        #expect(result.error == nil)
        #expect(result.requests.first?.headers["upgrade"] == "h2c")
    }

    @Test("limits: 414, 431 by size and by count, 413")
    func limits() {
        var limits = HTTPLimits()
        limits.bodyBytes = 10
        let longTarget = "/" + String(repeating: "a", count: 9000)
        #expect(decodeRequests("GET \(longTarget) HTTP/1.1\r\n\r\n").error?.status == 414)
        // Without the line end yet, too.
        #expect(decodeRequests("GET \(longTarget)").error?.status == 414)
        let bigHeader = "X-Big: " + String(repeating: "b", count: 33 * 1024)
        #expect(decodeRequests("GET / HTTP/1.1\r\nHost: x\r\n\(bigHeader)\r\n\r\n").error?.status == 431)
        let manyHeaders = (0..<101).map { "X-\($0): v\r\n" }.joined()
        #expect(decodeRequests("GET / HTTP/1.1\r\nHost: x\r\n\(manyHeaders)\r\n").error?.status == 431)
        let hundred = (0..<99).map { "X-\($0): v\r\n" }.joined()
        #expect(decodeRequests("GET / HTTP/1.1\r\nHost: x\r\n\(hundred)\r\n").error == nil)
        #expect(decodeRequests("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\n", limits: limits).error?.status == 413)
        #expect(
            decodeRequests("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n8\r\n12345678\r\n8\r\n", limits: limits).error?
                .status == 413)
        #expect(decodeRequests("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n0123456789", limits: limits).error == nil)
    }

    @Test(
        "malformed requests get 400",
        arguments: [
            "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 3, 4\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1x\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: x\r\nNoColonHere\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: x\r\nHost : x\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: x\r\n Folded: x\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: x\r\nX: a\r\n  continued\r\n\r\n",
            "GET / HTTP/x.y\r\n\r\n",
            "GET / HTTX/1.1\r\n\r\n",
            "GET  / HTTP/1.1\r\n\r\n",
            "GET /\r\n\r\n",
            "G(T / HTTP/1.1\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
            "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n",
            "GET / HTTP/1.1\r\nHost: x\r\nX: a\u{01}b\r\n\r\n",
        ])
    func malformed(_ text: String) {
        #expect(decodeRequests(text).error?.status == 400)
    }

    @Test("repeated identical Content-Length values are accepted")
    func repeatedSameLength() {
        let result = decodeRequests("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\nok")
        #expect(result.error == nil)
        #expect(result.requests.first?.bodyText == "ok")
    }

    @Test("HTTP/2.0 request line gets 505")
    func unsupportedVersion() {
        #expect(decodeRequests("GET / HTTP/2.0\r\n\r\n").error?.status == 505)
    }
}
