import Foundation

public struct ClassUserEntity: Equatable {
    public let profileImageUrl: URL
    public let num: Int
    public let name: String
}
