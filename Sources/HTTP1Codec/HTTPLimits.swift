/// Size limits the server enforces while parsing a request.
public struct HTTPLimits: Sendable, Equatable {
    var requestLineBytes = 8 * 1024
    var headerSectionBytes = 32 * 1024
    var headerFieldCount = 100
    public var bodyBytes = 1024 * 1024
    public init() {}
}
