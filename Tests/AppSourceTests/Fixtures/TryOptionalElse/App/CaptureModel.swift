import AuthenticationServices
import SwiftUI

@MainActor
final class CaptureModel: ObservableObject {
    @Published var ended = false
    @Published var canceled = false

    func capture(link: URL, using webAuthenticationSession: WebAuthenticationSession) async {
        if let url = try? await webAuthenticationSession.authenticate(using: link, callbackURLScheme: "bankcapture", preferredBrowserSession: .ephemeral) {
            ended = url.scheme == "bankcapture"
        } else {
            canceled = true
        }
    }
}
