import HTTP1Codec

/// One call of a probe and what came of it.
package struct ProbeExchange: Sendable, Equatable {
    package enum Outcome: Sendable, Equatable {
        case answered(ProbeAnswer)
        /// No answer: TLS, the network, the deadline.
        case failed(ProbeTransportFailure)
        /// Not sent, and why (it needed what an earlier call did not give).
        case notSent(String)
    }

    package var call: ProbeCall
    /// The path as sent (`{id}` filled in).
    package var path: String
    /// The headers as sent, the token included: `ProbeRedaction` takes it out of every report.
    package var requestHeaders: HTTPHeaders
    package var outcome: Outcome
    package var milliseconds: Int

    /// The answer, when there is one.
    package var answer: ProbeAnswer? {
        if case let .answered(answer) = outcome { answer } else { nil }
    }
}
