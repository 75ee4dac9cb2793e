import ConformanceModel
import ConformanceReports

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A `ReportDiff` computed from two reports read back from their directories.
extension ReportDiff {
    /// The changes from `old` to `new`.
    public init(old: ReadReport, new: ReadReport) {
        let before = Dictionary(old.verdicts.map { ($0.checkID, $0) }) { first, _ in first }
        let after = Dictionary(new.verdicts.map { ($0.checkID, $0) }) { first, _ in first }
        var changes: [StatusChange] = []
        for verdict in new.verdicts where before[verdict.checkID]?.status != verdict.status {
            changes.append(StatusChange(checkID: verdict.checkID, old: before[verdict.checkID]?.status, new: verdict.status))
        }
        for verdict in old.verdicts where after[verdict.checkID] == nil {
            changes.append(StatusChange(checkID: verdict.checkID, old: verdict.status, new: nil))
        }
        let newWarnings = new.verdicts.filter { $0.status == .warn && before[$0.checkID]?.status != .warn }
            .map { "\($0.checkID): \(VerdictText.clipped($0.seen))" }
        let goneWarnings = old.verdicts.filter { $0.status == .warn && after[$0.checkID]?.status != .warn }.map(\.checkID)
        var facts: [String] = []
        func fact(_ name: String, _ a: String?, _ b: String?) {
            if a != b { facts.append("\(name): \(a ?? "none") → \(b ?? "none")") }
        }
        fact("kit", old.metadata.kitVersion, new.metadata.kitVersion)
        fact("contract", old.metadata.contractVersion, new.metadata.contractVersion)
        fact("contract.sha256", old.metadata.contractSHA256, new.metadata.contractSHA256)
        fact("config.sha256", old.metadata.configSHA256, new.metadata.configSHA256)
        fact("status", old.status, new.status)
        fact("seed", String(old.metadata.seed), String(new.metadata.seed))
        fact("checks judged", old.evidence.map { "\($0.selected.count)" }, new.evidence.map { "\($0.selected.count)" })
        fact("mode", old.provenance?.backendMode, new.provenance?.backendMode)
        fact(
            "backend", old.provenance.map { "\($0.backendMode): \($0.backend)" }, new.provenance.map { "\($0.backendMode): \($0.backend)" })
        fact("ci.repository", old.provenance?.ci?.repository, new.provenance?.ci?.repository)
        fact("ci.commit", old.provenance?.ci?.commit, new.provenance?.ci?.commit)
        self.init(
            oldRunID: old.runID, newRunID: new.runID, statusChanges: changes, newWarnings: newWarnings, goneWarnings: goneWarnings,
            facts: facts, configuration: Self.lineChanges(old.evidence?.configuration ?? "", new.evidence?.configuration ?? ""))
    }

    /// Lines of `old` not in `new` (`- `) and of `new` not in `old` (`+ `), in order, by a longest
    /// common subsequence of lines (configurations are short; past 2,000 lines, a plain set difference).
    static func lineChanges(_ old: String, _ new: String) -> [String] {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        if a == b { return [] }
        guard a.count <= 2_000, b.count <= 2_000 else {
            let setA = Set(a), setB = Set(b)
            return a.filter { !setB.contains($0) && !$0.isEmpty }.map { "- \($0)" }
                + b.filter { !setA.contains($0) && !$0.isEmpty }.map { "+ \($0)" }
        }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1
                j += 1
            } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
                if !a[i].isEmpty { out.append("- \(a[i])") }
                i += 1
            } else {
                if !b[j].isEmpty { out.append("+ \(b[j])") }
                j += 1
            }
        }
        return out
    }
}
