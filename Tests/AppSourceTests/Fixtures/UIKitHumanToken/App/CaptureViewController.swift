import UIKit

final class CaptureViewController: UIViewController {
    var processLink = ""

    @IBAction func startTapped(_ sender: UIButton) {
        guard let url = URL(string: processLink) else { return }

        AuthenticationSessionManager.shared.start(url: url) { processId in
            if let processId = processId {
                // Journey completed: send processId to the back-end, which reads the outcome.
                BackendClient().captureEnded(id: processId)
            } else {
                // User canceled the session
            }
        }
    }
}

struct BackendClient {
    func captureEnded(id: String) {
        var request = URLRequest(url: URL(string: "https://backend.example.com/api/captures/\(id)/ended")!)
        request.httpMethod = "POST"
        URLSession.shared.dataTask(with: request).resume()
    }
}
