import Foundation

public struct CategoryEntity: Equatable {
    public let topic: NotificationActivateTopic
    public let isActivate: Bool
}
