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

/// One recorded request and its answer (or the error that stood in for an answer).
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
    /// Why there is no response (timeout, refused connection...).
    public var error: String?
    public var startedAt: Date
    public var durationMilliseconds: Double
    /// Set when the request body was cut to a bound (a long-lived sandbox's journal): its full size and digest.
    public var requestBodyCut: CutBody?
    /// Set when the response body was cut to a bound.
    public var responseBodyCut: CutBody?

    public init(id: Int = 0, scenario: String, journey: String?, channel: Channel, step: String,
                request: HTTPRequest, response: HTTPResponse?, error: String?, startedAt: Date, durationMilliseconds: Double) {
        self.id = id
        self.scenario = scenario
        self.journey = journey
        self.channel = channel
        self.step = step
        self.request = request
        self.response = response
        self.error = error
        self.startedAt = startedAt
        self.durationMilliseconds = durationMilliseconds
    }
}
