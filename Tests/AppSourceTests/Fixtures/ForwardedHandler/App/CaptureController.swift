import AuthenticationServices

final class CaptureController: NSObject, ASWebAuthenticationPresentationContextProviding {
    private var session: ASWebAuthenticationSession?
    private let backend = CaptureBackend()

    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { ASPresentationAnchor() }

    /// Progress only: one parameter, not the completion handler.
    func finish(_ done: Bool) {
        print(done)
    }

    func capture(link: URL) {
        let newSession = ASWebAuthenticationSession(url: link, callbackURLScheme: "bankcapture") { [weak self] url, error in
            self?.finish(url, error)
        }
        newSession.presentationContextProvider = self
        newSession.prefersEphemeralWebBrowserSession = true
        newSession.start()
        session = newSession
    }

    func finish(_ callbackURL: URL?, _ failure: Error?) {
        guard let callbackURL, failure == nil else { return finish(false) }
        let items = URLComponents(url: callbackURL, resolvingAgainstBaseURL: false)?.queryItems
        let processID = items?.first { $0.name == "id" }?.value
        backend.confirm(processID: processID)
    }
}
