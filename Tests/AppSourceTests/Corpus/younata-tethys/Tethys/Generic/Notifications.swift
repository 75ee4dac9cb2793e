import Foundation

public struct Notifications {
    public static let reloadUI: NSNotification.Name = NSNotification.Name("com.rachelbrindle.rss.reload_ui")
}
