/// Why a request got no answer.
public enum HTTPClientError: Error, Equatable, CustomStringConvertible {
    case invalidURL(String)
    case connectFailed(String)
    case timedOut(String)
    case connectionClosed(String)
    case malformedResponse(String)
    /// The answer (declared or received) is larger than the client accepts; the text says how large.
    case answerTooLarge(String)
    /// The request itself could not be written (a CR, LF or NUL in a header); nothing was sent.
    case invalidRequest(String)

    public var description: String {
        switch self {
        case let .invalidURL(s): "invalid URL: \(s)"
        case let .connectFailed(s): "cannot connect: \(s)"
        case let .timedOut(s): "timed out: \(s)"
        case let .connectionClosed(s): "connection closed: \(s)"
        case let .malformedResponse(s): "malformed response: \(s)"
        case let .answerTooLarge(s): s
        case let .invalidRequest(s): "invalid request: \(s)"
        }
    }
}
