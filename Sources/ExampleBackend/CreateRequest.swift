import HTTP1Codec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `POST /v1/processes` request the back-end sends to start a capture, with the faults that
/// change it applied.
struct CreateRequest {
    /// The JSON create body, as sent.
    var body: [String: Any]
    /// The HTTP request carrying it.
    var request: HTTPRequest

    /// A fresh correlation id, the back-end's own reference for one capture.
    static func freshCorrelationId() -> String {
        "order-\(UUID().uuidString.lowercased())"
    }

    init(configuration: ExampleBackendConfiguration, documentNumber: String, documentType: String?, correlationId: String?) {
        let faults = configuration.faults
        var body: [String: Any] = [
            "flow": faults.contains(.wrongFlow) ? "idtoken" : "humantoken",
            "clientId": faults.contains(.wrongClientId) ? "someone-else" : configuration.clientId,
            "credential": [
                "type": faults.contains(.unknownDocumentType)
                    ? "PASSPORT"
                    : faults.contains(.fixedDocumentType) ? configuration.documentType : (documentType ?? configuration.documentType),
                "value": faults.contains(.fixedTestCredential)
                    ? "12345678901"
                    : faults.contains(.documentNumberAsInteger) ? String(UInt64(documentNumber.prefix(19)) ?? 0) : documentNumber,
            ],
            "callbackUri": CreateRequest.callbackUri(configuration: configuration, documentNumber: documentNumber),
        ]
        if let correlationId {
            body["correlationId"] = correlationId
        }
        var headers = HTTPHeaders()
        headers.add("Content-Type", faults.contains(.textPlainBody) ? "text/plain" : "application/json")
        headers.add("Accept", "application/json")
        if !faults.contains(.noCreateAuth) {
            headers.add("Authorization", "Bearer \(configuration.humanPluginToken)")
        }
        self.body = body
        self.request = HTTPRequest(
            method: "POST",
            target: faults.contains(.wrongCreatePath) ? "/v1/process" : "/v1/processes",
            headers: headers,
            body: JSON.bytes(body)
        )
    }

    /// The `callbackUri` to register: the configured one, unless a fault says otherwise.
    static func callbackUri(configuration: ExampleBackendConfiguration, documentNumber: String) -> String {
        let faults = configuration.faults
        if faults.contains(.otherSchemeCallback) { return "otherapp://callback" }
        if faults.contains(.webCallback) { return "https://example.com/callback" }
        if faults.contains(.rootCallback) { return "/" }
        var uri = configuration.callbackUri
        if faults.contains(.uppercaseScheme), let colon = uri.firstIndex(of: ":") {
            uri = uri[..<colon].uppercased() + uri[colon...]
        }
        if faults.contains(.documentInCallback) {
            let encoded = documentNumber.percentEncoded(allowing: .alphanumerics)
            uri += (uri.contains("?") ? "&" : "?") + "doc=" + encoded
        }
        return uri
    }
}
