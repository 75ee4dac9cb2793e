import ConformanceModel
import ConformanceRun
import ExampleBackend

/// The embedded default back-end: the example integrator back-end, started in this process and
/// pointed at the stand-in.
public final class ExampleBackendSession: BackendSession {
    package let backend: ExampleBackend

    /// Starts the example back-end against `humanPluginURL`, with `faults` switched on.
    public init(
        humanPluginURL: String, token: String, configuration: KitConfiguration,
        faults: Set<ExampleBackendFault> = [], styles: Set<ExampleBackendStyle> = [], callbackUri: String? = nil
    ) throws(KitError) {
        // A quarter of the bound, at most 2 s: above the latency the sample plays (an eighth of the
        // bound, at most 1 s), below the bound the timeout checks hold it to.
        let upstream: Duration = .milliseconds(Int(min(2.0, configuration.timeouts.upstreamBoundSeconds / 4) * 1000))
        var settings = ExampleBackendConfiguration(
            humanPluginBaseURL: humanPluginURL, humanPluginToken: token, clientId: configuration.humanPlugin.clientId,
            callbackUri: callbackUri ?? "\(configuration.app.urlScheme)://callback", documentType: configuration.documentType,
            upstreamTimeout: upstream, faults: faults)
        settings.styles = styles
        backend = ExampleBackend(configuration: settings)
        do {
            _ = try backend.start()
        } catch {
            throw .launch(problem: "example back-end: \(error)")
        }
    }

    public var baseURL: String { backend.baseURL }
    /// The example back-end runs in this process and prints nothing: its whole output is empty.
    public var capturedOutput: [UInt8] { [] }
    public var keepsOutput: Bool { true }
    public func stop() { backend.stop() }
}
