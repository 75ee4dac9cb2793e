import HTTP1Codec

/// The paths and answer layouts of the flat, nested and id-in-body starter styles (and the
/// `/api/captures` paths of the login, async-poll and body-errors starters), translated to and from
/// the example back-end's own `{id, link}` and `{id, outcome}`; and errors moved into 200 bodies.
enum ShapePaths {
    /// What an app request asks for.
    enum Route: Equatable {
        case start
        case ended(id: String)
        case result(id: String)
    }

    /// The route of `request` under `paths` (nil: not found). The location style routes itself.
    static func route(_ request: HTTPRequest, segments: [String], paths: ExampleAPI.Paths, polls: Bool) -> Route? {
        func decoded(_ segment: String) -> String { segment.percentDecoded ?? segment }
        if polls, request.method == "GET", segments.count == 3, segments[0] == "api", segments[1] == "verifications" {
            return .result(id: decoded(segments[2]))
        }
        guard request.method == "POST" else { return nil }
        let (start, ended): ([String], (prefix: [String], suffix: String)?) =
            switch paths {
            case .flat: (["captures"], (["captures"], "ended"))
            case .api: (["api", "captures"], (["api", "captures"], "ended"))
            case .nested: (["api", "v2", "identity", "captures"], (["api", "v2", "identity", "captures"], "complete"))
            case .idInBody: (["capture", "start"], nil)
            case .location: ([], nil)
            }
        if !start.isEmpty && segments == start { return .start }
        if let ended, segments.count == ended.prefix.count + 2, Array(segments.prefix(ended.prefix.count)) == ended.prefix,
            segments.last == ended.suffix
        {
            return .ended(id: decoded(segments[ended.prefix.count]))
        }
        if paths == .idInBody, segments == ["capture", "finish"] {
            guard let id = JSON.object(request.body).flatMap({ JSON.nonEmptyString($0["processId"]) }) else { return nil }
            return .ended(id: id)
        }
        return nil
    }

    /// The example back-end's `201 {id, link}` in the style's layout; other answers unchanged.
    static func started(_ answer: HTTPResponse, paths: ExampleAPI.Paths) -> HTTPResponse {
        guard answer.status == 201, let object = JSON.object(answer.body), let id = JSON.nonEmptyString(object["id"]),
            let link = JSON.nonEmptyString(object["link"])
        else { return answer }
        switch paths {
        case .nested: return JSON.response(201, ["data": ["capture": ["id": id, "link": link]]])
        case .idInBody: return JSON.response(201, ["processId": id, "url": link])
        case .flat, .api, .location: return answer
        }
    }

    /// The example back-end's `200 {id, outcome}` in the style's layout; other answers (a 202, an error) unchanged.
    static func ended(_ answer: HTTPResponse, paths: ExampleAPI.Paths) -> HTTPResponse {
        guard answer.status == 200, let object = JSON.object(answer.body), let outcome = JSON.nonEmptyString(object["outcome"]) else {
            return answer
        }
        switch paths {
        case .nested: return JSON.response(200, ["data": ["result": ["status": outcome]]])
        case .idInBody: return JSON.response(200, ["status": outcome])
        case .flat, .api, .location: return answer
        }
    }

    /// `answer` as the body-errors style gives it: `200 {"ok": false, "error"}` for an error (with
    /// `errorAsSuccess`, `200 {"ok": true}` with no data), `{"ok": true, "data": ...}` otherwise (a
    /// body that already has `data` keeps it there). A 2xx keeps its status only with a `Location`
    /// (the location style); an answer without a body is left as it is.
    static func inBody(_ answer: HTTPResponse, errorAsSuccess: Bool) -> HTTPResponse {
        let body = JSON.object(answer.body) ?? [:]
        if answer.status >= 400 {
            return errorAsSuccess
                ? JSON.response(200, ["ok": true, "data": [String: Any]()])
                : JSON.response(200, ["ok": false, "error": body["error"] ?? body["detail"] ?? "failed"])
        }
        if answer.body.isEmpty { return answer }
        let location = answer.headers["Location"]
        var out = JSON.response(location == nil ? 200 : answer.status, ["ok": true, "data": body["data"] ?? body])
        if let location { out.headers.add("Location", location) }
        return out
    }
}
