import ConformanceBasics
import HTTP1Codec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where the app finds a value (the process id, the capture link, the outcome) in an answer of
/// the back-end: in its JSON body, in a header (the one capture group of a pattern), or, for an
/// outcome, in its status code. One description serves `start`, `ended` and `result` alike.
public enum AnswerValue: Sendable, Equatable, CustomStringConvertible {
    /// The string at a JSON pointer (RFC 6901) in the body (`idPointer`).
    case body(JSONPointer)
    /// The capture group of `pattern` in a header's value (`idHeader`).
    case header(HeaderCapture)
    /// The value the status code maps to (`outcomeStatus`; 2xx codes only).
    case status([Int: String])

    /// The value this answer carries, or nil when it carries none.
    public func read(status: Int, headers: HTTPHeaders, body: JSONValue?) -> String? {
        switch self {
        case let .body(pointer): body.flatMap { pointer.resolve(in: $0)?.stringValue }
        case let .header(capture): capture.read(headers)
        case let .status(map): map[status]
        }
    }

    /// The value `response` carries, or nil (no answer, or none in it).
    package func read(_ response: HTTPResponse?, body: JSONValue?) -> String? {
        guard let response else { return nil }
        return read(status: response.status, headers: response.headers, body: body)
    }

    /// Where the value was looked for, for messages: `at /id`, `in the Location header (pattern '...')`.
    public var description: String {
        switch self {
        case let .body(pointer): "at \(pointer)"
        case let .header(capture): "in the \(capture.name) header (pattern '\(capture.pattern)')"
        case let .status(map): "in the status code (outcomeStatus: \(map.keys.sorted().map(String.init).joined(separator: ", ")))"
        }
    }

    /// Whether the value is read from the body (a bodiless answer then cannot carry it).
    public var needsBody: Bool {
        if case .body = self { return true }
        return false
    }
}

/// A header and a regular expression with exactly one capture group, the value: for example
/// `Location` and `/kyc-sessions/([^/?#]+)` take the id from `/api/v1/kyc-sessions/<id>` or
/// `https://host/api/v1/kyc-sessions/<id>`.
public struct HeaderCapture: Sendable, Equatable {
    public var name: String
    public var pattern: String

    /// Checks `pattern` and keeps it; the message says what is wrong (bad syntax, not exactly one capture group).
    public init(name: String, pattern: String) throws(HeaderCaptureError) {
        guard !name.isEmpty, name.utf8.allSatisfy(HeaderCapture.isTokenByte) else {
            throw .name("'\(name)' is not a header name (RFC 9110 token)")
        }
        do {
            _ = try Regex(pattern)
        } catch {
            let reason = "\(error)".split(whereSeparator: \.isNewline).first.map(String.init) ?? "invalid"
            throw .pattern("'\(pattern)' is not a regular expression (\(reason))")
        }
        let groups = Self.captureGroups(in: pattern)
        guard groups == 1 else {
            throw .pattern(
                groups == 0
                    ? "'\(pattern)' has no capture group; put the value in ( ), e.g. '/kyc-sessions/([^/?#]+)'"
                    : "'\(pattern)' has \(groups) capture groups; exactly one must capture the value (make the others (?:...))")
        }
        self.name = name
        self.pattern = pattern
    }

    /// The capture of the first value of the header that matches, or nil. From a header whose
    /// value is a URI reference (`Location`, `Content-Location`, `Link`), the capture is
    /// percent-decoded (RFC 3986 §2.1): `/kyc-sessions/a%2Fb` holds the id `a/b`.
    public func read(_ headers: HTTPHeaders) -> String? {
        guard let regex = try? Regex(pattern) else { return nil }
        // A pattern is searched in at most 8 KiB of a value: a hostile header cannot make a
        // backtracking pattern run for long.
        for value in headers.values(for: name) where value.utf8.count <= Self.maxValueBytes {
            if let match = try? regex.firstMatch(in: value), match.output.count > 1,
                let captured = match.output[1].substring
            {
                let text = String(captured)
                return carriesURI ? (text.percentDecoded ?? text) : text
            }
        }
        return nil
    }

    /// The longest header value a pattern is searched in; a longer value carries no value.
    static let maxValueBytes = 8192

    /// Whether the header's value is a URI reference (RFC 9110 §10.2.2, §8.7; RFC 8288 §3).
    var carriesURI: Bool { ["location", "content-location", "link"].contains(name.lowercased()) }

    /// How many capture groups `pattern` has: its output's size when it is made to match the
    /// empty string (an empty alternative after it), less the whole match.
    static func captureGroups(in pattern: String) -> Int {
        guard let probe = try? Regex("(?:" + pattern + ")|"), let match = try? probe.firstMatch(in: "") else { return 0 }
        return match.output.count - 1
    }

    /// RFC 9110 `tchar`.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}

/// What is wrong with a header capture: its name or its pattern (the config field to name).
public enum HeaderCaptureError: Error, Sendable, Equatable {
    case name(String)
    case pattern(String)
}
