import Foundation

public struct FCMTokensEntity: Equatable {
    let tokens: [String]
}
