import ExampleBackend

/// The partner's back-end as its tests start it: listening on a free local port, talking to the
/// Human Plugin at `humanPluginURL` with `token`. A Vapor or Hummingbird app would start its
/// `Application` here the same way.
public final class PartnerBackend: Sendable {
    private let baseURLText: String
    private let stopAction: @Sendable () -> Void

    /// `asyncResults`: the API of `conformance-async.json` ("capture ended" answers
    /// `202 {"status":"processing"}`, the result is polled at `GET /api/verifications/{id}`).
    public init(humanPluginURL: String, token: String, faults: Set<ExampleBackendFault> = [], asyncResults: Bool = false) throws {
        let configuration = ExampleBackendConfiguration(humanPluginBaseURL: humanPluginURL, humanPluginToken: token, faults: faults)
        if asyncResults {
            let backend = ShapedBackend(shape: .asyncPoll, password: "", configuration: configuration)
            _ = try backend.start()
            (baseURLText, stopAction) = (backend.baseURL, backend.stop)
        } else {
            let backend = ExampleBackend(configuration: configuration)
            _ = try backend.start()
            (baseURLText, stopAction) = (backend.baseURL, backend.stop)
        }
    }

    /// `http://127.0.0.1:PORT`
    public var baseURL: String { baseURLText }

    public func stop() { stopAction() }
}
