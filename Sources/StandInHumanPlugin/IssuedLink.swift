import ConformanceModel

/// The `link` a create answer issues: the capture page of the process, in the stand-in's own form
/// (`/capture/<id>?locale=en&session=<hex>`) or in another one the contract allows; `baseURL` is
/// the origin it is on (another than the API's for `other-origin`).
enum IssuedLink {
    package static func make(baseURL: String, id: String, session: String, form: AnswerVariation.LinkForm?) -> String {
        let page = baseURL + CapturePage.pathPrefix
        let plain = "\(page)\(id)?locale=en&session=\(session)"
        switch form {
        case nil: return plain
        case .fragment: return plain + "#/start"
        case .encodedQuery: return plain + "&return=%2Fdone%3Fa%3D1%26b%3D2"
        case .noQuery: return page + id
        case .encodedPath: return "\(page)\(encodedPathSegment(id))?locale=en&session=\(session)"
        }
    }

    /// `id` with each of `-._~` percent-encoded (or, when it has none, its first character): the
    /// same path segment to a server (RFC 3986 §2.3), other bytes to a client comparing strings.
    static func encodedPathSegment(_ id: String) -> String {
        let marks: Set<Character> = ["-", ".", "_", "~"]
        // Every character encoded here is ASCII above 0x20: two hex digits each.
        let encode = { (character: Character) in character.utf8.map { "%" + String($0, radix: 16, uppercase: true) }.joined() }
        guard id.contains(where: marks.contains) else { return id.first.map { encode($0) + id.dropFirst() } ?? id }
        return id.map { marks.contains($0) ? encode($0) : String($0) }.joined()
    }
}
