#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A process the stand-in created, as it answered it.
public struct IssuedProcess: Sendable, Equatable, Codable {
    public var id: String
    public var link: String
    public var correlationId: String?
    public var callbackUri: String?
    /// The state name (from `specs/contract.json`) a read of this process answers now: the
    /// contract's initial state until the person completes the capture page.
    public var state: String
    /// The state the process ends in when the person completes the capture page without choosing
    /// one: the state the scenario playing at its create hands out.
    public var completesAs: String
    /// When the person closed the session without completing it (the process stays in its initial
    /// state, or expires when the stand-in is told to expire closed sessions).
    public var closedAt: Date?
    public var scenario: String
    public var journey: String?
    /// The journal id of the create exchange that made it.
    public var createExchangeID: Int

    public init(
        id: String, link: String, correlationId: String?, callbackUri: String?, state: String, completesAs: String? = nil,
        closedAt: Date? = nil, scenario: String, journey: String?, createExchangeID: Int
    ) {
        self.id = id
        self.link = link
        self.correlationId = correlationId
        self.callbackUri = callbackUri
        self.state = state
        self.completesAs = completesAs ?? state
        self.closedAt = closedAt
        self.scenario = scenario
        self.journey = journey
        self.createExchangeID = createExchangeID
    }

}
