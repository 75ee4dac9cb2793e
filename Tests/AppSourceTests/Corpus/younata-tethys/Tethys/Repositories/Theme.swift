import UIKit

public struct Theme {
    public static let backgroundColor = UIColor.systemBackground
    public static let spinnerStyle = UIActivityIndicatorView.Style.medium

    public static let overlappingBackgroundColor = UIColor.secondarySystemBackground

    public static let progressTrackColor = UIColor.systemFill
    public static let progressTintColor = UIColor(named: "highlight")!

    public static let separatorColor = UIColor.separator

    public static let textColor = UIColor.label
    public static let antiTextColor = UIColor.quaternaryLabel
    public static let articleCSSFileName = "github2" // or darkhub2
    public static let tintColor = UIColor.systemFill // uh...?
    public static let errorColor = UIColor.systemRed
    public static let highlightColor = UIColor(named: "highlight")!
}
