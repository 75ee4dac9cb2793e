extension KitConfiguration.StaticUser {
    /// The credentials this user's headers carry, which the app must never see leave its own calls:
    /// an `Authorization` value (whole, and without its scheme), each cookie value of `Cookie`, and
    /// the value of a header whose name speaks of a token, key, session, secret or auth
    /// (`X-Api-Key`, `X-Session-Token`). Values under 8 characters are left out (too short to tell
    /// from ordinary text). Other headers (`Accept-Language`, `X-Device`) are not secrets.
    public var credentialValues: [String] {
        var values: [String] = []
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            let lowered = name.lowercased()
            if lowered == "authorization" || lowered == "proxy-authorization" {
                values.append(value)
                if let space = value.firstIndex(of: " ") { values.append(String(value[value.index(after: space)...]).trimmingWhitespace()) }
            } else if lowered == "cookie" {
                for pair in value.split(separator: ";") {
                    guard let equals = pair.firstIndex(of: "=") else { continue }
                    values.append(String(pair[pair.index(after: equals)...]).trimmingWhitespace())
                }
            } else if Self.credentialWords.contains(where: lowered.contains) {
                values.append(value.trimmingWhitespace())
            }
        }
        var seen = Set<String>()
        return values.filter { $0.count >= 8 && seen.insert($0).inserted }
    }

    static let credentialWords = ["token", "key", "session", "secret", "auth", "jwt", "password"]
}
