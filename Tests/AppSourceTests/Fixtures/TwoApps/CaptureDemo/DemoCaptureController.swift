import AuthenticationServices

/// The capture demo: the same session, in the demo app the team uses to try a link by hand.
final class DemoCaptureController: NSObject, ASWebAuthenticationPresentationContextProviding {
    func capture(link: URL, ended: @escaping (Bool) -> Void) {
        let session = ASWebAuthenticationSession(url: link, callbackURLScheme: "bankcapture") { callbackURL, error in
            if let error = error as? ASWebAuthenticationSessionError, error.code == .canceledLogin {
                return ended(false)
            }
            ended(callbackURL != nil)
        }
        session.presentationContextProvider = self
        session.prefersEphemeralWebBrowserSession = true
        session.start()
    }

    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { ASPresentationAnchor() }
}
