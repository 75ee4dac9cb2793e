enum Constants {
    static let captureScheme = "bankcapture"
}
