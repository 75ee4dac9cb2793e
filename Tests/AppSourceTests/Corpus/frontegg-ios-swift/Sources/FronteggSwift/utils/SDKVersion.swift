import Foundation

enum SDKVersion {
    static let value = "1.3.17"
}

