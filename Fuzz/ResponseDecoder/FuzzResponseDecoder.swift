// libFuzzer entry for the response decoder (built with the HTTP codec sources by scripts/fuzz/run.sh).
// Properties checked on every input, besides "no crash, no hang": a hash of the input chooses the
// request method (GET or HEAD) and a split point; the input decoded in one piece, in two pieces and
// byte by byte (inputs up to 128 bytes and one in 16 of the others; then the end of the stream) gives the same responses, interim
// ones included, and the same error status; a decoded body never exceeds the body limit.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResponseDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let hash = fuzzHash(input)
    let method = hash >> 63 == 0 ? "GET" : "HEAD"
    var limits = HTTPResponseDecoder.Limits()
    limits.bodyBytes = 64 * 1024
    limits.headerSectionBytes = 8 * 1024
    limits.statusLineBytes = 2 * 1024

    let whole = FuzzResponses.decode([input], method: method, limits: limits)
    let split = Int(hash % UInt64(input.count + 1))
    let pieces = FuzzResponses.decode([Array(input[..<split]), Array(input[split...])], method: method, limits: limits)
    let bytewise = input.count <= 128 || hash % 16 == 0 ? FuzzResponses.decode(input.map { [$0] }, method: method, limits: limits) : whole
    guard whole == pieces, whole == bytewise else {
        fatalError("response decoding depends on the split at \(split): \(whole) vs \(pieces) vs \(bytewise)")
    }
    for response in whole.responses where response.body.count > limits.bodyBytes {
        fatalError("a body of \(response.body.count) bytes passed the \(limits.bodyBytes)-byte limit")
    }
    return 0
}

enum FuzzResponses {
    struct Outcome: Equatable, CustomStringConvertible {
        var responses: [HTTPResponse] = []
        var errorStatus: Int?
        var description: String { "\(responses.count) responses, error \(errorStatus.map(String.init) ?? "none")" }
    }

    static func decode(_ pieces: [[UInt8]], method: String, limits: HTTPResponseDecoder.Limits) -> Outcome {
        var decoder = HTTPResponseDecoder(requestMethod: method, limits: limits)
        var outcome = Outcome()
        do {
            for piece in pieces {
                decoder.append(piece)
                while let response = try decoder.next() {
                    outcome.responses.append(response)
                    if outcome.responses.count > 10_000 { fatalError("more responses than bytes") }
                }
            }
            if let last = decoder.finishAtEndOfStream() { outcome.responses.append(last) }
        } catch {
            outcome.errorStatus = error.status
        }
        return outcome
    }
}

/// FNV-1a, so that a seed file is a plain message and the choices still vary with every mutation.
func fuzzHash(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
}
