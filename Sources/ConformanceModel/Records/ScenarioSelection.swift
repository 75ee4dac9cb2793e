/// The scenarios a run plays.
public enum ScenarioSelection: Sendable, Equatable {
    /// Every scenario of a full run (`Scenario.all`).
    case all
    /// The journeys in which Human Plugin answers as documented, one per final state and the closed
    /// session: what an exploration varies (a fault scenario's answer is already unusual on purpose).
    case explored

    /// How a run's recorded options name the selection (none for `.all`): `verify` reads it back.
    public static let recordedExplored = "--scenarios explored"

    /// The selection recorded `options` name.
    public static func recorded(in options: [String]) -> ScenarioSelection {
        options.contains(recordedExplored) ? .explored : .all
    }

    public func scenarios(contract: ContractSpec, configuration: KitConfiguration) -> [Scenario] {
        let every = Scenario.all(contract: contract, configuration: configuration)
        switch self {
        case .all: return every
        case .explored:
            return every.filter { scenario in
                switch scenario {
                case .happy, .sessionClosed: true
                default: false
                }
            }
        }
    }
}
