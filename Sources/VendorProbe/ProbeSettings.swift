/// What one probe of the vendor's sandbox is given: where, as whom, with which test document.
/// The token and the document number never reach a report or the console (`ProbeRedaction`).
package struct ProbeSettings: Sendable {
    package var sandbox: SandboxURL
    package var clientId: String
    /// The partner's access token for the sandbox.
    package var token: String
    package var documentType: String
    /// A test document number the sandbox accepts.
    package var documentNumber: String
    package var callbackUri: String
    /// The longest one call may take, connection and TLS included.
    package var timeoutSeconds: Double
    /// PEM certificates trusted besides the system's store (a corporate CA), as read from `--cacert`.
    package var extraCertificates: [UInt8]?

    package init(
        sandbox: SandboxURL, clientId: String, token: String, documentType: String, documentNumber: String, callbackUri: String,
        timeoutSeconds: Double, extraCertificates: [UInt8]? = nil
    ) {
        self.sandbox = sandbox
        self.clientId = clientId
        self.token = token
        self.documentType = documentType
        self.documentNumber = documentNumber
        self.callbackUri = callbackUri
        self.timeoutSeconds = timeoutSeconds
        self.extraCertificates = extraCertificates
    }
}
