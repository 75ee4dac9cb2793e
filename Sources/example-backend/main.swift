import Dispatch
import ExampleBackend
import Foundation

// The example integrator back-end as a process: parse flags, listen, run until SIGINT/SIGTERM.

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("example-backend: \(message)\n".utf8))
    exit(code)
}

let configuration: ExampleBackendConfiguration
do {
    switch try ExampleBackendCommandLine.parse(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment) {
    case .help:
        FileHandle.standardOutput.write(Data((ExampleBackendCommandLine.usage + "\n").utf8))
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
        let shaped = ShapedBackend(shape: api, faults: configuration.apiFaults, password: configuration.appPassword ?? "", configuration: configuration)
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
FileHandle.standardOutput.write(Data("example back-end\(configuration.api.map { " (\($0.rawValue) API)" } ?? "") listening on \(backend.baseURL)\n".utf8))

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
