import BackendLaunch
import Dispatch
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// On Ctrl-C, SIGTERM, or any other signal whose default would end the kit without a word (SIGHUP
/// when the terminal goes, SIGUSR1, SIGUSR2, SIGALRM) during a run: stop any back-end the kit
/// launched and ask the run to stop;
/// the run then judges the scenarios it played to the end and writes a report marked incomplete
/// (not conformant), and the kit exits 2. A second signal, or a run that has not ended
/// `giveUpSeconds` later, exits 2 at once (reports are written whole or not at all, so the
/// directory then keeps the previous ones intact).
enum InterruptHandler {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    private static let reason = Mutex<String?>(nil)
    /// Every scenario has played: a stop then changes nothing of the report, which is complete.
    private static let pastScenarios = Mutex(false)
    static let giveUpSeconds = 30
    /// The signals that stop a run with a report. SIGPIPE is not one: the executable ignores it, so
    /// a closed standard output (`| head`) fails the write and the run goes on to its report.
    static let stopSignals: [(Int32, String)] = [
        (SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"), (SIGUSR1, "SIGUSR1"), (SIGUSR2, "SIGUSR2"), (SIGALRM, "SIGALRM"),
    ]

    /// Why the run was asked to stop (`interrupted by SIGINT`), or nil.
    static var stopReason: String? { reason.withLock { $0 } }

    /// Called by the run once its scenarios have ended.
    static func scenariosEnded() { pastScenarios.withLock { $0 = true } }

    /// What the first stop signal says, by the run's phase.
    static func stoppingLine(_ name: String, pastScenarios: Bool) -> String {
        pastScenarios
            ? "hp-conformance: \(name): every scenario has played; finishing the judging and the report, which stays complete"
            : "hp-conformance: \(name): stopping; the report will hold what was judged so far, marked incomplete"
    }

    static func install(console: Console) {
        guard sources.isEmpty else { return }
        for (signalNumber, name) in stopSignals {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                let first = reason.withLock { current -> Bool in
                    guard current == nil else { return false }
                    current = "interrupted by \(name)"
                    return true
                }
                LaunchedProcesses.shared.terminateAll()
                guard first else {
                    console.err("hp-conformance: \(name) again; stopping now, no report written")
                    exit(2)
                }
                console.err(stoppingLine(name, pastScenarios: pastScenarios.withLock { $0 }))
                DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(giveUpSeconds)) {
                    console.err("hp-conformance: the run did not stop within \(giveUpSeconds) s of \(name); no report written")
                    exit(2)
                }
            }
            source.resume()
            sources.append(source)
        }
    }
}
