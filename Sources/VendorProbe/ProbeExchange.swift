import HTTP1Codec

/// One call of a probe and what came of it.
public struct ProbeExchange: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        case answered(ProbeAnswer)
        /// No answer: TLS, the network, the deadline.
        case failed(ProbeTransportFailure)
        /// Not sent, and why (it needed what an earlier call did not give).
        case notSent(String)
    }

    public var call: ProbeCall
    /// The path as sent (`{id}` filled in).
    public var path: String
    /// The headers as sent, the token included: `ProbeRedaction` takes it out of every report.
    public var requestHeaders: HTTPHeaders
    public var outcome: Outcome
    public var milliseconds: Int

    /// The answer, when there is one.
    public var answer: ProbeAnswer? {
        if case let .answered(answer) = outcome { answer } else { nil }
    }
}
