@testable import HTTP1Codec

/// Feeds `text` in pieces and collects every request, or the first error.
package func decodeRequests(
    _ pieces: [[UInt8]], limits: HTTPLimits = HTTPLimits()
) -> (requests: [HTTPRequest], error: HTTPDecodingError?, decoder: HTTPRequestDecoder) {
    var decoder = HTTPRequestDecoder(limits: limits)
    var requests: [HTTPRequest] = []
    do {
        for piece in pieces {
            decoder.append(piece)
            while let request = try decoder.next() { requests.append(request) }
        }
    } catch {
        return (requests, error, decoder)
    }
    return (requests, nil, decoder)
}

package func decodeRequests(
    _ text: String, limits: HTTPLimits = HTTPLimits()
) -> (requests: [HTTPRequest], error: HTTPDecodingError?, decoder: HTTPRequestDecoder) {
    decodeRequests([Array(text.utf8)], limits: limits)
}
