/// Puts a journal in an order that does not depend on thread timing: scenarios in the order they
/// are listed (`scenarioOrder`; scenarios played at once interleave in the journal), and within a
/// scenario whose journeys ran at once, journey by journey. Exchanges are renumbered from 1, so the
/// same seed, configuration and back-end give the same ids.
public enum CanonicalOrder {
    /// The reordered exchanges, and the map from each old id to its new one. Scenarios not in
    /// `scenarioOrder` follow the listed ones, in the order their first exchange arrived.
    public static func apply(
        to exchanges: [Exchange], concurrentScenarios: Set<String>, scenarioOrder: [String] = []
    ) -> (exchanges: [Exchange], newID: [Int: Int]) {
        var scenarioRank: [String: Int] = [:]
        for name in scenarioOrder where scenarioRank[name] == nil {
            scenarioRank[name] = scenarioRank.count
        }
        for exchange in exchanges where scenarioRank[exchange.scenario] == nil {
            scenarioRank[exchange.scenario] = scenarioRank.count
        }
        let ordered = exchanges.sorted { a, b in
            let rankA = scenarioRank[a.scenario]!, rankB = scenarioRank[b.scenario]!
            if rankA != rankB { return rankA < rankB }
            if concurrentScenarios.contains(a.scenario) {
                let journeyA = a.journey.map(JourneyKey.init) ?? .last, journeyB = b.journey.map(JourneyKey.init) ?? .last
                if journeyA != journeyB { return journeyA < journeyB }
            }
            return a.id < b.id
        }
        var newID: [Int: Int] = [:]
        let renumbered = ordered.enumerated().map { index, exchange in
            var copy = exchange
            copy.id = index + 1
            newID[exchange.id] = copy.id
            return copy
        }
        return (renumbered, newID)
    }

    /// Orders journey names by their text, with a trailing `#N` compared as a number.
    package struct JourneyKey: Comparable {
        package var prefix: String
        package var number: Int

        package static let last = JourneyKey(prefix: "\u{10FFFF}", number: .max)

        package init(prefix: String, number: Int) {
            self.prefix = prefix
            self.number = number
        }

        package init(_ name: String) {
            if let hash = name.lastIndex(of: "#"), let number = Int(name[name.index(after: hash)...]) {
                self.init(prefix: String(name[..<hash]), number: number)
            } else {
                self.init(prefix: name, number: 0)
            }
        }

        package static func < (a: JourneyKey, b: JourneyKey) -> Bool {
            (a.prefix, a.number) < (b.prefix, b.number)
        }
    }
}

extension ScenarioRecord {
    /// The record with every exchange id it cites mapped through `newID`.
    package func renumbered(_ newID: [Int: Int]) -> ScenarioRecord {
        var copy = self
        copy.journeys = journeys.map { journey in
            var moved = journey
            moved.start?.exchangeID = newID[journey.start?.exchangeID ?? 0] ?? 0
            moved.ended?.exchangeID = newID[journey.ended?.exchangeID ?? 0] ?? 0
            moved.ended?.result?.exchangeIDs = journey.ended?.result?.exchangeIDs.map { newID[$0] ?? 0 } ?? []
            moved.resultProbe?.exchangeIDs = journey.resultProbe?.exchangeIDs.map { newID[$0] ?? 0 } ?? []
            moved.browser?.exchangeIDs = journey.browser?.exchangeIDs.map { newID[$0] ?? 0 } ?? []
            return moved
        }
        return copy
    }
}

extension IssuedProcess {
    package func renumbered(_ newID: [Int: Int]) -> IssuedProcess {
        var copy = self
        copy.createExchangeID = newID[createExchangeID] ?? createExchangeID
        return copy
    }
}
