import UIKit

final class Haptics {
	static let shared = Haptics()

	private init() { }

	func play(_ feedbackStyle: UIImpactFeedbackGenerator.FeedbackStyle) {
		UIImpactFeedbackGenerator(style: feedbackStyle).impactOccurred()
	}

	func notify(_ feedbackType: UINotificationFeedbackGenerator.FeedbackType) {
		UINotificationFeedbackGenerator().notificationOccurred(feedbackType)
	}
}
