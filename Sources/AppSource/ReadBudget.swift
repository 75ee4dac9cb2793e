import ConformanceBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What reading one app project may cost, in total over all its files: bytes read and Swift
/// tokens kept. A file past the budget is left out (not read at all), and the project's problems
/// say how many files and bytes were left out, so memory stays bounded on any tree.
package struct ReadBudget: Sendable {
    /// The largest single file read.
    static let maxFileBytes = 8 << 20
    /// All files read, together (a large real app holds a few MiB of Swift).
    static let maxTotalBytes = 32 << 20
    /// Swift tokens lexed over the whole project (40 bytes each, plus 4 for bracket pairing; a
    /// file's are dropped once it is digested, unless it creates a session: see `SwiftSources`).
    static let maxTokens = 4_000_000

    /// This project's bounds (the defaults above; smaller in tests).
    let totalBytes: Int
    let totalTokens: Int

    package init(totalBytes: Int = maxTotalBytes, totalTokens: Int = maxTokens) {
        self.totalBytes = totalBytes
        self.totalTokens = totalTokens
    }

    private(set) var bytesRead = 0
    package private(set) var tokens = 0
    /// Paths (relative to the project) left out, in the order met.
    package private(set) var leftOut: [String] = []
    private(set) var leftOutBytes = 0

    var bytesLeft: Int { max(totalBytes - bytesRead, 0) }
    var tokensLeft: Int { max(totalTokens - tokens, 0) }

    mutating func spend(bytes: Int) { bytesRead += bytes }
    mutating func spend(tokens count: Int) { tokens += count }

    /// Records `relative` as left out; `full` is looked at (not read) for its size.
    mutating func leaveOut(_ full: String, relative: String) {
        leftOut.append(relative)
        var status = stat()
        if lstat(full, &status) == 0 { leftOutBytes += Int(status.st_size) }
    }

    /// One line saying what was left out, or nil when nothing was.
    var leftOutSummary: String? {
        guard !leftOut.isEmpty else { return nil }
        let named = leftOut.prefix(3).joined(separator: ", ") + (leftOut.count > 3 ? ", …" : "")
        return "\(leftOut.count) file(s) (\(Self.megabytes(leftOutBytes))) not read: the project's read budget "
            + "(\(RegularFile.size(totalBytes)) in all, \(totalTokens) Swift tokens) was spent before them; "
            + "the checks judged the files read (left out: \(named))"
    }

    private static func megabytes(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\((bytes + (1 << 19)) >> 20) MiB" : bytes >= 1 << 10 ? "\((bytes + (1 << 9)) >> 10) KiB" : "\(bytes) bytes"
    }
}
