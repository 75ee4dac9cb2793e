/// The answers of Human Plugin a variation can change.
public enum AnswerKind: String, Sendable, Codable, CaseIterable {
    /// `POST /v1/processes`.
    case create
    /// `GET /v1/processes/{id}`.
    case read
}

/// One way the vendor may write an answer other than the stand-in's own, without changing what it
/// says (`specs/CONTRACT.md`, 'What the vendor may vary'). Its `name` is how a case spells it
/// (`spaces`, `latency=350`, `id=uuid`); its `words` say it in a report.
public enum AnswerVariation: Hashable, Sendable {
    /// `"key": value, "next"`: a space after each colon and comma.
    case spaces
    /// Line breaks and two-space indentation.
    case pretty
    /// Members in reverse alphabetical order (the stand-in's own order is alphabetical).
    case keyOrder
    /// Every `/` in a string written `\/`.
    case escapedSlashes
    /// Every character of a string (keys and values) other than a letter or digit written `\uXXXX`.
    case unicodeEscapes
    /// Members the contract does not name, at every level.
    case extraFields
    /// A line break and spaces before and after the JSON text.
    case whitespace
    /// `Content-Type: application/json; charset=utf-8`.
    case charset
    /// `Content-Type: Application/JSON`.
    case mediaTypeCase
    /// Every header name in lowercase.
    case lowercaseNames
    /// Headers the back-end does not know (`X-Request-Id`, `Cache-Control`, `Vary`, `Server`).
    case extraHeaders
    /// `Transfer-Encoding: chunked` in chunks of `chunkBytes`, no `Content-Length`.
    case chunked
    /// Chunked, and a trailer field after the last chunk.
    case chunkedTrailers
    /// `Connection: close`, and the connection closed after the answer.
    case connectionClose
    /// The connection kept alive in the answer's headers, then closed by the vendor as soon as it
    /// is idle, right after the answer (as a server closes idle connections between two calls).
    case idleClose
    /// The body gzip-coded (`Content-Encoding: gzip`), when the back-end's request accepts gzip
    /// (`Accept-Encoding`); otherwise the answer is the stand-in's own (a server sends a coding
    /// only to a client that asked for it).
    case gzip
    /// The answer sent this many milliseconds late.
    case latency(milliseconds: Int)
    /// Process ids of another form (create answers only).
    case id(IDForm)
    /// Links of another form (create answers only).
    case link(LinkForm)
    /// Links on another origin than the API's (create answers only): another port of the stand-in,
    /// as a vendor serves its capture pages from a host of its own.
    case otherOrigin

    /// The forms of process id the contract allows beside the stand-in's own.
    public enum IDForm: String, Sendable, CaseIterable {
        case uuid, short, long, unreserved

        var words: String {
            switch self {
            case .uuid: "a lowercase UUID"
            case .short: "8 characters"
            case .long: "128 characters"
            case .unreserved: "'-', '.', '_' and '~' in it"
            }
        }
    }

    /// The forms of link the contract allows beside the stand-in's own.
    public enum LinkForm: String, Sendable, CaseIterable {
        case fragment, encodedQuery = "encoded-query", noQuery = "no-query", encodedPath = "encoded-path"

        var words: String {
            switch self {
            case .fragment: "ending in the fragment '#/start'"
            case .encodedQuery: "with a percent-encoded query parameter (return=%2Fdone%3Fa%3D1%26b%3D2)"
            case .noQuery: "with no query"
            case .encodedPath: "whose path percent-encodes characters of the id (_ as %5F)"
            }
        }
    }

    /// Bytes per chunk of a chunked answer: small, so every answer is several chunks.
    public static let chunkBytes = 7
    /// The longest latency a case may name; an exploration draws up to an eighth of the upstream bound, at most this.
    public static let maxLatencyMilliseconds = 1000

    /// Whether it changes only how HTTP carries the answer (its framing, its connection, the case of
    /// its header names), never what the answer says: a back-end that fails on it alone has an HTTP
    /// client (or a proxy) that cannot read the answer, a transport failure rather than a misreading.
    public var isTransportOnly: Bool {
        switch self {
        case .chunked, .chunkedTrailers, .connectionClose, .idleClose, .lowercaseNames: true
        default: false
        }
    }

    /// How a case spells it.
    public var name: String {
        switch self {
        case .spaces: "spaces"
        case .pretty: "pretty"
        case .keyOrder: "key-order"
        case .escapedSlashes: "escaped-slashes"
        case .unicodeEscapes: "unicode-escapes"
        case .extraFields: "extra-fields"
        case .whitespace: "whitespace"
        case .charset: "charset"
        case .mediaTypeCase: "media-type-case"
        case .lowercaseNames: "lowercase-names"
        case .extraHeaders: "extra-headers"
        case .chunked: "chunked"
        case .chunkedTrailers: "chunked-trailers"
        case .connectionClose: "close"
        case .idleClose: "idle-close"
        case .gzip: "gzip"
        case let .latency(milliseconds): "latency=\(milliseconds)"
        case let .id(form): "id=\(form.rawValue)"
        case let .link(form): "link=\(form.rawValue)"
        case .otherOrigin: "other-origin"
        }
    }

    /// The variation in words, completing "the create answer …".
    public var words: String {
        switch self {
        case .spaces: "had a space after each colon and comma"
        case .pretty: "was written over several lines, indented"
        case .keyOrder: "listed its members in reverse order"
        case .escapedSlashes: "wrote each '/' as '\\/'"
        case .unicodeEscapes: "wrote each character of its strings other than letters and digits as \\uXXXX"
        case .extraFields: "had members the contract does not name, at every level"
        case .whitespace: "had a line break and spaces around its JSON"
        case .charset: "said Content-Type: application/json; charset=utf-8"
        case .mediaTypeCase: "said Content-Type: Application/JSON"
        case .lowercaseNames: "had every header name in lowercase"
        case .extraHeaders: "had headers the back-end does not know (X-Request-Id, Cache-Control, Vary, Server)"
        case .chunked: "was framed as chunked, in chunks of \(Self.chunkBytes) bytes, without Content-Length"
        case .chunkedTrailers: "was framed as chunked, with a trailer field after the last chunk"
        case .connectionClose: "said Connection: close and closed the connection"
        case .idleClose:
            "kept the connection alive in its headers, then dropped it (a TCP reset) as soon as it was idle, before the next call"
        case .gzip: "was gzip-coded (Content-Encoding: gzip), as the back-end's request accepted"
        case let .latency(milliseconds): "came \(milliseconds) ms late"
        case let .id(form): "issued a process id of \(form.words)"
        case let .link(form): "issued a link \(form.words)"
        case .otherOrigin: "issued its link on another origin than the API's (another port)"
        }
    }

    /// Variations that cannot hold together: of two in one family, a case keeps one.
    var family: String {
        switch self {
        case .charset, .mediaTypeCase: "content-type"
        case .chunked, .chunkedTrailers: "framing"
        case .connectionClose, .idleClose: "connection"
        case .latency: "latency"
        case .gzip: "content-coding"
        case .otherOrigin: "link-origin"
        case .id: "id"
        case .link: "link"
        default: name
        }
    }

    /// True for the variations only a create answer can carry (they are how it issues a process).
    public var createOnly: Bool {
        switch self {
        case .id, .link, .otherOrigin: true
        default: false
        }
    }

    /// The variation a case spells `text`; nil when there is none by that name.
    public init?(name text: String) {
        if let value = text.dropPrefix("latency=") {
            guard let milliseconds = Int(value), (1...Self.maxLatencyMilliseconds).contains(milliseconds) else { return nil }
            self = .latency(milliseconds: milliseconds)
            return
        }
        if let value = text.dropPrefix("id=") {
            guard let form = IDForm(rawValue: value) else { return nil }
            self = .id(form)
            return
        }
        if let value = text.dropPrefix("link=") {
            guard let form = LinkForm(rawValue: value) else { return nil }
            self = .link(form)
            return
        }
        guard let plain = Self.plain.first(where: { $0.name == text }) else { return nil }
        self = plain
    }

    /// Every variation without a value.
    public static let plain: [AnswerVariation] = [
        .spaces, .pretty, .keyOrder, .escapedSlashes, .unicodeEscapes, .extraFields, .whitespace, .charset, .mediaTypeCase,
        .lowercaseNames, .extraHeaders, .chunked, .chunkedTrailers, .connectionClose, .idleClose, .gzip, .otherOrigin,
    ]

    /// Families added after explorations were first recorded, drawn after all the others in the
    /// order they were added (`VariationCase.draw`), so that a seed draws the cases it drew before.
    public static let laterFamilies = ["content-coding", "link-origin"]

    /// One example of each variation, for listings.
    public static let examples: [AnswerVariation] =
        plain + [.latency(milliseconds: 350)] + IDForm.allCases.map { .id($0) } + LinkForm.allCases.map { .link($0) }
}

extension String {
    fileprivate func dropPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
