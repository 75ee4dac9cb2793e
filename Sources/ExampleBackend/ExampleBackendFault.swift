/// A way the example back-end breaks the contract on purpose, so that the kit's mutation tests can
/// prove checks able to fail. Each case's doc comment names the check it is aimed at, and `breaks`
/// lists the same ids as data; a fault may break further checks as a direct consequence (the
/// mutation matrix lists each with its reason). Not every check is aimed at here: the app checks
/// are broken by fixture projects, HP-LOG-NO-SECRETS by a launched fixture back-end, and what only
/// an API shape can break by the shapes' own faults (`ExampleShapeFault`).
///
/// The raw value is the name used on the command line (`--fault wrong-flow`).
public enum ExampleBackendFault: String, CaseIterable, Sendable, Hashable, Codable {
    /// Creates with `POST /v1/process` instead of `/v1/processes` (HP-CREATE-METHOD-PATH).
    case wrongCreatePath = "wrong-create-path"
    /// Sends the same JSON bytes labelled `Content-Type: text/plain` (HP-CREATE-JSON).
    case textPlainBody = "text-plain-body"
    /// Sends `"flow": "idtoken"` instead of `humantoken` (HP-CREATE-FLOW).
    case wrongFlow = "wrong-flow"
    /// Sends `"clientId": "someone-else"` (HP-CREATE-CLIENT-ID).
    case wrongClientId = "wrong-client-id"
    /// Leaves `correlationId` out of the create body (HP-CREATE-CORRELATION-ID).
    case missingCorrelationId = "missing-correlation-id"
    /// Sends `credential.type` `"PASSPORT"`, which is not a known document type (HP-CREATE-CREDENTIAL).
    case unknownDocumentType = "unknown-document-type"
    /// Sends the create without `Authorization` (HP-CREATE-AUTH).
    case noCreateAuth = "no-create-auth"
    /// Creates two processes per start and answers with the second (HP-CREATE-ONCE).
    case createTwice = "create-twice"
    /// Registers `callbackUri` `otherapp://callback`, another app's scheme (HP-CALLBACK-APP-SCHEME).
    case otherSchemeCallback = "other-scheme-callback"
    /// Registers `callbackUri` `https://example.com/callback` (HP-CALLBACK-NOT-WEB).
    case webCallback = "web-callback"
    /// Registers `callbackUri` `/`, "no redirect" (HP-CALLBACK-NOT-ROOT).
    case rootCallback = "root-callback"
    /// Uppercases the scheme of the configured `callbackUri` (HP-CALLBACK-LOWERCASE, a warning).
    case uppercaseScheme = "uppercase-scheme"
    /// Appends `?doc=<document number>` to `callbackUri` (HP-CALLBACK-NO-SECRETS).
    case documentInCallback = "document-in-callback"
    /// Appends `src=app` to the query of `link` before handing it to the app (HP-START-ID-LINK).
    case rewrittenLink = "rewritten-link"
    /// Echoes the create body it sent (document number included) in the start answer (HP-START-NO-LEAK).
    case echoCreateRequest = "echo-create-request"
    /// Hands the app `<own base URL>/captures/<id>/page` as `link`, a page that answers 404 (HP-BROWSER-RETURNS).
    case linkToBackend = "link-to-backend"
    /// Reads `GET /v1/processes/<correlationId>` instead of the Human Plugin id (HP-READ-AFTER-END).
    case readWithCorrelationId = "read-with-correlation-id"
    /// Reads `GET /v1/processes/<id lowercased>`, as a back-end keeping ids in a case-folding store
    /// does (HP-READ-AFTER-END).
    case lowercasedId = "lowercased-id"
    /// Reads the final state without `Authorization` (HP-READ-AUTH).
    case noReadAuth = "no-read-auth"
    /// Reports an expired process as `failed` instead of `expired` (HP-OUTCOME-FOLLOWS-STATE).
    case expiredAsFailed = "expired-as-failed"
    /// Believes the app: a `claim` of `success` is answered `approved` without any read (HP-OUTCOME-SERVER-DECIDES).
    case trustAppClaim = "trust-app-claim"
    /// Reads whatever id it is given, for anyone (HP-IDOR-FORGED-ID, HP-IDOR-FOREIGN-ID).
    case noOwnershipCheck = "no-ownership-check"
    /// Refuses ids it never created, but ignores which app user created them (HP-IDOR-FOREIGN-ID).
    case ownerNotChecked = "owner-not-checked"
    /// Answers a failed create (error status, broken or malformed body) with `200 {"id":null,"link":null}`
    /// (HP-FAULT-CREATE-ERROR). Timeouts are still answered 504.
    case okOnCreateError = "ok-on-create-error"
    /// Waits 30 s for Human Plugin to answer the create instead of the configured timeout (HP-FAULT-CREATE-TIMEOUT).
    case longUpstreamTimeout = "long-upstream-timeout"
    /// Sends the create again, up to 3 attempts in all, after a 5xx or a timeout (HP-FAULT-NO-RETRY-DUPLICATES).
    case retryCreate = "retry-create"
    /// Sends the create once more when Human Plugin did not answer it in time, never after an error
    /// status: only the held create shows the duplicate (HP-FAULT-NO-RETRY-DUPLICATES).
    case retryOnHang = "retry-on-hang"
    /// Answers a failed read (non-200), and a read answer it cannot use, with
    /// `200 {"outcome":"rejected"}`, a decision nobody made (HP-FAULT-READ-ERROR, and
    /// HP-READ-FAIL-CLOSED for the unusable answers; `"failed"` there would be a warning only).
    case readErrorAsOutcome = "read-error-as-outcome"
    /// Sends the fixed test number `12345678901` as `credential.value`, whatever the app sent
    /// (HP-CREATE-CREDENTIAL-FIDELITY).
    case fixedTestCredential = "fixed-test-credential"
    /// Keeps the document number as a 64-bit integer and prints it again: a leading zero is lost,
    /// and of a longer number only the first 19 digits are kept (HP-CREATE-CREDENTIAL-FIDELITY).
    case documentNumberAsInteger = "document-number-as-integer"
    /// Sends the configured document type, whatever type the app asked for (HP-CREATE-CREDENTIAL-FIDELITY).
    case fixedDocumentType = "fixed-document-type"
    /// Builds `correlationId` as `order-<document number>` (HP-CORRELATION-NO-DOCUMENT).
    case documentInCorrelationId = "document-in-correlation-id"
    /// Waits 30 s for Human Plugin to answer the read instead of the configured timeout (HP-FAULT-READ-TIMEOUT).
    case noReadTimeout = "no-read-timeout"
    /// Reports `approved` for any 200 read whose state it does not know, instead of failing closed
    /// (HP-READ-FAIL-CLOSED).
    case successOnUnexpectedRead = "success-on-unexpected-read"
    /// Refuses a read answer with fields the contract does not name (answers 502) (HP-READ-EXTRA-FIELDS).
    case strictReadShape = "strict-read-shape"
    /// Reports a process still `PROCESS_STATE_CREATED` as `approved` (HP-OUTCOME-SESSION-CLOSED).
    case createdAsApproved = "created-as-approved"
    /// Answers a failed create with 502 and, for diagnosis, the create request it sent (document
    /// number included) (HP-START-NO-LEAK: error answers count).
    case leakInErrorAnswer = "leak-in-error-answer"
    /// Sends `correlationId` `order-1001` for every capture (HP-CORRELATION-UNIQUE).
    case constantCorrelationId = "constant-correlation-id"
    /// Keeps the last created id in one global: "capture ended" checks ownership of the id it is
    /// given and reads it, then reads that global id and reports its outcome under the given id
    /// (HP-CONCURRENT-ISOLATION). Since the asked id is read too, which process was created last
    /// changes nothing else.
    case sharedLastProcess = "shared-last-process"
    /// Keeps the capture in progress in one slot per document type instead of per app user:
    /// "capture ended" checks ownership of the id it is given and reads it, then reads the last
    /// process created of that document type, by anyone, and reports its outcome under the given
    /// id (HP-CONCURRENT-ISOLATION). Captures one at a time find their own process in the slot;
    /// the simultaneous users, all started before any ends, share it, whatever the timing.
    case documentTypeSlot = "document-type-slot"

    /// The ids of the conformance checks this fault is meant to break.
    public var breaks: [String] {
        switch self {
        case .wrongCreatePath: ["HP-CREATE-METHOD-PATH"]
        case .textPlainBody: ["HP-CREATE-JSON"]
        case .wrongFlow: ["HP-CREATE-FLOW"]
        case .wrongClientId: ["HP-CREATE-CLIENT-ID"]
        case .missingCorrelationId: ["HP-CREATE-CORRELATION-ID"]
        case .unknownDocumentType: ["HP-CREATE-CREDENTIAL"]
        case .noCreateAuth: ["HP-CREATE-AUTH"]
        case .createTwice: ["HP-CREATE-ONCE"]
        case .otherSchemeCallback: ["HP-CALLBACK-APP-SCHEME"]
        case .webCallback: ["HP-CALLBACK-NOT-WEB"]
        case .rootCallback: ["HP-CALLBACK-NOT-ROOT"]
        case .uppercaseScheme: ["HP-CALLBACK-LOWERCASE"]
        case .documentInCallback: ["HP-CALLBACK-NO-SECRETS"]
        case .rewrittenLink: ["HP-START-ID-LINK"]
        case .echoCreateRequest: ["HP-START-NO-LEAK"]
        case .linkToBackend: ["HP-BROWSER-RETURNS"]
        case .readWithCorrelationId, .lowercasedId: ["HP-READ-AFTER-END"]
        case .noReadAuth: ["HP-READ-AUTH"]
        case .expiredAsFailed: ["HP-OUTCOME-FOLLOWS-STATE"]
        case .trustAppClaim: ["HP-OUTCOME-SERVER-DECIDES"]
        case .noOwnershipCheck: ["HP-IDOR-FORGED-ID", "HP-IDOR-FOREIGN-ID"]
        case .ownerNotChecked: ["HP-IDOR-FOREIGN-ID"]
        case .okOnCreateError: ["HP-FAULT-CREATE-ERROR"]
        case .longUpstreamTimeout: ["HP-FAULT-CREATE-TIMEOUT"]
        case .retryCreate, .retryOnHang: ["HP-FAULT-NO-RETRY-DUPLICATES"]
        case .readErrorAsOutcome: ["HP-FAULT-READ-ERROR"]
        case .fixedTestCredential, .fixedDocumentType, .documentNumberAsInteger: ["HP-CREATE-CREDENTIAL-FIDELITY"]
        case .documentInCorrelationId: ["HP-CORRELATION-NO-DOCUMENT"]
        case .noReadTimeout: ["HP-FAULT-READ-TIMEOUT"]
        case .successOnUnexpectedRead: ["HP-READ-FAIL-CLOSED"]
        case .strictReadShape: ["HP-READ-EXTRA-FIELDS"]
        case .createdAsApproved: ["HP-OUTCOME-SESSION-CLOSED"]
        case .leakInErrorAnswer: ["HP-START-NO-LEAK"]
        case .constantCorrelationId: ["HP-CORRELATION-UNIQUE"]
        case .sharedLastProcess, .documentTypeSlot: ["HP-CONCURRENT-ISOLATION"]
        }
    }
}
