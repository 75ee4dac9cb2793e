import Foundation
import Synchronization

/// The run's append-only record of every exchange, shared by the stand-in and the app driver.
public final class Journal: Sendable {
    private let storage = Mutex<[Exchange]>([])

    public init() {}

    /// Appends `exchange`, numbering it; returns its id.
    @discardableResult
    public func record(_ exchange: Exchange) -> Int {
        storage.withLock { list in
            var numbered = exchange
            numbered.id = list.count + 1
            list.append(numbered)
            return numbered.id
        }
    }

    /// Every exchange so far, in the order recorded.
    public var exchanges: [Exchange] { storage.withLock { $0 } }
}
