/// RFC 3986 §3.1 URI schemes: `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
public enum URLScheme {
    /// Whether `text` is a scheme by the RFC 3986 grammar (no `:`, `/` or `_`).
    public static func isValid(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCIILetter else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "+" || $0 == "-" || $0 == "." }
    }

    /// The scheme of an absolute URI (the text before the first `:`, when it is a valid scheme).
    public static func of(_ uri: String) -> String? {
        guard let colon = uri.firstIndex(of: ":") else { return nil }
        let candidate = String(uri[..<colon])
        return isValid(candidate) ? candidate : nil
    }

    /// Whether `scheme` reads as a reverse domain name: two or more non-empty dot-separated labels
    /// (RFC 8252 §7.1, e.g. `com.example.app`).
    public static func isReverseDNS(_ scheme: String) -> Bool {
        let labels = scheme.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
    package var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
