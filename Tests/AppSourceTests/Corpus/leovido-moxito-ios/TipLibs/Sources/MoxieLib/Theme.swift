import UIKit

public enum MoxieColor {
	public static let textColor = UIColor(red: 0.28, green: 0.37, blue: 0.84, alpha: 1.00)
	public static let backgroundColor = UIColor(red: 0.69, green: 0.53, blue: 1.00, alpha: 0.6)
	public static let otherColor = UIColor(red: 0.91, green: 0.87, blue: 1.00, alpha: 1.00)
	public static let dark = UIColor(red: 0.37, green: 0.16, blue: 0.79, alpha: 1.00)
	public static let green = UIColor(red: 0.00, green: 0.81, blue: 0.00, alpha: 1.00)
	public static let primary = UIColor(red: 0.44, green: 0.29, blue: 1.00, alpha: 1.00)
	public static let grayPickerText = UIColor(red: 0.43, green: 0.46, blue: 0.57, alpha: 1.00)
	public static let altGreen = UIColor(red: 0.69, green: 1.00, blue: 0.52, alpha: 1.00)
	public static let farcasterPurple = UIColor(red: 0.49, green: 0.40, blue: 0.76, alpha: 1.00)
	public static let claimButton = UIColor(red: 0.60, green: 0.49, blue: 1.00, alpha: 1.00)
	
}
