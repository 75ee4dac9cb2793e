import Foundation
import HumanPluginConformance
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `LiveJudge` with its checks and their catalogue definitions looked up once, not per exchange:
/// `serve` judges every exchange it receives, and under load those look-ups were most of the cost.
/// Same lines as `LiveJudge.judge`.
///
/// A back-end polls `GET /v1/processes/{id}` with the same request again and again, and each
/// exchange is judged alone, so the lines depend only on what was sent and answered. The judge
/// therefore remembers the lines of the last few exchanges that passed every check, keyed by the
/// whole exchange minus its id and timing, and reuses them for an identical exchange. Exchanges
/// with a broken check are always judged afresh (their lines may quote the exchange).
struct PreparedLiveJudge: Sendable {
    let base: LiveJudge
    private let checks: [(id: String, definition: CheckDefinition, check: any Check)]
    private let recent = RecentJudgements()

    init(_ base: LiveJudge) {
        self.base = base
        checks = LiveJudge.perExchangeChecks.compactMap { id in
            guard let definition = base.specs.catalogue.definition(id), let check = CheckRegistry.check(id) else { return nil }
            return (id, definition, check)
        }
    }

    func judge(_ exchange: Exchange) -> [LiveJudge.Line] {
        if exchange.step == "unknown-call" || exchange.step == "unknown-path" { return base.judge(exchange) }
        var key = exchange
        key.id = 0
        key.startedAt = Date(timeIntervalSince1970: 0)
        key.durationMilliseconds = 0
        if let lines = recent.lines(for: key) { return lines }
        let lines = judgeAfresh(exchange)
        if !lines.contains(where: \.broken) { recent.remember(key, lines) }
        return lines
    }

    private func judgeAfresh(_ exchange: Exchange) -> [LiveJudge.Line] {
        let evidence = RunEvidence(configuration: base.configuration, contract: base.specs.contract, journal: [exchange], scenarios: [], processes: [])
        var lines: [LiveJudge.Line] = []
        for (id, definition, check) in checks {
            let verdict = Judge.verdict(definition, check.judge(evidence))
            switch verdict.status {
            case .pass: lines.append(LiveJudge.Line(text: "✓ \(id)", broken: false, warning: false))
            case .fail: lines.append(LiveJudge.Line(text: "✗ \(id): \(verdict.seen)", broken: true, warning: false))
            case .warn: lines.append(LiveJudge.Line(text: "! \(id): \(verdict.seen)", broken: true, warning: true))
            case .skip, .error: continue
            }
        }
        return lines
    }
}

/// The lines of the last few all-passing exchanges (a small ring; the lock is held only to copy it).
private final class RecentJudgements: @unchecked Sendable {
    static let size = 16
    private let lock = NSLock()
    private var entries: [(key: Exchange, lines: [LiveJudge.Line])] = []
    private var next = 0

    func lines(for key: Exchange) -> [LiveJudge.Line]? {
        lock.lock()
        let snapshot = entries
        lock.unlock()
        return snapshot.first { $0.key == key }?.lines
    }

    func remember(_ key: Exchange, _ lines: [LiveJudge.Line]) {
        lock.lock()
        defer { lock.unlock() }
        if entries.contains(where: { $0.key == key }) { return }
        if entries.count < Self.size {
            entries.append((key, lines))
        } else {
            entries[next] = (key, lines)
            next = (next + 1) % Self.size
        }
    }
}

/// Writes the live log straight to descriptor 1 (what `Console.out` does, without building a `Data`
/// per line): one `write` per exchange, so the lines of concurrent exchanges stay together.
enum StandardOutput {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                #if canImport(Glibc)
                let n = Glibc.write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                #else
                let n = Darwin.write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                #endif
                if n > 0 {
                    offset += n
                } else if n < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}

/// UTC timestamps for the live log, as `ISO8601DateFormatter` writes them (`2026-11-29T13:21:07Z`),
/// without building a formatter per line.
enum LogTimestamp {
    static func iso8601(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        var out: [UInt8] = []
        out.reserveCapacity(20)
        func digits(_ value: Int32, _ count: Int) {
            var divisor: Int32 = 1
            for _ in 1..<count { divisor *= 10 }
            var value = value
            while divisor > 0 {
                out.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                value %= divisor
                divisor /= 10
            }
        }
        digits(parts.tm_year + 1900, 4); out.append(UInt8(ascii: "-"))
        digits(parts.tm_mon + 1, 2); out.append(UInt8(ascii: "-"))
        digits(parts.tm_mday, 2); out.append(UInt8(ascii: "T"))
        digits(parts.tm_hour, 2); out.append(UInt8(ascii: ":"))
        digits(parts.tm_min, 2); out.append(UInt8(ascii: ":"))
        digits(parts.tm_sec, 2); out.append(UInt8(ascii: "Z"))
        return String(decoding: out, as: UTF8.self)
    }
}

