import ConformanceModel
import HTTP1Codec

/// The base address of the vendor's sandbox the probe talks to: `https://host[:port][/prefix]`,
/// given explicitly, never guessed. Only HTTPS: the probe carries the partner's access token.
package struct SandboxURL: Sendable, Equatable, CustomStringConvertible {
    /// `https://host[:port]`, lowercased scheme, as given otherwise.
    package let origin: String
    /// A path the API sits under (`/sandbox`), without a trailing slash; empty for none.
    package let prefix: String

    /// Reads `text`, or says in one line what is wrong with it.
    package init(_ text: String) throws(KitError) {
        let trimmed = text.trimmingASCIIWhitespace()
        guard let schemeEnd = trimmed.firstRange(of: "://") else {
            throw .usage("probe: --base-url '\(TerminalText.oneLine(trimmed))' is not an absolute URL (https://sandbox.example.com)")
        }
        let scheme = trimmed[..<schemeEnd.lowerBound].lowercased()
        guard scheme == "https" else {
            throw .usage(
                "probe: --base-url must be https:// (it was \(scheme)://): the probe sends the access token, and never in clear")
        }
        let rest = trimmed[schemeEnd.upperBound...]
        guard !rest.contains("?"), !rest.contains("#") else {
            throw .usage("probe: --base-url takes no query or fragment (the calls add their own paths)")
        }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let authority = rest[..<slash]
        guard !authority.isEmpty, !authority.contains("@"),
            authority.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-.:[]".contains($0)) })
        else {
            throw .usage("probe: --base-url needs a host (and no user or password in it): https://sandbox.example.com[:port]")
        }
        var path = String(rest[slash...])
        while path.hasSuffix("/") { path.removeLast() }
        guard path.allSatisfy({ $0.isASCII && !$0.isWhitespace && $0 != "\"" && $0 != "\\" }) else {
            throw .usage("probe: --base-url's path holds characters a URL cannot (write them percent-encoded)")
        }
        origin = "https://" + authority
        prefix = path
    }

    /// The absolute URL of `path` (which starts with `/`).
    package func url(_ path: String) -> String { origin + prefix + path }

    package var description: String { origin + prefix }
}
