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

        package init(checkID: String, old: VerdictStatus? = nil, new: VerdictStatus? = nil) {
            self.checkID = checkID
            self.old = old
            self.new = new
        }
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

    /// Checks that now fail or are not judged where they did not before (a check gone counts as
    /// one: it is no longer shown to hold).
    public var regressions: [StatusChange] {
        statusChanges.filter { change in
            guard let old = change.old else { return change.new == .fail || change.new == .error }
            guard let new = change.new else { return old == .pass || old == .warn }
            return (new == .fail || new == .error) && new.favour < old.favour
        }
    }

    public var isEmpty: Bool {
        statusChanges.isEmpty && newWarnings.isEmpty && goneWarnings.isEmpty && facts.isEmpty && configuration.isEmpty
    }

    package init(
        oldRunID: String, newRunID: String, statusChanges: [StatusChange], newWarnings: [String], goneWarnings: [String],
        facts: [String], configuration: [String]
    ) {
        self.oldRunID = oldRunID
        self.newRunID = newRunID
        self.statusChanges = statusChanges
        self.newWarnings = newWarnings
        self.goneWarnings = goneWarnings
        self.facts = facts
        self.configuration = configuration
    }

    /// The diff as text, one change a line, under headings; "no changes" when there are none.
    /// Every value comes from the two reports read, so each is made one line (`TerminalText.oneLine`):
    /// a check id holding a line feed cannot forge a line of the diff.
    public var text: String {
        let line = TerminalText.oneLine
        var out = "changes from \(line(oldRunID)) to \(line(newRunID))\n"
        if isEmpty { return out + "no changes\n" }
        if !facts.isEmpty { out += "\nfacts:\n" + facts.map { "  \(line($0))\n" }.joined() }
        if !statusChanges.isEmpty {
            out += "\nchecks whose status changed:\n"
            out += statusChanges.map { "  \(line($0.checkID)): \($0.old?.rawValue ?? "absent") → \($0.new?.rawValue ?? "absent")\n" }
                .joined()
        }
        if !newWarnings.isEmpty { out += "\nnew warnings:\n" + newWarnings.map { "  \(line($0))\n" }.joined() }
        if !goneWarnings.isEmpty { out += "\ngone warnings:\n" + goneWarnings.map { "  \(line($0))\n" }.joined() }
        if !configuration.isEmpty { out += "\nconfiguration (redacted):\n" + configuration.map { "  \(line($0))\n" }.joined() }
        return out
    }
}
