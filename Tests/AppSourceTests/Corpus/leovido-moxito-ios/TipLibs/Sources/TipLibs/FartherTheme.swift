import SwiftUI

public enum FartherTheme {
	public static let backgroundColor = Color(red: 0.118, green: 0.227, blue: 0.541) // #1e3a8a
	public static let backgroundColorLight = Color(red: 0.118, green: 0.227, blue: 0.541, opacity: 0.3) // #1e3a8a
	public static let foregroundColor = Color(red: 1, green: 0.843, blue: 0) // #ffd700
}
