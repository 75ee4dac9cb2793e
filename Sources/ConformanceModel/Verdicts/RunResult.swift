#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Facts about the run that every report states (the JUnit `properties`).
public struct RunMetadata: Sendable, Codable, Equatable {
    public var kitVersion: String
    public var contractVersion: String
    /// SHA-256 (hex) of the contract files loaded from `specs/`.
    public var contractSHA256: String
    /// SHA-256 (hex) of the configuration with its secrets removed.
    public var configSHA256: String
    public var backendBaseURL: String
    public var humanPluginBaseURL: String
    public var startedAt: Date
    public var finishedAt: Date
    public var seed: UInt64
    public var hostname: String
    /// The 16 hex digits mixed into this run's process ids with the seed (nil in reports of kits
    /// that made ids from the seed alone): ids are new on every run, as Human Plugin's are.
    public var processIDNonce: String?

    public init(
        kitVersion: String, contractVersion: String, contractSHA256: String, configSHA256: String,
        backendBaseURL: String, humanPluginBaseURL: String, startedAt: Date, finishedAt: Date, seed: UInt64, hostname: String,
        processIDNonce: String? = nil
    ) {
        self.processIDNonce = processIDNonce
        self.kitVersion = kitVersion
        self.contractVersion = contractVersion
        self.contractSHA256 = contractSHA256
        self.configSHA256 = configSHA256
        self.backendBaseURL = backendBaseURL
        self.humanPluginBaseURL = humanPluginBaseURL
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.seed = seed
        self.hostname = hostname
    }
}

/// Everything a run produced: the verdicts, the journal they rest on, and what the kit logged.
/// Reports read this; they never recompute a verdict.
public struct RunResult: Sendable, Codable, Equatable {
    public var metadata: RunMetadata
    /// Verdicts in catalogue order.
    public var verdicts: [Verdict]
    public var journal: [Exchange]
    /// Lines the kit printed while running (already redacted).
    public var log: [String]
    /// Problems of the kit itself (not of the back-end), already redacted.
    public var kitErrors: [String]
    /// Checks were left out on request (`--only`/`--skip`): the run is never conformant, and every
    /// report and the console say "partial".
    public var partial = false
    /// A partial run was asked for (`--partial`): a partial run with no judged failure passes (exit
    /// 0). Without it a partial run does not pass, so a CI gate never goes green with checks left out.
    public var partialAccepted = false
    /// Where the run comes from (CI, back-end, kit binary...), set once by the command that ran it.
    public var provenance: Provenance?
    /// What the checks read besides the journal, redacted, so that the verdicts can be judged again offline.
    public var evidence: RecordedEvidence?
    /// What changed since an earlier report (`run --previous DIR`), shown in `report.html`.
    public var sincePrevious: ReportDiff?

    public init(metadata: RunMetadata, verdicts: [Verdict], journal: [Exchange], log: [String] = [], kitErrors: [String] = []) {
        self.metadata = metadata
        self.verdicts = verdicts
        self.journal = journal
        self.log = log
        self.kitErrors = kitErrors
    }

    /// Conformant when no failure-severity check failed, the kit judged every check it was asked
    /// to, the run was not cut short, it judged at least one failure-severity check, and it is not partial.
    public var isConformant: Bool { passes && !judgedNothing && !partial }

    /// Nothing failed and nothing was left unjudged for a reason of the kit's (the exit code's
    /// measure of a partial run).
    public var passes: Bool { nothingFailed && (partial ? partialAccepted : !judgedNothing) }

    /// No kit error, and no judged check failed or was left unjudged for a reason of the kit's.
    public var nothingFailed: Bool {
        kitErrors.isEmpty && !verdicts.contains { $0.status == .fail || $0.status == .error }
    }

    /// Some check was left out on request (`--only`/`--skip`), as the verdicts say.
    public var leavesChecksOut: Bool { verdicts.contains(where: \.isLeftOutOnRequest) }

    /// No failure-severity check was judged (every one skipped): a run that proves nothing.
    public var judgedNothing: Bool {
        !verdicts.contains { $0.severity == .failure && ($0.status == .pass || $0.status == .fail) }
    }

    public func count(_ status: VerdictStatus) -> Int { verdicts.filter { $0.status == status }.count }

    /// Verdicts grouped by their check group, groups in first-appearance order.
    public var groups: [(name: String, verdicts: [Verdict])] {
        var order: [String] = []
        var byGroup: [String: [Verdict]] = [:]
        for verdict in verdicts {
            if byGroup[verdict.group] == nil { order.append(verdict.group) }
            byGroup[verdict.group, default: []].append(verdict)
        }
        return order.map { ($0, byGroup[$0]!) }
    }
}
