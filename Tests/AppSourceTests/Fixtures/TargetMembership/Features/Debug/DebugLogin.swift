import AuthenticationServices

/// A debug-only login screen, left out of the app target.
final class DebugLogin {
    func open(link: URL) {
        let session = ASWebAuthenticationSession(url: link, callbackURLScheme: "bankcapture") { callbackURL, _ in
            print(callbackURL!.absoluteString.contains("success"))
        }
        session.start()
    }
}
