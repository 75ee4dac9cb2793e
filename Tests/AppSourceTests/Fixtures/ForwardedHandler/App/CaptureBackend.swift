import Foundation

final class CaptureBackend {
    /// The back-end reads the final state of the process at Human Plugin.
    func confirm(processID: String?) {
        guard let processID else { return }
        var request = URLRequest(url: URL(string: "https://bank.example.com/capture/confirm")!)
        request.httpMethod = "POST"
        request.httpBody = Data(processID.utf8)
        URLSession.shared.dataTask(with: request).resume()
    }
}
