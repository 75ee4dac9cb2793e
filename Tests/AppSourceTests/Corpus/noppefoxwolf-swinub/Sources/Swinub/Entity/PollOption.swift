public struct PollOption: Codable, Sendable {
    public let title: String
    public let votesCount: Int?
}
