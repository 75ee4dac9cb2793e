/// Everything the example back-end needs to know to run: where it listens, how it reaches
/// Human Plugin, what it registers there, and which faults (if any) it should commit on purpose.
///
/// A correct back-end is the default: `faults` is empty.
public struct ExampleBackendConfiguration: Sendable, Equatable {
    /// Address the back-end listens on.
    public var host: String
    /// Port the back-end listens on; 0 lets the system pick one (`ExampleBackend.start()` returns it).
    public var port: UInt16
    /// Base URL of Human Plugin (or of the kit's stand-in), e.g. `http://127.0.0.1:9000`.
    public var humanPluginBaseURL: String
    /// Access token sent as `Authorization: Bearer <token>` on every call to Human Plugin.
    /// Never sent to the app and never logged.
    public var humanPluginToken: String
    /// The client id Human Plugin issued to this integrator.
    public var clientId: String
    /// Where the browser session returns: the app's own custom scheme, lowercase, reverse-DNS.
    public var callbackUri: String
    /// The document type sent when the app does not name one.
    public var documentType: String
    /// How long a call to Human Plugin may take, in all, before the back-end gives up (504); a
    /// start that sends the create more than once (a fault) shares it among the attempts.
    public var upstreamTimeout: Duration
    /// Rules to break on purpose (empty for a correct back-end); see `ExampleBackendFault`.
    public var faults: Set<ExampleBackendFault>
    /// Correct styles other than the example's own (see `ExampleBackendStyle`).
    public var styles: Set<ExampleBackendStyle> = []
    /// The API shape(s) of a real partner back-end to take (`ShapedBackend`); nil: the plain API.
    public var api: ExampleAPI? = nil
    /// Rules the API shape breaks on purpose.
    public var apiFaults: Set<ExampleShapeFault> = []
    /// The password app users log in with (login shapes).
    public var appPassword: String? = nil

    public init(
        host: String = "127.0.0.1",
        port: UInt16 = 0,
        humanPluginBaseURL: String,
        humanPluginToken: String,
        clientId: String = "client-a",
        callbackUri: String = "com.example.capture://callback",
        documentType: String = "DUI_TYPE_NG_BVN",
        upstreamTimeout: Duration = .milliseconds(500),
        faults: Set<ExampleBackendFault> = []
    ) {
        self.host = host
        self.port = port
        self.humanPluginBaseURL = humanPluginBaseURL
        self.humanPluginToken = humanPluginToken
        self.clientId = clientId
        self.callbackUri = callbackUri
        self.documentType = documentType
        self.upstreamTimeout = upstreamTimeout
        self.faults = faults
    }

    /// Whether `fault` is switched on.
    func has(_ fault: ExampleBackendFault) -> Bool { faults.contains(fault) }
}
