import ConformanceBasics

/// What remains of a body cut to a bound: its full size, its SHA-256 (when asked for), and how many
/// bytes were kept.
public struct CutBody: Sendable, Codable, Equatable {
    public var bytes: Int
    public var sha256: String?
    public var kept: Int

    package init(bytes: Int, sha256: String? = nil, kept: Int) {
        self.bytes = bytes
        self.sha256 = sha256
        self.kept = kept
    }
}

/// Keeps a long-lived journal or log small: a body longer than `bytes` is cut to its first `bytes`,
/// and the exchange records the full size and digest (`Exchange.requestBodyCut` / `responseBodyCut`).
/// Shorter bodies are left alone, so their cost is one length comparison.
public struct BodyBound: Sendable, Equatable {
    public var bytes: Int
    /// Whether a cut body's SHA-256 is computed (linear in its size; a journal wants it, a judge does not).
    public var digest: Bool

    public init(bytes: Int, digest: Bool = true) {
        self.bytes = max(0, bytes)
        self.digest = digest
    }

    /// `exchange` with both bodies within the bound.
    public func apply(to exchange: Exchange) -> Exchange {
        var bounded = exchange
        if let cut = cut(&bounded.request.body) { bounded.requestBodyCut = cut }
        if bounded.response != nil, let cut = cut(&bounded.response!.body) { bounded.responseBodyCut = cut }
        return bounded
    }

    private func cut(_ body: inout [UInt8]) -> CutBody? {
        guard body.count > bytes else { return nil }
        let note = CutBody(bytes: body.count, sha256: digest ? SHA256.hex(of: body) : nil, kept: bytes)
        body = Array(body[..<bytes])
        return note
    }
}
