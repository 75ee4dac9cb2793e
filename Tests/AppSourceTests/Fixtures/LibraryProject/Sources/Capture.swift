import AuthenticationServices

final class Capture: NSObject, ASWebAuthenticationPresentationContextProviding {
    func open(link: URL) {
        let session = ASWebAuthenticationSession(url: link, callbackURLScheme: "bankcapture") { url, error in
            guard let url else { return }
            print(url)
        }
        session.presentationContextProvider = self
        session.prefersEphemeralWebBrowserSession = true
        session.start()
    }

    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { ASPresentationAnchor() }
}
