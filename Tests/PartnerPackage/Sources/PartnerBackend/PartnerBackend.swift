import ExampleBackend

/// The partner's back-end as its tests start it: listening on a free local port, talking to the
/// Human Plugin at `humanPluginURL` with `token`. A Vapor or Hummingbird app would start its
/// `Application` here the same way.
public final class PartnerBackend: Sendable {
    private let backend: ExampleBackend

    /// `asyncResults`: the API of `conformance-async.json` ("capture ended" answers
    /// `202 {"status":"processing"}`, the result is polled at `GET /api/verifications/{id}`).
    public init(humanPluginURL: String, token: String, faults: Set<ExampleBackendFault> = [], asyncResults: Bool = false) throws {
        var configuration = ExampleBackendConfiguration(humanPluginBaseURL: humanPluginURL, humanPluginToken: token, faults: faults)
        if asyncResults { configuration.api = ExampleAPI([.asyncPoll]) }
        backend = ExampleBackend(configuration: configuration)
        _ = try backend.start()
    }

    /// `http://127.0.0.1:PORT`
    public var baseURL: String { backend.baseURL }

    public func stop() { backend.stop() }
}
