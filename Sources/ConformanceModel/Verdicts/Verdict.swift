/// How much a broken rule weighs: a failure makes the back-end non-conformant, a warning does not.
public enum Severity: String, Sendable, Codable, CaseIterable {
    case failure
    case warning
}

/// The outcome of judging one check.
public enum VerdictStatus: String, Sendable, Codable, CaseIterable {
    /// The rule held on every exchange it applies to.
    case pass
    /// A warning-severity rule was broken; the back-end is still conformant.
    case warn
    /// A failure-severity rule was broken.
    case fail
    /// The rule did not apply to this run (for example the scenario was skipped).
    case skip
    /// The kit could not judge (the evidence the rule needs is missing for a reason of the kit's).
    case error

    /// How far the status speaks in the back-end's favour: pass, then warn, skip, error, fail.
    public var favour: Int {
        switch self {
        case .pass: 4
        case .warn: 3
        case .skip: 2
        case .error: 1
        case .fail: 0
        }
    }
}

/// Why a check was skipped: only a check that does not apply by configuration may hold.
public enum SkipReason: String, Sendable, Codable, CaseIterable {
    /// The configuration or the command line leaves it out: `--only`/`--skip`, an app check
    /// without an app project, a rule of a call the configuration does not have.
    case configuration
    /// The run never reached what it judges (an earlier step of the back-end failed, or the
    /// scenario could not be played): nothing is known about the rule.
    case notReached = "not-reached"
}

/// One check's verdict, with what was expected, what was seen, and the exchanges it rests on.
public struct Verdict: Sendable, Codable, Equatable {
    public var checkID: String
    public var group: String
    public var title: String
    public var severity: Severity
    public var source: String
    public var status: VerdictStatus
    /// What the rule demands, in one sentence.
    public var expected: String
    /// What the run showed; for a pass, a short statement of what was verified.
    public var seen: String
    /// Ids of the journal exchanges the verdict rests on.
    public var evidence: [Int]
    /// Places in the partner's files the verdict rests on (the app checks' evidence).
    public var locations: [SourceLocation]
    /// For a skipped check, why (nil otherwise).
    public var skipReason: SkipReason?

    public init(
        checkID: String, group: String, title: String, severity: Severity, source: String,
        status: VerdictStatus, expected: String, seen: String, evidence: [Int], locations: [SourceLocation] = [],
        skipReason: SkipReason? = nil
    ) {
        self.checkID = checkID
        self.group = group
        self.title = title
        self.severity = severity
        self.source = source
        self.status = status
        self.expected = expected
        self.seen = seen
        self.evidence = evidence
        self.locations = locations
        self.skipReason = status == .skip ? (skipReason ?? .notReached) : nil
    }

    /// A skip of a check that does not apply by configuration (it may hold; a skip not reached may not).
    public var isNotApplicableByConfiguration: Bool { status == .skip && skipReason == .configuration }

    /// What a check left out by `--only`/`--skip` says it saw.
    public static let leftOutOnRequest = "not judged: left out by --only/--skip"

    /// The check was left out on request (`--only`/`--skip`): the run it belongs to is partial.
    public var isLeftOutOnRequest: Bool { isNotApplicableByConfiguration && seen == Self.leftOutOnRequest }
}
