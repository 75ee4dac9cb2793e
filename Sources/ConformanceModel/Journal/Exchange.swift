import HTTP1Codec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which two parties an exchange went between.
public enum Channel: String, Sendable, Codable, CaseIterable {
    /// The kit, playing the app, calling the back-end under test.
    case appToBackend = "app->backend"
    /// The back-end under test calling the stand-in Human Plugin.
    case backendToHumanPlugin = "backend->humanplugin"
    /// The kit, playing the browser session, opening `link` and following it.
    case browser = "browser"
}

/// What became of a recorded request.
public enum Fate: String, Sendable, Codable, CaseIterable {
    /// It was answered (`response` holds the answer).
    case answered
    /// The caller got no answer (the kit's own call timed out, was refused...; `error` says why).
    case failed
    /// It arrived and was still held unanswered when the journal was read.
    case held
    /// The stand-in held the request on purpose and, before it answered, saw the peer's end of the
    /// stream (the connection closed, or only its sending side) and stopped holding.
    case peerClosed = "peer-closed"
    /// The stand-in gave up on it unanswered (it stopped while holding the request).
    case abandoned

    /// One line for reports: why there is no answer (nil for an answered request).
    var unansweredReason: String? {
        switch self {
        case .answered, .failed: nil
        case .held: "held: no answer yet when the run was judged"
        case .peerClosed: "the back-end closed the connection before an answer"
        case .abandoned: "the stand-in stopped before answering"
        }
    }
}

/// One recorded request, recorded when it arrived, and its answer or its fate.
///
/// An exchange on the stand-in is recorded the moment its request arrives (`startedAt`, fate
/// `held`) and settled later with its answer or why there was none, so a request that was
/// never answered is in the journal all the same, in the order of arrival.
public struct Exchange: Sendable, Codable, Equatable {
    /// Position in the run's journal, from 1; verdicts cite exchanges by this number.
    public var id: Int
    /// The scenario being played when the exchange happened.
    public var scenario: String
    /// The journey (one app user's capture) within the scenario, when known.
    public var journey: String?
    public var channel: Channel
    /// What the exchange was for, e.g. `start`, `ended`, `create`, `read`, `capture-page`.
    public var step: String
    public var request: HTTPRequest
    public var response: HTTPResponse?
    /// Why there is no response (timeout, refused connection, held...).
    public var error: String?
    /// What became of the request: answered, or why not.
    public var fate: Fate
    /// When the request arrived (on the stand-in) or was sent (by the kit).
    public var startedAt: Date
    public var durationMilliseconds: Double
    /// Set when the request body was cut to a bound (a long-lived sandbox's journal): its full size and digest.
    public var requestBodyCut: CutBody?
    /// Set when the response body was cut to a bound.
    public var responseBodyCut: CutBody?
    /// How the stand-in varied this answer (`--explore`, `--replay`, `serve --vary`): each
    /// variation's name (`hp-conformance variations`); nil for its own answer.
    public var variations: [String]?

    public init(
        id: Int = 0, scenario: String, journey: String?, channel: Channel, step: String,
        request: HTTPRequest, response: HTTPResponse?, error: String?, fate: Fate? = nil, startedAt: Date, durationMilliseconds: Double
    ) {
        self.id = id
        self.scenario = scenario
        self.journey = journey
        self.channel = channel
        self.step = step
        self.request = request
        self.response = response
        self.error = error
        self.fate = fate ?? (response != nil ? .answered : .failed)
        self.startedAt = startedAt
        self.durationMilliseconds = durationMilliseconds
    }

    /// Whether the request got an answer.
    var isAnswered: Bool { fate == .answered }

    /// The request as it arrived, held: no answer yet.
    public static func arrived(
        scenario: String, journey: String?, channel: Channel, step: String, request: HTTPRequest, at arrival: Date
    ) -> Exchange {
        Exchange(
            scenario: scenario, journey: journey, channel: channel, step: step, request: request, response: nil,
            error: Fate.held.unansweredReason, fate: .held, startedAt: arrival, durationMilliseconds: 0)
    }
}
