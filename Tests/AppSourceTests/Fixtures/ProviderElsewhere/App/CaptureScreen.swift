import AuthenticationServices
import UIKit

final class CaptureScreen: UIViewController, ASWebAuthenticationPresentationContextProviding {
    let holder = SessionHolder()

    func begin(link: URL) {
        holder.prepare(link: link)
        holder.session?.presentationContextProvider = self
        holder.session?.start()
    }

    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { view.window! }
}
