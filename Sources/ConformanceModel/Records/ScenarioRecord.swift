/// What one journey of a scenario did, step by step (each step cites its journal exchange).
public struct JourneyRecord: Sendable, Equatable, Codable {
    public var context: JourneyContext
    public var start: StartAttempt?
    public var browser: BrowserVisit?
    public var ended: EndedAttempt?
    /// The ownership scenarios' single call of the `result` call with the misused id.
    public var resultProbe: ResultPolling?
    /// What the app told the back-end about the result (`{claim}`).
    public var claim: String
    /// Set when the kit stopped waiting for the journey at the run's deadline (a concurrent user
    /// still going): its steps are not recorded, and the rules do not judge it.
    public var abandoned: Bool?

    public init(context: JourneyContext, claim: String = "ended") {
        self.context = context
        self.claim = claim
    }

    /// Each step the record names, by journal exchange, in the order the app made them: the start,
    /// the browser visit's requests, "capture ended" and its polls, the ownership scenarios' probe.
    package var stepExchanges: [(id: Int, step: String)] {
        var named: [(id: Int, step: String)] = []
        if let start { named.append((start.exchangeID, "start")) }
        named += (browser?.exchangeIDs ?? []).map { ($0, "browser") }
        if let ended {
            named.append((ended.exchangeID, "ended"))
            named += (ended.result?.exchangeIDs ?? []).map { ($0, "result") }
        }
        named += (resultProbe?.exchangeIDs ?? []).map { ($0, "result") }
        return named
    }
}

/// One played scenario: its journeys, and for the id-forging scenarios, whose id was used.
public struct ScenarioRecord: Sendable, Equatable, Codable {
    public var scenario: Scenario
    public var journeys: [JourneyRecord]
    /// The id reported by the forging journey (forged, or another user's).
    public var reportedForeignID: String?
    /// Set when the scenario was not played, or what it played was dropped: the run was cut short
    /// (its deadline passed or it was asked to stop) before or while it played, or an earlier step
    /// gave nothing to play with.
    public var notPlayed: String?
    /// Whether the run was cut short before or while it played (the run deadline, or a stop such as
    /// Ctrl-C): the run is then incomplete, and checks that found nothing to judge are "could not
    /// judge" rather than skipped.
    public var cutByDeadline = false
    /// Which play of its scenario this is (`--repeat`): 1, or 2 and up for a repeated one.
    public var repetition = 1

    public init(scenario: Scenario, journeys: [JourneyRecord] = []) {
        self.scenario = scenario
        self.journeys = journeys
    }

    public var name: String { Self.name(scenario, repetition: repetition) }

    /// The journeys meant to start a capture: all but a caller with no credentials, which only
    /// reports another's id.
    public var capturingJourneys: [JourneyRecord] { journeys.filter { $0.context.withoutCredentials != true } }

    /// A scenario's name in the journal: its own, with `/repeat-N` for the N-th play (N > 1).
    public static func name(_ scenario: Scenario, repetition: Int) -> String {
        repetition > 1 ? "\(scenario.name)/repeat-\(repetition)" : scenario.name
    }
}
