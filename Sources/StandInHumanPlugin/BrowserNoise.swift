import HTTP1Codec

/// Requests a browser makes on its own (an icon, the robots file), which are no part of the
/// contract and no call of the back-end under test.
enum BrowserNoise {
    package static let paths: Set<String> = ["/favicon.ico", "/robots.txt", "/apple-touch-icon.png", "/apple-touch-icon-precomposed.png"]

    package static func matches(_ request: HTTPRequest) -> Bool {
        (request.method == "GET" || request.method == "HEAD") && paths.contains(request.path)
    }
}
