import SwiftUI

@main
struct NCMDApp: App {
  var body: some Scene {
    WindowGroup {
      MainView()
    }
  }
}
