import Foundation

/// The app's own back-end: it holds the Human Plugin id and reads the outcome.
struct CaptureBackend {
    let baseURL = URL(string: "https://backend.example.com")!

    func captureEnded() {
        var request = URLRequest(url: baseURL.appendingPathComponent("api/captures/ended"))
        request.httpMethod = "POST"
        URLSession.shared.dataTask(with: request).resume()
    }
}
