import Foundation

public struct GithubConnectCheckEntity {
    public let isConnected: Bool
}
