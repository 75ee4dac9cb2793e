import Testing

@testable import HTTP1Codec

func decodeResponses(
    _ pieces: [[UInt8]], method: String = "GET", endOfStream: Bool = false
) -> (responses: [HTTPResponse], error: HTTPDecodingError?, decoder: HTTPResponseDecoder) {
    var decoder = HTTPResponseDecoder(requestMethod: method)
    var responses: [HTTPResponse] = []
    do {
        for piece in pieces {
            decoder.append(piece)
            while let response = try decoder.next() { responses.append(response) }
        }
    } catch {
        return (responses, error, decoder)
    }
    if endOfStream, let last = decoder.finishAtEndOfStream() { responses.append(last) }
    return (responses, nil, decoder)
}

func decodeResponses(
    _ text: String, method: String = "GET", endOfStream: Bool = false
) -> (responses: [HTTPResponse], error: HTTPDecodingError?, decoder: HTTPResponseDecoder) {
    decodeResponses([Array(text.utf8)], method: method, endOfStream: endOfStream)
}

@Suite("HTTP response decoder")
struct HTTPResponseDecoderTests {
    @Test("content-length body, split at every byte position")
    func contentLength() throws {
        let text = "HTTP/1.1 201 Created\r\nContent-Length: 5\r\nLocation: /x\r\n\r\nhello"
        let bytes = Array(text.utf8)
        let expected = try #require(decodeResponses(text).responses.first)
        #expect(expected.status == 201)
        #expect(expected.reason == "Created")
        #expect(expected.bodyText == "hello")
        for split in 1..<bytes.count {
            #expect(decodeResponses([Array(bytes[..<split]), Array(bytes[split...])]).responses == [expected], "split at \(split)")
        }
    }

    @Test("an HTTP/0.9 body or an HTTP/2 frame is named as not HTTP/1.x at its first bytes, not taken for a cut answer")
    func notHTTP1() throws {
        let http09 = decodeResponses("{\"data\":{\"capture\":{}}}")
        #expect(
            http09.error?.message == "not an HTTP/1.x answer: it begins with '{\"data\":{\"captur', not 'HTTP/1.' (HTTP/0.9 or HTTP/2?)",
            "\(String(describing: http09.error))")
        let http2 = decodeResponses([[0, 0, 0, 4, 0, 0, 0, 0, 0]])
        #expect(
            http2.error?.message.hasPrefix("not an HTTP/1.x answer: it begins with the bytes 00 00 00 04 00 00 00 00 00,") == true,
            "\(String(describing: http2.error))")
        // A status line arriving a byte at a time is never refused on a prefix.
        let status = Array("\r\nHTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n".utf8)
        #expect(decodeResponses(status.map { [$0] }).responses.map(\.status) == [200])
    }

    @Test("chunked body with extensions and trailers")
    func chunked() throws {
        let result = decodeResponses(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3;a=b\r\nabc\r\n1\r\nd\r\n0\r\nDigest: x\r\n\r\n")
        #expect(result.responses.first?.bodyText == "abcd")
        #expect(result.decoder.lastTrailers["digest"] == "x")
    }

    @Test("a body with neither length nor chunking runs until close")
    func untilClose() throws {
        let open = decodeResponses("HTTP/1.0 200 OK\r\n\r\npart one, ")
        #expect(open.responses.isEmpty)
        let closed = decodeResponses("HTTP/1.0 200 OK\r\n\r\npart one, part two", endOfStream: true)
        #expect(closed.responses.first?.bodyText == "part one, part two")
        #expect(closed.decoder.lastReadUntilClose)
    }

    @Test("no body for HEAD, 204 and 304; interim 1xx come first")
    func noBody() {
        let head = decodeResponses("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n", method: "HEAD")
        #expect(head.responses.map(\.status) == [200, 204])
        #expect(head.responses.allSatisfy { $0.body.isEmpty })
        let r304 = decodeResponses("HTTP/1.1 304 Not Modified\r\nContent-Length: 10\r\n\r\n")
        #expect(r304.responses.first?.body == [])
        let interim = decodeResponses("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
        #expect(interim.responses.map(\.status) == [100, 200])
    }

    @Test("status line without reason, and malformed status lines")
    func statusLines() {
        #expect(decodeResponses("HTTP/1.1 200\r\nContent-Length: 0\r\n\r\n").responses.first?.reason == "")
        #expect(decodeResponses("HTTP/1.1 2x0 OK\r\n\r\n").error != nil)
        #expect(decodeResponses("ICY 200 OK\r\n\r\n").error != nil)
        #expect(decodeResponses("HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n").error != nil)
    }
}
