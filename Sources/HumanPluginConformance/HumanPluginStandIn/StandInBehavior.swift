/// How the stand-in Human Plugin answers while a scenario plays: which final states it hands out and
/// which faults it commits on purpose.
public struct StandInBehavior: Sendable, Equatable {
    /// A deliberate failure of `POST /v1/processes`.
    public enum CreateFault: Sendable, Equatable, CustomStringConvertible {
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

    /// A deliberate failure of `GET /v1/processes/{id}`.
    public enum ReadFault: Sendable, Equatable, CustomStringConvertible {
        case status(Int)
        public var description: String {
            switch self {
            case let .status(code): "status-\(code)"
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
