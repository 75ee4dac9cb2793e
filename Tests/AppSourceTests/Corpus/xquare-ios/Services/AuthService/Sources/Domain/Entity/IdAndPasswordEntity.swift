import Foundation

public struct IdAndPasswordEntity: Equatable {
    public let id: String
    public let password: String
}
