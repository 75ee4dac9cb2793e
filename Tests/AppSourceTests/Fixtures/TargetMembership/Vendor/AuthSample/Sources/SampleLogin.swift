import AuthenticationServices

struct SampleLogin {
    func login(link: URL) {
        let session = ASWebAuthenticationSession(url: link, callbackURLScheme: "bankcapture") { url, _ in
            print(url!)
        }
        session.start()
    }
}
