import ConformanceModel

/// `init --shape adapter`: a starter whose app calls are performed by an app adapter
/// (docs/ADAPTER.md) instead of declarative calls. It stands alone: the adapter decides the
/// paths, the login and the errors that other shapes describe.
extension StarterConfigs {
    static let adapterShapeName = "adapter"

    static let adapterSummary =
        "an app adapter (adapters/app_adapter.py next to the config; --output writes a skeleton there) performs the app's calls with your own client code, over any protocol"

    /// The adapter starter, attach or launch mode.
    static func adapterJSON(launch: Bool) -> String {
        let flat = render(Parts(), launch: launch)
        guard let start = flat.firstRange(of: "  \"start\": {"), let outcomes = flat.firstRange(of: "  \"outcomes\": {") else {
            return flat
        }
        return String(flat[..<start.lowerBound]) + adapterBlock + String(flat[outcomes.lowerBound...])
    }

    static let adapterBlock = """
          "adapter": {
            "//": "Your app adapter performs the app's calls with your own client code (docs/ADAPTER.md; protocol 1, JSON lines on standard input and output). init --output wrote a working skeleton at adapters/app_adapter.py next to this file (it runs in this file's folder): change its calls into your own client's, or change command. ${backendURL} is your back-end's base URL; ${env:NAME} values are secrets.",
            "command": ["python3", "adapters/app_adapter.py"],
            "environment": {"BACKEND_URL": "${backendURL}"},
            "startSeconds": 10,
            "stepSeconds": 15
          },

        """

    /// Refuses `adapter` beside other shapes.
    static func checkAdapterAlone(_ names: [String]) throws(KitError) {
        guard names.contains(adapterShapeName), Set(names).count > 1 else { return }
        let other = names.first { $0 != adapterShapeName }!
        throw .usage(
            "--shape: '\(adapterShapeName)' and '\(other)' cannot combine: the adapter performs the app's calls itself (paths, login, errors); set app.variant for the Human Token variant"
        )
    }
}
