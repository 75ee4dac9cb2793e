/// Starter configurations `hp-conformance init` writes, one per common shape of back-end API.
/// `//` keys are comments; the loader ignores them.
enum StarterConfigs {
    struct Shape {
        var name: String
        var summary: String
        var json: String
    }

    static let shapes: [Shape] = [
        Shape(name: "flat", summary: "POST /captures answers {id, link}; POST /captures/{id}/ended answers {outcome}", json: make(
            startPath: "/captures", idPointer: "/id", linkPointer: "/link",
            endedPath: "/captures/{id}/ended", endedBody: #"{"claim": "{claim}"}"#, outcomePointer: "/outcome", variant: "callback")),
        Shape(name: "nested", summary: "answers wrapped in {data: {...}}: /data/capture/id, /data/capture/link, /data/result/status", json: make(
            startPath: "/api/v2/identity/captures", idPointer: "/data/capture/id", linkPointer: "/data/capture/link",
            endedPath: "/api/v2/identity/captures/{id}/complete", endedBody: "{}", outcomePointer: "/data/result/status", variant: "callback")),
        Shape(name: "id-in-body", summary: "the ended call carries the id in its body, not its path", json: make(
            startPath: "/capture/start", idPointer: "/processId", linkPointer: "/url",
            endedPath: "/capture/finish", endedBody: #"{"processId": "{id}"}"#, outcomePointer: "/status", variant: "callback")),
        Shape(name: "human-token", summary: "the Human Token variant: the app reads the id from myapp://callback?id=<id>", json: make(
            startPath: "/captures", idPointer: "/id", linkPointer: "/link",
            endedPath: "/captures/{id}/ended", endedBody: "{}", outcomePointer: "/outcome", variant: "humanToken")),
    ]

    static func shape(_ name: String) -> Shape? { shapes.first { $0.name == name } }

    private static func make(startPath: String, idPointer: String, linkPointer: String, endedPath: String,
                             endedBody: String, outcomePointer: String, variant: String) -> String {
        """
        {
          "//": "hp-conformance configuration. Field reference: README.md and specs/config.schema.json.",
          "backend": {
            "//": "Attach mode: start your back-end yourself, pointed at the stand-in (humanPlugin.port). For launch mode add a 'launch' object.",
            "baseURL": "http://127.0.0.1:8080",
            "readyPath": "/health"
          },
          "app": {
            "//": "The scheme your app passes as callbackURLScheme (bare, no '://'); variant 'callback' or 'humanToken'.",
            "urlScheme": "com.example.capture",
            "variant": "\(variant)"
          },
          "humanPlugin": {
            "//": "The stand-in listens here; point your back-end's Human Plugin base URL at http://host:port with this token.",
            "host": "127.0.0.1",
            "port": 8099,
            "clientId": "client-a",
            "token": "replace-with-a-test-token"
          },
          "start": {
            "//": "How the app asks your back-end to start a capture. Placeholders: {user} {documentNumber} {documentType} {id} {claim}.",
            "method": "POST",
            "path": "\(startPath)",
            "headers": {"Authorization": "Bearer test-session-{user}"},
            "body": {"documentType": "{documentType}", "documentNumber": "{documentNumber}"},
            "idPointer": "\(idPointer)",
            "linkPointer": "\(linkPointer)"
          },
          "ended": {
            "//": "How the app tells your back-end the capture ended; outcomePointer finds the outcome in its answer.",
            "method": "POST",
            "path": "\(endedPath)",
            "headers": {"Authorization": "Bearer test-session-{user}"},
            "body": \(endedBody),
            "outcomePointer": "\(outcomePointer)"
          },
          "outcomes": {
            "//": "The outcome value your back-end reports for each Human Plugin final state.",
            "finished-ok": "approved",
            "finished-invalid-identity": "rejected",
            "failed": "failed",
            "expired": "expired",
            "created": "pending"
          },
          "documentType": "DUI_TYPE_NG_BVN",
          "timeouts": {"requestSeconds": 10, "upstreamBoundSeconds": 8, "runSeconds": 300},
          "concurrentUsers": 20
        }
        """
    }
}
