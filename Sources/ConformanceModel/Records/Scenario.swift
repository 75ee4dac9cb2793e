/// A situation the run plays against the back-end: one or a few journeys, with the stand-in
/// behaving as the scenario says.
public enum Scenario: Sendable, Equatable, Codable {
    /// A full journey that ends in this final state (a name from `specs/contract.json`).
    case happy(finalState: String)
    /// The app claims success; the final state is a failure.
    case appClaimsSuccess(finalState: String)
    /// The person closes the browser session without completing the capture; the app then asks.
    case sessionClosed
    /// Human Plugin fails the create.
    case createFault(StandInBehavior.CreateFault)
    /// Human Plugin fails the read, answers it outside the contract, or with extra fields.
    case readFault(StandInBehavior.ReadFault)
    /// The app reports an id it never received.
    case forgedID
    /// A second app user reports the first user's id.
    case foreignID
    /// A second app user reports the first user's id after its owner's capture has completed
    /// (a finished capture's outcome kept and served by id is a leak too).
    case foreignIDAfterEnd
    /// A caller with no credentials reports an open capture's id.
    case noCredentialsID
    /// One app user starts a second capture (another document) before finishing the first, then
    /// reports the second ended and the first: each must be answered for its own process.
    case secondCapture
    /// Many app users capture at once.
    case concurrent(users: Int)

    public var name: String {
        switch self {
        case let .happy(state): "happy/\(state)"
        case let .appClaimsSuccess(state): "app-claims-success/\(state)"
        case let .createFault(fault): "create-fault/\(fault)"
        case .sessionClosed: "session-closed"
        case .readFault(.extraFields): "read-extra-fields"
        case let .readFault(fault) where fault.isUnexpected: "read-unexpected/\(fault)"
        case let .readFault(fault): "read-fault/\(fault)"
        case .forgedID: "forged-id"
        case .foreignID: "foreign-id"
        case .foreignIDAfterEnd: "foreign-id-after-end"
        case .noCredentialsID: "no-credentials-id"
        case .secondCapture: "second-capture"
        case let .concurrent(users): "concurrent/\(users)-users"
        }
    }

    /// Whether the scenario is played again in each repetition of `run --repeat N` (the concurrency
    /// and fault scenarios: a back-end that scales out fails them only now and then).
    public var isRepeated: Bool {
        switch self {
        case .concurrent, .secondCapture, .createFault, .readFault: true
        default: false
        }
    }

    /// Every play of a run, in order: each scenario once, then the repeated ones again per
    /// repetition. `verify` derives the same list from a report's recorded configuration and options.
    public static func plays(_ scenarios: [Scenario], repetitions: Int) -> [(Scenario, Int)] {
        var plays = scenarios.map { ($0, 1) }
        if repetitions > 1 {
            for repetition in 2...repetitions { plays += scenarios.filter(\.isRepeated).map { ($0, repetition) } }
        }
        return plays
    }

    /// The repetitions a run's recorded options name (`--repeat N`; 1 without it): `verify` derives
    /// the plays from them.
    public static func repetitions(recordedIn options: [String]) -> Int {
        for option in options where option.hasPrefix("--repeat ") {
            if let count = Int(option.dropFirst("--repeat ".count)) { return count }
        }
        return 1
    }

    /// The scenarios of a full run, in the order they are played.
    public static func all(contract: ContractSpec, configuration: KitConfiguration) -> [Scenario] {
        let states = contract.finalStates.states
        let failure = states.first { !$0.success }?.name ?? states[0].name
        var list: [Scenario] = states.map { .happy(finalState: $0.name) }
        list.append(.appClaimsSuccess(finalState: failure))
        list.append(.sessionClosed)
        list += [400, 401, 500, 503].map { .createFault(.status($0)) }
        list += [.createFault(.missingLink), .createFault(.malformedJSON)]
        list.append(.createFault(.noAnswer(seconds: configuration.timeouts.upstreamBoundSeconds + 2)))
        list += [404, 500].map { .readFault(.status($0)) }
        list.append(.readFault(.cutShort))
        list.append(.readFault(.noAnswer(seconds: configuration.timeouts.upstreamBoundSeconds + 2)))
        list += [.unknownPair, .unknownState, .notJSON, .noProcess, .noState, .extraFields].map { .readFault($0) }
        list += [
            .forgedID, .foreignID, .foreignIDAfterEnd, .noCredentialsID, .secondCapture, .concurrent(users: configuration.concurrentUsers),
        ]
        return list
    }
}
