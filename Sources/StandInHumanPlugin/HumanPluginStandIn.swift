import ConformanceBasics
import ConformanceModel
import HTTP1Codec
import HTTPTransport
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The kit's stand-in for Human Plugin: the server an integrator's back-end is pointed at.
/// It validates nothing itself; it records every request of the back-end in the journal, answers
/// as the contract documents (or as the scenario's fault says), and serves the capture page that
/// the browser session opens.
public final class HumanPluginStandIn: Sendable {
    public struct Configuration: Sendable {
        public var host: String
        public var port: UInt16
        public var token: String
        public var variant: KitConfiguration.Variant
        public var seed: UInt64
        /// After how many seconds a session the person closed reads as expired (nil: it stays in
        /// its initial state, as in a run).
        public var closedSessionExpirySeconds: Double?
        /// How many processes (and bytes of them) are kept; nil keeps every one (a run needs them all).
        public var processBound: ProcessBound?
        /// Mixed into every process id, so that ids are new on every start (real Human Plugin never
        /// reissues one); the seed still fixes users, document numbers and links. Given nil, a new
        /// random one.
        public var processIDNonce: UInt64
        /// How answers are varied (`specs/CONTRACT.md`, 'What the vendor may vary'); none by default.
        public var variety: AnswerVariety = .none
        /// The back-end's upstream bound: `serve --vary` draws latencies up to an eighth of it.
        public var upstreamBoundSeconds: Double = 2
        /// The vendor's own answers to play (`run`/`serve --vendor-recording`): the documented create,
        /// read and error answers in the vendor's bytes; nil answers in the stand-in's.
        public var recording: VendorRecording?

        public init(
            host: String = "127.0.0.1", port: UInt16 = 0, token: String, variant: KitConfiguration.Variant = .callback, seed: UInt64 = 1,
            closedSessionExpirySeconds: Double? = nil, processBound: ProcessBound? = nil,
            processIDNonce: UInt64? = nil, variety: AnswerVariety = .none, upstreamBoundSeconds: Double = 2
        ) {
            self.variety = variety
            self.upstreamBoundSeconds = upstreamBoundSeconds
            self.processIDNonce = processIDNonce ?? StableIdentifiers.newProcessNonce()
            self.host = host
            self.port = port
            self.token = token
            self.variant = variant
            self.seed = seed
            self.closedSessionExpirySeconds = closedSessionExpirySeconds
            self.processBound = processBound
        }
    }

    package struct State {
        /// The scenario started last: what nothing else attributes is filed under it.
        package var scenario = "idle"
        /// The behaviour of a scenario that was never played (before the first one).
        package var behavior: StandInBehavior
        /// Each scenario's behaviour and how many final states it handed out, by scenario name.
        package var plays: [String: ScenarioPlay] = [:]
        /// Scenarios playing now, in the order they started.
        package var active: [String] = []
        /// The scenario of each registered journey.
        package var scenarioOfJourney: [String: String] = [:]
        /// Ids a scenario reports without their being issued (a forged id), by id.
        package var scenarioOfForeignID: [String: String] = [:]
        /// The scenario whose start calls are waiting for their creates (see `awaitStartTurn`).
        package var startTurn: StartTurn?
        package var processes: [String: IssuedProcess] = [:]
        package var order: [String] = []
        package var journeysByDocumentNumber: [String: String] = [:]
        package var createsPerJourney: [String: Int] = [:]
        package var stopped = false
        /// The answer to a read of each process, built once for the state it was built for.
        package var readAnswers: [String: (state: String, response: HTTPResponse)] = [:]
        /// Estimated bytes held for the processes kept (see `ProcessBound`).
        package var processBytes = 0
        /// Answers varied so far (`AnswerVariety.perAnswer` draws a case for each).
        package var variedAnswers = 0
    }

    public let configuration: Configuration
    public let contract: ContractSpec
    public let journal: Journal
    package let state: PlainMutex<State>
    package let identifiers: StableIdentifiers
    private let server = Mutex<HTTPServer?>(nil)
    /// A second origin the stand-in serves its capture pages on (another port), for links issued on
    /// another origin than the API's (`link=other-origin`); started only where answers are varied.
    private let pageServer = Mutex<HTTPServer?>(nil)
    package let observer: (@Sendable (Exchange) -> Void)?

    /// - Parameter observer: called with each exchange as it is recorded (the sandbox's live log).
    public init(contract: ContractSpec, configuration: Configuration, journal: Journal, observer: (@Sendable (Exchange) -> Void)? = nil) {
        self.contract = contract
        self.configuration = configuration
        self.journal = journal
        self.observer = observer
        self.identifiers = StableIdentifiers(seed: configuration.seed, processNonce: configuration.processIDNonce)
        let first = contract.finalStates.states.first { $0.success }?.name ?? contract.finalStates.states[0].name
        self.state = PlainMutex(State(behavior: StandInBehavior(finalStates: [first])))
    }

    /// Starts listening; returns the bound port.
    @discardableResult
    public func start() throws(KitError) -> UInt16 {
        let httpServer = HTTPServer(configuration: HTTPServerConfiguration(host: configuration.host, port: configuration.port)) {
            [self] request, connection in
            handle(request, connection: connection)
        }
        do {
            let port = try httpServer.start()
            server.withLock { $0 = httpServer }
            if configuration.variety != .none {
                let pages = HTTPServer(configuration: HTTPServerConfiguration(host: configuration.host, port: 0)) {
                    [self] request, connection in
                    handle(request, connection: connection)
                }
                try pages.start()
                pageServer.withLock { $0 = pages }
            }
            return port
        } catch {
            stop()
            throw .run("stand-in Human Plugin: \(error)")
        }
    }

    /// `http://host:port` of the running stand-in.
    public var baseURL: String { server.withLock { $0?.baseURL } ?? "http://\(configuration.host):\(configuration.port)" }

    /// `http://host:port` of the stand-in's second origin for capture pages; the API's own origin
    /// where answers are not varied (no second origin is started).
    var pageBaseURL: String { pageServer.withLock { $0?.baseURL } ?? baseURL }

    public func stop() {
        state.withLock { $0.stopped = true }
        server.withLock { $0?.stop() }
        pageServer.withLock { $0?.stop() }
    }

    /// Starts a scenario: the back-end calls of its journeys (known by document number or process
    /// id) are filed under `name` and answered as `behavior` says, whatever else plays at the same
    /// time. Calls nothing attributes go to the only scenario playing, or to the one started last.
    public func play(scenario name: String, behavior: StandInBehavior) {
        state.withLock {
            $0.scenario = name
            $0.plays[name] = ScenarioPlay(behavior: behavior)
            $0.active.removeAll { $0 == name }
            $0.active.append(name)
        }
    }

    /// Ends scenario `name`: late calls of its processes are still filed under it and answered as
    /// its behaviour says, but it no longer takes calls nothing else attributes.
    public func finish(scenario name: String) {
        state.withLock { state in
            state.active.removeAll { $0 == name }
            if state.startTurn?.scenario == name { state.startTurn = nil }
        }
    }

    /// Ties a document number to a journey, so the create that carries it is filed under that
    /// journey (and its scenario: `scenario`, or the journey name before its `#N`).
    public func register(documentNumber: String, journey: String, scenario: String? = nil) {
        let owner = scenario ?? journey.lastIndex(of: "#").map { String(journey[..<$0]) } ?? journey
        state.withLock {
            $0.journeysByDocumentNumber[documentNumber] = journey
            $0.scenarioOfJourney[journey] = owner
        }
    }

    /// Ties an id that was never issued (one a scenario forges) to that scenario, so reads of it are filed there.
    public func register(foreignID id: String, scenario: String) {
        state.withLock { $0.scenarioOfForeignID[id] = scenario }
    }

    /// Every process created so far, in creation order.
    public var processes: [IssuedProcess] {
        state.withLock { state in state.order.compactMap { state.processes[$0] } }
    }

    public func process(id: String) -> IssuedProcess? {
        state.withLock { $0.processes[id] }
    }

    /// The state name a read of `process` answers at `now`: its state, or the expiry state once a
    /// closed session has been closed longer than the configured expiry.
    func currentState(of process: IssuedProcess, now: Date = Date()) -> String {
        guard let closedAt = process.closedAt, process.state == contract.initialState,
            let seconds = configuration.closedSessionExpirySeconds, let expired = contract.closedExpiryState,
            now.timeIntervalSince(closedAt) >= seconds
        else { return process.state }
        return expired
    }

    /// The person completes the capture of process `id` (with `chosen`, or the state its scenario
    /// hands out). Returns false when there is no such process or it already ended.
    @discardableResult
    public func complete(id: String, as chosen: String? = nil) -> Bool {
        let known = chosen.flatMap { contract.finalState(named: $0)?.name }
        return state.withLock { state in
            guard var process = state.processes[id] else { return false }
            process.state = known ?? process.completesAs
            process.closedAt = nil
            state.processes[id] = process
            return true
        }
    }

    /// The person closes the session of process `id` without completing it: it stays in its
    /// initial state (and may expire later). A process that already ended is left as it is.
    public func close(id: String, at now: Date = Date()) {
        let initial = contract.initialState
        state.withLock { state in
            guard var process = state.processes[id], process.state == initial, process.closedAt == nil else { return }
            process.closedAt = now
            state.processes[id] = process
        }
    }

    var isStopped: Bool { state.withLock { $0.stopped } }
}
