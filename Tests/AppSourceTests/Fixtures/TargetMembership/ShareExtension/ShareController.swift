import AuthenticationServices

final class ShareController {
    func share(link: URL) {
        let session = ASWebAuthenticationSession(url: link, callbackURLScheme: "bankcapture") { callbackURL, _ in
            print(callbackURL!)
        }
        session.start()
    }
}
