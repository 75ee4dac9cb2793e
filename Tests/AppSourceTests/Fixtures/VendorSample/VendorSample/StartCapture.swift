import Foundation

/// Step 4 of the vendor's page: open the link the back-end returned.
func startCapture(link: String, backend: CaptureBackend) {
    guard let url = URL(string: link) else { return }

    CaptureSessionManager.shared.start(link: url) { ended in
        if ended {
            // The capture ended. Ask your back-end to read the outcome
            // with GET /v1/processes/{id}, using the Human Plugin id.
            backend.captureEnded()
        } else {
            // The person closed the session.
        }
    }
}
