import SwiftUI

@main
struct SPMTestApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
