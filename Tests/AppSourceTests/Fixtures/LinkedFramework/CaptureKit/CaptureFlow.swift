import AuthenticationServices

public final class CaptureFlow: NSObject, ASWebAuthenticationPresentationContextProviding {
    private var session: ASWebAuthenticationSession?

    public func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { ASPresentationAnchor() }

    public func start(link: URL, done: @escaping (Bool) -> Void) {
        let newSession = ASWebAuthenticationSession(url: link, callbackURLScheme: "bankcapture") { callbackURL, error in
            guard error == nil, callbackURL != nil else { return done(false) }
            done(true)
        }
        newSession.presentationContextProvider = self
        newSession.prefersEphemeralWebBrowserSession = true
        newSession.start()
        session = newSession
    }
}
