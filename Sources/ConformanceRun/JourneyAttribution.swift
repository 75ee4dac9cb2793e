import ConformanceBasics
import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Files the stand-in's processes and exchanges under the journey they belong to when the document
/// number could not tell (a back-end may take the number from its own records, not from the app):
/// by the id the app received, or by the only journey of the scenario.
enum JourneyAttribution {
    package static func apply(
        journal: [Exchange], processes: [IssuedProcess], scenarios: [ScenarioRecord], readPrefix: String
    )
        -> (journal: [Exchange], processes: [IssuedProcess])
    {
        var journeyOfProcess: [String: String] = [:]
        for process in processes {
            if let journey = process.journey {
                journeyOfProcess[process.id] = journey
                continue
            }
            guard let scenario = scenarios.first(where: { $0.name == process.scenario }) else { continue }
            if let owner = scenario.journeys.first(where: { $0.start?.id == process.id }) {
                journeyOfProcess[process.id] = owner.context.name
            } else if scenario.journeys.count == 1 {
                journeyOfProcess[process.id] = scenario.journeys[0].context.name
            }
        }
        let attributedProcesses = processes.map { process -> IssuedProcess in
            var copy = process
            copy.journey = journeyOfProcess[process.id]
            return copy
        }
        // A read of a misused id made after the misusing journey's "capture ended" answers that
        // journey's call (the attacker's), not the journey the process belongs to (the victim's).
        // Windows: from the misusing call until the owner's own "capture ended" (when it comes
        // later), and from the misusing journey's result probe on.
        var misuses: [(scenario: String, id: String, journey: String, from: Date, until: Date?)] = []
        func startedAt(_ id: Int) -> Date? { journal.first { $0.id == id }?.startedAt }
        for scenario in scenarios {
            guard let misused = scenario.reportedForeignID else { continue }
            for journey in scenario.journeys {
                guard let ended = journey.ended, ended.sentID == misused, let sent = startedAt(ended.exchangeID) else { continue }
                let ownerEnded = scenario.journeys.filter { $0.context.name != journey.context.name }
                    .compactMap { $0.ended.flatMap { startedAt($0.exchangeID) } }.filter { $0 >= sent }.min()
                misuses.append((scenario.name, misused, journey.context.name, sent, ownerEnded))
                if let probe = journey.resultProbe?.exchangeIDs.first.flatMap(startedAt) {
                    misuses.append((scenario.name, misused, journey.context.name, probe, nil))
                }
            }
        }
        var processOfCreate: [Int: String] = [:]
        for process in processes where process.createExchangeID > 0 { processOfCreate[process.createExchangeID] = process.id }
        let attributedJournal = journal.map { exchange -> Exchange in
            if exchange.channel == .backendToHumanPlugin, exchange.step == "read",
                let misuse = misuses.first(where: {
                    $0.scenario == exchange.scenario && exchange.startedAt >= $0.from
                        && ($0.until.map { exchange.startedAt < $0 } ?? true)
                        && String(exchange.request.path.dropFirst(readPrefix.count)).percentDecoded == $0.id
                })
            {
                var copy = exchange
                copy.journey = misuse.journey
                return copy
            }
            guard exchange.journey == nil, exchange.channel == .backendToHumanPlugin else { return exchange }
            var copy = exchange
            if exchange.step == "create", let id = exchange.response.flatMap({ JSONValue.parse($0.body)?["id"]?.stringValue }) {
                copy.journey = journeyOfProcess[id]
            } else if exchange.step == "create", let id = processOfCreate[exchange.id] {
                // A create never answered (held) still issued its process.
                copy.journey = journeyOfProcess[id]
            } else if exchange.step == "read" {
                copy.journey = journeyOfProcess[String(exchange.request.path.dropFirst(readPrefix.count))]
            }
            if copy.journey == nil, let scenario = scenarios.first(where: { $0.name == exchange.scenario }), scenario.journeys.count == 1 {
                copy.journey = scenario.journeys[0].context.name
            }
            return copy
        }
        return (attributedJournal, attributedProcesses)
    }
}
