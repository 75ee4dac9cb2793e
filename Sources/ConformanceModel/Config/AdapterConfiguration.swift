import ConformanceBasics

/// An app adapter (`adapter`): a command the kit starts that performs the app's calls to the
/// back-end with the partner's own client code, instead of the declarative `start`, `ended`,
/// `result` and `users.login` calls (see docs/ADAPTER.md for its protocol, login step included).
extension KitConfiguration {
    public struct Adapter: Sendable, Equatable {
        /// Program and arguments; a relative program path resolves against the configuration's folder.
        public var command: [String]
        /// Added to the adapter's environment; values may hold `${backendURL}` (replaced when the
        /// back-end's URL is known) and `${env:NAME}` (already replaced, a secret).
        public var environment: [String: String]
        /// The deadline for the adapter's hello.
        public var startSeconds: Double
        /// The deadline for each step's reply.
        public var stepSeconds: Double
        /// Whether the kit polls the outcome with `result` steps after `ended`.
        public var pollResult: Bool

        public init(
            command: [String], environment: [String: String] = [:], startSeconds: Double = 10, stepSeconds: Double = 15,
            pollResult: Bool = false
        ) {
            self.command = command
            self.environment = environment
            self.startSeconds = startSeconds
            self.stepSeconds = stepSeconds
            self.pollResult = pollResult
        }
    }

    /// The `start`, `ended` and `result` descriptions of an adapter configuration: the adapter
    /// reads the values itself, so these only carry the placeholders the kit varies
    /// (`{documentType}`) and the names messages use.
    static func adapterStart() -> Start {
        Start(
            call: adapterCall("start", body: ["user": "{user}", "documentNumber": "{documentNumber}", "documentType": "{documentType}"]),
            id: .body(JSONPointer("/processId")!), link: .body(JSONPointer("/link")!))
    }

    static func adapterEnded() -> Ended {
        Ended(
            call: adapterCall("ended", body: ["user": "{user}", "processId": "{id}", "claim": "{claim}"]),
            outcome: .body(JSONPointer("/outcome")!))
    }

    static func adapterResult(inProgress: [String], intervalSeconds: Double, boundSeconds: Double) -> ResultPoll {
        ResultPoll(
            call: adapterCall("result", body: ["user": "{user}", "processId": "{id}"]), outcome: .body(JSONPointer("/outcome")!),
            inProgress: inProgress, intervalSeconds: intervalSeconds, boundSeconds: boundSeconds)
    }

    private static func adapterCall(_ step: String, body: [String: String]) -> AppCall {
        AppCall(method: "ADAPTER", path: "\(step) step", headers: [:], body: .object(body.mapValues { .string($0) }))
    }
}
