import ConformanceBasics
import HTTP1Codec
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The run's append-only record of every exchange, shared by the stand-in and the app driver.
///
/// A run's journal keeps everything (the checks read all of it). A long-lived sandbox can instead
/// give a `capacity`: the journal then keeps only the most recent exchanges, while ids keep counting
/// from 1 and `recordedCount` still says how many were recorded in all.
public final class Journal: Sendable {
    private struct Storage {
        /// Retained exchanges; once `capacity` is reached, a ring whose oldest entry is at `head`.
        package var items: [Exchange] = []
        package var head = 0
        package var total = 0

        /// Where exchange `id` is kept, if it still is: ids are handed out in order, so the ring
        /// keeps id `k` at `(k - 1) % capacity`.
        package func index(of id: Int, capacity: Int?) -> Int? {
            guard id >= 1, id <= total, id > total - items.count else { return nil }
            guard let capacity else { return id - 1 }
            return (id - 1) % capacity
        }
    }

    private let storage = PlainMutex(Storage())
    /// The most exchanges kept, or nil to keep every one.
    public let capacity: Int?
    /// The most bytes of each body kept, or nil to keep whole bodies (see `BodyBound`).
    let bodyBound: BodyBound?

    /// A journal that keeps every exchange.
    public init() {
        capacity = nil
        bodyBound = nil
    }

    /// A journal that keeps only the last `capacity` exchanges (at least 1), and with `bodyBytes`, only
    /// the first `bodyBytes` of each body (plus its full size and SHA-256).
    public init(capacity: Int, bodyBytes: Int? = nil) {
        self.capacity = max(1, capacity)
        bodyBound = bodyBytes.map { BodyBound(bytes: $0) }
    }

    /// Appends `exchange`, numbering it; returns its id.
    @discardableResult
    public func record(_ exchange: Exchange) -> Int {
        var numbered = bodyBound?.apply(to: exchange) ?? exchange
        let capacity = self.capacity ?? .max
        let (id, evicted) = storage.withLock { s -> (Int, Exchange?) in
            s.total += 1
            numbered.id = s.total
            if s.items.count < capacity {
                s.items.append(numbered)
                return (s.total, nil)
            }
            let old = s.items[s.head]
            s.items[s.head] = numbered
            s.head = s.head + 1 == s.items.count ? 0 : s.head + 1
            return (s.total, old)
        }
        _ = evicted  // released here, outside the lock
        return id
    }

    /// Records a request the moment it arrives (or is sent), held (no answer yet), numbering it by arrival;
    /// returns its id, for `settle`.
    @discardableResult
    public func arrive(_ exchange: Exchange) -> Int {
        record(exchange)
    }

    /// Gives exchange `id` its answer, or its fate without one, and how long it took. Returns the
    /// settled exchange, or nil when it is no longer kept.
    @discardableResult
    /// `error` says why there is no answer (the fate's own words when nil); `request`, when given,
    /// replaces the request as it was finally sent (the client adds headers).
    public func settle(
        _ id: Int, response: HTTPResponse?, fate: Fate, error: String? = nil, request: HTTPRequest? = nil,
        durationMilliseconds: Double, variations: [String]? = nil
    ) -> Exchange? {
        let capacity = self.capacity
        guard var exchange = storage.withLock({ s in s.index(of: id, capacity: capacity).map { s.items[$0] } }) else { return nil }
        if let request { exchange.request = request }
        exchange.response = response
        exchange.fate = response == nil ? (fate == .answered ? .failed : fate) : .answered
        exchange.error = response == nil ? (error ?? exchange.fate.unansweredReason) : nil
        exchange.durationMilliseconds = durationMilliseconds
        if let variations { exchange.variations = variations }
        if let bodyBound { exchange = bodyBound.apply(to: exchange) }  // outside the lock: a digest is linear in the body
        let settled = exchange
        return storage.withLock { s -> Exchange? in
            guard let index = s.index(of: id, capacity: capacity), s.items[index].id == id else { return nil }
            s.items[index] = settled
            return settled
        }
    }

    /// Every exchange kept, in the order recorded (all of them unless a capacity was given).
    public var exchanges: [Exchange] {
        storage.withLock { s in
            s.head == 0 ? s.items : Array(s.items[s.head...] + s.items[..<s.head])
        }
    }

    /// How many exchanges were recorded, including any no longer kept.
    var recordedCount: Int { storage.withLock { $0.total } }
}
