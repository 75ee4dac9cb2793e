import ConformanceBasics
import HTTP1Codec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Small JSON helpers: parse a body into an object, and answer with a JSON object.
enum JSON {
    /// The body parsed as a JSON object, or nil when it is empty, malformed or not an object.
    static func object(_ body: [UInt8]) -> [String: Any]? {
        guard !body.isEmpty else { return nil }
        return JSONText.parse(body) as? [String: Any]
    }

    /// `object` serialised with sorted keys and unescaped slashes (so links read as they were issued).
    static func bytes(_ object: [String: Any]) -> [UInt8] {
        JSONText.bytes(object, options: [.withoutEscapingSlashes]) ?? Array("{}".utf8)
    }

    /// A response with `object` as its JSON body.
    static func response(_ status: Int, _ object: [String: Any]) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: bytes(object))
    }

    /// A JSON error answer `{"error": message}`.
    static func error(_ status: Int, _ message: String) -> HTTPResponse {
        response(status, ["error": message])
    }

    /// `value` when it is a non-empty string, else nil.
    static func nonEmptyString(_ value: Any?) -> String? {
        guard let string = value as? String, !string.isEmpty else { return nil }
        return string
    }
}
