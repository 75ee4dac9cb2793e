import Foundation

struct EmptyBodyParams: Codable {}
