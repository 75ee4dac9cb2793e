#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Forms a back-end's code derives from a secret that the escapes `SecretSpellings` undoes do not
/// reach: the secret base64-encoded (RFC 4648 §4 and the URL-safe alphabet of §5), alone or inside
/// a longer encoded text (`order-` + base64url(document number), a Basic credential, a body
/// encoded whole). A secret starts at one of three offsets of a 3-byte group; for each, the form is
/// the part of the encoding that the secret's own bytes alone decide (its whole groups), kept when
/// it is at least `minimumLength` characters, so a short secret derives nothing a random text holds.
/// (A text sharing 9 consecutive bytes with the secret at an aligned place matches too: for two
/// unrelated 11-digit numbers, about one chance in 10^9.) Secrets longer than `maximumSecretLength`
/// derive nothing, so the search's memory stays linear in what the secrets are (a 50 KB token is
/// searched as itself).
package enum SecretDerivations {
    /// Characters a derived form has at least (64^12 texts: none holds it by chance).
    package static let minimumLength = 12
    /// The longest secret whose forms are derived (document numbers, tokens, keys).
    package static let maximumSecretLength = 512

    /// The base64 forms of `secret`: for each alignment, its whole groups, and its encoding to the
    /// end (the last partial group, with and without `=` padding: where the secret ends the encoded
    /// text, so that a redaction leaves none of its last characters), each in the standard and the
    /// URL-safe alphabet.
    package static func base64Forms(_ secret: [UInt8]) -> [[UInt8]] {
        guard secret.count <= maximumSecretLength else { return [] }
        var forms: [[UInt8]] = []
        func add(_ form: [UInt8]) {
            let urlSafe = form.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: "-") : $0 == UInt8(ascii: "/") ? UInt8(ascii: "_") : $0 }
            for spelling in [form, urlSafe] where !forms.contains(spelling) { forms.append(spelling) }
        }
        for skip in 0..<3 where secret.count - skip >= 3 {
            let whole = (secret.count - skip) / 3 * 3
            let groups = Array(Data(secret[skip..<(skip + whole)]).base64EncodedString().utf8)
            guard groups.count >= minimumLength else { continue }
            add(groups)
            guard skip + whole < secret.count else { continue }
            let toEnd = Array(Data(secret[skip...]).base64EncodedString().utf8)
            add(toEnd)
            add(Array(toEnd.prefix { $0 != UInt8(ascii: "=") }))
        }
        return forms
    }
}
