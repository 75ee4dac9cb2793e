#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What changed between two reports of a partner's back-end (`hp-conformance diff OLD NEW`, and
/// the "Since the previous report" section of `report.html` with `run --previous DIR`): checks
/// whose status changed, warnings that appeared or went, the kit's and the contract's versions,
/// the CI commit, and the redacted configuration's lines.
public struct ReportDiff: Sendable, Codable, Equatable {
    public struct StatusChange: Sendable, Codable, Equatable {
        public var checkID: String
        /// nil: the check is not in that report.
        public var old: VerdictStatus?
        public var new: VerdictStatus?
    }

    public var oldRunID: String
    public var newRunID: String
    public var statusChanges: [StatusChange]
    /// Checks warning now that did not before, with what was seen.
    public var newWarnings: [String]
    /// Checks that warned before and do not now.
    public var goneWarnings: [String]
    /// `kit 0.1.0 → 0.2.0`, `contract ...`, `ci.commit ...`: one line per changed fact.
    public var facts: [String]
    /// The redacted configuration's changed lines, `- old` and `+ new` (empty when equal).
    public var configuration: [String]

    public var isEmpty: Bool { statusChanges.isEmpty && newWarnings.isEmpty && goneWarnings.isEmpty && facts.isEmpty && configuration.isEmpty }

    /// The changes from `old` to `new`.
    public init(old: ReadReport, new: ReadReport) {
        oldRunID = old.runID
        newRunID = new.runID
        let before = Dictionary(old.verdicts.map { ($0.checkID, $0) }) { first, _ in first }
        let after = Dictionary(new.verdicts.map { ($0.checkID, $0) }) { first, _ in first }
        var changes: [StatusChange] = []
        for verdict in new.verdicts where before[verdict.checkID]?.status != verdict.status {
            changes.append(StatusChange(checkID: verdict.checkID, old: before[verdict.checkID]?.status, new: verdict.status))
        }
        for verdict in old.verdicts where after[verdict.checkID] == nil {
            changes.append(StatusChange(checkID: verdict.checkID, old: verdict.status, new: nil))
        }
        statusChanges = changes
        newWarnings = new.verdicts.filter { $0.status == .warn && before[$0.checkID]?.status != .warn }
            .map { "\($0.checkID): \(VerdictText.clipped($0.seen))" }
        goneWarnings = old.verdicts.filter { $0.status == .warn && after[$0.checkID]?.status != .warn }.map(\.checkID)
        var facts: [String] = []
        func fact(_ name: String, _ a: String?, _ b: String?) {
            if a != b { facts.append("\(name): \(a ?? "none") → \(b ?? "none")") }
        }
        fact("kit", old.metadata.kitVersion, new.metadata.kitVersion)
        fact("contract", old.metadata.contractVersion, new.metadata.contractVersion)
        fact("contract.sha256", old.metadata.contractSHA256, new.metadata.contractSHA256)
        fact("config.sha256", old.metadata.configSHA256, new.metadata.configSHA256)
        fact("status", old.status, new.status)
        fact("backend", old.provenance.map { "\($0.backendMode): \($0.backend)" }, new.provenance.map { "\($0.backendMode): \($0.backend)" })
        fact("ci.repository", old.provenance?.ci?.repository, new.provenance?.ci?.repository)
        fact("ci.commit", old.provenance?.ci?.commit, new.provenance?.ci?.commit)
        self.facts = facts
        configuration = Self.lineChanges(old.evidence?.configuration ?? "", new.evidence?.configuration ?? "")
    }

    /// The diff as text, one change a line, under headings; "no changes" when there are none.
    public var text: String {
        var out = "changes from \(oldRunID) to \(newRunID)\n"
        if isEmpty { return out + "no changes\n" }
        if !facts.isEmpty { out += "\nfacts:\n" + facts.map { "  \($0)\n" }.joined() }
        if !statusChanges.isEmpty {
            out += "\nchecks whose status changed:\n"
            out += statusChanges.map { "  \($0.checkID): \($0.old?.rawValue ?? "absent") → \($0.new?.rawValue ?? "absent")\n" }.joined()
        }
        if !newWarnings.isEmpty { out += "\nnew warnings:\n" + newWarnings.map { "  \($0)\n" }.joined() }
        if !goneWarnings.isEmpty { out += "\ngone warnings:\n" + goneWarnings.map { "  \($0)\n" }.joined() }
        if !configuration.isEmpty { out += "\nconfiguration (redacted):\n" + configuration.map { "  \($0)\n" }.joined() }
        return out
    }

    /// Lines of `old` not in `new` (`- `) and of `new` not in `old` (`+ `), in order, by a longest
    /// common subsequence of lines (configurations are short; past 2,000 lines, a plain set difference).
    static func lineChanges(_ old: String, _ new: String) -> [String] {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        if a == b { return [] }
        guard a.count <= 2_000, b.count <= 2_000 else {
            let setA = Set(a), setB = Set(b)
            return a.filter { !setB.contains($0) && !$0.isEmpty }.map { "- \($0)" } + b.filter { !setA.contains($0) && !$0.isEmpty }.map { "+ \($0)" }
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
            if i < a.count, j < b.count, a[i] == b[j] { i += 1; j += 1 }
            else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] { if !a[i].isEmpty { out.append("- \(a[i])") }; i += 1 }
            else { if !b[j].isEmpty { out.append("+ \(b[j])") }; j += 1 }
        }
        return out
    }
}
