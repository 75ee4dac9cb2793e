/// One app user's capture within a scenario: who they are and the document they capture.
public struct JourneyContext: Sendable, Equatable, Codable {
    public var scenario: String
    /// Unique within the run, e.g. `happy/finished-ok#1`.
    public var name: String
    /// The app user, sent through `{user}` in the configured calls.
    public var user: String
    /// A fake document number unique to this journey (a secret: redacted from every report).
    public var documentNumber: String
    /// The document type the app asks for (`{documentType}`); nil: the configured one.
    public var documentType: String?
    /// A caller with no credentials (the ownership scenario's anonymous caller): its calls carry no
    /// login, no user headers, no cookies, and no header whose template names `{user}`. Nil: an app user.
    public var withoutCredentials: Bool?

    public init(scenario: String, name: String, user: String, documentNumber: String, documentType: String? = nil) {
        self.documentType = documentType
        self.scenario = scenario
        self.name = name
        self.user = user
        self.documentNumber = documentNumber
    }
}
