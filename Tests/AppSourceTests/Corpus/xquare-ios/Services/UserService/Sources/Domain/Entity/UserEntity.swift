import Foundation

public struct UserEntity: Equatable {
    public let name: String
    public let id: String
    public let birthDay: Date
    public let grade: Int
    public let classNumber: Int
    public let profileImageUrl: URL
    public let password: String
    public let accountId: String
    public let num: Int
}
