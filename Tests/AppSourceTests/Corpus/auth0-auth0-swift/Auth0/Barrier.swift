import Foundation

protocol Barrier: AnyObject, Sendable {
    func raise() -> Bool
    func lower()
}

final class QueueBarrier: Barrier, @unchecked Sendable {
    static let shared = QueueBarrier()

    private(set) var isRaised: Bool = false

    private init() {}

    func raise() -> Bool {
        serialQueue.sync {
            guard !self.isRaised else { return false }
            self.isRaised = true
            return self.isRaised
        }
    }

    func lower() {
        serialQueue.sync {
            self.isRaised = false
        }
    }
}
