import AuthenticationServices

/// The scheme comes from the bundle at run time: the kit cannot read it from the source.
final class SessionFactory {
    func make(url: URL, ephemeral: Bool) -> ASWebAuthenticationSession {
        let scheme = Bundle.main.bundleIdentifier ?? "fallback"
        let session = ASWebAuthenticationSession(url: url, callbackURLScheme: "\(scheme)") { url, error in
            handle(url, error)
        }
        session.prefersEphemeralWebBrowserSession = ephemeral
        session.presentationContextProvider = ContextProvider.shared
        session.start()
        return session
    }
}
