/// API shapes of real partner back-ends the example back-end can take, one for each of
/// `hp-conformance init`'s starter shapes (same names, paths and pointers), combined as `init
/// --shape a,b` combines them (`ExampleAPI`), with faults of their own to plant. Under each shape
/// the example back-end's own rules (ownership, reads, faults) still decide; the shape changes how
/// the app authenticates and how answers look.
public enum ExampleAPIShape: String, Sendable, CaseIterable {
    /// `POST /captures` answers `{id, link}`; `POST /captures/{id}/ended` answers `{id, outcome}`.
    /// The app user comes as `Authorization: Bearer test-session-<user>`.
    case flat = "flat"
    /// `POST /api/v2/identity/captures` answers `{data: {capture: {id, link}}}`;
    /// `POST /api/v2/identity/captures/{id}/complete` answers `{data: {result: {status}}}`.
    /// The app user comes as `Authorization: Bearer test-session-<user>`.
    case nested = "nested"
    /// `POST /capture/start` answers `{processId, url}`; `POST /capture/finish` with
    /// `{"processId": id}` answers `{status}`. The app user comes as `Authorization: Bearer test-session-<user>`.
    case idInBody = "id-in-body"
    /// The Human Token variant: the back-end's API is the flat one (the variant changes the app's side).
    case humanToken = "human-token"
    /// `POST /api/login` (form: username, password) answers `{"access_token"}`; later calls send
    /// `Authorization: Bearer <token>`.
    case loginBearer = "login-bearer"
    /// `POST /api/login` (form) sets a session cookie (`Path=/api; HttpOnly; Secure`); every answer
    /// rotates it (`session_regenerate_id` style): the old id stops working.
    case cookieSession = "cookie-session"
    /// `POST /api/captures/{id}/ended` answers `202 {"status":"processing"}` and reads Human Plugin
    /// in the background; `GET /api/verifications/{id}` answers `{"status"}` until done.
    /// The app user comes in `X-App-User`.
    case asyncPoll = "async-poll"
    /// Every answer is `200`: `{"ok": true, "data": ...}` or `{"ok": false, "error": ...}`.
    /// The app user comes in `X-App-User`.
    case bodyErrors = "body-errors"
    /// "201 Created + Location": `POST /api/v1/kyc-sessions` answers `201` with the id only in
    /// `Location: /api/v1/kyc-sessions/<id>` and the link in a HAL body (`_links.capture.href`);
    /// `PATCH /api/v1/kyc-sessions/{id}` answers `204` and reads Human Plugin in the background;
    /// `GET /api/v1/kyc-sessions/{id}` answers `{"status"}`; errors are RFC 9457 problem details.
    /// The app user comes in `X-App-User`.
    case location = "location"
}

/// Rules a shaped back-end breaks on purpose.
public enum ExampleShapeFault: String, Sendable, CaseIterable {
    /// The login answers 401 whatever is sent (the kit cannot run: exit 2).
    case loginRefused = "login-refused"
    /// The token or session is not checked: every caller is the same user.
    case identityIgnored = "identity-ignored"
    /// The result stays "processing" for ever.
    case resultNeverFinishes = "result-never-finishes"
    /// Human Plugin's read hangs and the back-end never gives up on it (no read timeout): the
    /// result stays "processing" while it waits.
    case readHangs = "read-hangs"
    /// The result call answers any user's result.
    case resultNoOwnership = "result-no-ownership"
    /// A failed start is answered `{"ok": true}` with no id or link.
    case errorAsSuccess = "error-as-success"
    /// "Capture ended" answers the app's claim: a claim of `success` gets `202 {"status": "approved"}`
    /// at once, while the polled result still answers Human Plugin's true state (async-poll).
    case endedEchoesClaim = "ended-echoes-claim"
}
