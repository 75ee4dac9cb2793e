final class FeatureFlags {
    static let shared = FeatureFlags()
    private(set) var captures = 0
    func captureFinished() { captures += 1 }
}
