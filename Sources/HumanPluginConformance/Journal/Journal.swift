#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// The run's append-only record of every exchange, shared by the stand-in and the app driver.
///
/// A run's journal keeps everything (the checks read all of it). A long-lived sandbox can instead
/// give a `capacity`: the journal then keeps only the most recent exchanges, while ids keep counting
/// from 1 and `recordedCount` still says how many were recorded in all.
public final class Journal: Sendable {
    private struct Storage {
        /// Retained exchanges; once `capacity` is reached, a ring whose oldest entry is at `head`.
        var items: [Exchange] = []
        var head = 0
        var total = 0
    }

    private let storage = PlainMutex(Storage())
    /// The most exchanges kept, or nil to keep every one.
    public let capacity: Int?
    /// The most bytes of each body kept, or nil to keep whole bodies (see `BodyBound`).
    public let bodyBound: BodyBound?

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

    /// Every exchange kept, in the order recorded (all of them unless a capacity was given).
    public var exchanges: [Exchange] {
        storage.withLock { s in
            s.head == 0 ? s.items : Array(s.items[s.head...] + s.items[..<s.head])
        }
    }

    /// How many exchanges were recorded, including any no longer kept.
    public var recordedCount: Int { storage.withLock { $0.total } }
}
