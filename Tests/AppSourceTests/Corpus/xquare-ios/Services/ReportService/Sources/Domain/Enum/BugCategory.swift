import Foundation

public enum BugCategory: String {
    case feed = "FEED"
    case application = "APPLICATION"
    case schedule = "SCHEDULE"
    case all = "ALL"
    case home = "HOME"
}
