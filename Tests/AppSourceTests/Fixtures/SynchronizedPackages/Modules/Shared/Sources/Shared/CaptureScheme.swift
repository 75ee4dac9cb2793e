public enum CaptureScheme {
    public static let name = "bankcapture"
}
