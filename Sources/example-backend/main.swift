import ConformanceBasics
import Dispatch
import ExampleBackend

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The example integrator back-end as a process: parse flags, listen, run until SIGINT/SIGTERM.

func fail(_ message: String, code: Int32) -> Never {
    StandardStream.error.write("example-backend: \(message)\n")
    exit(code)
}

let configuration: ExampleBackendConfiguration
do {
    switch try ExampleBackendCommandLine.parse(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment) {
    case .help:
        StandardStream.output.write(ExampleBackendCommandLine.usage + "\n")
        exit(0)
    case let .run(parsed):
        configuration = parsed
    }
} catch {
    fail(error.message, code: 2)
}

/// The plain example back-end, or the same behind a partner API shape.
struct Running {
    let baseURL: String
    let stop: @Sendable () -> Void
}

let backend: Running
do {
    if let api = configuration.api {
        let shaped = ShapedBackend(
            api: api, faults: configuration.apiFaults, password: configuration.appPassword ?? "", configuration: configuration)
        try shaped.start()
        backend = Running(baseURL: shaped.baseURL, stop: shaped.stop)
    } else {
        let plain = ExampleBackend(configuration: configuration)
        try plain.start()
        backend = Running(baseURL: plain.baseURL, stop: plain.stop)
    }
} catch let error as ExampleBackendError {
    switch error {
    case .invalidHumanPluginURL: fail("invalid --human-plugin: \(error)", code: 2)
    case .listenFailed: fail("\(error)", code: 1)
    }
} catch {
    fail("\(error)", code: 1)
}
StandardStream.output.write("example back-end\(configuration.api.map { " (\($0) API)" } ?? "") listening on \(backend.baseURL)\n")

var signalSources: [any DispatchSourceSignal] = []
for signalNumber in [SIGINT, SIGTERM] {
    signal(signalNumber, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
    source.setEventHandler {
        backend.stop()
        exit(0)
    }
    source.resume()
    signalSources.append(source)
}
dispatchMain()
