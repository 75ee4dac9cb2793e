import Foundation

public struct LocalHelper {
    let name: String

    public init(name: String) {
        self.name = name
    }
}
