import AppDriving
import ConformanceBasics
import ConformanceModel
import Dispatch
import StandInHumanPlugin
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Plays scenarios: sets the stand-in's behaviour, drives the app's journeys, and keeps what each
/// step saw. It never judges; checks do that from the journal afterwards.
struct ScenarioPlayer: Sendable {
    public let driver: AppDriver
    public let standIn: HumanPluginStandIn
    public let configuration: KitConfiguration
    public let contract: ContractSpec
    let identifiers: StableIdentifiers

    init(driver: AppDriver, standIn: HumanPluginStandIn, seed: UInt64) {
        self.driver = driver
        self.standIn = standIn
        self.configuration = driver.configuration
        self.contract = standIn.contract
        self.identifiers = StableIdentifiers(seed: seed)
    }

    public func play(_ scenario: Scenario, repetition: Int = 1) -> ScenarioRecord {
        let record = playing(scenario, repetition: repetition)
        standIn.finish(scenario: record.name)
        return record
    }

    private func playing(_ scenario: Scenario, repetition: Int) -> ScenarioRecord {
        let allStates = contract.finalStates.states.map(\.name)
        var record = ScenarioRecord(scenario: scenario)
        record.repetition = repetition
        let label = record.name
        switch scenario {
        case let .happy(state):
            standIn.play(scenario: label, behavior: StandInBehavior(finalStates: [state]))
            record.journeys = [fullJourney(journey(scenario, index: 1, label: label))]
        case let .appClaimsSuccess(state):
            standIn.play(scenario: label, behavior: StandInBehavior(finalStates: [state]))
            record.journeys = [fullJourney(journey(scenario, index: 1, label: label), claim: "success")]
        case let .createFault(fault):
            standIn.play(scenario: label, behavior: StandInBehavior(finalStates: allStates, createFault: fault))
            var only = JourneyRecord(context: journey(scenario, index: 1, label: label))
            let wait: Double? = if case .noAnswer = fault { configuration.timeouts.upstreamBoundSeconds + 1 } else { nil }
            only.start = start(only.context, timeoutSeconds: wait)
            record.journeys = [only]
        case .sessionClosed:
            // The process would end in success had the person completed it; they close the session.
            standIn.play(scenario: label, behavior: StandInBehavior(finalStates: [successState]))
            var only = JourneyRecord(context: journey(scenario, index: 1, label: label), claim: "cancelled")
            only.start = start(only.context)
            if JourneySteps.opensBrowser(after: only.start), let link = only.start?.link {
                only.browser = closeSession(link, journey: only.context)
                if let id = only.start?.id { only.ended = driver.reportEnded(only.context, id: id, claim: "cancelled") }
            }
            if only.ended == nil { record.notPlayed = "no capture started, so there was no session to close" }
            record.journeys = [only]
        case let .readFault(fault):
            // Faults outside the contract follow a capture that would otherwise read as a success.
            let states = fault.isUnexpected || fault == .extraFields ? [successState] : allStates
            standIn.play(scenario: label, behavior: StandInBehavior(finalStates: states, readFault: fault))
            if case .status = fault {
                record.journeys = [fullJourney(journey(scenario, index: 1, label: label))]
            } else {
                record.journeys = [completedWithoutBrowser(journey(scenario, index: 1, label: label))]
            }
        case .forgedID:
            standIn.play(scenario: label, behavior: StandInBehavior(finalStates: [successState]))
            var owner = JourneyRecord(context: journey(scenario, index: 1, label: label))
            owner = startAndBrowse(owner)
            let forged = "prc_" + identifiers.hex("forged|" + label)
            standIn.register(foreignID: forged, scenario: label)
            owner.ended = driver.reportEnded(owner.context, id: forged, poll: false)
            owner.resultProbe = driver.probeResult(owner.context, id: forged)
            record.journeys = [owner]
            record.reportedForeignID = forged
        case .foreignID:
            standIn.play(scenario: label, behavior: StandInBehavior(finalStates: [successState]))
            var victim = startAndBrowse(JourneyRecord(context: journey(scenario, index: 1, label: label)))
            var intruder = startAndBrowse(JourneyRecord(context: journey(scenario, index: 2, label: label)))
            if let victimID = appHeldID(victim) {
                intruder.ended = driver.reportEnded(intruder.context, id: victimID, poll: false)
                record.reportedForeignID = victimID
                if configuration.result != nil {
                    // The victim's result must exist before another user asks for it.
                    victim.ended = driver.reportEnded(victim.context, id: victimID)
                    intruder.resultProbe = driver.probeResult(intruder.context, id: victimID)
                }
            } else {
                record.notPlayed = "the first user's capture did not start, so there was no id to misuse"
            }
            record.journeys = [victim, intruder]
        case .foreignIDAfterEnd:
            standIn.play(scenario: label, behavior: StandInBehavior(finalStates: [successState]))
            let victim = fullJourney(journey(scenario, index: 1, label: label))
            var intruder = startAndBrowse(JourneyRecord(context: journey(scenario, index: 2, label: label)))
            if let victimID = appHeldID(victim), victim.ended?.status != nil {
                intruder.ended = driver.reportEnded(intruder.context, id: victimID, poll: false)
                record.reportedForeignID = victimID
                if configuration.result != nil { intruder.resultProbe = driver.probeResult(intruder.context, id: victimID) }
            } else {
                record.notPlayed = "the first user's capture did not complete, so there was no finished id to misuse"
            }
            record.journeys = [victim, intruder]
        case .noCredentialsID:
            standIn.play(scenario: label, behavior: StandInBehavior(finalStates: [successState]))
            let victim = startAndBrowse(JourneyRecord(context: journey(scenario, index: 1, label: label)))
            var context = journey(scenario, index: 2, label: label)
            context.withoutCredentials = true
            var caller = JourneyRecord(context: context)
            if let reason = driver.noAnonymousCall(configuration.ended.call) {
                record.notPlayed = reason
            } else if let victimID = appHeldID(victim) {
                caller.ended = driver.reportEnded(caller.context, id: victimID, poll: false)
                record.reportedForeignID = victimID
                if let result = configuration.result, driver.noAnonymousCall(result.call) == nil {
                    caller.resultProbe = driver.probeResult(caller.context, id: victimID)
                }
            } else {
                record.notPlayed = "the first user's capture did not start, so there was no id to misuse"
            }
            record.journeys = [victim, caller]
        case .secondCapture:
            let states = secondCaptureStates
            standIn.play(scenario: label, behavior: StandInBehavior(finalStates: [states.first, states.second]))
            // Both captures are open before either is reported ended; the later one is reported first.
            let first = startAndBrowse(JourneyRecord(context: journey(scenario, index: 1, label: label)))
            let second = browseAndEnd(startAndBrowse(JourneyRecord(context: journey(scenario, index: 2, label: label))))
            var firstEnded = first
            if let id = appHeldID(first) { firstEnded.ended = driver.reportEnded(first.context, id: id) }
            record.journeys = [firstEnded, second]
        case let .concurrent(users):
            standIn.play(scenario: label, behavior: StandInBehavior(finalStates: allStates))
            record.journeys = concurrently((1...users).map { journey(scenario, index: $0, label: label) })
        }
        return record
    }

    private var successState: String {
        contract.finalStates.states.first { $0.success }!.name
    }

    /// The final states of the second-capture scenario's two processes: a success first, then a
    /// state the configuration reports with another outcome that is not an error where there is
    /// one, so an answer given for the wrong process shows as the wrong outcome, never as an error
    /// a back-end may rightly give.
    var secondCaptureStates: (first: String, second: String) {
        let first = successState
        let firstOutcome = configuration.outcomes[first]
        let others = contract.finalStates.states.map(\.name).filter { $0 != first }
        let distinct = others.filter { configuration.outcomes[$0] != firstOutcome }
        let second =
            distinct.first { configuration.outcomes[$0].map { $0 != KitConfiguration.errorOutcome } ?? false } ?? distinct.first ?? others
            .first ?? first
        return (first, second)
    }

    /// A journey with a fresh user and document number, both reproducible from the seed, and the
    /// document type the app asks for (see `documentType(for:index:)`).
    package func journey(_ scenario: Scenario, index: Int, label: String? = nil) -> JourneyContext {
        let scenarioName = label ?? scenario.name
        let name = "\(scenarioName)#\(index)"
        let context = JourneyContext(
            scenario: scenarioName, name: name, user: userName(scenario, index: index, journey: name),
            documentNumber: documentNumber(for: scenario, index: index, journey: name),
            documentType: documentType(for: scenario, index: index))
        standIn.register(documentNumber: context.documentNumber, journey: name, scenario: scenarioName)
        return context
    }

    /// The journey's document number (see `DocumentNumbers`).
    package func documentNumber(for scenario: Scenario, index: Int, journey name: String) -> String {
        DocumentNumbers.number(for: scenario, index: index, journey: name, contract: contract, identifiers: identifiers)
    }

    /// The configured document type, or, when the app's start call sends `{documentType}`, a second
    /// type (of `documentTypes` when the configuration lists the back-end's, else of the contract)
    /// for every other happy journey and concurrent user: a back-end that hard-codes one type is
    /// then caught (HP-CREATE-CREDENTIAL-FIDELITY).
    package func documentType(for scenario: Scenario, index: Int) -> String {
        let configured = configuration.documentType
        guard configuration.start.call.usesPlaceholder("documentType"),
            let second = (configuration.documentTypes ?? contract.documentTypes.values).first(where: { $0 != configured })
        else { return configured }
        switch scenario {
        case let .happy(state):
            let position = contract.finalStates.states.firstIndex { $0.name == state } ?? 0
            return position % 2 == 1 ? second : configured
        case .concurrent:
            return index % 2 == 0 ? second : configured
        default:
            return configured
        }
    }

    /// The app user of a journey: a kit-made name, or with listed users (`users.static`,
    /// `users.names`) one of them: the isolation scenario's N users are the first N, the
    /// foreign-id scenario's victim and attacker the two after; other scenarios use the victim.
    /// The second-capture scenario's two journeys share one user.
    func userName(_ scenario: Scenario, index: Int, journey name: String) -> String {
        guard let listed = configuration.users?.listedNames, listed.count >= configuration.usersNeeded else {
            // The second capture's journeys are one app user's: the first journey's.
            let owner = scenario == .secondCapture && index > 1 ? String(name.dropLast(String(index).count)) + "1" : name
            return "app-user-" + identifiers.hex("user|" + owner).prefix(8)
        }
        let spare = configuration.concurrentUsers
        switch scenario {
        case .concurrent: return listed[index - 1]
        case .foreignID, .foreignIDAfterEnd: return listed[spare + index - 1]
        default: return listed[spare]
        }
    }

    /// Start, browser session, and (when the app holds an id) "capture ended".
    func fullJourney(_ context: JourneyContext, claim: String = "ended") -> JourneyRecord {
        var record = startAndBrowse(JourneyRecord(context: context, claim: claim))
        if let id = appHeldID(record) {
            record.ended = driver.reportEnded(context, id: id, claim: claim)
        }
        return record
    }

    /// Start, the person completes the capture, "capture ended" with the id the start answer
    /// carried. The browser hand-off itself is judged in the happy scenarios; the read scenarios
    /// that only vary Human Plugin's answer skip its two page loads, which keeps the run and its
    /// report small.
    func completedWithoutBrowser(_ context: JourneyContext) -> JourneyRecord {
        var record = JourneyRecord(context: context)
        let start = self.start(context)
        record.start = start
        guard start.succeeded, let id = start.id, standIn.process(id: id) != nil else { return record }
        standIn.complete(id: id)
        record.ended = driver.reportEnded(context, id: id)
        return record
    }

    /// After the start: the browser session when it gave a link, then "capture ended" when the app holds an id.
    func browseAndEnd(_ journey: JourneyRecord) -> JourneyRecord {
        var record = journey
        if JourneySteps.opensBrowser(after: record.start), let link = record.start?.link {
            record.browser = driver.openLink(link, journey: record.context)
        }
        if let id = appHeldID(record) {
            record.ended = driver.reportEnded(record.context, id: id, claim: record.claim)
        }
        return record
    }

    func startAndBrowse(_ journey: JourneyRecord) -> JourneyRecord {
        var record = journey
        record.start = self.start(record.context)
        if JourneySteps.opensBrowser(after: record.start), let link = record.start?.link {
            record.browser = driver.openLink(link, journey: record.context)
        }
        return record
    }

    /// The id the app holds at "capture ended" (`JourneySteps`).
    func appHeldID(_ journey: JourneyRecord) -> String? {
        JourneySteps(configuration: configuration, contract: contract).appHeldID(journey)
    }

    /// The app's start call for `context`, made once no other scenario's start calls await their
    /// creates: a create the stand-in cannot tie to a journey (a back-end that sends a number of its
    /// own) then belongs to this scenario, however many scenarios play at once.
    package func start(_ context: JourneyContext, timeoutSeconds: Double? = nil) -> StartAttempt {
        if standIn.holdsStartTurn(context.scenario) { return driver.start(context, timeoutSeconds: timeoutSeconds) }
        _ = standIn.awaitStartTurn(scenario: context.scenario, creates: 1, until: driver.deadline)
        defer { standIn.endStartTurn(scenario: context.scenario) }
        return driver.start(context, timeoutSeconds: timeoutSeconds)
    }

    /// Runs the journeys on their own threads at once; waits for all with a deadline. Their start
    /// calls share one turn (see `start(_:timeoutSeconds:)`). Every journey's start is answered
    /// before any journey goes on to the browser and "capture ended" (or the start bound passed):
    /// all captures are open at once whatever the threads' timing, so a back-end that mixes them
    /// up shows it in every run, not only when two journeys happen to overlap.
    func concurrently(_ contexts: [JourneyContext]) -> [JourneyRecord] {
        if let first = contexts.first {
            _ = standIn.awaitStartTurn(scenario: first.scenario, creates: contexts.count, until: driver.deadline)
        }
        defer { contexts.first.map { standIn.endStartTurn(scenario: $0.scenario) } }
        let results = Mutex<[String: JourneyRecord]>([:])
        let group = DispatchGroup()
        var startsBy = ContinuousClock.now + .seconds(configuration.timeouts.requestSeconds + 2)
        if let deadline = driver.deadline { startsBy = min(startsBy, deadline) }
        let allStarted = ArrivalBarrier(count: contexts.count, until: startsBy)
        for context in contexts {
            group.enter()
            let started = DetachedThread.start(name: "journey", stackSize: 512 * 1024) { [self] in
                var record = JourneyRecord(context: context)
                record.start = start(context)
                allStarted.arriveAndWait()
                record = browseAndEnd(record)
                results.withLock { $0[context.name] = record }
                group.leave()
            }
            if !started {
                allStarted.arrive()
                group.leave()
            }
        }
        // Every call of a journey has its own deadline, so a journey still going after them all is
        // the kit's own slowness (its threads starved on a busy machine, large answers parsed one
        // at a time): it is waited for until the run's deadline, never cut and blamed on the back-end.
        var wait = configuration.timeouts.requestSeconds * 4 + (configuration.result?.boundSeconds ?? 0) + 5
        if let deadline = driver.deadline { wait = max(wait, SchedulingDelay.seconds(deadline - .now)) }
        _ = group.wait(timeout: .now() + wait)
        return results.withLock { done in
            contexts.map { context in
                done[context.name]
                    ?? {
                        var abandoned = JourneyRecord(context: context)
                        abandoned.abandoned = true
                        return abandoned
                    }()
            }
        }
    }
}
