import AuthenticationServices
import UIKit

final class CaptureSession: NSObject, ASWebAuthenticationPresentationContextProviding {
    static let shared = CaptureSession()
    private var session: ASWebAuthenticationSession?

    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
        ASPresentationAnchor()
    }

    func start(url: URL, completion: @escaping (Bool) -> Void) {
        let log = """
            Opening the capture; the callback comes back to "\(AppConstants.callbackScheme)"
            """
        print(log)
        session = ASWebAuthenticationSession(url: url, callbackURLScheme: AppConstants.callbackScheme) { [weak self] callbackURL, error in
            self?.session = nil
            if let error = error as? ASWebAuthenticationSessionError, error.code == .canceledLogin {
                completion(false)
                return
            }
            completion(callbackURL != nil)
        }
        session?.presentationContextProvider = self
        session?.prefersEphemeralWebBrowserSession = true
        session?.start()
    }
}
