import ConformanceBasics
import ConformanceModel
import HTTP1Codec

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an answer of the stand-in as a case's variations say: the same message in other bytes
/// (its JSON restyled, its headers respelled, its framing and connection changed). What the answer
/// says never changes; ids and links of other forms are issued by the create itself
/// (`StableIdentifiers.processID(_:form:)`, `IssuedLink`).
enum AnswerVarying {
    /// The variations an answer to `request` plays of `variations`: gzip only when the request accepts it.
    package static func played(_ variations: [AnswerVariation], for request: HTTPRequest) -> [AnswerVariation] {
        guard variations.contains(.gzip), !GzipCoding.accepted(request.headers.values(for: "Accept-Encoding")) else { return variations }
        return variations.filter { $0 != .gzip }
    }

    /// `response` with `variations` applied (`played` first); a body that is not JSON keeps its bytes.
    package static func apply(_ variations: [AnswerVariation], to response: HTTPResponse, id: String) -> HTTPResponse {
        guard !variations.isEmpty else { return response }
        var varied = response
        let has = { (variation: AnswerVariation) in variations.contains(variation) }
        if let style = style(variations), let value = JSONValue.parse(response.body) {
            let value = has(.extraFields) ? HumanPluginStandIn.withExtraFields(value, id: id) : value
            varied.body = JSONStyledText.bytes(value, style: style)
        }
        var headers = varied.headers
        if let type = headers["Content-Type"], type.equalsIgnoringASCIICase("application/json") {
            if has(.charset) { HTTPEncoder.replace("Content-Type", with: "application/json; charset=utf-8", in: &headers) }
            if has(.mediaTypeCase) { HTTPEncoder.replace("Content-Type", with: "Application/JSON", in: &headers) }
        }
        if has(.extraHeaders) {
            headers.add("X-Request-Id", "req-" + StableIdentifiers.nonceText(StableIdentifiers.fnv1a(id + String(varied.body.count))))
            headers.add("Cache-Control", "no-store")
            headers.add("Vary", "Accept-Encoding, Authorization")
            headers.add("Server", "human-plugin/1.7")
        }
        if has(.connectionClose) { headers.add("Connection", "close") }
        if has(.chunked) || has(.chunkedTrailers) {
            varied.wire.chunkBytes = AnswerVariation.chunkBytes
            headers.add("Transfer-Encoding", "chunked")
            if has(.chunkedTrailers) {
                headers.add("Trailer", "X-Answer-Digest")
                varied.wire.trailers = [HTTPField(name: "X-Answer-Digest", value: "sha-256=" + SHA256.hex(of: varied.body).prefix(16))]
            }
        }
        if has(.idleClose) { varied.wire.idleClose = .zero }
        if has(.gzip) && !varied.body.isEmpty {
            headers.add("Content-Encoding", "gzip")
            headers.add("Vary", "Accept-Encoding")
            varied.wire.gzip = true
        }
        if has(.lowercaseNames) {
            // The server adds Content-Length and Date where they are missing, in its own spelling: given here, in lowercase.
            if varied.wire.chunkBytes == nil && !headers.contains("Content-Length") {
                headers.add("Content-Length", String(varied.body.count))
            }
            if !headers.contains("Date") { headers.add("Date", HTTPEncoder.imfFixdate(time(nil))) }
            headers = HTTPHeaders(headers.fields.map { HTTPField(name: $0.name.lowercased(), value: $0.value) })
            varied.wire.trailers = varied.wire.trailers.map { HTTPField(name: $0.name.lowercased(), value: $0.value) }
        }
        varied.headers = headers
        return varied
    }

    /// The delay a case's variations put before the answer, in seconds (0: none).
    static func latencySeconds(_ variations: [AnswerVariation]) -> Double {
        for case let .latency(milliseconds) in variations { return Double(milliseconds) / 1000 }
        return 0
    }

    /// The JSON style the variations ask for; nil when they leave the body's bytes alone.
    private static func style(_ variations: [AnswerVariation]) -> JSONStyle? {
        var style = JSONStyle()
        var restyled = false
        for variation in variations {
            switch variation {
            case .spaces: style.spaces = true
            case .pretty: style.indent = 2
            case .keyOrder: style.reverseKeys = true
            case .escapedSlashes: style.escapeSlashes = true
            case .unicodeEscapes: style.escapeAllButAlphanumerics = true
            case .whitespace: style.surrounding = "\n  "
            case .extraFields: break
            default: continue
            }
            restyled = true
        }
        return restyled ? style : nil
    }
}
