import ConformanceBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The SHA-256s taken of a report directory's files when proving them the kit's (`ReportDirectory`)
/// or verifying them (`verify`): each file is hashed a chunk at a time (memory stays at one chunk),
/// once per device and inode however many names it has (200 hard links to one file cost one
/// hash), and all of them within one budget of bytes, so that a directory built to make the kit
/// hash for minutes is refused in seconds.
package final class FileDigests {
    /// What a name's digest came to.
    package enum Outcome: Equatable {
        case digest(String)
        /// Not a regular file of at most the size bound (missing, a link, a FIFO, too large).
        case unreadable
        /// Hashing it would pass the budget; it was not read.
        case overBudget
    }

    /// The bytes one verify or one inspection may hash in all.
    static let defaultBudget = 1 << 30

    package let budget: Int
    package let largestFile: Int
    private(set) var spent = 0
    private var known: [RegularFile.Identity: String] = [:]

    package init(budget: Int = FileDigests.defaultBudget, largestFile: Int) {
        self.budget = budget
        self.largestFile = largestFile
    }

    /// The digest of the regular file at `path` (a final symbolic link is refused).
    package func digest(_ path: String) -> Outcome {
        guard let identity = RegularFile.identity(path, followingLinks: false), identity.size <= largestFile else { return .unreadable }
        if let hex = known[identity] { return .digest(hex) }
        guard spent + identity.size <= budget else { return .overBudget }
        guard let (hex, read) = try? RegularFile.sha256(path, limit: min(largestFile, budget - spent), followingLinks: false) else {
            return .unreadable
        }
        spent += read.size
        known[read] = hex
        return .digest(hex)
    }

    /// The digest, or nil when the file could not be hashed (unreadable or past the budget).
    package func hex(_ path: String) -> String? {
        if case .digest(let hex) = digest(path) { return hex }
        return nil
    }

    /// The budget as a person would write it (`1 GiB`).
    package var budgetText: String { RegularFile.size(budget) }
}
