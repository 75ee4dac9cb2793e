/// Which URIs are written in the documented form: an absolute URI (RFC 3986 §3) built only from
/// the characters RFC 3986 allows (unreserved, reserved and `%`), so no space, quote, angle
/// bracket, CR, LF or NUL, and not a scheme a browser runs or reads locally.
public enum URIText {
    /// Schemes a browser would run or read locally instead of handing to an app.
    static let activeSchemes: Set<String> = ["javascript", "data", "vbscript", "file", "blob", "about", "view-source"]

    /// The first character RFC 3986 does not allow in a URI, when there is one.
    public static func forbiddenCharacter(in uri: String) -> Unicode.Scalar? {
        uri.unicodeScalars.first { !isAllowed($0) }
    }

    /// Whether a page may put `uri` into a `Location` header or a link: an absolute URI, RFC 3986
    /// characters only, and not an active scheme.
    public static func isSafeRedirect(_ uri: String) -> Bool {
        guard let scheme = URLScheme.of(uri), !activeSchemes.contains(scheme.lowercased()) else { return false }
        return forbiddenCharacter(in: uri) == nil
    }

    /// A character shown in a message: printable ones as they are, others as `U+000A`.
    public static func describe(_ scalar: Unicode.Scalar) -> String {
        scalar.value >= 0x21 && scalar.value < 0x7f
            ? "'\(scalar)'" : "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCIILetter || scalar.isASCIIDigit { return true }
        return "-._~:/?#[]@!$&'()*+,;=%".unicodeScalars.contains(scalar)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
