import ConformanceBasics

/// Why bytes could not be decoded as HTTP/1.1, with the status a server answers.
package struct HTTPDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 400, 413, 414, 431 or 505.
    package var status: Int
    package var message: String

    static func badRequest(_ message: String) -> HTTPDecodingError { HTTPDecodingError(status: 400, message: message) }

    package var description: String { "\(status) \(message)" }
}

/// A growing byte buffer with a consumed prefix; the decoders read from its front.
package struct HTTPByteBuffer: Sendable {
    package private(set) var bytes: [UInt8] = []
    private(set) var readIndex = 0

    var readableCount: Int { bytes.count - readIndex }
    package var isEmpty: Bool { readableCount == 0 }
    var readableBytes: ArraySlice<UInt8> { bytes[readIndex...] }

    package mutating func append<C: Collection>(contentsOf more: C) where C.Element == UInt8 {
        compactIfUseful()
        bytes.append(contentsOf: more)
    }

    /// Lets a reader (a socket) append straight into the buffer.
    package mutating func withAppendableBytes<R, E: Error>(_ body: (inout [UInt8]) throws(E) -> R) throws(E) -> R {
        compactIfUseful()
        return try body(&bytes)
    }

    mutating func consume(_ count: Int) {
        readIndex += count
        if readIndex == bytes.count {
            // Reuse a small drained buffer for the next request; release a large one (idle
            // connections then hold almost nothing).
            if bytes.capacity <= 4096 {
                bytes.removeAll(keepingCapacity: true)
            } else {
                bytes = []
            }
            readIndex = 0
        }
    }

    /// Takes up to `count` bytes from the front.
    package mutating func take(upTo count: Int) -> ArraySlice<UInt8> {
        let n = min(count, readableCount)
        let slice = bytes[readIndex..<(readIndex + n)]
        consume(n)
        return slice
    }

    package func byte(at offset: Int) -> UInt8 { bytes[readIndex + offset] }

    /// The offset (from the read position) of the first LF at or after `offset`.
    func firstLineFeed(from offset: Int) -> Int? {
        var i = readIndex + offset
        let end = bytes.count
        while i < end {
            if bytes[i] == 0x0A { return i - readIndex }
            i += 1
        }
        return nil
    }

    /// The line ending at the LF at `lineFeedOffset`, without CR LF, consumed.
    mutating func takeLine(endingAt lineFeedOffset: Int) -> ArraySlice<UInt8> {
        var end = readIndex + lineFeedOffset
        if end > readIndex && bytes[end - 1] == 0x0D { end -= 1 }
        let line = bytes[readIndex..<end]
        consume(lineFeedOffset + 1)
        return line
    }

    private mutating func compactIfUseful() {
        if readIndex > 0 && (readIndex >= 4096 || readIndex * 2 >= bytes.count) {
            bytes.removeSubrange(0..<readIndex)
            readIndex = 0
        }
    }
}

/// Byte classes from RFC 9110.
enum HTTPSyntax {
    static func isTokenChar(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"),
            UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"),
            UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    static func isToken<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        !bytes.isEmpty && bytes.allSatisfy(isTokenChar)
    }

    static func isWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }

    /// Field-value bytes: visible ASCII, SP, HT and obs-text; no other control bytes.
    static func isFieldValueByte(_ b: UInt8) -> Bool { b == 0x09 || (b >= 0x20 && b != 0x7F) }

    /// Parses `name: value` (no obs-fold, no whitespace before the colon, value trimmed).
    static func parseField(_ line: ArraySlice<UInt8>) throws(HTTPDecodingError) -> HTTPField {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            throw .badRequest("header line without a colon")
        }
        let name = line[line.startIndex..<colon]
        if let last = name.last, isWhitespace(last) { throw .badRequest("whitespace before a header colon") }
        guard isToken(name) else { throw .badRequest("invalid header name") }
        var value = line[line.index(after: colon)...]
        while let first = value.first, isWhitespace(first) { value.removeFirst() }
        while let last = value.last, isWhitespace(last) { value.removeLast() }
        guard value.allSatisfy(isFieldValueByte) else { throw .badRequest("invalid byte in header value") }
        return HTTPField(name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self))
    }

    /// The value of every `Content-Length` field when they agree; nil when there is none.
    static func contentLength(_ headers: HTTPHeaders) throws(HTTPDecodingError) -> Int? {
        let values = headers.values(for: "Content-Length")
        if values.isEmpty { return nil }
        var found: Int?
        for raw in values.flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false) }) {
            let text = raw.trimmingASCIIWhitespace()
            guard !text.isEmpty, text.utf8.count <= 18, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let n = Int(text) else {
                throw .badRequest("invalid Content-Length")
            }
            if let found, found != n { throw .badRequest("conflicting Content-Length values") }
            found = n
        }
        return found
    }
}

/// Incremental parser of a start line and header section. Lines may end in CRLF or a bare LF;
/// empty lines before the start line are skipped.
struct HTTPHeadParser: Sendable {
    package struct Limits: Sendable {
        package var startLineBytes: Int
        package var headerSectionBytes: Int
        package var fieldCount: Int
        /// The status for an over-long start line (414 for requests).
        package var startLineStatus = 414
    }

    package let limits: Limits
    private var readingFields = false
    private var startLine: [UInt8] = []
    private var fields: [HTTPField] = []
    private var sectionBytes = 0
    private var scanOffset = 0

    init(limits: Limits) { self.limits = limits }

    /// True while the start line is still being read (its bytes are then at the buffer's front).
    var readsStartLine: Bool { !readingFields }

    /// True once a byte of this head (other than skipped empty lines) has been consumed.
    var hasStarted: Bool { readingFields || scanOffset > 0 }

    /// Returns the start line and fields once the empty line ending the head has arrived.
    package mutating func parse(_ buffer: inout HTTPByteBuffer) throws(HTTPDecodingError) -> (startLine: [UInt8], headers: HTTPHeaders)? {
        while true {
            if !readingFields {
                while scanOffset == 0, !buffer.isEmpty, buffer.byte(at: 0) == 0x0D || buffer.byte(at: 0) == 0x0A {
                    buffer.consume(1)
                }
            }
            guard let lineFeed = buffer.firstLineFeed(from: scanOffset) else {
                scanOffset = buffer.readableCount
                if !readingFields {
                    if scanOffset > limits.startLineBytes + 1 {
                        throw HTTPDecodingError(
                            status: limits.startLineStatus, message: "start line longer than \(limits.startLineBytes) bytes")
                    }
                } else if sectionBytes + scanOffset > limits.headerSectionBytes {
                    throw HTTPDecodingError(status: 431, message: "header section larger than \(limits.headerSectionBytes) bytes")
                }
                return nil
            }
            scanOffset = 0
            let consumed = lineFeed + 1
            let line = buffer.takeLine(endingAt: lineFeed)
            if !readingFields {
                if line.count > limits.startLineBytes {
                    throw HTTPDecodingError(
                        status: limits.startLineStatus, message: "start line longer than \(limits.startLineBytes) bytes")
                }
                startLine = Array(line)
                readingFields = true
                continue
            }
            sectionBytes += consumed
            if sectionBytes > limits.headerSectionBytes {
                throw HTTPDecodingError(status: 431, message: "header section larger than \(limits.headerSectionBytes) bytes")
            }
            if line.isEmpty {
                let result = (startLine: startLine, headers: HTTPHeaders(fields))
                self = HTTPHeadParser(limits: limits)
                return result
            }
            if let first = line.first, HTTPSyntax.isWhitespace(first) {
                throw .badRequest("obsolete line folding in header section")
            }
            fields.append(try HTTPSyntax.parseField(line))
            if fields.count > limits.fieldCount {
                throw HTTPDecodingError(status: 431, message: "more than \(limits.fieldCount) header fields")
            }
        }
    }
}
