import Foundation

enum BTCardAnalytics {

    // MARK: - Tokenize Events

    static let cardTokenizeStarted = "card:tokenize:started"
    static let cardTokenizeFailed = "card:tokenize:failed"
    static let cardTokenizeSucceeded = "card:tokenize:succeeded"
}
