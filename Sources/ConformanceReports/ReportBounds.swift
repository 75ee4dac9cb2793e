import ConformanceBasics
import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How much of each recorded body the reports show, so that their size and the time to write
/// them stay bounded whatever the back-end answers (verdicts are judged on the whole bodies first).
///
/// Each body is cut to its first `bodyBytes` (64 KiB), and once the journal's bodies have used
/// `journalBodyBytes` (8 MiB) in all, every later body to its first `exhaustedBodyBytes` (1 KiB).
/// A cut body keeps its full length and the SHA-256 of the whole (redacted) body, which every
/// report shows (`Exchange.requestBodyCut`, `responseBodyCut`). Apply to a redacted result: the
/// digest is then that of what the report would have shown in full.
public enum ReportBounds {
    /// The most bytes of one body a report shows.
    public static let bodyBytes = RecordedBody.maxBytes
    /// The most body bytes the journal shows in all before bodies are cut to `exhaustedBodyBytes`.
    public static let journalBodyBytes = 8 << 20
    /// The most bytes of one body shown once `journalBodyBytes` are used.
    static let exhaustedBodyBytes = 1024

    /// `result` with every body in its journal within the bounds (in journal order). Digests are
    /// computed until `deadline` (the run's); a body cut after it keeps its length without one.
    public static func apply(to result: RunResult, until deadline: ContinuousClock.Instant? = nil) -> RunResult {
        var bounded = result
        var used = 0
        var digests = RecentBodies<String>()
        bounded.journal = result.journal.map { exchange in
            var exchange = exchange
            let digest = deadline.map { ContinuousClock.now < $0 } ?? true
            if let cut = cut(&exchange.request.body, used: &used, digest: digest, digests: &digests) { exchange.requestBodyCut = cut }
            if exchange.response != nil, let cut = cut(&exchange.response!.body, used: &used, digest: digest, digests: &digests) {
                exchange.responseBodyCut = cut
            }
            return exchange
        }
        return bounded
    }

    private static func cut(_ body: inout [UInt8], used: inout Int, digest: Bool, digests: inout RecentBodies<String>) -> CutBody? {
        let limit = used >= journalBodyBytes ? exhaustedBodyBytes : bodyBytes
        guard body.count > limit else {
            used += body.count
            return nil
        }
        var kept = limit
        // Cut on a UTF-8 character boundary, so a text body stays text.
        while kept > 0 && kept < body.count && body[kept] & 0xC0 == 0x80 { kept -= 1 }
        let note = CutBody(bytes: body.count, sha256: digest ? digests.value(for: body) { SHA256.hex(of: $0) } : nil, kept: kept)
        body = Array(body[..<kept])
        used += kept
        return note
    }

    /// One line saying what was cut: `body cut to its first 65536 of 4190208 bytes (SHA-256 of the whole: ...)`.
    public static func note(_ cut: CutBody) -> String {
        "body cut to its first \(cut.kept) of \(cut.bytes) bytes (SHA-256 of the whole\(cut.sha256.map { ": \($0)" } ?? ": not computed, the run deadline had passed"))"
    }
}
