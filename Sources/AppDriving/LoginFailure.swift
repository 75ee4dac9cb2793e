import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A login the back-end did not grant, told as the back-end's answer: the app user, the call, the
/// status and a short excerpt of the body with every secret the kit knows replaced.
struct LoginFailure {
    /// At most this many characters of the body are quoted.
    static let excerptLimit = 200

    package var user: String
    package var call: String
    /// Why the answer is not a login ("answered 401", "answered 200 without a token at /access_token").
    package var problem: String
    package var body: [UInt8]?

    /// The error that stops the run.
    package func error(redactor: Redactor) -> KitError {
        .login(user: user, call: call, answer: "\(problem)\(excerpt(redactor).map { ", body: \($0)" } ?? "")")
    }

    /// The body on one line, secrets replaced, cut at `excerptLimit` characters; nil when empty.
    package func excerpt(_ redactor: Redactor) -> String? {
        guard let body, !body.isEmpty else { return nil }
        let redacted = String(decoding: redactor.redact(body: body), as: UTF8.self)
        let printable = String(redacted.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) })
        let oneLine = Redactor.redactInlineCredentialHeaders(printable).trimmingWhitespace()
        guard !oneLine.isEmpty else { return nil }
        let cut = oneLine.count > Self.excerptLimit ? String(oneLine.prefix(Self.excerptLimit)) + "... (\(body.count) bytes)" : oneLine
        return "'\(cut)'"
    }
}
