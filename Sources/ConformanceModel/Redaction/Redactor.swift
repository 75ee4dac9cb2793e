import ConformanceBasics
import HTTP1Codec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Removes secrets from everything a report writes.
///
/// Three layers, applied in this order wherever they fit:
/// - known secrets (`humanplugin.token`, `credential.value`, ...) are replaced, wherever they appear,
///   plain, percent-encoded (upper- and lowercase hex, `+` for space, any mix) or JSON-escaped, by
///   `<redacted:LABEL>` (`SecretSpellings`), and so are their base64 forms, alone or inside a longer
///   base64 text (`SecretDerivations`); secrets shorter than 4 characters are ignored;
/// - credential headers (`Authorization`, `Proxy-Authorization`, `Cookie`, `Set-Cookie`,
///   `X-API-Key`) lose their values whatever they hold, keeping only the auth scheme word,
///   cookie names and `Set-Cookie` attributes (`Bearer <redacted:authorization>`, or the known
///   secret's own marker when the credential is exactly one: `Bearer <redacted:humanplugin.token>`,
///   `sid=<redacted:set-cookie>; Path=/; HttpOnly`); free text (log, kit errors, exchange
///   errors) gets the same treatment for `Authorization: ...` written inline;
/// - JSON bodies: the value at any key path ending in `credential.value` (string, number or
///   whole object) becomes `"<redacted:credential.value>"` (a run's document number already
///   replaced by its numbered label, `"<redacted:credential.value.2>"`, keeps it); the rest of the
///   body keeps its bytes.
///
/// The marker never depends on the secret, so its length does not leak.
public struct Redactor: Sendable {
    /// Header names whose values are always removed (lowercased).
    public static let credentialHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key"]
    /// The label used for values found at a `credential.value` key path.
    public static let credentialValueLabel = "credential.value"

    /// Every secret's plain bytes (its other spellings are undone in the text: `SecretSpellings`), with its marker.
    private let forms: [(bytes: [UInt8], marker: [UInt8])]
    /// The same, searched all at once in one pass over a text.
    private let matcher: BytePatternSet

    /// A redactor for `secrets`; values shorter than 4 characters are ignored. Its memory is
    /// linear in the secrets' bytes (about 30 bytes per byte).
    public init(secrets: [(label: String, value: String)]) {
        var seen = Set<[UInt8]>()
        var forms: [(bytes: [UInt8], marker: [UInt8])] = []
        for secret in secrets where secret.value.count >= 4 {
            let bytes = Array(secret.value.utf8)
            let marker = Array("<redacted:\(secret.label)>".utf8)
            // The secret, then its base64 forms (`SecretDerivations`): a report keeps neither.
            for form in [bytes] + SecretDerivations.base64Forms(bytes) where seen.insert(form).inserted { forms.append((form, marker)) }
        }
        self.forms = forms
        self.matcher = BytePatternSet(forms.map(\.bytes))
    }

    /// The states of the secret search (its memory is about 30 bytes each).
    var searchStates: Int { matcher.stateCount }

    /// A redactor that only applies the header and JSON-key rules.
    public init() { self.init(secrets: []) }

    // MARK: - Text and bytes

    /// `text` with every known secret (in any of its encoded forms) replaced.
    public func redact(_ text: String) -> String {
        guard !forms.isEmpty else { return text }
        return String(decoding: replaceSecrets(in: Array(text.utf8)), as: UTF8.self)
    }

    /// Free text that may quote headers (log lines, kit errors): secrets, then inline credential headers.
    public func redactFreeText(_ text: String) -> String {
        Redactor.redactInlineCredentialHeaders(redact(text))
    }

    /// `bytes` with every known secret replaced; invalid UTF-8 around the secrets is kept as is.
    public func redact(bytes: [UInt8]) -> [UInt8] { replaceSecrets(in: bytes) }

    /// A body: secrets replaced, then, when it is JSON, `credential.value` values replaced.
    public func redact(body: [UInt8]) -> [UInt8] {
        Redactor.redactCredentialValues(inJSON: replaceSecrets(in: body))
    }

    // MARK: - Headers

    /// Headers with credential header values removed and secrets replaced in every other value.
    public func redact(_ headers: HTTPHeaders) -> HTTPHeaders {
        HTTPHeaders(
            headers.fields.map { field in
                HTTPField(name: redact(field.name), value: redactHeaderValue(name: field.name, value: field.value))
            })
    }

    /// One header value, by the rules for its name.
    func redactHeaderValue(name: String, value: String) -> String {
        let lower = name.lowercased()
        guard Redactor.credentialHeaders.contains(lower) else { return redact(value) }
        let marker = "<redacted:\(lower)>"
        switch lower {
        case "authorization", "proxy-authorization":
            let trimmed = value.trimmingASCIIWhitespace()
            if let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" }) {
                let scheme = trimmed[..<space]
                if !scheme.isEmpty, scheme.allSatisfy({ $0.isLetter || $0.isNumber || "-._".contains($0) }), scheme.count <= 32 {
                    return "\(scheme) \(knownSecretMarker(String(trimmed[space...]).trimmingASCIIWhitespace()) ?? marker)"
                }
            }
            return marker
        case "cookie":
            return value.split(separator: ";", omittingEmptySubsequences: false).map { pair in
                Redactor.cookiePair(pair, marker: marker, redactName: redact)
            }.joined(separator: ";")
        case "set-cookie":
            var parts = value.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
            if !parts.isEmpty { parts[0] = Redactor.cookiePair(Substring(parts[0]), marker: marker, redactName: redact) }
            return parts.enumerated().map { $0.offset == 0 ? $0.element : redact($0.element) }.joined(separator: ";")
        default:
            return marker
        }
    }

    /// The marker of the known secret `credential` is exactly, or nil: equal secrets redact to equal
    /// labels, so that `verify` can still tell the configured token from another one.
    private func knownSecretMarker(_ credential: String) -> String? {
        let replaced = redact(credential)  // a credential already redacted to a marker keeps it
        guard replaced.hasPrefix("<redacted:"), replaced.hasSuffix(">"), replaced.count > 11,
            replaced.dropFirst().firstIndex(of: "<") == nil
        else { return nil }
        return replaced
    }

    private static func cookiePair(_ pair: Substring, marker: String, redactName: (String) -> String) -> String {
        guard let equals = pair.firstIndex(of: "=") else { return pair.trimmingASCIIWhitespace().isEmpty ? String(pair) : marker }
        return redactName(String(pair[..<equals])) + "=" + marker
    }

    // MARK: - Run results

    /// `result` with every rule applied to every string it holds.
    public func redact(_ result: RunResult) -> RunResult {
        var out = result
        out.metadata.kitVersion = redact(result.metadata.kitVersion)
        out.metadata.contractVersion = redact(result.metadata.contractVersion)
        out.metadata.backendBaseURL = Redactor.redactURLPassword(redact(result.metadata.backendBaseURL))
        out.metadata.humanPluginBaseURL = Redactor.redactURLPassword(redact(result.metadata.humanPluginBaseURL))
        out.metadata.hostname = redact(result.metadata.hostname)
        out.verdicts = result.verdicts.map { verdict in
            var v = verdict
            v.checkID = redact(v.checkID)
            v.group = redact(v.group)
            v.title = redact(v.title)
            v.source = redact(v.source)
            v.expected = redact(v.expected)
            v.seen = redact(v.seen)
            v.locations = v.locations.map {
                SourceLocation(file: redact($0.file), line: $0.line, column: $0.column, excerpt: redact($0.excerpt))
            }
            return v
        }
        var recent = RecentBodies<[UInt8]>()
        out.journal = result.journal.map { redact(exchange: $0, recent: &recent) }
        out.log = result.log.map(redactFreeText)
        out.kitErrors = result.kitErrors.map(redactFreeText)
        out.provenance = result.provenance?.redacted(by: self)
        out.evidence = result.evidence?.redacted(by: self)
        return out
    }

    /// One exchange with its target, headers, bodies and error redacted.
    public func redact(exchange: Exchange) -> Exchange {
        var recent = RecentBodies<[UInt8]>()
        return redact(exchange: exchange, recent: &recent)
    }

    /// One exchange redacted, large bodies equal to a recent one taken from `recent`.
    package func redact(exchange: Exchange, recent: inout RecentBodies<[UInt8]>) -> Exchange {
        var e = exchange
        e.scenario = redact(e.scenario)
        e.journey = e.journey.map(redact)
        e.step = redact(e.step)
        e.request.method = redact(e.request.method)
        e.request.target = redact(e.request.target)
        e.request.headers = redact(e.request.headers)
        e.request.body = recent.value(for: e.request.body) { redact(body: $0) }
        if var response = e.response {
            response.reason = redact(response.reason)
            response.headers = redact(response.headers)
            response.body = recent.value(for: response.body) { redact(body: $0) }
            e.response = response
        }
        e.error = e.error.map(redactFreeText)
        return e
    }

    // MARK: - Internals

    /// Scanning left to right, the longest secret starting at each position, in any spelling, is
    /// replaced by its marker; a few passes, each linear in the length of `bytes`.
    private func replaceSecrets(in bytes: [UInt8]) -> [UInt8] {
        guard !forms.isEmpty, !bytes.isEmpty else { return bytes }
        let hits = SecretSpellings.hits(of: matcher, in: bytes)
        guard !hits.isEmpty else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var cursor = 0
        for hit in hits {
            out.append(contentsOf: bytes[cursor..<hit.range.lowerBound])
            out.append(contentsOf: forms[hit.pattern].marker)
            cursor = hit.range.upperBound
        }
        out.append(contentsOf: bytes[cursor...])
        return out
    }

    /// `Authorization: Bearer abc` (or `authorization=abc`) written inline in free text.
    nonisolated(unsafe) private static let inlineCredential: Regex<AnyRegexOutput> = try! Regex(
        #"(?i)\b((?:proxy-)?authorization|x-api-key)(["']?\s*[:=]\s*["']?)((?:bearer|basic|digest|token|apikey|negotiate|hoba|dpop)\s+)?+(?!<redacted:)([^\s"',;]+)"#
    )
    .wordBoundaryKind(.simple).matchingSemantics(.unicodeScalar)

    package static func redactInlineCredentialHeaders(_ text: String) -> String {
        guard text.contains(inlineCredential) else { return text }
        var out = ""
        var cursor = text.startIndex
        for match in text.matches(of: inlineCredential) {
            guard let value = match.output[4].range, let name = match.output[1].range else { continue }
            let whole = match.range
            out += text[cursor..<whole.lowerBound]
            out += text[whole.lowerBound..<value.lowerBound]
            out += "<redacted:\(text[name].lowercased())>"
            cursor = whole.upperBound
        }
        out += text[cursor...]
        return out
    }

    /// `scheme://user:password@host` with the password replaced.
    static func redactURLPassword(_ url: String) -> String {
        guard let schemeEnd = url.firstRange(of: "://") else { return url }
        let authorityEnd = url[schemeEnd.upperBound...].firstIndex { "/?#".contains($0) } ?? url.endIndex
        let authority = url[schemeEnd.upperBound..<authorityEnd]
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else { return url }
        return String(url[..<url.index(after: colon)]) + "<redacted:url-password>" + String(url[at...])
    }

    // MARK: - JSON credential.value

    /// Replaces the value of every key path ending in `credential.value` in a JSON document,
    /// keeping all other bytes; returns `bytes` unchanged when they are not JSON.
    static func redactCredentialValues(inJSON bytes: [UInt8]) -> [UInt8] {
        guard SecretSpellings.contains(UInt8(ascii: "{"), in: bytes) else { return bytes }
        var scanner = JSONSpanScanner(bytes: bytes)
        guard let spans = scanner.credentialValueSpans(), !spans.isEmpty else { return bytes }
        var out: [UInt8] = []
        var cursor = 0
        let marker = Array("\"<redacted:\(credentialValueLabel)>\"".utf8)
        let numberedPrefix = Array("\"<redacted:\(credentialValueLabel).".utf8)
        for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) where span.lowerBound >= cursor {
            out.append(contentsOf: bytes[cursor..<span.lowerBound])
            // A document number already replaced by its own numbered label keeps it.
            let value = bytes[span]
            let keep =
                value.starts(with: numberedPrefix) && value.suffix(2).elementsEqual(Array(">\"".utf8))
                && value.dropFirst(2).dropLast(2).allSatisfy {
                    $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "\"")
                }
            out.append(contentsOf: keep ? Array(value) : marker)
            cursor = span.upperBound
        }
        out.append(contentsOf: bytes[cursor...])
        return out
    }
}

/// A minimal JSON reader that finds the byte ranges of values at `...credential.value` key paths.
/// It keeps only the last two keys of the path and gives up past `maxDepth` nesting levels, so a
/// hostile body costs linear time and bounded stack (the caller then keeps only secret replacement).
private struct JSONSpanScanner {
    /// The last two keys of the current path (`[]` for an array element).
    struct Tail {
        package var parent: String?
        package var key: String?
        package func appending(_ next: String) -> Tail { Tail(parent: key, key: next) }
    }

    package static let maxDepth = 256
    package let bytes: [UInt8]
    package var i = 0
    package var spans: [Range<Int>] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func credentialValueSpans() -> [Range<Int>]? {
        skipSpace()
        guard value(tail: Tail(), depth: 0) else { return nil }
        skipSpace()
        return i == bytes.count ? spans : nil
    }

    private mutating func skipSpace() {
        while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private mutating func value(tail: Tail, depth: Int) -> Bool {
        guard i < bytes.count, depth <= Self.maxDepth else { return false }
        let start = i
        let ok: Bool
        switch bytes[i] {
        case UInt8(ascii: "{"): ok = object(tail: tail, depth: depth + 1)
        case UInt8(ascii: "["): ok = array(tail: tail, depth: depth + 1)
        case UInt8(ascii: "\""): ok = string() != nil
        default:
            while i < bytes.count, !Self.isSpace(bytes[i]), bytes[i] != UInt8(ascii: ","), bytes[i] != UInt8(ascii: "]"),
                bytes[i] != UInt8(ascii: "}")
            { i += 1 }
            ok = i > start
        }
        if ok, tail.parent == "credential", tail.key == "value" {
            spans.append(start..<i)
        }
        return ok
    }

    private mutating func object(tail: Tail, depth: Int) -> Bool {
        i += 1
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
            i += 1
            return true
        }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\""), let key = string() else { return false }
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return false }
            i += 1
            skipSpace()
            guard value(tail: tail.appending(key), depth: depth) else { return false }
            skipSpace()
            guard i < bytes.count else { return false }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            if bytes[i] == UInt8(ascii: "}") {
                i += 1
                return true
            }
            return false
        }
    }

    private mutating func array(tail: Tail, depth: Int) -> Bool {
        i += 1
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1
            return true
        }
        while true {
            skipSpace()
            guard value(tail: tail.appending("[]"), depth: depth) else { return false }
            skipSpace()
            guard i < bytes.count else { return false }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            if bytes[i] == UInt8(ascii: "]") {
                i += 1
                return true
            }
            return false
        }
    }

    /// Reads a string literal in one pass; returns its first `keyBytesKept` bytes with each escaped
    /// character taken as is (enough to recognise keys).
    private mutating func string() -> String? {
        let start = i + 1
        guard let end = Self.closingQuote(in: bytes, from: start) else { return nil }
        i = end + 1
        // Keys that matter are short ("credential", "value"); a long one is kept only in part.
        var content: [UInt8] = []
        var index = start
        while index < end && content.count < Self.keyBytesKept {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < end { index += 1 }
            content.append(bytes[index])
            index += 1
        }
        return String(decoding: content, as: UTF8.self)
    }

    /// Enough of a key to tell "credential" and "value" from anything else.
    static let keyBytesKept = 32

    /// The index of the quote that closes a string whose content starts at `start`, skipping escapes.
    private static func closingQuote(in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            // Plain constants: this runs over every byte of every string of every body.
            let quote: UInt8 = 0x22, backslash: UInt8 = 0x5C
            var index = start
            while index < buffer.count {
                let byte = buffer[index]
                if byte == quote { return index }
                index &+= byte == backslash ? 2 : 1
            }
            return nil
        }
    }
}
