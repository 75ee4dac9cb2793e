/// How the stand-in Human Plugin answers while a scenario plays: which final states it hands out and
/// which faults it commits on purpose.
public struct StandInBehavior: Sendable, Equatable {
    /// A deliberate failure of `POST /v1/processes`.
    public enum CreateFault: Sendable, Equatable, Codable, CustomStringConvertible {
        /// The vendor's error body with this status (400, 401, 500, 503...).
        case status(Int)
        /// A 201 whose JSON has `id` but no `link`.
        case missingLink
        /// A 201 whose body is not JSON.
        case malformedJSON
        /// No answer for this many seconds (longer than the back-end should wait).
        case noAnswer(seconds: Double)

        public var description: String {
            switch self {
            case let .status(code): "status-\(code)"
            case .missingLink: "201-without-link"
            case .malformedJSON: "201-malformed-json"
            case .noAnswer: "no-answer"
            }
        }
    }

    /// A deliberate failure (or an unusual but valid answer) of `GET /v1/processes/{id}`.
    public enum ReadFault: Sendable, Equatable, Codable, CustomStringConvertible {
        /// The vendor's error body with this status (404, 500...).
        case status(Int)
        /// No answer for this many seconds (longer than the back-end should wait).
        case noAnswer(seconds: Double)
        /// 200 with a state/result pair outside the contract's list (a success state with the
        /// initial state's result, e.g. FINISHED / UNSPECIFIED).
        case unknownPair
        /// 200 with a state name the contract does not know, beside the success result.
        case unknownState
        /// 200 whose body is not JSON.
        case notJSON
        /// 200 with JSON that has no `process` object, a known final state that is no success at its
        /// top level (`topLevelState`): a back-end reading `process ?? body` reports that state (a
        /// warning, not a failure), so a success reported here is a fail-open back-end's.
        case noProcess
        /// 200 with JSON that names no state anywhere (only a success-looking result at the top level).
        case noState
        /// 200 with the documented answer plus fields the contract does not name (must be tolerated).
        case extraFields
        /// 200 with the success state's documented answer, cut short: the connection closes two
        /// bytes before the body its `Content-Length` announced ends (after the state and result).
        case cutShort

        public var description: String {
            switch self {
            case let .status(code): "status-\(code)"
            case .noAnswer: "no-answer"
            case .unknownPair: "unknown-state-result-pair"
            case .unknownState: "unknown-state-name"
            case .notJSON: "200-not-json"
            case .noProcess: "200-without-process"
            case .noState: "200-without-state"
            case .extraFields: "extra-fields"
            case .cutShort: "cut-short"
            }
        }

        /// The final state the `200-without-process` answer names at its top level: one that is no
        /// success, and whose outcome no back-end gives an answer it cannot read (as it may give
        /// `failed` or `rejected`): the state a closed session expires as, else the last such state.
        public static func topLevelState(_ contract: ContractSpec) -> ContractSpec.FinalState {
            let states = contract.finalStates.states
            let candidates = states.filter { !$0.success && $0.final }
            return candidates.first { $0.name == contract.lifecycle?.closedExpiresAs } ?? candidates.last
                ?? states.first { !$0.success } ?? states[0]
        }

        /// Whether the answer is outside the contract (nothing in it may be reported as success).
        public var isUnexpected: Bool {
            switch self {
            case .unknownPair, .unknownState, .notJSON, .noProcess, .noState: true
            case .status, .noAnswer, .extraFields, .cutShort: false
            }
        }
    }

    public var createFault: CreateFault?
    public var readFault: ReadFault?
    /// Final state names (from `specs/contract.json`) handed to new processes in turn.
    public var finalStates: [String]

    public init(finalStates: [String], createFault: CreateFault? = nil, readFault: ReadFault? = nil) {
        self.finalStates = finalStates
        self.createFault = createFault
        self.readFault = readFault
    }
}
