// libFuzzer entry for the request decoder (built with the HTTP codec sources by scripts/fuzz/run.sh).
// Properties checked on every input, besides "no crash, no hang":
// - decoding is independent of how the bytes arrive: the input fed in one piece, split at a point
//   chosen by a hash of the input, and byte by byte (inputs up to 128 bytes, and one in 16 of the others) gives the same requests
//   and the same error status;
// - every decoded request can be written back by the encoder (or is refused with a typed error), and
//   what the encoder writes decodes to the same method, target, version and body.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequestDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    var limits = HTTPLimits()
    limits.bodyBytes = 64 * 1024
    limits.headerSectionBytes = 8 * 1024
    limits.requestLineBytes = 2 * 1024

    let whole = FuzzRequests.decode([input], limits: limits)
    let hash = fuzzHash(input)
    let split = Int(hash % UInt64(input.count + 1))
    let pieces = FuzzRequests.decode([Array(input[..<split]), Array(input[split...])], limits: limits)
    let bytewise = input.count <= 128 || hash % 16 == 0 ? FuzzRequests.decode(input.map { [$0] }, limits: limits) : whole
    guard whole == pieces, whole == bytewise else {
        fatalError("request decoding depends on the split at \(split): \(whole) vs \(pieces) vs \(bytewise)")
    }
    for request in whole.requests {
        guard let encoded = try? HTTPEncoder.encode(request) else { continue }
        var decoder = HTTPRequestDecoder(limits: HTTPLimits())
        decoder.append(encoded)
        // The encoder writes the fields as given; a chunked request's decoded body is not re-chunked.
        if request.headers.contains("Transfer-Encoding") { continue }
        guard let again = try? decoder.next() else { fatalError("an encoded request does not decode: \(request)") }
        guard again.method == request.method, again.target == request.target, again.version == request.version else {
            fatalError("encode/decode changed the request line: \(request) vs \(again)")
        }
    }
    return 0
}

enum FuzzRequests {
    struct Outcome: Equatable, CustomStringConvertible {
        var requests: [HTTPRequest] = []
        var errorStatus: Int?
        var description: String { "\(requests.count) requests, error \(errorStatus.map(String.init) ?? "none")" }
    }

    static func decode(_ pieces: [[UInt8]], limits: HTTPLimits) -> Outcome {
        var decoder = HTTPRequestDecoder(limits: limits)
        var outcome = Outcome()
        do {
            for piece in pieces {
                decoder.append(piece)
                while let request = try decoder.next() {
                    outcome.requests.append(request)
                    if outcome.requests.count > 10_000 { fatalError("more requests than bytes") }
                }
            }
        } catch {
            outcome.errorStatus = error.status
        }
        return outcome
    }
}

/// FNV-1a, so that a seed file is a plain message and the split point still varies with every mutation.
func fuzzHash(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
}
