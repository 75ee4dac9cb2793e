import ConformanceModel

/// Starter configurations `hp-conformance init` writes, one per common shape of back-end API.
/// `//` keys are comments; the loader ignores them. Values only the partner knows are written as
/// `replace-with-...` placeholders, which `validate` and `run` refuse until they are replaced.
enum StarterConfigs {
    struct Shape {
        var name: String
        var summary: String
        var parts: Parts
        /// The configuration in attach mode (the partner starts the back-end; fixed stand-in port).
        var json: String { StarterConfigs.render(parts, launch: false) }
        /// The configuration in launch mode (the kit starts the back-end; stand-in on a free port).
        var launchJSON: String { StarterConfigs.render(parts, launch: true) }
    }

    /// What a shape decides, so that shapes of different roles combine and two of one role are refused.
    enum Role: Int, Comparable {
        /// A whole API style: paths, and where the id and link are.
        case api
        /// The result is polled after "capture ended".
        case result
        /// Error answers are 2xx bodies (`errorWhen`).
        case errors
        /// How app users authenticate.
        case users
        /// The capture variant.
        case variant

        static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The polled result call (`result`).
    struct ResultPoll {
        var comment: String
        var path: String
        var outcomePointer = "/status"
        var inProgress: [String]
    }

    /// What differs between shapes.
    struct Parts {
        var role = Role.api
        var variant = "callback"
        var users: String?
        var userHeaders = #"{"Authorization": "Bearer test-session-{user}"}"#
        var startPath = "/captures"
        var idPointer: String? = "/id"
        /// The id's header line (`"idHeader": {...}`), when the id is in a header, not the body.
        var idHeader: String?
        var linkPointer = "/link"
        /// Headers of the start call besides the user's (an idempotency key, say): `"Name": "value"`.
        var startHeaderExtra: String?
        var endedMethod = "POST"
        var endedPath = "/captures/{id}/ended"
        var endedBody = #"{"claim": "{claim}"}"#
        var outcomePointer: String? = "/outcome"
        var errorWhen: String?
        var result: ResultPoll?

        /// The start call's headers: the user's, plus `startHeaderExtra`.
        var startHeaders: String {
            guard let extra = startHeaderExtra else { return userHeaders }
            let trimmed = userHeaders.trimmingWhitespace()
            return trimmed == "{}" ? "{\(extra)}" : String(trimmed.dropLast()) + ", \(extra)}"
        }
    }

    static let asyncResult = ResultPoll(
        comment:
            "Polled after 'capture ended' until the value at outcomePointer is not one of inProgress; no final value within boundSeconds is a failure.",
        path: "/api/verifications/{id}", inProgress: ["processing", "queued"])

    static let shapes: [Shape] = [
        Shape(name: "flat", summary: "POST /captures answers {id, link}; POST /captures/{id}/ended answers {outcome}", parts: Parts()),
        Shape(
            name: "nested", summary: "answers wrapped in {data: {...}}: /data/capture/id, /data/capture/link, /data/result/status",
            parts: Parts(
                startPath: "/api/v2/identity/captures", idPointer: "/data/capture/id", linkPointer: "/data/capture/link",
                endedPath: "/api/v2/identity/captures/{id}/complete", endedBody: "{}", outcomePointer: "/data/result/status")),
        Shape(
            name: "id-in-body", summary: "the ended call carries the id in its body, not its path",
            parts: Parts(
                startPath: "/capture/start", idPointer: "/processId", linkPointer: "/url",
                endedPath: "/capture/finish", endedBody: #"{"processId": "{id}"}"#, outcomePointer: "/status")),
        Shape(
            name: "human-token", summary: "the Human Token variant: the app reads the id from myapp://callback?id=<id>",
            parts: Parts(
                role: .variant, variant: "humanToken", endedBody: "{}")),
        Shape(
            name: "login-bearer",
            summary:
                "each app user logs in (form POST /api/login, password from $APP_TEST_PASSWORD) and sends the access_token it gets as a bearer token",
            parts: Parts(
                role: .users, users: loginUsers(token: true), userHeaders: "{}", startPath: "/api/captures",
                endedPath: "/api/captures/{id}/ended")),
        Shape(
            name: "cookie-session",
            summary: "each app user logs in (form POST /api/login) and is a cookie session from then on, rotated by the back-end at will",
            parts: Parts(
                role: .users, users: loginUsers(token: false), userHeaders: "{}", startPath: "/api/captures",
                endedPath: "/api/captures/{id}/ended")),
        Shape(
            name: "async-poll",
            summary:
                "'capture ended' answers 202 {status: processing}; the app polls GET /api/verifications/{id} until the status is final",
            parts: Parts(
                role: .result, userHeaders: #"{"X-App-User": "{user}"}"#, startPath: "/api/captures", endedPath: "/api/captures/{id}/ended",
                outcomePointer: nil,
                result: asyncResult)),
        Shape(
            name: "location",
            summary:
                "'201 Created + Location': POST /api/v1/kyc-sessions answers the id only in Location and the link in a HAL body; PATCH .../{id} answers 204; the app polls GET .../{id}",
            parts: Parts(
                userHeaders: #"{"X-App-User": "{user}"}"#, startPath: "/api/v1/kyc-sessions", idPointer: nil,
                idHeader:
                    #""idHeader": {"//": "The id is the last segment of Location (relative or absolute URL).", "name": "Location", "pattern": "/kyc-sessions/([^/?#]+)"}"#,
                linkPointer: "/_links/capture/href",
                startHeaderExtra: #""Idempotency-Key": "{uuid}""#,
                endedMethod: "PATCH", endedPath: "/api/v1/kyc-sessions/{id}", endedBody: #"{"captureStatus": "{claim}"}"#,
                outcomePointer: nil,
                result: ResultPoll(
                    comment: "'capture ended' answers 204 No Content; the app polls the session until its status is final.",
                    path: "/api/v1/kyc-sessions/{id}", inProgress: ["processing"]))),
        Shape(
            name: "body-errors", summary: "every answer is 200 {ok, data | error}: {\"ok\": false} is an error (errorWhen)",
            parts: Parts(
                role: .errors, userHeaders: #"{"X-App-User": "{user}"}"#, startPath: "/api/captures", idPointer: "/data/id",
                linkPointer: "/data/link",
                endedPath: "/api/captures/{id}/ended", outcomePointer: "/data/outcome",
                errorWhen: #""errorWhen": {"//": "a 2xx whose /ok is false is an error answer", "pointer": "/ok", "equals": [false]}"#)),
    ]

    static func shape(_ name: String) -> Shape? { shapes.first { $0.name == name } }

    private static func loginUsers(token: Bool) -> String {
        let take =
            token
            ? """
            "tokenPointer": "/access_token",
            "sendToken": {"Authorization": "Bearer {token}"}
            """
            : """
            "//": "No tokenPointer: the user is a cookie session; the kit keeps a cookie jar per user."
            """
        return """
            "users": {
            "//": "How each app user logs in before its first call. ${env:NAME} is read from the environment (a secret, redacted everywhere).",
            "login": {
            "method": "POST",
            "path": "/api/login",
            "bodyEncoding": "form",
            "body": {"username": "{user}", "password": "${env:APP_TEST_PASSWORD}"},
            \(take)
            }
            },
            """
    }

    static func render(_ parts: Parts, launch: Bool) -> String {
        let backend =
            launch
            ? """
            "backend": {
            "//": "Launch mode: the kit starts this command with the stand-in's URL, token and a free port in the environment, and stops it after the run.",
            "baseURL": "http://127.0.0.1:{port}",
            "readyPath": "/health",
            "launch": {
            "command": ["replace-with-your-start-command"],
            "humanPluginURLVariable": "HUMAN_PLUGIN_BASE_URL",
            "humanPluginTokenVariable": "HUMAN_PLUGIN_TOKEN",
            "portVariable": "PORT"
            }
            },
            """
            : """
            "backend": {
            "//": "Attach mode: start your back-end yourself, pointed at the stand-in (humanPlugin.host and port). For launch mode: hp-conformance init --launch.",
            "baseURL": "http://127.0.0.1:8080",
            "readyPath": "/health"
            },
            """
        let portComment =
            launch
            ? "port 0: a free port, handed to your back-end in HUMAN_PLUGIN_BASE_URL"
            : "point your back-end's Human Plugin base URL at http://host:port with this token (attach mode needs this fixed port)"
        let endedComment =
            parts.result == nil
            ? "How the app tells your back-end the capture ended; outcomePointer finds the outcome in its answer."
            : "How the app tells your back-end the capture ended; the outcome comes from polling 'result' (an outcome value this answer carries at result.outcomePointer is taken at once, and judged)."
        var ended = [
            #""//": "\#(endedComment) {id}: the process id the app holds. {claim}: what the app claims about the capture ('ended'; 'success' in the scenario where the app claims a success Human Plugin did not give; 'cancelled' when the person closed the browser session): your back-end must decide from its own read, never from the claim.""#,
            #""method": "\#(parts.endedMethod)""#, #""path": "\#(parts.endedPath)""#, #""headers": \#(parts.userHeaders)"#,
            #""body": \#(parts.endedBody)"#,
        ]
        var start = [
            #""//": "How the app asks your back-end to start a capture. Placeholders: {user} (the app user), {documentNumber}, {documentType}, {uuid} (a fresh value per call).""#,
            #""method": "POST""#, #""path": "\#(parts.startPath)""#, #""headers": \#(parts.startHeaders)"#,
            #""body": {"documentType": "{documentType}", "documentNumber": "{documentNumber}"}"#,
        ]
        if let errorWhen = parts.errorWhen {
            start.append(errorWhen)
            ended.append(errorWhen)
        }
        if let idHeader = parts.idHeader { start.append(idHeader) }
        if let pointer = parts.idPointer { start.append(#""idPointer": "\#(pointer)""#) }
        start.append(#""linkPointer": "\#(parts.linkPointer)""#)
        if let pointer = parts.outcomePointer { ended.append(#""outcomePointer": "\#(pointer)""#) }
        let text = """
            {
            "//": "hp-conformance configuration. Field reference: docs/CONFIGURATION.md and specs/config.schema.json. Replace every 'replace-with-...' value.",
            \(backend)
            "app": {
            "//": "The scheme your app passes as callbackURLScheme (bare, no '://'); variant 'callback' or 'humanToken'.",
            "urlScheme": "replace-with-your-app-scheme",
            "variant": "\(parts.variant)"
            },
            "humanPlugin": {
            "//": "The stand-in Human Plugin the kit plays: \(portComment).",
            "host": "127.0.0.1",
            "port": \(launch ? 0 : 8099),
            "clientId": "replace-with-your-client-id",
            "token": "replace-with-a-test-token"
            },
            \(parts.users ?? "")
            "start": {
            \(start.joined(separator: ",\n"))
            },
            "ended": {
            \(ended.joined(separator: ",\n"))
            },
            \(parts.result.map { renderResult($0, parts: parts) } ?? "")
            "outcomes": {
            "//": "The outcome value your back-end reports for each Human Plugin final state. \(stateComment)",
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
        return indent(text)
    }

    static func renderResult(_ result: ResultPoll, parts: Parts) -> String {
        let inProgress = result.inProgress.map { "\"\($0)\"" }.joined(separator: ", ")
        var lines = [
            #""//": "\#(result.comment)""#, #""method": "GET""#, #""path": "\#(result.path)""#, #""headers": \#(parts.userHeaders)"#,
        ]
        if let errorWhen = parts.errorWhen { lines.append(errorWhen) }
        lines += [
            #""outcomePointer": "\#(result.outcomePointer)""#, #""inProgress": [\#(inProgress)]"#, #""intervalSeconds": 0.2"#,
            #""boundSeconds": 10"#,
        ]
        return "\"result\": {\n" + lines.joined(separator: ",\n") + "\n},"
    }

    /// The contract's state/result pairs and the fields that carry them, for the `outcomes` comment.
    static var stateComment: String {
        guard let contract = try? Specs.embedded().contract else { return "See hp-conformance explain HP-OUTCOME-FOLLOWS-STATE." }
        return contract.stateSummary() + " (hp-conformance explain HP-OUTCOME-FOLLOWS-STATE)."
    }

    /// Each line indented two spaces per bracket open before it (blank lines dropped).
    static func indent(_ text: String) -> String {
        var depth = 0
        var lines: [String] = []
        for raw in text.split(separator: "\n") {
            let line = raw.drop { $0 == " " }
            if line.isEmpty { continue }
            var opened = 0, closedFirst = 0, inString = false, escaped = false, seenOther = false
            for character in line {
                if inString {
                    if escaped {
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        inString = false
                    }
                    continue
                }
                switch character {
                case "\"":
                    inString = true
                    seenOther = true
                case "{", "[":
                    opened += 1
                    seenOther = true
                case "}", "]": if !seenOther && opened == 0 { closedFirst += 1 } else { opened -= 1 }
                default: if character != " " { seenOther = true }
                }
            }
            depth -= closedFirst
            lines.append(String(repeating: "  ", count: max(0, depth)) + line)
            depth += opened
        }
        return lines.joined(separator: "\n")
    }
}
