import AuthenticationServices

/// Keeps the ASWebAuthenticationSession alive while the capture runs.
final class CaptureController: NSObject, ASWebAuthenticationPresentationContextProviding {
    private var session: ASWebAuthenticationSession?

    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { ASPresentationAnchor() }

    func capture(link: URL, done: @escaping (Bool) -> Void) {
        session = .init(url: link, callbackURLScheme: "bankcapture") { callbackURL, error in
            guard error == nil, callbackURL != nil else { return done(false) }
            done(true)
        }
        session?.presentationContextProvider = self
        session?.prefersEphemeralWebBrowserSession = true
        session?.start()
    }
}
