import ConformanceBasics
import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything a check may look at: the journal, the played scenarios, the processes the stand-in
/// issued, the configuration and the contract. Built once after the run; read-only.
public struct RunEvidence: Sendable {
    public let configuration: KitConfiguration
    public let contract: ContractSpec
    public let journal: [Exchange]
    public let scenarios: [ScenarioRecord]
    public let processes: [IssuedProcess]
    /// Values that must never reach the app, with a label each: the Human Plugin token, the document
    /// numbers the app sent and those the back-end sent (4 characters or more), and the Authorization
    /// values the back-end used (8 characters or more). Gathered once; several checks and the run's
    /// redactor read it.
    public let secretsForApp: [(label: String, value: String)]
    /// The app users' own secrets: the tokens their logins got and the cookie values the back-end
    /// set (the run's `AppSessions`). They may reach the app, but never a URL another app can read.
    public var appSessionSecrets: [String] = []
    /// The launched back-end's output (`backend.log`), as it printed it; nil when the kit did not launch it.
    public var backendLog: [UInt8]?
    /// The partner's app project, when the run was given one (`app.project`): the app checks judge it.
    public var app: AppEvidence?
    /// How late the kit itself ran during the run: the time checks judge against it (`TimeBound`).
    public var kitDelay: KitDelay?

    public init(
        configuration: KitConfiguration, contract: ContractSpec, journal: [Exchange], scenarios: [ScenarioRecord],
        processes: [IssuedProcess]
    ) {
        self.configuration = configuration
        self.contract = contract
        self.journal = journal
        self.scenarios = scenarios
        self.processes = processes
        self.secretsForApp = Self.gatherSecrets(configuration: configuration, journal: journal, scenarios: scenarios)
    }

    // MARK: - Exchanges

    public func exchange(_ id: Int) -> Exchange? {
        id >= 1 && id <= journal.count && journal[id - 1].id == id ? journal[id - 1] : journal.first { $0.id == id }
    }

    /// Why the answer of exchange `id` could not be read, when it came in a content coding (RFC 9110
    /// section 8.4: `Content-Encoding: gzip`): the app asks for `Accept-Encoding: identity` and the kit
    /// decodes no coding, so what the answer carries is unknown to it, and a check resting on it is
    /// not judged. Nil for an answer without a coding, or with `identity`.
    public func undecodedAnswer(_ id: Int) -> String? {
        guard let response = exchange(id)?.response, let coding = response.headers["Content-Encoding"],
            !coding.split(separator: ",").allSatisfy({ $0.trimmingWhitespace().lowercased() == "identity" })
        else { return nil }
        let shown = TerminalText.oneLine(String(coding.prefix(60)))
        return
            "#\(id) came encoded (Content-Encoding: \(shown)), which the kit does not decode (the app asked for Accept-Encoding: identity), so what it carries could not be read"
    }

    /// How the app's start call of journey `context` was answered, in words for a finding: its
    /// status (or why there was none), the document type asked for when the call sends one, and the
    /// answer body's first line (at most 200 characters): "answered 422 for document type
    /// 'PASSPORT': {"error":"unsupported document type"}". A type other than `documentType` that
    /// was refused gets a hint: a back-end that takes fewer types than the contract lists says so
    /// in `documentTypes`.
    public func startAnswer(_ start: StartAttempt, _ context: JourneyContext) -> String {
        guard let status = start.status else {
            return "got \(noAnswer(start.exchangeID, within: SecondsText.plain(configuration.timeouts.requestSeconds)))"
        }
        var text = "answered \(status)"
        let type = context.documentType ?? configuration.documentType
        let sendsType = configuration.start.call.usesPlaceholder("documentType") || configuration.adapter != nil
        if sendsType { text += " for document type '\(type)'" }
        if status >= 400, let body = exchange(start.exchangeID)?.response?.bodyText {
            let line = TerminalText.oneLine(TerminalText.firstLine(body))
            if !line.isEmpty { text += ": " + line }
        }
        if sendsType, status >= 400, status < 500, type != configuration.documentType, configuration.documentTypes == nil {
            text +=
                " (a type other than documentType '\(configuration.documentType)'; if the back-end takes fewer types than the contract, list them in documentTypes)"
        }
        return text
    }

    /// Requests the back-end sent to Human Plugin.
    var backendCalls: [Exchange] { journal.filter { $0.channel == .backendToHumanPlugin } }

    /// Requests the back-end sent that were creates (right method and path).
    public var creates: [Exchange] { backendCalls.filter { $0.step == "create" } }

    /// Requests the back-end sent that were reads (right method and path prefix).
    public var reads: [Exchange] { backendCalls.filter { $0.step == "read" } }

    public func creates(inScenario name: String) -> [Exchange] { creates.filter { $0.scenario == name } }

    /// Creates attributed to `journey` (by the document number it carried), in any scenario.
    public func creates(ofJourney journey: String) -> [Exchange] { creates.filter { $0.journey == journey } }

    public func reads(inScenario name: String) -> [Exchange] { reads.filter { $0.scenario == name } }

    /// The process id a read asked for.
    func readID(_ exchange: Exchange) -> String {
        String(exchange.request.path.dropFirst(contract.read.pathPrefix.count)).percentDecoded ?? ""
    }

    // MARK: - Scenarios

    public func scenarios(where matches: (Scenario) -> Bool) -> [ScenarioRecord] {
        scenarios.filter { matches($0.scenario) && $0.notPlayed == nil }
    }

    var happyScenarios: [ScenarioRecord] {
        scenarios { if case .happy = $0 { true } else { false } }
    }

    /// Scenarios in which Human Plugin answers the create normally.
    var scenariosWithoutCreateFault: [ScenarioRecord] {
        scenarios { if case .createFault = $0 { false } else { true } }
    }

    var createFaultScenarios: [ScenarioRecord] {
        scenarios { if case .createFault = $0 { true } else { false } }
    }

    /// Why scenarios judged at their start call gave nothing to judge: none was played
    /// (`notPlayed` says so), or they were played and no journey got as far as the start call (a
    /// login or an earlier step failed); then the played scenarios are named.
    func noStartCall(in played: [ScenarioRecord], notPlayed: String) -> String {
        guard !played.isEmpty else { return notPlayed }
        let names = played.map(\.name)
        let shown =
            names.count > 3 ? names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more" : names.joined(separator: ", ")
        return "\(shown) \(names.count == 1 ? "was" : "were") played, but no journey made its start call"
    }

    // MARK: - Processes and outcomes

    /// Processes the stand-in issued for `journey`.
    public func processes(ofJourney journey: String) -> [IssuedProcess] {
        processes.filter { $0.journey == journey }
    }

    public func process(id: String) -> IssuedProcess? { processes.first { $0.id == id } }

    /// The outcome the configuration says the back-end reports for the final state `name`.
    func expectedOutcome(forState name: String) -> String? { configuration.outcomes[name] }

    /// Outcome values that mean success.
    var successOutcomes: Set<String> {
        Set(contract.finalStates.states.filter(\.success).compactMap { configuration.outcomes[$0.name] })
    }

    /// The outcome value a configuration gives a final state to say "my back-end answers this
    /// state with an error" (`outcomes.failed: "error"`).
    static let errorOutcome = KitConfiguration.errorOutcome

    /// Outcome values configured as error answers: an answer carrying one is an error answer.
    var errorOutcomes: Set<String> {
        configuration.outcomes.values.contains(Self.errorOutcome) ? [Self.errorOutcome] : []
    }

    /// Whether an error answer is a right report of final state `name`: the configuration says
    /// so, or it is the contract's `failed` state (an error never harms anyone there).
    func errorAnswerAccepted(forState name: String) -> Bool {
        expectedOutcome(forState: name) == Self.errorOutcome || name == "failed"
    }

    /// Outcome values that mean "not finished yet".
    var pendingOutcomes: Set<String> {
        Set(contract.pendingStates.compactMap { configuration.outcomes[$0.name] })
    }

    /// The app's scheme as a bare name (a trailing `://` or `:` the partner wrote is dropped here;
    /// HP-APP-SCHEME-BARE judges that separately).
    var appScheme: String {
        var scheme = configuration.app.urlScheme
        for suffix in ["://", ":/", ":"] where scheme.hasSuffix(suffix) {
            scheme.removeLast(suffix.count)
            break
        }
        return scheme
    }

    private static func gatherSecrets(
        configuration: KitConfiguration, journal: [Exchange], scenarios: [ScenarioRecord]
    ) -> [(label: String, value: String)] {
        var secrets: [(String, String)] = [("Human Plugin token", configuration.humanPlugin.token)]
        var seen = Set<String>([configuration.humanPlugin.token])
        let backendCalls = journal.filter { $0.channel == .backendToHumanPlugin }
        for create in backendCalls where create.step == "create" {
            if let number = JSONValue.parse(create.request.body)?["credential"]?["value"]?.stringValue, number.count >= 4,
                seen.insert(number).inserted
            {
                secrets.append(("document number", number))
            }
        }
        for call in backendCalls {
            if let authorization = call.request.headers["Authorization"], authorization.count >= 8, seen.insert(authorization).inserted {
                secrets.append(("back-end Authorization value", authorization))
            }
        }
        for journey in scenarios.flatMap(\.journeys) where seen.insert(journey.context.documentNumber).inserted {
            secrets.append(("document number", journey.context.documentNumber))
        }
        return secrets
    }
}

extension Exchange {
    /// "#12 POST /v1/processes → 201" (or "→ no answer: reason"): the journal number, the request line and the status.
    public var summary: String {
        let answer = response.map { "\($0.status)" } ?? "no answer" + (error.map { ": \($0)" } ?? "")
        return "#\(id) \(request.method) \(request.target) → \(answer)"
    }
}

extension RunEvidence {
    /// The bound the timeout checks judge: `timeouts.upstreamBoundSeconds`, never more than the
    /// app's patience (`timeouts.requestSeconds`), which `validate` enforces too.
    var upstreamBound: Double {
        min(configuration.timeouts.upstreamBoundSeconds, configuration.timeouts.requestSeconds)
    }

    /// The process `journey`'s start handed the app when it was created with another journey's
    /// document while no create carried this journey's own: the two starts' requests crossed (the
    /// back-end kept the request's state where another request overwrote it). Positive evidence
    /// only: the id the app received, the stand-in's record of the create that issued it, and the
    /// absence of any create with this journey's document in the journal.
    package func crossedProcess(of journey: JourneyRecord) -> IssuedProcess? {
        guard let id = journey.start?.id, creates(ofJourney: journey.context.name).isEmpty,
            let process = processes.first(where: { $0.id == id }), let owner = process.journey, owner != journey.context.name
        else { return nil }
        return process
    }

    /// The journey named `name`, in whichever scenario played it.
    public func journey(named name: String) -> JourneyRecord? {
        for scenario in scenarios {
            if let journey = scenario.journeys.first(where: { $0.context.name == name }) { return journey }
        }
        return nil
    }
}
