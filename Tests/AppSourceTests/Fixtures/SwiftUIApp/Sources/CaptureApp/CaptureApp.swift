import SwiftUI

@main
struct CaptureApp: App {
    var body: some Scene {
        WindowGroup { CaptureView() }
    }
}

struct CaptureView: View {
    @State private var message = "Ready"
    let link: URL

    init(link: URL = URL(string: "https://capture.example.com")!) { self.link = link }

    var body: some View {
        VStack {
            Text(message)
            Button("Start capture") {
                CaptureSession.shared.start(url: link) { ended in
                    message = ended ? "Checking with the back-end…" : "Closed"
                }
            }
        }
    }
}
