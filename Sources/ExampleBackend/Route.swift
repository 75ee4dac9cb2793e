#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the back-end's own API offers the app, decided from method and path only.
enum Route: Equatable {
    /// `GET /health`.
    case health
    /// `POST /captures`: start a capture.
    case startCapture
    /// `POST /captures/{id}/ended`: the browser session returned; read the outcome.
    case endCapture(id: String)
    /// A known path with the wrong method; `allowed` goes into the `Allow` header.
    case methodNotAllowed(allowed: String)
    /// Nothing lives here.
    case notFound

    /// Routes `method` and `path` (the target without its query string).
    init(method: String, path: String) {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        switch segments {
        case ["health"]:
            self = method == "GET" ? .health : .methodNotAllowed(allowed: "GET")
        case ["captures"]:
            self = method == "POST" ? .startCapture : .methodNotAllowed(allowed: "POST")
        case let parts where parts.count == 3 && parts[0] == "captures" && parts[2] == "ended" && !parts[1].isEmpty:
            let id = parts[1].percentDecoded ?? parts[1]
            self = method == "POST" ? .endCapture(id: id) : .methodNotAllowed(allowed: "POST")
        default:
            self = .notFound
        }
    }
}
