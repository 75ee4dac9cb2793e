import Account
import SwiftUI

/// The app's own files create no session: the capture lives in the local package it uses.
@main
struct NewsApp: App {
    var body: some Scene {
        WindowGroup { Text("News") }
    }
}
