import AuthenticationServices

final class SessionHolder {
    var session: ASWebAuthenticationSession?

    func prepare(link: URL) {
        session = ASWebAuthenticationSession(url: link, callbackURLScheme: "bankcapture") { callbackURL, error in
            guard callbackURL != nil else { return }
        }
        session?.prefersEphemeralWebBrowserSession = true
    }
}
