import Foundation

@_documentation(visibility: private)
public enum HTTPHeader: String {
    case accept = "Accept"
    case acceptLanguage = "Accept-Language"
    case appName = "x-app-name"
    case authorization = "Authorization"
    case contentType = "Content-Type"
    case origin = "Origin"
    case payPalClientContext = "paypal-client-context"
}
