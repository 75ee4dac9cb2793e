import ConformanceModel

/// The most processes a long-lived stand-in (`serve`) keeps, by count and by the bytes they hold
/// (their strings, and the read answer built from them). Past either, the oldest are dropped: a read
/// of a dropped process answers 404 like any unknown id.
public struct ProcessBound: Sendable, Equatable {
    public var count: Int
    public var bytes: Int

    public init(count: Int, bytes: Int) {
        self.count = max(1, count)
        self.bytes = max(1, bytes)
    }

    /// What `serve` keeps: the last 1,000 processes, within 32 MiB.
    public static let sandbox = ProcessBound(count: 1_000, bytes: 32 << 20)

    /// The estimated bytes held for `process`: its strings twice (the process and its cached read answer)
    /// plus a fixed overhead.
    static func cost(of process: IssuedProcess) -> Int {
        let strings =
            process.id.utf8.count + process.link.utf8.count + (process.correlationId?.utf8.count ?? 0)
            + (process.callbackUri?.utf8.count ?? 0) + process.state.utf8.count + process.completesAs.utf8.count
            + process.scenario.utf8.count
            + (process.journey?.utf8.count ?? 0)
        return 2 * strings + 512
    }
}

extension HumanPluginStandIn.State {
    /// Stores a new process; with a bound, drops the oldest processes until both limits hold again
    /// (the new one is always kept).
    mutating func admit(_ process: IssuedProcess, bound: ProcessBound?) {
        if let previous = processes[process.id] {
            processBytes -= ProcessBound.cost(of: previous)
            order.removeAll { $0 == process.id }
        }
        processes[process.id] = process
        readAnswers[process.id] = nil
        order.append(process.id)
        processBytes += ProcessBound.cost(of: process)
        guard let bound else { return }
        var dropped = 0
        while order.count - dropped > 1 && (order.count - dropped > bound.count || processBytes > bound.bytes) {
            let oldest = order[dropped]
            dropped += 1
            if let gone = processes.removeValue(forKey: oldest) { processBytes -= ProcessBound.cost(of: gone) }
            readAnswers[oldest] = nil
        }
        if dropped > 0 { order.removeFirst(dropped) }
    }
}
