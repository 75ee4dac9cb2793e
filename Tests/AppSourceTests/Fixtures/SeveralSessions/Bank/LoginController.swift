import AuthenticationServices

/// The bank's own OAuth login: shares the browser's cookies on purpose, checks its state.
final class LoginController: NSObject, ASWebAuthenticationPresentationContextProviding {
    private let expectedState = UUID().uuidString

    func logIn(authorizeURL: URL, done: @escaping (String?) -> Void) {
        let session = ASWebAuthenticationSession(url: authorizeURL, callbackURLScheme: "banklogin") { url, _ in
            let items = url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems } ?? []
            guard items.first(where: { $0.name == "state" })?.value == self.expectedState else { return done(nil) }
            done(items.first(where: { $0.name == "code" })?.value)
        }
        session.start()
    }

    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { ASPresentationAnchor() }
}
