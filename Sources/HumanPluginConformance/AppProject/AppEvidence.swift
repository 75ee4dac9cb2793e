/// Everything the app checks may look at: the project read from disk, plus what the rest of the
/// kit knows when there is one (the configured scheme and variant, the Human Plugin token, and
/// the schemes of the `callbackUri` values the back-end sent during a run).
public struct AppEvidence: Sendable {
    public let project: AppProject
    /// `app.urlScheme` (bare: a trailing `://` is judged by HP-APP-SCHEME-BARE, not here).
    public var configuredScheme: String?
    /// The variant the app uses, when known (`app.variant`, `--variant`).
    public var variant: KitConfiguration.Variant?
    /// The token the back-end uses at Human Plugin, when configured: it must not appear in the app.
    public var humanPluginToken: String?
    /// Schemes of the `callbackUri` values the back-end sent, with the exchange each came in.
    public var backendCallbackSchemes: [(scheme: String, exchange: Int)]

    public init(project: AppProject, configuredScheme: String? = nil, variant: KitConfiguration.Variant? = nil,
                humanPluginToken: String? = nil, backendCallbackSchemes: [(scheme: String, exchange: Int)] = []) {
        self.project = project
        self.configuredScheme = configuredScheme
        self.variant = variant
        self.humanPluginToken = humanPluginToken
        self.backendCallbackSchemes = backendCallbackSchemes
    }

    /// Every session's scheme, in source order.
    var schemes: [(site: SessionSite, value: SchemeValue)] {
        project.sessions.map { ($0, project.scheme(at: $0)) }
    }

    /// A location for `token` in Swift file `file`.
    func location(_ token: SwiftToken, file: Int, masking: SwiftToken? = nil) -> SourceLocation {
        project.sources[file].location(token, masking: masking)
    }

    /// The text of `location` for a `seen` line: `path:line`.
    func place(_ token: SwiftToken, file: Int) -> String { "\(project.sources[file].path):\(token.line)" }
}
