import AuthenticationServices
import SwiftUI

/// SwiftUI's WebAuthenticationSession (iOS 16.4), which runs an ASWebAuthenticationSession itself.
struct CaptureView: View {
    @Environment(\.webAuthenticationSession) private var webAuthenticationSession
    @State private var message = "Ready"
    let link: URL
    let backend: Backend

    var body: some View {
        Button("Start capture") {
            Task {
                do {
                    _ = try await webAuthenticationSession.authenticate(
                        using: link,
                        callbackURLScheme: "com.example.capture",
                        preferredBrowserSession: .ephemeral)
                    message = try await backend.captureEnded()
                } catch let error as ASWebAuthenticationSessionError where error.code == .canceledLogin {
                    message = "Closed"
                } catch {
                    message = "Failed"
                }
            }
        }
        Text(message)
    }
}

struct Backend {
    func captureEnded() async throws -> String { "Checking with the back-end…" }
}
