import Foundation

public enum NotificationActivateTopic: String {
    case feed = "FEED"
    case application = "APPLICATION"
    case all = "ALL"
    case schedule = "SCHEDULE"
}
