import Foundation

public struct PresigedUrlEntity {
    public let url: String
    public let presignedUrl: String
    public let originalFilename: String
    public let contentType: String
}
