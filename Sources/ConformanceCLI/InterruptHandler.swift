import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// On Ctrl-C or SIGTERM during a run: stop any back-end the kit launched, say so, and exit 2.
/// Reports are written whole or not at all, so an interrupted run leaves the previous ones intact.
enum InterruptHandler {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    static func install(console: Console) {
        guard sources.isEmpty else { return }
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                LaunchedProcesses.shared.terminateAll()
                console.err("hp-conformance: interrupted; no report written")
                exit(2)
            }
            source.resume()
            sources.append(source)
        }
    }
}
