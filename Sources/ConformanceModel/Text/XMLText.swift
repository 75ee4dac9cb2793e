/// Escaping for XML 1.0 (and HTML) text and attribute values.
///
/// Every report string passes through here. Characters XML 1.0 forbids even as references
/// (NUL, ESC and the other C0 controls except tab, LF and CR; U+FFFE, U+FFFF) become a visible
/// marker such as `\u{1B}`, so hostile bytes from a back-end stay visible as evidence without
/// making the file unreadable. DEL and the C1 controls (allowed but discouraged by XML 1.0 and a
/// parse error in HTML) get the same marker. Invalid UTF-8 has already become U+FFFD when bytes
/// were decoded with `String(decoding:as:)`, which is a legal character. `]]>` cannot end
/// anything because `>` is always escaped, and no CDATA sections are written at all.
public enum XMLText {
    /// Whether XML 1.0 allows `scalar` literally (the `Char` production), minus the discouraged controls.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x00...0x1F: false
        case 0x7F...0x9F: false
        case 0xFFFE, 0xFFFF: false
        default: true
        }
    }

    /// The visible stand-in for a forbidden scalar, e.g. `\u{1B}` for ESC.
    public static func marker(for scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// `text` with every forbidden scalar replaced by its marker; nothing else changes.
    static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { !isAllowed($0) }) else { return text }
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if isAllowed(scalar) { out.unicodeScalars.append(scalar) } else { out += marker(for: scalar) }
        }
        return out
    }

    /// Element content: `<`, `>`, `&`, `"`, `'` escaped, CR kept as `&#13;` (so parsers do not fold
    /// it into LF), forbidden scalars replaced by markers.
    public static func escapeText(_ text: String) -> String { escape(text, inAttribute: false) }

    /// Attribute value (for double or single quotes): like `escapeText`, and tab, LF and CR as
    /// character references so attribute-value normalisation does not turn them into spaces.
    public static func escapeAttribute(_ text: String) -> String { escape(text, inAttribute: true) }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\r": out += "&#13;"
            case "\n" where inAttribute: out += "&#10;"
            case "\t" where inAttribute: out += "&#9;"
            default:
                if isAllowed(scalar) { out.unicodeScalars.append(scalar) } else { out += marker(for: scalar) }
            }
        }
        return out
    }
}
