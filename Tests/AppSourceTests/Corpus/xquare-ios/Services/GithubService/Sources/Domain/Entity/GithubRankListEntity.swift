import Foundation

public struct GithubRankListEntity {
    public let users: [GithubRankEntity]
}
