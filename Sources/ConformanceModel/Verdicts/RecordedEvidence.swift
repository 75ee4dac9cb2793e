#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a check reads besides the journal, recorded (redacted) in `report.json` so that
/// `hp-conformance verify` can judge every check again offline: the configuration's redacted text,
/// the played scenarios, the processes the stand-in issued, and how the run chose its checks.
public struct RecordedEvidence: Sendable, Codable, Equatable {
    /// The configuration file's text with its secrets redacted (the embedded example's when no file was given).
    public var configuration: String
    /// Where the configuration came from (a path or `specs/... (embedded)`), for error messages.
    public var configurationSource: String
    /// The ids judged (the others were left out by `--only`/`--skip`).
    public var selected: [String]
    /// Why the run was cut short, when it was.
    public var incomplete: String?
    /// Whether the app checks were judged (they read the partner's app project, which no report carries).
    public var judgedApp: Bool
    public var scenarios: [ScenarioRecord]
    public var processes: [IssuedProcess]
    /// Checks whose recorded verdict cannot be judged again from this report, found when it was written.
    public var notRederivable: [Gap]
    /// The values the run used where they may differ from the text (`--timeout`, a test's adjustment).
    public var effective: Effective?
    /// The launched back-end's output as `backend.log` keeps it (redacted), for HP-LOG-NO-SECRETS;
    /// nil when the kit did not launch the back-end.
    public var backendLog: String?
    /// How late the kit itself ran during the run (what the time checks judged against); nil in a
    /// report of an earlier kit, which measured none.
    public var kitDelay: KitDelay?
    /// How many times the repeated scenarios were played (`run --repeat N`), each repetition judged
    /// on its own as `RepeatedJudging` does; nil for one play. `verify` judges again the same way.
    public var repetitions: Int?
    /// The run's process-id nonce (16 hex digits): with the seed, every process id the stand-in
    /// issued follows from it, and `verify` derives each again. Nil in a report of an earlier kit.
    public var processNonce: String?

    /// Configuration values as the run used them, applied over the re-read text.
    public struct Effective: Sendable, Codable, Equatable {
        public var requestSeconds: Double
        public var upstreamBoundSeconds: Double
        public var runSeconds: Double
        public var concurrentUsers: Int

        public init(_ configuration: KitConfiguration) {
            requestSeconds = configuration.timeouts.requestSeconds
            upstreamBoundSeconds = configuration.timeouts.upstreamBoundSeconds
            runSeconds = configuration.timeouts.runSeconds
            concurrentUsers = configuration.concurrentUsers
        }

        package func apply(to configuration: inout KitConfiguration) {
            configuration.timeouts.requestSeconds = requestSeconds
            configuration.timeouts.upstreamBoundSeconds = upstreamBoundSeconds
            configuration.timeouts.runSeconds = runSeconds
            configuration.concurrentUsers = concurrentUsers
        }
    }

    /// A check the report's redacted evidence does not decide the same way as the run did.
    public struct Gap: Sendable, Codable, Equatable {
        public var checkID: String
        /// The status the run recorded.
        public var recorded: VerdictStatus
        /// The status judging the report's evidence gives.
        public var rederived: VerdictStatus
        /// Why, in one sentence.
        public var reason: String

        public init(checkID: String, recorded: VerdictStatus, rederived: VerdictStatus, reason: String) {
            self.checkID = checkID
            self.recorded = recorded
            self.rederived = rederived
            self.reason = reason
        }
    }

    public init(
        configuration: String, configurationSource: String, selected: [String], incomplete: String?, judgedApp: Bool,
        scenarios: [ScenarioRecord], processes: [IssuedProcess], notRederivable: [Gap] = [], effective: Effective? = nil,
        backendLog: String? = nil, kitDelay: KitDelay? = nil, repetitions: Int? = nil, processNonce: String? = nil
    ) {
        self.repetitions = repetitions
        self.processNonce = processNonce
        self.configuration = configuration
        self.configurationSource = configurationSource
        self.selected = selected
        self.incomplete = incomplete
        self.judgedApp = judgedApp
        self.scenarios = scenarios
        self.processes = processes
        self.notRederivable = notRederivable
        self.effective = effective
        self.backendLog = backendLog
        self.kitDelay = kitDelay
    }

    /// The same evidence with every secret `redactor` knows replaced (the records are redacted as
    /// their JSON text, so a secret inside any field is found).
    public func redacted(by redactor: Redactor) -> RecordedEvidence {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let bytes = try? encoder.encode(self),
            let clean = try? JSONDecoder().decode(RecordedEvidence.self, from: Data(redactor.redact(bytes: Array(bytes))))
        else {
            return RecordedEvidence(
                configuration: redactor.redact(configuration), configurationSource: configurationSource, selected: selected,
                incomplete: incomplete.map(redactor.redact), judgedApp: judgedApp, scenarios: [], processes: [])
        }
        return clean
    }
}
