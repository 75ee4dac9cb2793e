/// The app's URL scheme, shared by the session and the back-end's callbackUri.
enum AppConstants {
    static let callbackScheme = "com.example.capture"
    /* A nested /* comment */ holding "notascheme://" */
    static let supportURL = "https://support.example.com/help" // not "/v1/processes"
}
