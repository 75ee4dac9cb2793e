enum BTHTTPMethod: String {
    case get = "GET"
    case post = "POST"
    case delete = "DELETE"
}
