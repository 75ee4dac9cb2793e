import ConformanceBasics
import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The configuration's text as `report.json` records it: every known secret replaced by the run's
/// redactor, and besides, every literal value of a credential header (`Authorization`, `Cookie`,
/// `X-API-Key`...) or of a password-like key (`password`, `secret`, `apiKey`, `clientSecret`),
/// which a partner may have written in the file instead of `${env:NAME}`. `${env:NAME}`
/// references and `{placeholder}` templates stay (they are not secrets). Keys sorted, two-space
/// indents, so that `diff` compares configurations line by line.
public enum ConfigurationText {
    package static let marker = "<redacted:config.literal>"

    public static func recorded(_ bytes: [UInt8], redactor: Redactor) -> String {
        let text = String(decoding: redactor.redact(bytes: bytes), as: UTF8.self)
        guard let json = JSONValue.parse(Array(text.utf8)) else { return redactor.redact(String(decoding: bytes, as: UTF8.self)) }
        return JSONReport.text(EvidenceJSON.convert(clean(json, underKey: nil)))
    }

    static func clean(_ value: JSONValue, underKey key: String?) -> JSONValue {
        switch value {
        case .object(let fields):
            return .object(Dictionary(uniqueKeysWithValues: fields.map { ($0.key, clean($0.value, underKey: $0.key)) }))
        case .array(let items):
            return .array(items.map { clean($0, underKey: key) })
        case .string(let text):
            guard let key, SecretValue.isSecretKey(key) else { return value }
            return .string(literalRemoved(text))
        default:
            if let key, SecretValue.isSecretKey(key) { return .string(marker) }
            return value
        }
    }

    /// `text` when it is a reference or a template (`${env:NAME}`, `Bearer {token}`), else the
    /// marker after the auth scheme word, if any.
    static func literalRemoved(_ text: String) -> String {
        if text.contains("${env:") || text.contains("<redacted:") { return text }
        var rest = text.trimmingWhitespace()
        var scheme = ""
        if let space = rest.firstIndex(of: " "), rest[..<space].allSatisfy({ $0.isLetter || $0.isNumber || "-._".contains($0) }) {
            scheme = String(rest[..<space]) + " "
            rest = String(rest[rest.index(after: space)...]).trimmingWhitespace()
        }
        if rest.isEmpty || (rest.hasPrefix("{") && rest.hasSuffix("}") && !rest.dropFirst().contains("{")) { return text }
        return scheme + placeholdersKept(rest)
    }

    /// `text` with every literal run replaced by the marker and every `{name}` placeholder kept, so
    /// that `Bearer test-session-{user}` is recorded as `Bearer <redacted:config.literal>{user}`: the
    /// literal goes, and the recorded configuration still tells the app users apart the way the run
    /// did (validation, `verify` and `diff` read the placeholders).
    static func placeholdersKept(_ text: String) -> String {
        var out = ""
        var literal = false
        var rest = Substring(text)
        while !rest.isEmpty {
            if rest.first == "{", let close = rest.firstIndex(of: "}"),
                rest[rest.index(after: rest.startIndex)..<close].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                close > rest.index(after: rest.startIndex)
            {
                if literal { out += marker }
                literal = false
                out += rest[...close]
                rest = rest[rest.index(after: close)...]
            } else {
                literal = true
                rest = rest.dropFirst()
            }
        }
        if literal { out += marker }
        return out
    }
}
