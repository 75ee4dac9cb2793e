import ConformanceBasics
import ConformanceModel
import HTTP1Codec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One scenario's behaviour on the stand-in, and how many final states it handed out so far.
package struct ScenarioPlay: Sendable {
    package var behavior: StandInBehavior
    var handedOut = 0
}

/// A scenario whose start calls are under way: until its creates arrive (or its starts end), a
/// create no document number ties to a journey is its own.
package struct StartTurn: Sendable {
    package var scenario: String
    /// Creates still expected.
    var remaining: Int
}

/// Which scenario (and journey) a back-end call belongs to, decided when it arrives.
package struct CallOwner: Sendable {
    package var scenario: String
    package var step: String
    package var journey: String?
}

extension HumanPluginStandIn {
    /// Files a back-end call under its scenario, so that scenarios played at the same time never
    /// take each other's calls: a read by its process (or the id's case, or the correlationId, or a
    /// forged id's scenario); any other call by the document number in its body (as sent, or as a
    /// number that lost its leading zeros or its last digits); otherwise by the scenario whose
    /// start calls await their creates, the one scenario the app is waiting on, or the one started last.
    package func owner(of request: HTTPRequest, path: String) -> CallOwner {
        let create = contract.create, read = contract.read
        if request.method == read.method && path.hasPrefix(read.pathPrefix) {
            let rawID = path.dropFirst(read.pathPrefix.count)
            let id = rawID.utf8.contains(UInt8(ascii: "%")) ? (String(rawID).percentDecoded ?? "") : String(rawID)
            let known = state.withLock { state -> CallOwner? in
                if let process = state.processes[id] {
                    // A process issued before any scenario played follows the scenario playing now.
                    guard state.plays[process.scenario] != nil else {
                        return CallOwner(scenario: "", step: "read", journey: process.journey)
                    }
                    return CallOwner(scenario: process.scenario, step: "read", journey: process.journey)
                }
                if let scenario = state.scenarioOfForeignID[id] { return CallOwner(scenario: scenario, step: "read", journey: nil) }
                let folded = id.lowercased()
                if let process = state.processes.values.first(where: {
                    $0.id.lowercased() == folded || ($0.correlationId.map { $0 == id } ?? false)
                }) {
                    return CallOwner(scenario: process.scenario, step: "read", journey: nil)
                }
                return nil
            }
            guard let owner = known, !owner.scenario.isEmpty else {
                return CallOwner(scenario: fallbackScenario(), step: "read", journey: known?.journey)
            }
            return owner
        }
        let step =
            request.method == create.method && path == create.path
            ? "create" : (path.hasPrefix(create.path) || path.hasPrefix("/v1/") ? "unknown-call" : "unknown-path")
        let number = Self.numberText(JSONValue.parse(request.body)?["credential"]?["value"])
        let owner = state.withLock { state -> CallOwner? in
            if let number, let journey = state.journeysByDocumentNumber[number] {
                return CallOwner(
                    scenario: state.scenarioOfJourney[journey] ?? state.scenario, step: step, journey: step == "create" ? journey : nil)
            }
            if let number, let journey = Self.closeNumber(number, among: state.journeysByDocumentNumber) {
                return CallOwner(scenario: state.scenarioOfJourney[journey] ?? state.scenario, step: step, journey: nil)
            }
            if let turn = state.startTurn { return CallOwner(scenario: turn.scenario, step: step, journey: nil) }
            return nil
        }
        let found = owner ?? CallOwner(scenario: fallbackScenario(), step: step, journey: nil)
        // Only a create ends the turn's wait: another call of the back-end (a token fetch, a
        // lookup) made before its create stays the turn's, and leaves the turn open.
        if step == "create" {
            state.withLock { state in
                guard var turn = state.startTurn, turn.scenario == found.scenario else { return }
                turn.remaining -= 1
                state.startTurn = turn.remaining > 0 ? turn : nil
            }
        }
        return found
    }

    /// The document number a create carries as text: a string as it is, a JSON number (a back-end
    /// that parsed the number as one) as its digits.
    static func numberText(_ value: JSONValue?) -> String? {
        switch value {
        case let .string(text)?: return text
        case let .number(number)? where number.isFinite && number >= 0 && number == number.rounded() && number < 1e19:
            return String(UInt64(number))
        case let .number(number)?: return String(decoding: JSONValue.number(number).serialized, as: UTF8.self)
        default: return nil
        }
    }

    /// The journey of the registered number that `number` is a mangled copy of: the same digits
    /// without leading zeros, or the same count of digits agreeing on at least their first 12
    /// (a number that went through a float, its tail rounded). Nil unless exactly one number fits.
    static func closeNumber(_ number: String, among numbers: [String: String]) -> String? {
        func trimmed(_ text: String) -> Substring { text.drop { $0 == "0" } }
        let received = trimmed(number)
        let digits = received.prefix { $0.isASCII && $0.isNumber }
        guard !received.isEmpty else { return nil }
        let fits = numbers.filter { known, _ in
            let kept = trimmed(known)
            if kept == received { return true }
            let shared = zip(kept, digits).prefix { $0 == $1 }.count
            return shared >= 12 && (digits.count == kept.count || digits.count == shared)
        }
        return fits.count == 1 ? fits.first!.value : nil
    }

    /// The scenario for a call nothing ties to a journey: the only one playing, else the only one
    /// whose app call is under way, else the one started last.
    func fallbackScenario() -> String {
        let (active, last) = state.withLock { ($0.active, $0.scenario) }
        if active.count == 1 { return active[0] }
        if active.count > 1 {
            let waiting = Set(journal.exchanges.filter { $0.channel == .appToBackend && $0.fate == .held }.map(\.scenario))
                .intersection(active)
            if waiting.count == 1 { return waiting.first! }
        }
        return last
    }

    /// The behaviour of scenario `name` (the initial one when it was never played).
    package func behavior(of name: String) -> StandInBehavior {
        state.withLock { $0.plays[name]?.behavior ?? $0.behavior }
    }

    /// Waits until no other scenario's start calls await their creates, then makes `scenario`'s
    /// the ones that do, for `creates` creates. Returns false, without the turn, when `deadline`
    /// passes or the stand-in stops first. A scenario that has the turn already keeps it.
    public func awaitStartTurn(scenario: String, creates: Int, until deadline: ContinuousClock.Instant?) -> Bool {
        while true {
            let taken = state.withLock { state -> Bool in
                if state.startTurn?.scenario == scenario { return true }
                guard state.startTurn == nil else { return false }
                state.startTurn = StartTurn(scenario: scenario, remaining: max(1, creates))
                return true
            }
            if taken { return true }
            if isStopped || deadline.map({ ContinuousClock.now >= $0 }) == true { return false }
            Pause.seconds(0.002)
        }
    }

    /// Whether `scenario`'s start calls are the ones awaiting their creates.
    public func holdsStartTurn(_ scenario: String) -> Bool {
        state.withLock { $0.startTurn?.scenario == scenario }
    }

    /// Gives up `scenario`'s turn (its start calls ended), if it still has it.
    public func endStartTurn(scenario: String) {
        state.withLock { state in
            if state.startTurn?.scenario == scenario { state.startTurn = nil }
        }
    }
}
