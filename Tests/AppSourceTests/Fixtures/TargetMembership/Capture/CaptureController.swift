import AuthenticationServices

final class CaptureController: NSObject, ASWebAuthenticationPresentationContextProviding {
    private var session: ASWebAuthenticationSession?

    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { ASPresentationAnchor() }

    func capture(link: URL, done: @escaping (Bool) -> Void) {
        let newSession = ASWebAuthenticationSession(url: link, callbackURLScheme: Constants.captureScheme) { callbackURL, error in
            guard error == nil, callbackURL != nil else { return done(false) }
            FeatureFlags.shared.captureFinished()
            done(true)
        }
        newSession.presentationContextProvider = self
        newSession.prefersEphemeralWebBrowserSession = true
        newSession.start()
        session = newSession
    }
}
