import Foundation

public struct UserSimpleInformation: Equatable {
    public let name: String
    public let profileFileName: String
    public let goodPoint: Int
    public let badPoint: Int
}
