import SwiftUI

@main
struct StandByWidgetApp: App {
	var body: some Scene {
		WindowGroup {
			ContentView()
		}
	}
}

struct ContentView: View {
	var body: some View {
		Text("Hello World")
	}
}
