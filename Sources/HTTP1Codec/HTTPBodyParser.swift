import ConformanceBasics

/// How a message body is delimited on the wire.
package enum HTTPBodyFraming: Equatable, Sendable {
    case none
    case length(Int)
    case chunked
    /// Until the peer closes (responses only).
    case untilClose
}

/// Incremental body reader for every framing: fixed length, chunked (extensions skipped, trailers kept)
/// and read-until-close.
struct HTTPBodyParser: Sendable {
    private enum State: Sendable {
        case fixed(remaining: Int)
        case chunkSize
        case chunkData(remaining: Int)
        case chunkDataEnd
        case trailers
        case untilClose
        case done
    }

    static let chunkSizeLineLimit = 4096

    let maxBodyBytes: Int
    let trailerSectionLimit: Int
    let trailerFieldLimit: Int
    private var state: State
    package private(set) var body: [UInt8] = []
    package private(set) var trailers = HTTPHeaders()
    private var scanOffset = 0
    private var trailerBytes = 0

    init(framing: HTTPBodyFraming, maxBodyBytes: Int, trailerSectionLimit: Int = 32 * 1024, trailerFieldLimit: Int = 100) {
        self.maxBodyBytes = maxBodyBytes
        self.trailerSectionLimit = trailerSectionLimit
        self.trailerFieldLimit = trailerFieldLimit
        switch framing {
        case .none: state = .done
        case let .length(n): state = n == 0 ? .done : .fixed(remaining: n)
        case .chunked: state = .chunkSize
        case .untilClose: state = .untilClose
        }
        if case let .length(n) = framing { body.reserveCapacity(min(n, 1 << 20)) }
    }

    var isComplete: Bool {
        if case .done = state { return true }
        return false
    }

    /// True while bytes are read until the peer closes.
    var readsUntilClose: Bool {
        if case .untilClose = state { return true }
        return false
    }

    /// Consumes body bytes from `buffer`; returns true once the body is complete.
    package mutating func parse(_ buffer: inout HTTPByteBuffer) throws(HTTPDecodingError) -> Bool {
        while true {
            switch state {
            case .done:
                return true
            case let .fixed(remaining):
                if buffer.isEmpty { return false }
                if body.count + min(remaining, buffer.readableCount) > maxBodyBytes {
                    throw HTTPDecodingError(status: 413, message: "body larger than \(maxBodyBytes) bytes")
                }
                let part = buffer.take(upTo: remaining)
                body.append(contentsOf: part)
                state = remaining == part.count ? .done : .fixed(remaining: remaining - part.count)
            case .untilClose:
                if buffer.isEmpty { return false }
                let part = buffer.take(upTo: buffer.readableCount)
                if body.count + part.count > maxBodyBytes {
                    throw HTTPDecodingError(status: 413, message: "body larger than \(maxBodyBytes) bytes")
                }
                body.append(contentsOf: part)
            case .chunkSize:
                guard let lineFeed = buffer.firstLineFeed(from: scanOffset) else {
                    scanOffset = buffer.readableCount
                    if scanOffset > Self.chunkSizeLineLimit { throw .badRequest("chunk size line too long") }
                    return false
                }
                scanOffset = 0
                if lineFeed > Self.chunkSizeLineLimit { throw .badRequest("chunk size line too long") }
                let size = try Self.parseChunkSize(buffer.takeLine(endingAt: lineFeed))
                if size == 0 {
                    state = .trailers
                } else {
                    if size > maxBodyBytes - body.count {
                        throw HTTPDecodingError(status: 413, message: "body larger than \(maxBodyBytes) bytes")
                    }
                    state = .chunkData(remaining: size)
                }
            case let .chunkData(remaining):
                if buffer.isEmpty { return false }
                let part = buffer.take(upTo: remaining)
                body.append(contentsOf: part)
                state = remaining == part.count ? .chunkDataEnd : .chunkData(remaining: remaining - part.count)
            case .chunkDataEnd:
                if buffer.isEmpty { return false }
                let first = buffer.byte(at: 0)
                if first == 0x0A {
                    buffer.consume(1)
                } else if first == 0x0D {
                    if buffer.readableCount < 2 { return false }
                    guard buffer.byte(at: 1) == 0x0A else { throw .badRequest("chunk data not followed by CRLF") }
                    buffer.consume(2)
                } else {
                    throw .badRequest("chunk data longer than its size")
                }
                state = .chunkSize
            case .trailers:
                guard let lineFeed = buffer.firstLineFeed(from: scanOffset) else {
                    scanOffset = buffer.readableCount
                    if trailerBytes + scanOffset > trailerSectionLimit {
                        throw HTTPDecodingError(status: 431, message: "trailer section too large")
                    }
                    return false
                }
                scanOffset = 0
                trailerBytes += lineFeed + 1
                if trailerBytes > trailerSectionLimit { throw HTTPDecodingError(status: 431, message: "trailer section too large") }
                let line = buffer.takeLine(endingAt: lineFeed)
                if line.isEmpty {
                    state = .done
                    continue
                }
                if let first = line.first, HTTPSyntax.isWhitespace(first) { throw .badRequest("obsolete line folding in trailers") }
                trailers.add(try HTTPSyntax.parseField(line))
                if trailers.count > trailerFieldLimit { throw HTTPDecodingError(status: 431, message: "too many trailer fields") }
            }
        }
    }

    /// The peer closed: completes a read-until-close body; returns false if the body was cut short.
    package mutating func finishAtEndOfStream() -> Bool {
        switch state {
        case .untilClose, .done:
            state = .done
            return true
        default:
            return false
        }
    }

    /// `chunk-size [ BWS ; chunk-ext ]`: hex digits, then anything after `;` (extensions) is ignored.
    static func parseChunkSize(_ line: ArraySlice<UInt8>) throws(HTTPDecodingError) -> Int {
        var size = 0
        var digits = 0
        var index = line.startIndex
        while index < line.endIndex, let value = hexValue(line[index]) {
            if digits >= 15 { throw .badRequest("chunk size too large") }
            size = size * 16 + value
            digits += 1
            index += 1
        }
        guard digits > 0 else { throw .badRequest("invalid chunk size") }
        while index < line.endIndex, HTTPSyntax.isWhitespace(line[index]) { index += 1 }
        if index < line.endIndex && line[index] != UInt8(ascii: ";") { throw .badRequest("invalid chunk size") }
        // Extensions are skipped, but only when they hold field-value bytes: no NUL, DEL, bare CR or other controls.
        if !line[index...].allSatisfy(HTTPSyntax.isFieldValueByte) { throw .badRequest("invalid byte in chunk extension") }
        return size
    }

    private static func hexValue(_ b: UInt8) -> Int? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(b - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

extension HTTPHeaders {
    package mutating func add(_ field: HTTPField) { add(field.name, field.value) }
}
