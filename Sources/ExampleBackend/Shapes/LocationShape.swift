import HTTP1Codec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The "201 Created + Location" shape of `ShapedBackend`: the id only in `Location`, the link in
/// a HAL body, "capture ended" a `PATCH` answered `204`, the result polled with `GET`, errors as
/// RFC 9457 `application/problem+json` with the HTTP status.
enum LocationShape {
    static let prefix = ["api", "v1", "kyc-sessions"]

    static func route(_ request: HTTPRequest, segments: [String], user: String, backend: ShapedBackend) -> HTTPResponse {
        let id = segments.count == 4 && Array(segments.prefix(3)) == prefix ? segments[3].percentDecoded ?? segments[3] : nil
        switch (request.method, id) {
        case ("POST", nil) where segments == prefix:
            return started(backend.startCapture(request, user: user))
        case let ("PATCH", id?):
            let answer = backend.endCapture(id: id, user: user)
            return answer.status == 202 ? HTTPResponse(status: 204, headers: [:], body: []) : problem(answer)
        case let ("GET", id?):
            let answer = backend.result(id: id, user: user)
            return answer.status == 200 ? answer : problem(answer)
        default:
            return problem(JSON.error(404, "not found"))
        }
    }

    /// The example back-end's `201 {id, link}` as `201` + `Location` + HAL; other answers as problems.
    static func started(_ answer: HTTPResponse) -> HTTPResponse {
        guard answer.status == 201, let object = JSON.object(answer.body), let id = JSON.nonEmptyString(object["id"]),
            let link = JSON.nonEmptyString(object["link"])
        else { return problem(answer) }
        let location = "/api/v1/kyc-sessions/" + id.percentEncoded(allowing: .urlPathSegment)
        let body: [String: Any] = ["status": "created", "_links": ["self": ["href": location], "capture": ["href": link]]]
        return HTTPResponse(status: 201, headers: ["Content-Type": "application/hal+json", "Location": location], body: JSON.bytes(body))
    }

    /// An error answer as RFC 9457 problem details, with its status; a 2xx passes unchanged.
    static func problem(_ answer: HTTPResponse) -> HTTPResponse {
        guard answer.status >= 400 else { return answer }
        let detail = JSON.object(answer.body)?["error"] as? String ?? "failed"
        let body: [String: Any] = [
            "type": "about:blank", "title": HTTPResponse.standardReason(for: answer.status), "status": answer.status, "detail": detail,
        ]
        return HTTPResponse(status: answer.status, headers: ["Content-Type": "application/problem+json"], body: JSON.bytes(body))
    }
}
