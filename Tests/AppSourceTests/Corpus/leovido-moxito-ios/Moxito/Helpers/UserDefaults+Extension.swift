import Foundation

extension UserDefaults {
	static let group = UserDefaults(suiteName: "group.com.christianleovido.moxito")
}
