#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The app's steps in every scenario, each decided by the answer before it: a start that answers
/// with a link opens the browser session; a session that returns to the app with the id it holds
/// leads to "capture ended"; an ended answer that leaves the outcome open leads to polling the
/// result call. The scenario player takes the steps by these rules, and `verify` derives from a
/// recorded scenario which steps its own recorded answers called for: a step cut from a report
/// after the run is then an alteration, never a step the app did not take.
package struct JourneySteps: Sendable {
    /// One step a recorded journey lacks, and the recorded answer that called for it.
    package struct Missing: Sendable, Equatable {
        package var journey: String
        package var step: String
        package var because: String
    }

    let configuration: KitConfiguration
    let tokenQueryItem: String
    var pollsResults: Bool { configuration.result != nil }

    package init(configuration: KitConfiguration, contract: ContractSpec) {
        self.configuration = configuration
        tokenQueryItem = contract.callback.humanTokenQueryItem
    }

    /// The browser session opens the link of a start that succeeded with one.
    package static func opensBrowser(after start: StartAttempt?) -> Bool {
        guard let start else { return false }
        return start.succeeded && start.link != nil
    }

    /// The id the app holds at "capture ended": the start answer's, once the session returned to
    /// the app; in the Human Token variant, the one the callback URL's query carries.
    package func appHeldID(_ journey: JourneyRecord) -> String? {
        guard let callback = journey.browser?.callbackURL else { return nil }
        switch configuration.app.variant {
        case .callback: return journey.start?.id
        case .humanToken: return Self.processID(fromCallback: callback, queryItem: tokenQueryItem)
        }
    }

    /// The value of `queryItem` in the callback URL's query.
    static func processID(fromCallback url: String, queryItem: String) -> String? {
        URLComponents(string: url)?.queryItems?.first { $0.name == queryItem }?.value
    }

    /// Whether the app polls the result after its "capture ended" answer: with a result call, when
    /// that answer succeeded and carried no final outcome.
    package static func pollsResult(_ configuration: KitConfiguration, afterEnded status: Int?, errorInBody: Bool, outcome: String?) -> Bool
    {
        configuration.result != nil && outcome == nil && (status.map { (200..<300).contains($0) } ?? false) && !errorInBody
    }

    /// The steps `record` lacks though its own recorded answers called for them. `issuedIDs`: the
    /// ids of the processes the stand-in issued (a read scenario reports only a capture the stand-in
    /// knows). A scenario the run cut short is not derived: its later steps were never taken.
    package func missing(in record: ScenarioRecord, issuedIDs: Set<String>) -> [Missing] {
        guard !record.cutByDeadline else { return [] }
        var missing: [Missing] = []
        func require(_ journey: JourneyRecord?, _ step: String, present: Bool, because: String) {
            guard let journey, !present else { return }
            missing.append(Missing(journey: journey.context.name, step: step, because: because))
        }
        func browses(_ journey: JourneyRecord?) {
            guard let journey, Self.opensBrowser(after: journey.start) else { return }
            // A visit with no exchange is a step taken: the session could not open the link it was given.
            require(
                journey, "browser", present: journey.browser != nil,
                because: "its start answered \(journey.start?.status.map(String.init) ?? "") with a link")
        }
        func ends(_ journey: JourneyRecord?) {
            guard let journey, appHeldID(journey) != nil else { return }
            require(journey, "ended", present: journey.ended != nil, because: "the browser session returned to the app with the id")
        }
        func polls(_ journey: JourneyRecord?) {
            guard let journey, let ended = journey.ended, ended.result == nil,
                Self.pollsResult(configuration, afterEnded: ended.status, errorInBody: ended.errorInBody, outcome: ended.outcome)
            else { return }
            require(
                journey, "result", present: false,
                because: "its 'capture ended' answered \(ended.status.map(String.init) ?? "") without an outcome")
        }
        func full(_ journey: JourneyRecord?) {
            browses(journey)
            ends(journey)
            polls(journey)
        }
        let first = record.journeys.first
        let second = record.journeys.dropFirst().first
        switch record.scenario {
        case .happy, .appClaimsSuccess:
            full(first)
        case let .readFault(fault):
            if case .status = fault {
                full(first)
            } else if let first, let start = first.start, start.succeeded, let id = start.id, issuedIDs.contains(id) {
                require(
                    first, "ended", present: first.ended != nil, because: "its start answered with the id of a process Human Plugin issued")
                polls(first)
            }
        case .createFault:
            break
        case .sessionClosed:
            browses(first)
            if let first, Self.opensBrowser(after: first.start), first.start?.id != nil {
                require(first, "ended", present: first.ended != nil, because: "the person closed the session of a capture that started")
                polls(first)
            }
        case .forgedID:
            browses(first)
            require(first, "ended", present: first?.ended != nil, because: "the scenario reports a forged id")
            if pollsResults {
                require(first, "result", present: first?.resultProbe != nil, because: "the scenario asks for a forged id's result")
            }
        case .foreignID:
            browses(first)
            browses(second)
            if let first, appHeldID(first) != nil {
                require(second, "ended", present: second?.ended != nil, because: "\(first.context.name) held an id to misuse")
                if pollsResults {
                    require(first, "ended", present: first.ended != nil, because: "its result must exist before another user asks for it")
                    polls(first)
                    require(second, "result", present: second?.resultProbe != nil, because: "\(first.context.name) held an id to misuse")
                }
            }
        case .foreignIDAfterEnd:
            full(first)
            browses(second)
            if let first, appHeldID(first) != nil, first.ended?.status != nil {
                require(
                    second, "ended", present: second?.ended != nil, because: "\(first.context.name)'s capture ended with an id to misuse")
                if pollsResults {
                    require(
                        second, "result", present: second?.resultProbe != nil,
                        because: "\(first.context.name)'s capture ended with an id to misuse")
                }
            }
        case .noCredentialsID:
            browses(first)
            if record.notPlayed == nil, let first, appHeldID(first) != nil {
                require(
                    second, "ended", present: second?.ended != nil,
                    because: "\(first.context.name) held an id to report without credentials")
            }
        case .secondCapture:
            browses(first)
            ends(first)
            polls(first)
            full(second)
        case .concurrent:
            record.journeys.forEach(full)
        }
        return missing
    }
}
