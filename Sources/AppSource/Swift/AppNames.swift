/// Names that say "Human Plugin" and "secret" or "address", in any case and with any separators
/// (`humanPluginToken`, `HUMAN_PLUGIN_API_KEY`, `HumanPluginBaseURL`).
package enum AppNames {
    package static let secretWords = ["token", "apikey", "secret", "credential", "password", "key"]
    package static let addressWords = ["url", "host", "endpoint", "baseurl"]

    static func normalized(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" && $0 != "." })
    }

    package static func isHumanPlugin(_ name: String, any words: [String]) -> Bool {
        let plain = normalized(name)
        return plain.contains("humanplugin") && words.contains { plain.contains($0) }
    }

    /// An absolute URL whose host names Human Plugin (`https://api.humanplugin.example/...`).
    package static func isHumanPluginURL(_ value: String) -> Bool {
        guard let scheme = value.firstRange(of: "://") else { return false }
        let host = value[scheme.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return normalized(String(host)).contains("humanplugin")
    }
}
