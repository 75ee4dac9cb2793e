import Foundation

public protocol KeychainKeyType {
    var keyString: String { get }
}
