/// The API the example back-end serves: one or more `ExampleAPIShape`s combined as `hp-conformance
/// init --shape a,b` combines its starters. One shape of each role at most (an API style, a way of
/// logging in, a polled result, errors in 200 bodies, the variant); the first role's shape gives
/// the paths, the others add what they are about.
public struct ExampleAPI: Sendable, Equatable, CustomStringConvertible {
    /// What a shape decides, in the order init's combination applies them.
    public enum Role: Int, Sendable, Comparable {
        case api, result, errors, users, variant
        public static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The paths and answer layout of start and "capture ended".
    public enum Paths: Sendable, Equatable {
        /// `/captures` and `/captures/{id}/ended` (flat, human-token).
        case flat
        /// `/api/captures` and `/api/captures/{id}/ended` (the login, async-poll and body-errors starters).
        case api
        case nested
        case idInBody
        case location
    }

    /// The shapes, in the order given (each once).
    public let shapes: [ExampleAPIShape]

    /// `shapes` combined; nil (with `conflict` saying why) when two share a role or none is given.
    public init?(_ shapes: [ExampleAPIShape]) {
        var unique: [ExampleAPIShape] = []
        for shape in shapes where !unique.contains(shape) { unique.append(shape) }
        guard !unique.isEmpty, Self.conflict(unique) == nil else { return nil }
        self.shapes = unique
    }

    /// `a,b,c` as `--api` takes it; throws one line naming what is wrong.
    public static func parse(_ text: String) throws(ExampleBackendCommandLine.UsageError) -> ExampleAPI {
        var shapes: [ExampleAPIShape] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let shape = ExampleAPIShape(rawValue: String(name)) else {
                throw .init(
                    message:
                        "unknown --api: \(name) (expected one or more of \(ExampleAPIShape.allCases.map(\.rawValue).joined(separator: ", ")), joined by commas)"
                )
            }
            shapes.append(shape)
        }
        if let conflict = conflict(shapes) { throw .init(message: "--api \(text): \(conflict)") }
        guard let api = ExampleAPI(shapes) else { throw .init(message: "missing value for --api") }
        return api
    }

    /// Why `shapes` cannot combine (two of one role), or nil.
    static func conflict(_ shapes: [ExampleAPIShape]) -> String? {
        for (index, shape) in shapes.enumerated() {
            if let other = shapes[..<index].first(where: { $0.role == shape.role && $0 != shape }) {
                return "'\(other.rawValue)' and '\(shape.rawValue)' cannot combine (both are \(shape.role))"
            }
        }
        return nil
    }

    public var description: String { shapes.map(\.rawValue).joined(separator: ",") }

    /// The shape that gives the paths: the one of the first role, as in init's combination.
    var base: ExampleAPIShape { shapes.min { $0.role < $1.role }! }

    public var paths: Paths {
        switch base {
        case .flat, .humanToken: .flat
        case .nested: .nested
        case .idInBody: .idInBody
        case .location: .location
        case .asyncPoll, .bodyErrors, .loginBearer, .cookieSession: .api
        }
    }

    /// The login shape, when app users log in.
    public var login: ExampleAPIShape? { shapes.first { $0.role == .users } }
    /// Whether "capture ended" answers 202 and the result is polled.
    public var polls: Bool { shapes.contains(.asyncPoll) || paths == .location }
    /// Whether errors are 200 bodies `{"ok": false}` and answers `{"ok": true, "data": ...}`.
    var bodyErrors: Bool { shapes.contains(.bodyErrors) }
    /// Whether the app user comes as `Authorization: Bearer test-session-<user>` (else `X-App-User`),
    /// when no login is configured: the starters of the flat, nested and id-in-body styles say so.
    var sessionHeader: Bool {
        switch base {
        case .flat, .humanToken, .nested, .idInBody: true
        case .location, .asyncPoll, .bodyErrors, .loginBearer, .cookieSession: false
        }
    }
}

extension ExampleAPIShape {
    /// The shape's role in a combination.
    public var role: ExampleAPI.Role {
        switch self {
        case .flat, .nested, .idInBody, .location: .api
        case .asyncPoll: .result
        case .bodyErrors: .errors
        case .loginBearer, .cookieSession: .users
        case .humanToken: .variant
        }
    }
}
