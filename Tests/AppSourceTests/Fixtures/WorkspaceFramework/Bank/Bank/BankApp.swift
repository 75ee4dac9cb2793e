import CaptureKit
import UIKit

/// The app opens the capture through the framework it links; its own files create no session.
final class OnboardingViewController: UIViewController {
    private let capture = CaptureFlow()

    func verify(link: URL) {
        capture.start(link: link) { finished in
            print(finished ? "ask the back-end for the result" : "closed")
        }
    }
}
