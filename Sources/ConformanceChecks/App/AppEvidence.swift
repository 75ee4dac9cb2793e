import AppSource
import ConformanceModel

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
    /// The capture session as the partner names it (`app.captureSession`, `--session`).
    public var namedSession: CaptureSessionName?
    /// The SDK that makes the capture session (`app.captureSessionSDK`, `--session-sdk`), if one does.
    public var sessionSDK: String?

    public init(
        project: AppProject, configuredScheme: String? = nil, variant: KitConfiguration.Variant? = nil,
        humanPluginToken: String? = nil, backendCallbackSchemes: [(scheme: String, exchange: Int)] = [],
        namedSession: CaptureSessionName? = nil, sessionSDK: String? = nil
    ) {
        self.project = project
        self.namedSession = namedSession
        self.sessionSDK = sessionSDK
        self.configuredScheme = configuredScheme
        self.variant = variant
        self.humanPluginToken = humanPluginToken
        self.backendCallbackSchemes = backendCallbackSchemes
    }

    /// The capture session's scheme (every judged session's, in source order).
    var schemes: [(site: SessionSite, value: SchemeValue)] {
        capture.judged.map { ($0, project.scheme(at: $0)) }
    }

    /// When the capture returns through a universal link (`callback: .https(host:path:)`), the
    /// scheme rules do not apply: why, for their verdict.
    var universalLinkCallback: String? {
        let schemes = schemes
        guard !schemes.isEmpty else { return nil }
        var places: [String] = []
        for (site, value) in schemes {
            guard case .web(let token) = value else { return nil }
            places.append(place(token, file: site.file))
        }
        return "not applicable: universal-link callback (.https at \(places.joined(separator: ", "))): no custom scheme to judge"
    }

    /// A location for `token` in Swift file `file`.
    package func location(_ token: SwiftToken, file: Int, masking: SwiftToken? = nil) -> SourceLocation {
        project.sources.location(file, token, masking: masking)
    }

    /// The text of `location` for a `seen` line: `path:line`.
    package func place(_ token: SwiftToken, file: Int) -> String { "\(project.sources.path(file)):\(token.line)" }
}
