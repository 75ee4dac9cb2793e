/// A process the stand-in created, as it answered it.
public struct IssuedProcess: Sendable, Equatable {
    public var id: String
    public var link: String
    public var correlationId: String?
    public var callbackUri: String?
    /// The final state name a read of this process answers.
    public var finalState: String
    public var scenario: String
    public var journey: String?
    /// The journal id of the create exchange that made it.
    public var createExchangeID: Int
}
