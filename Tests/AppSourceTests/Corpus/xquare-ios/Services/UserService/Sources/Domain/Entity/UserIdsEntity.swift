import Foundation

public struct UserIdsEntity: Equatable {
    public let userIds: [String]
}
