import Foundation
import Testing

@testable import HTTP1Codec

@Suite("Answers framed as chunked")
struct ChunkedAnswerTests {
    func decode(_ bytes: [UInt8]) throws -> HTTPResponse {
        var decoder = HTTPResponseDecoder()
        decoder.append(bytes)
        return try #require(try decoder.next())
    }

    @Test("a wire form with chunks writes Transfer-Encoding chunked, no Content-Length, and decodes to the same body")
    func chunkedRoundTrip() throws {
        let body = Array(#"{"id":"prc_A1","link":"http://h/capture/prc_A1"}"#.utf8)
        var response = HTTPResponse(status: 201, headers: ["Content-Type": "application/json", "Content-Length": "3"], body: body)
        response.wire.chunkBytes = 7
        let bytes = try HTTPEncoder.prepare(response, requestMethod: "POST", requestVersion: .http1_1, willClose: false, date: "d")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("Transfer-Encoding: chunked\r\n"))
        #expect(!text.lowercased().contains("content-length"))
        #expect(text.contains("\r\n\r\n7\r\n{\"id\":\"\r\n7\r\nprc_A1\"\r\n"))
        #expect(text.hasSuffix("0\r\n\r\n"))
        let decoded = try decode(bytes)
        #expect(decoded.body == body)
        #expect(decoded.status == 201)
    }

    @Test("trailer fields follow the last chunk, and the handler's spelling of Transfer-Encoding is kept")
    func trailers() throws {
        var response = HTTPResponse(
            status: 200, headers: ["transfer-encoding": "gzip", "trailer": "X-Answer-Digest"], body: Array("hello".utf8))
        response.wire = HTTPWireForm(chunkBytes: 2, trailers: [HTTPField(name: "X-Answer-Digest", value: "abc")])
        let bytes = try HTTPEncoder.prepare(response, requestMethod: "GET", requestVersion: .http1_1, willClose: false, date: "d")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("transfer-encoding: chunked\r\n"))
        #expect(text.hasSuffix("2\r\nhe\r\n2\r\nll\r\n1\r\no\r\n0\r\nX-Answer-Digest: abc\r\n\r\n"))
        #expect(try decode(bytes).body == Array("hello".utf8))
    }

    @Test("an HTTP/1.0 request, a HEAD and a 204 are answered without chunks")
    func noChunksWhereNotAllowed() throws {
        var response = HTTPResponse(status: 200, body: Array("hello".utf8))
        response.wire.chunkBytes = 2
        let old = String(
            decoding: try HTTPEncoder.prepare(response, requestMethod: "GET", requestVersion: .http1_0, willClose: true, date: "d"),
            as: UTF8.self)
        #expect(old.contains("Content-Length: 5") && !old.contains("chunked"))
        let head = String(
            decoding: try HTTPEncoder.prepare(response, requestMethod: "HEAD", requestVersion: .http1_1, willClose: false, date: "d"),
            as: UTF8.self)
        #expect(!head.contains("chunked") && head.hasSuffix("\r\n\r\n"))
        var empty = response
        empty.status = 204
        let noContent = String(
            decoding: try HTTPEncoder.prepare(empty, requestMethod: "GET", requestVersion: .http1_1, willClose: false, date: "d"),
            as: UTF8.self)
        #expect(!noContent.contains("chunked"))
    }

    @Test("a trailer field holding CR or LF is refused like any header")
    func trailerInjection() {
        var response = HTTPResponse(status: 200, body: Array("x".utf8))
        response.wire = HTTPWireForm(chunkBytes: 1, trailers: [HTTPField(name: "X-A", value: "a\r\nSet-Cookie: b")])
        #expect(throws: HTTPEncodingError.self) {
            try HTTPEncoder.prepare(response, requestMethod: "GET", requestVersion: .http1_1, willClose: false, date: "d")
        }
    }

    @Test("the wire form is no part of a recorded message")
    func notRecorded() throws {
        var response = HTTPResponse(status: 200, body: Array("x".utf8))
        response.wire.chunkBytes = 3
        let data = try JSONEncoder().encode(response)
        #expect(!String(decoding: data, as: UTF8.self).contains("wire"))
        #expect(try JSONDecoder().decode(HTTPResponse.self, from: data).wire == HTTPWireForm())
    }
}
