import ConformanceBasics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A message the encoder refuses to write: a CR, LF or NUL in a header name or value (or in the start
/// line) would end the field early and let the rest be read as another header or message.
public struct HTTPEncodingError: Error, Equatable, CustomStringConvertible {
    /// Where the byte was found, e.g. `header 'Location' value` (the value itself is never quoted).
    public var place: String
    public var description: String { "refused to write a message: CR, LF or NUL in \(place)" }
}

/// Serialises messages and applies the framing rules a server owes its clients.
package enum HTTPEncoder {
    /// Head and body bytes of a request, exactly as given.
    package static func encode(_ request: HTTPRequest) throws(HTTPEncodingError) -> [UInt8] {
        try checkLine(request.method, place: "request method")
        try checkLine(request.target, place: "request target")
        try checkFields(request.headers)
        var out: [UInt8] = []
        out.reserveCapacity(256 + request.body.count)
        out.append(contentsOf: "\(request.method) \(request.target) \(request.version.rawValue)\r\n".utf8)
        appendFields(request.headers, to: &out)
        out.append(contentsOf: request.body)
        return out
    }

    /// Head and body bytes of a response, exactly as given (see `prepare` for the framing rules).
    package static func encode(_ response: HTTPResponse, includeBody: Bool = true) throws(HTTPEncodingError) -> [UInt8] {
        try checkLine(response.reason, place: "reason phrase")
        try checkFields(response.headers)
        var out: [UInt8] = []
        out.reserveCapacity(256 + (includeBody ? response.body.count : 0))
        out.append(contentsOf: "\(response.version.rawValue) \(response.status) \(response.reason)\r\n".utf8)
        appendFields(response.headers, to: &out)
        if includeBody { out.append(contentsOf: response.body) }
        return out
    }

    /// The `HTTP/1.1 100 Continue` interim response.
    package static let continueResponse = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    /// True when the status or the request method forbids a response body.
    static func forbidsBody(status: Int, requestMethod: String) -> Bool {
        status < 200 || status == 204 || status == 304 || requestMethod.equalsIgnoringASCIICase("HEAD")
    }

    /// Makes a handler's response safe to send: framed by Content-Length (any Transfer-Encoding removed,
    /// a wrong length replaced), no body where none is allowed, a `Date` when missing, and the right
    /// `Connection` token. Other headers keep the handler's order. Returns the bytes to write.
    /// `date` is the IMF-fixdate to use (computed from `now` when nil).
    package static func prepare(
        _ response: HTTPResponse, requestMethod: String, requestVersion: HTTPVersion, willClose: Bool,
        now: time_t = time(nil), date: String? = nil
    ) throws(HTTPEncodingError) -> [UInt8] {
        try checkLine(response.reason, place: "reason phrase")
        try checkFields(response.headers)
        var headers = response.headers
        let codingSpelling = headers.fields.first { $0.name.equalsIgnoringASCIICase("Transfer-Encoding") }?.name
        headers.remove("Transfer-Encoding")
        let status = response.status
        let includeBody = !forbidsBody(status: status, requestMethod: requestMethod)
        let body = response.wire.gzip && includeBody ? GzipCoding.stored(response.body) : response.body
        let chunkBytes = response.wire.chunkBytes.flatMap {
            $0 > 0 && includeBody && status != 304 && requestVersion == .http1_1 ? $0 : nil
        }
        if chunkBytes != nil {
            headers.remove("Content-Length")
            headers.add(codingSpelling ?? "Transfer-Encoding", "chunked")
        } else if status < 200 || status == 204 {
            headers.remove("Content-Length")
        } else if status == 304 {
            // A 304 may describe the selected representation's length; leave what the handler said.
        } else {
            let length = String(body.count)
            var count = 0
            var agrees = true
            for field in headers where field.name.equalsIgnoringASCIICase("Content-Length") {
                count += 1
                if field.value != length { agrees = false }
            }
            if count == 0 {
                headers.add("Content-Length", length)
            } else if count > 1 || !agrees {
                replace("Content-Length", with: length, in: &headers)
            }
        }
        if !headers.contains("Date") { headers.add("Date", date ?? imfFixdate(now)) }
        let tokens = headers.tokens(for: "Connection")
        if willClose {
            if !tokens.contains("close") {
                let others = tokens.filter { $0 != "keep-alive" }
                replace("Connection", with: (others + ["close"]).joined(separator: ", "), in: &headers)
            }
        } else if requestVersion == .http1_0 && !tokens.contains("keep-alive") {
            headers.add("Connection", "keep-alive")
        }
        var out: [UInt8] = []
        out.reserveCapacity(128 + headers.count * 48 + (includeBody ? body.count * 2 : 0))
        appendStatusLine(response, to: &out)
        appendFields(headers, to: &out)
        if let chunkBytes {
            try checkFields(HTTPHeaders(response.wire.trailers))
            appendChunked(body, chunkBytes: chunkBytes, trailers: response.wire.trailers, to: &out)
        } else if includeBody {
            out.append(contentsOf: body)
        }
        return out
    }

    /// `body` as chunks of `chunkBytes`, the last (empty) chunk, then `trailers` (RFC 9112 §7.1).
    static func appendChunked(_ body: [UInt8], chunkBytes: Int, trailers: [HTTPField], to out: inout [UInt8]) {
        var start = 0
        while start < body.count {
            let end = min(body.count, start + chunkBytes)
            out.append(contentsOf: String(end - start, radix: 16).utf8)
            out.append(contentsOf: [0x0D, 0x0A])
            out.append(contentsOf: body[start..<end])
            out.append(contentsOf: [0x0D, 0x0A])
            start = end
        }
        out.append(contentsOf: "0\r\n".utf8)
        appendFields(HTTPHeaders(trailers), to: &out)
    }

    /// The `Date` value of the current second, recomputed only when the second changes.
    package struct DateCache {
        private var second: time_t = -1
        private var text = ""

        package init() {}

        package mutating func current(_ now: time_t = time(nil)) -> String {
            if now != second {
                second = now
                text = HTTPEncoder.imfFixdate(now)
            }
            return text
        }
    }

    /// True for the bytes that may never appear in a header name, a value or a start line: CR, LF, NUL.
    @inline(__always) package static func isForbidden(_ byte: UInt8) -> Bool { byte == 0x0D || byte == 0x0A || byte == 0x00 }

    /// Refuses a field whose name or value holds CR, LF or NUL (and an empty name).
    static func checkFields(_ headers: HTTPHeaders) throws(HTTPEncodingError) {
        for field in headers {
            if field.name.utf8.isEmpty { throw HTTPEncodingError(place: "an empty header name") }
            if field.name.utf8.contains(where: isForbidden) { throw HTTPEncodingError(place: "a header name") }
            if field.value.utf8.contains(where: isForbidden) {
                throw HTTPEncodingError(place: "header '\(field.name)' value")
            }
        }
    }

    private static func checkLine(_ text: String, place: String) throws(HTTPEncodingError) {
        if text.utf8.contains(where: isForbidden) { throw HTTPEncodingError(place: place) }
    }

    private static func appendStatusLine(_ response: HTTPResponse, to out: inout [UInt8]) {
        out.append(contentsOf: response.version.rawValue.utf8)
        out.append(0x20)
        out.append(contentsOf: String(response.status).utf8)
        out.append(0x20)
        out.append(contentsOf: response.reason.utf8)
        out.append(contentsOf: [0x0D, 0x0A])
    }

    /// Replaces every `name` field by one `value`, at the position of the first one (or at the end).
    package static func replace(_ name: String, with value: String, in headers: inout HTTPHeaders) {
        var fields = headers.fields
        if let first = fields.firstIndex(where: { $0.name.equalsIgnoringASCIICase(name) }) {
            let spelling = fields[first].name
            fields.removeAll { $0.name.equalsIgnoringASCIICase(name) }
            fields.insert(HTTPField(name: spelling, value: value), at: min(first, fields.count))
        } else {
            fields.append(HTTPField(name: name, value: value))
        }
        headers = HTTPHeaders(fields)
    }

    private static func appendFields(_ headers: HTTPHeaders, to out: inout [UInt8]) {
        for field in headers {
            out.append(contentsOf: field.name.utf8)
            out.append(contentsOf: ": ".utf8)
            out.append(contentsOf: field.value.utf8)
            out.append(contentsOf: "\r\n".utf8)
        }
        out.append(contentsOf: "\r\n".utf8)
    }

    private static let dayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// RFC 9110 IMF-fixdate, e.g. `Sun, 06 Nov 1994 08:49:37 GMT`.
    package static func imfFixdate(_ seconds: time_t) -> String {
        var t = seconds
        var parts = tm()
        gmtime_r(&t, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(dayNames[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(monthNames[Int(parts.tm_mon)]) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }
}
