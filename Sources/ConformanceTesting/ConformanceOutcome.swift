import ConformanceChecks
import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The verdicts of one run, looked up by check id.
public struct ConformanceOutcome: Sendable {
    /// Everything the run produced (verdicts, journal, metadata), redacted.
    public let result: RunResult
    /// The checks of the contract the run judged against: decides what a missing verdict means.
    public let catalogue: CheckCatalogue

    /// The folder the run wrote its reports to (`run(reportDirectory:)`), as an absolute path:
    /// a test's issue points at `report.html#check-ID` there. Nil when no report was written.
    public var reportDirectory: String?
    /// The app project the app checks read (`app.project`, resolved against the configuration
    /// file): their file:line places are relative to it. Nil when the run judged no app.
    public var appProjectDirectory: String?

    /// The outcome of `result`, judged against `catalogue` (the run's contract).
    public init(result: RunResult, catalogue: CheckCatalogue, reportDirectory: String? = nil, appProjectDirectory: String? = nil) {
        self.result = result
        self.catalogue = catalogue
        self.reportDirectory = reportDirectory
        self.appProjectDirectory = appProjectDirectory
    }

    /// Conformant: no failure-severity check failed and the kit met no error (warnings allowed).
    public var isConformant: Bool { result.isConformant }

    /// The verdict of check `id`. A check of the catalogue the run has no verdict for is decided by
    /// its group, never by its id: a group the run judged nothing of was left out by the
    /// configuration (the app group without `app.project`), so the check is skipped as not
    /// applicable; a check missing from a group that was judged, or not in the catalogue at all,
    /// is an `error` verdict saying so.
    public func verdict(_ id: String) -> Verdict {
        if let judged = result.verdicts.first(where: { $0.checkID == id }) { return judged }
        guard let check = catalogue.definition(id) else {
            return Verdict(
                checkID: id, group: "", title: id, severity: .failure, source: "", status: .error,
                expected: "a verdict for \(id)", seen: "the run judged no check \(id) (not in this contract?)", evidence: [])
        }
        if result.verdicts.contains(where: { $0.group == check.group }) {
            return Verdict(
                checkID: id, group: check.group, title: check.title, severity: check.severity, source: check.source, status: .error,
                expected: check.requirement, seen: "no verdict for \(id), though its group '\(check.group)' was judged", evidence: [])
        }
        let why = check.group == AppChecks.group ? "the configuration names no app.project to read" : "left out by the configuration"
        return Verdict(
            checkID: id, group: check.group, title: check.title, severity: check.severity, source: check.source, status: .skip,
            expected: check.requirement, seen: "not judged: this run judged nothing of the '\(check.group)' group (\(why))",
            evidence: [], skipReason: .configuration)
    }

    /// What a Swift test of check `id` reports (see `CheckTestResult`): its texts are `explanation(id)`.
    public func testResult(_ id: String) -> CheckTestResult {
        let verdict = verdict(id)
        switch verdict.testResult {
        case .warning: return .warning(explanation(id))
        case .failed: return .failed(explanation(id))
        case let other: return other
        }
    }

    /// Check `id`'s verdict for a test's issue: the check, source, expected, seen and evidence
    /// exchanges (`Verdict.explanation`), then the places in the app it rests on (absolute paths
    /// when the app project is known), how to fix it (the catalogue's `fix`), and where the full
    /// evidence is (`report.html#check-ID`, when the run wrote reports).
    public func explanation(_ id: String) -> String {
        let verdict = verdict(id)
        var lines = [verdict.explanation]
        for place in verdict.locations.prefix(3) {
            var at = place
            at.file = appFilePath(place.file) ?? place.file
            lines.append("  at: \(at)" + (place.excerpt.isEmpty ? "" : ": \(place.excerpt)"))
        }
        if verdict.locations.count > 3 { lines.append("  and \(verdict.locations.count - 3) more places") }
        if verdict.status == .fail || verdict.status == .warn, let fix = catalogue.definition(id)?.fix, !fix.isEmpty {
            lines.append("  fix: \(fix)")
        }
        if let reportDirectory { lines.append("  report: \(reportDirectory)/report.html#check-\(id)") }
        return lines.joined(separator: "\n")
    }

    /// The first place in the app's files that check `id`'s verdict rests on, as an absolute path
    /// of a file that exists, with its line and column: where a test's issue should point (an
    /// editor opens it there). Nil for a verdict that rests on exchanges alone.
    public func appPlace(_ id: String) -> (path: String, line: Int, column: Int)? {
        for place in verdict(id).locations where place.line > 0 {
            if let path = appFilePath(place.file) { return (path, place.line, max(place.column, 1)) }
        }
        return nil
    }

    /// `file` (relative to the app project, or absolute) as the absolute path of an existing file.
    private func appFilePath(_ file: String) -> String? {
        let path: String
        if file.hasPrefix("/") {
            path = file
        } else if let appProjectDirectory {
            path = appProjectDirectory + "/" + file
        } else {
            return nil
        }
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The verdicts that fail the run.
    public var failures: [Verdict] { result.verdicts.filter { $0.status == .fail || $0.status == .error } }
}

extension Verdict {
    /// The rule was judged and held, or broke only a warning-severity rule. A check not applicable
    /// by configuration, or never reached, was not judged: it does not hold, and a test reports it
    /// as skipped (`testResult`), never as passed.
    public var holds: Bool { status == .pass || status == .warn }

    /// The run never reached what the rule judges (an earlier step of the back-end failed): a test
    /// should report it as skipped (Swift Testing's `Test.cancel`), never as passed.
    public var wasNotReached: Bool { status == .skip && !isNotApplicableByConfiguration }

    /// This verdict as a test result: pass, warning, skipped (not applicable or not reached) or failure.
    public var testResult: CheckTestResult {
        switch status {
        case .pass: .passed
        case .warn: .warning(explanation)
        case .skip: .skipped("\(checkID) \(isNotApplicableByConfiguration ? "not applicable" : "not reached"): \(seen)")
        case .fail, .error: .failed(explanation)
        }
    }

    /// Several lines for a test failure: check, source, expected, seen, evidence exchanges.
    public var explanation: String {
        "\(checkID) \(status.rawValue): \(title)\n  source: \(source)\n  expected: \(expected)\n  seen: \(seen)"
            + (evidence.isEmpty ? "" : "\n  evidence: exchanges \(evidence.map(String.init).joined(separator: ", "))")
    }
}

/// What one Swift Testing test of a check reports, so that a warning is seen as a warning and what
/// was not judged as skipped. `ConformanceOutcome.record(_:)` does it in one call; a test that
/// decides itself switches over it:
///
/// ```swift
/// switch try conformance.get().testResult(id) {
/// case .passed: break
/// case let .warning(text): Issue.record("\(text)", severity: .warning)
/// case let .skipped(reason):
///     // Swift Testing 6.3 shows a cancelled case of a parameterized test as passed: the warning says it was not.
///     Issue.record("not judged: \(reason)", severity: .warning)
///     try Test.cancel("\(reason)")
/// case let .failed(text): Issue.record("\(text)")
/// }
/// ```
public enum CheckTestResult: Sendable, Equatable {
    /// The rule held.
    case passed
    /// A warning-severity rule broke: record it with `Issue.record(_:severity: .warning)`.
    case warning(String)
    /// Not judged (not applicable by configuration, or never reached): a warning saying so, then
    /// `Test.cancel`, never a pass (Swift Testing 6.3 shows a cancelled case as passed).
    case skipped(String)
    /// A failure-severity rule broke, or the kit met an error: `Issue.record`.
    case failed(String)
}
