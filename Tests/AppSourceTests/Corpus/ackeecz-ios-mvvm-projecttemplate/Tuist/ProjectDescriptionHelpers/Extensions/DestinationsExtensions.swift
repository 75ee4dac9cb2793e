import ProjectDescription

public extension Destinations {
    static let app = Destinations.iOS
    static let tests = app
}
