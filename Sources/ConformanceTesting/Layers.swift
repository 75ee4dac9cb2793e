@_exported import struct AppDriving.AdapterCall
@_exported import struct AppDriving.AdapterReply
@_exported import struct AppDriving.AdapterStep
// What a partner's tests write with, beside this module's own API: the configuration and the
// verdicts a run gives, and the types of an in-process `AppAdapter` (docs/SWIFT-TESTS.md). Each is
// re-exported by name, so `import ConformanceTesting` brings these and nothing else of the kit;
// `import HumanPluginConformance` (the umbrella product) brings every layer.
@_exported import protocol AppDriving.AppAdapter
@_exported import struct AppDriving.AppAdapterContext
@_exported import enum ConformanceBasics.JSONValue
@_exported import struct ConformanceModel.CheckCatalogue
@_exported import struct ConformanceModel.KitConfiguration
@_exported import enum ConformanceModel.KitError
@_exported import struct ConformanceModel.RunResult
@_exported import enum ConformanceModel.Severity
@_exported import struct ConformanceModel.Specs
@_exported import struct ConformanceModel.Verdict
@_exported import enum ConformanceModel.VerdictStatus
@_exported import protocol ConformanceRun.BackendSession
@_exported import struct ConformanceRun.RunOptions
@_exported import struct HTTP1Codec.HTTPEndpoint
@_exported import struct HTTP1Codec.HTTPHeaders
@_exported import struct HTTP1Codec.HTTPRequest
@_exported import struct HTTP1Codec.HTTPResponse
@_exported import class HTTPTransport.HTTPClient
