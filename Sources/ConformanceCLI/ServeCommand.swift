import BackendLaunch
import ConformanceBasics
import ConformanceModel
import Dispatch
import StandInHumanPlugin

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

/// `hp-conformance serve`: the stand-in Human Plugin on its own, as a sandbox, with a live log of
/// what it receives, judged against the contract as it arrives.
struct ServeCommand {
    static let defaultPort: UInt16 = 8099
    static let sandboxToken = "hp-sandbox-token-0001"
    /// How many exchanges the sandbox keeps (it runs for hours; nothing reads older ones).
    static let journalCapacity = 1_000
    /// The most bytes of each body its journal keeps (longer ones keep their size and SHA-256).
    static let journalBodyBytes = 4 * 1024
    /// The most bytes of each body judged live: judging costs at most this much per exchange, however
    /// large the body (a real create body is well under 1 KiB).
    static let judgedBodyBytes = 64 * 1024

    let arguments: ParsedArguments
    let environment: [String: String]
    let console: Console

    init(_ raw: [String], environment: [String: String]) throws(KitError) {
        arguments = try Commands.serve.parse(raw)
        self.environment = environment
        console = Console.detect(
            noColorFlag: arguments.flags.contains("--no-color"), verbose: arguments.flags.contains("--verbose"), environment: environment)
    }

    func execute() throws(KitError) -> Int32 {
        // Before any thread starts: a stop signal sent as soon as the address is printed waits for
        // the sandbox's `SignalWait` instead of being lost.
        SignalWait.block()
        let specs = try Specs.load(from: Specs.locate(explicit: arguments.value("--specs"), environment: environment))
        // The stand-in uses the configuration's Human Plugin and app parts only: a `${env:}` of the
        // app users' login that is unset here is no reason to refuse the file.
        var known = environment
        if let path = arguments.value("--config"), let bytes = try? RegularFile.read(path, limit: ConfigurationLoader.maxBytes) {
            known = EnvironmentExpansion.fillingUnset(environment, from: String(decoding: bytes, as: UTF8.self))
        }
        let configuration = try specs.configuration(file: arguments.value("--config"), environment: known)
        let variantText = arguments.value("--variant") ?? configuration.app.variant.rawValue
        guard let variant = KitConfiguration.Variant(rawValue: variantText) else {
            throw .usage("--variant: expected callback or humanToken, found '\(variantText)'")
        }
        let token = arguments.value("--token") ?? (arguments.value("--config") == nil ? Self.sandboxToken : configuration.humanPlugin.token)
        // With --config its port is used as written: 0 picks a free port (printed below).
        let port = try arguments.port("--port") ?? (arguments.value("--config") != nil ? configuration.humanPlugin.port : Self.defaultPort)
        let host = arguments.value("--host") ?? configuration.humanPlugin.host
        let expiry = try arguments.seconds("--expire-closed-after")
        var variety = AnswerVariety.none
        if let text = arguments.value("--vary") {
            guard let seed = UInt64(text) else { throw .usage("--vary: expected a whole number (the seed), found '\(text)'") }
            variety = .perAnswer(seed: seed)
        }
        var judged = configuration
        judged.humanPlugin.token = token

        let console = self.console
        let live = LiveJudge(specs: specs, configuration: judged)
        var standInConfiguration = HumanPluginStandIn.Configuration(
            host: host, port: port, token: token, variant: variant, seed: UInt64(Date().timeIntervalSince1970),
            closedSessionExpirySeconds: expiry, processBound: .sandbox, variety: variety,
            upstreamBoundSeconds: configuration.timeouts.upstreamBoundSeconds)
        standInConfiguration.recording = try VendorRecordingOption.read(arguments.value("--vendor-recording"))
        if let recording = standInConfiguration.recording { console.out("answering in \(recording.summary)") }
        let standIn = HumanPluginStandIn(
            contract: specs.contract,
            configuration: standInConfiguration,
            journal: Journal(capacity: Self.journalCapacity, bodyBytes: Self.journalBodyBytes),
            observer: { whole in
                // Judged on a bounded prefix of each body, so a megabyte costs what 64 KiB costs.
                let exchange = BodyBound(bytes: Self.judgedBodyBytes, digest: false).apply(to: whole)
                // Only the summary and the judged lines are printed, so only they are redacted (an
                // error text may quote headers). One write per exchange, so lines of concurrent
                // exchanges do not interleave.
                let redactor = live.redactor(for: exchange)
                let summary = exchange.error == nil ? redactor.redact(exchange.summary) : redactor.redactFreeText(exchange.summary)
                var text = console.paint(LogTimestamp.iso8601(exchange.startedAt), .dim) + " " + summary
                if let variations = exchange.variations { text += console.paint("  varied: \(variations.joined(separator: ","))", .dim) }
                for line in live.judge(exchange) {
                    text += "\n    " + console.paint(line.text, line.broken ? (line.warning ? .warn : .fail) : .pass)
                }
                for (side, cut) in [("request", exchange.requestBodyCut), ("response", exchange.responseBodyCut)] {
                    guard let cut else { continue }
                    text +=
                        "\n    "
                        + console.paint("! \(side) body of \(cut.bytes) bytes: only its first \(cut.kept) bytes were judged", .warn)
                }
                text += "\n"
                console.write(text)  // one write(2) per exchange: concurrent lines stay together
            })
        try standIn.start()
        console.out(console.paint("Human Plugin stand-in (sandbox)", .bold) + " listening on \(standIn.baseURL)")
        console.out("  token:        \(token)   (send 'Authorization: Bearer <token>')")
        console.out("  create:       POST \(standIn.baseURL)\(specs.contract.create.path)")
        console.out("  read:         GET  \(standIn.baseURL)\(specs.contract.read.pathPrefix){id}")
        console.out("  processes:    \(standIn.baseURL)/   (open a capture link in a browser to complete, fail or cancel it)")
        console.out("  app scheme:   \(judged.app.urlScheme)   variant: \(variant.rawValue)   clientId: \(judged.humanPlugin.clientId)")
        console.out(
            "  processes read PROCESS_STATE_CREATED until completed on the capture page; a closed session "
                + (expiry.map { "expires after \($0) s" } ?? "stays created"))
        let coverage = LiveJudge.coverage(specs.catalogue)
        console.out("  judged live:  \(coverage.live.joined(separator: ", "))")
        console.out("  need a full run (hp-conformance run): \(coverage.fullRun.joined(separator: ", "))")
        if let line = variety.logLine { console.out("  \(line) (hp-conformance variations lists them)") }
        console.out("Ctrl-C stops it.")
        SignalWait.untilInterrupted()
        standIn.stop()
        console.out("stopped")
        return 0
    }
}

/// Waits for SIGINT or SIGTERM. `block()` holds both pending from the start (threads started after
/// it inherit the mask), so one that arrives before `untilInterrupted()` is kept, not lost: a stop
/// right after the address is printed always ends the sandbox.
enum SignalWait {
    private static var stopSignals: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        return set
    }

    /// Holds SIGINT and SIGTERM pending in the calling thread and the threads it starts.
    static func block() {
        var set = stopSignals
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Blocks until SIGINT or SIGTERM (held pending by `block()`) arrives.
    static func untilInterrupted() {
        var set = stopSignals
        pthread_sigmask(SIG_BLOCK, &set, nil)
        var received: Int32 = 0
        while sigwait(&set, &received) != 0 {}
    }
}
