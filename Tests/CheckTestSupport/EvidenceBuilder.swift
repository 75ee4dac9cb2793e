import Foundation
import KitTestSupport

@testable import ConformanceBasics
@testable import ConformanceChecks
@testable import ConformanceModel
@testable import HTTP1Codec
@testable import StandInHumanPlugin

/// Assembles a `RunEvidence` by hand: a few exchanges and journey records written in the test,
/// so one check can be judged alone, without a back-end, a network or a clock.
///
/// The configuration is the example back-end's (`specs/examples/example-backend.json`): the app
/// starts with `POST /captures`, ends with `POST /captures/{id}/ended`, and reports the outcomes
/// `approved`, `rejected`, `failed`, `expired` and `pending`. Exchanges get ids from 1 in the order
/// they are recorded, each 10 ms after the previous one.
///
///     var builder = EvidenceBuilder()
///     builder.scenario(.happy(finalState: "finished-ok")) { $0.capture() }
///     let judgement = CreateFlowCheck().judge(builder.evidence)
package struct EvidenceBuilder {
    package static let contract = ConformanceHarness.specs.contract
    package static let exampleConfiguration = ConformanceHarness.exampleConfiguration()

    package var configuration: KitConfiguration
    package var contract: ContractSpec { Self.contract }
    package private(set) var journal: [Exchange] = []
    package private(set) var scenarios: [ScenarioRecord] = []
    package var processes: [IssuedProcess] = []
    /// The kit's own delay the checks judge against (none by default).
    package var kitDelay: KitDelay?
    private var clock = 0.0
    /// When the built run started: exchange times and `kitDelay` spans count from here.
    package static let runStart = Date(timeIntervalSince1970: 1_800_000_000)

    package init(_ adjust: (inout KitConfiguration) -> Void = { _ in }) {
        configuration = Self.exampleConfiguration
        adjust(&configuration)
    }

    package var evidence: RunEvidence {
        var evidence = RunEvidence(
            configuration: configuration, contract: contract, journal: journal, scenarios: scenarios, processes: processes)
        evidence.kitDelay = kitDelay
        return evidence
    }

    /// The kit ran late by `seconds` in all between `from` and `to` seconds after the run's start.
    package mutating func kitDelayed(_ seconds: Double, from: Double = 0, to: Double = 10) {
        kitDelay = KitDelay(runStartedAt: Self.runStart, measured: true, spans: [.init(from: from, to: to, seconds: seconds)])
    }

    package var token: String { configuration.humanPlugin.token }
    package var appScheme: String { configuration.app.urlScheme }

    // MARK: - Scenarios and journeys

    /// Opens a scenario; `play` records its journeys (`capture()`, `journey(_:)`) and exchanges.
    package mutating func scenario(
        _ scenario: Scenario, reportedForeignID: String? = nil, notPlayed: String? = nil,
        _ play: (inout EvidenceBuilder) -> Void = { _ in }
    ) {
        var record = ScenarioRecord(scenario: scenario)
        record.reportedForeignID = reportedForeignID
        record.notPlayed = notPlayed
        scenarios.append(record)
        play(&self)
    }

    /// The scenario being recorded.
    package var scenarioName: String { scenarios.last?.name ?? "no-scenario" }

    /// A new journey context in the current scenario: `<scenario>#<n>`, user `user-<n>`, and a
    /// document number unique to it that starts with a zero (so a number read as an integer shows).
    package func context(documentType: String? = nil) -> JourneyContext {
        let index = (scenarios.last?.journeys.count ?? 0) + 1
        let serial = scenarios.count * 100 + index
        return JourneyContext(
            scenario: scenarioName, name: "\(scenarioName)#\(index)", user: "user-\(serial)",
            documentNumber: String(format: "0%09d", 424_200_000 + serial), documentType: documentType)
    }

    /// Adds a journey record to the current scenario.
    package mutating func journey(_ record: JourneyRecord) {
        scenarios[scenarios.count - 1].journeys.append(record)
    }

    /// Edits a journey of the current scenario (the last one unless `index` says which, from 0).
    package mutating func editJourney(_ index: Int? = nil, _ edit: (inout JourneyRecord) -> Void) {
        let at = index ?? scenarios[scenarios.count - 1].journeys.count - 1
        edit(&scenarios[scenarios.count - 1].journeys[at])
    }

    /// Edits the journal entry with id `id` (a header, a body, an answer).
    package mutating func editExchange(_ id: Int, _ edit: (inout Exchange) -> Void) { edit(&journal[id - 1]) }

    // MARK: - Raw exchanges

    /// Records one exchange 10 ms after the previous one (`after` seconds later when given).
    @discardableResult
    package mutating func record(
        _ channel: Channel, _ step: String, _ request: HTTPRequest, _ response: HTTPResponse?, journey: String?,
        fate: Fate? = nil, after: Double = 0.01, duration: Double = 5
    ) -> Int {
        clock += after
        let id = journal.count + 1
        journal.append(
            Exchange(
                id: id, scenario: scenarioName, journey: journey, channel: channel, step: step, request: request,
                response: response, error: response == nil ? "timed out" : nil, fate: fate,
                startedAt: Self.runStart.addingTimeInterval(clock), durationMilliseconds: duration))
        return id
    }

    /// An answer with `body` as JSON.
    package static func jsonAnswer(_ status: Int, _ body: JSONValue) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: body.serialized)
    }

    // MARK: - The back-end's calls to Human Plugin

    /// The create body a correct back-end sends for `context`.
    package func createBody(_ context: JourneyContext, callbackUri: String? = nil) -> [String: JSONValue] {
        [
            "flow": .string(contract.create.flow),
            "clientId": .string(configuration.humanPlugin.clientId),
            "correlationId": .string("order-\(context.user)"),
            "callbackUri": .string(callbackUri ?? "\(appScheme)://capture-done"),
            "credential": .object([
                "type": .string(context.documentType ?? configuration.documentType), "value": .string(context.documentNumber),
            ]),
        ]
    }

    /// Headers of a correct call to Human Plugin: JSON, and the configured Bearer token.
    package var humanPluginHeaders: HTTPHeaders { ["Content-Type": "application/json", "Authorization": "Bearer \(token)"] }

    /// A create as Human Plugin received it, answered 201 with `processID` and its link.
    @discardableResult
    package mutating func create(body: [String: JSONValue], journey: String?, processID: String? = nil, headers: HTTPHeaders? = nil) -> Int
    {
        create(bytes: JSONValue.object(body).serialized, journey: journey, processID: processID, headers: headers)
    }

    @discardableResult
    package mutating func create(
        bytes: [UInt8], journey: String?, processID: String? = nil, headers: HTTPHeaders? = nil,
        answer: HTTPResponse? = nil
    ) -> Int {
        let request = HTTPRequest(method: "POST", target: contract.create.path, headers: headers ?? humanPluginHeaders, body: bytes)
        let id = processID ?? "proc-\(journal.count + 1)"
        return record(
            .backendToHumanPlugin, "create", request,
            answer ?? Self.jsonAnswer(201, .object(["id": .string(id), "link": .string(Self.link(id))])),
            journey: journey)
    }

    package static func link(_ processID: String) -> String { "http://127.0.0.1:8099/capture/\(processID)" }

    /// A process the stand-in issued, in final state `state`.
    @discardableResult
    package mutating func issue(
        _ processID: String, journey: String?, state: String, createExchangeID: Int, callbackUri: String? = nil
    ) -> IssuedProcess {
        let process = IssuedProcess(
            id: processID, link: Self.link(processID), correlationId: nil,
            callbackUri: callbackUri ?? "\(appScheme)://capture-done", state: state,
            scenario: scenarioName, journey: journey, createExchangeID: createExchangeID)
        processes.append(process)
        return process
    }

    /// The read body Human Plugin answers for final state `state` (the contract's shape).
    package func readBody(_ processID: String, state: String) -> JSONValue {
        let final = contract.finalState(named: state)!
        return .object([
            "process": .object([
                "id": .string(processID), "flow": .string(contract.create.flow),
                "state": .string(final.state), "result": .string(final.result),
            ])
        ])
    }

    /// A read of `processID`, answered with final state `state` (or `answer`; nil `state` and `answer`: no answer).
    @discardableResult
    package mutating func read(
        _ processID: String, journey: String?, state: String? = "finished-ok", answer: HTTPResponse? = nil,
        headers: HTTPHeaders? = nil
    ) -> Int {
        let request = HTTPRequest(
            method: "GET", target: contract.read.pathPrefix + processID,
            headers: headers ?? ["Authorization": "Bearer \(token)"])
        let response = answer ?? state.map { Self.jsonAnswer(200, readBody(processID, state: $0)) }
        return record(.backendToHumanPlugin, "read", request, response, journey: journey)
    }

    // MARK: - The app's calls to the back-end

    /// The app's start call, answered `status` with `answer` (default `{id, link}`); nil `status`: no answer.
    package mutating func start(
        _ context: JourneyContext, id: String?, link: String?, status: Int? = 201, answer: JSONValue? = nil,
        elapsed: Double = 0.05
    ) -> StartAttempt {
        let body = JSONValue.object([
            "documentType": .string(context.documentType ?? configuration.documentType),
            "documentNumber": .string(context.documentNumber),
        ])
        let request = HTTPRequest(
            method: "POST", target: "/captures", headers: ["X-App-User": context.user, "Content-Type": "application/json"],
            body: body.serialized)
        var fields: [String: JSONValue] = [:]
        if let id { fields["id"] = .string(id) }
        if let link { fields["link"] = .string(link) }
        let shown = answer ?? .object(fields)
        let exchangeID = record(.appToBackend, "start", request, status.map { Self.jsonAnswer($0, shown) }, journey: context.name)
        let answered = status != nil
        return StartAttempt(
            exchangeID: exchangeID, status: status, body: answered ? shown : nil, id: answered ? shown["id"]?.stringValue : nil,
            link: answered ? shown["link"]?.stringValue : nil, elapsedSeconds: elapsed)
    }

    /// What the back-end answers the app's "capture ended".
    package enum EndedAnswer: Sendable {
        /// 200 with the outcome the configuration gives the process's final state.
        case configured
        /// `status` (200 unless said) with `{"outcome": value}`.
        case outcome(String, status: Int = 200)
        /// An error status with `{"error": ...}` and no outcome.
        case error(Int)
        /// No answer within the app's patience.
        case none
    }

    /// The app's "capture ended" with `sentID`, answered as `answer` says (`.configured`: 200 with `configured`).
    package mutating func ended(
        _ context: JourneyContext, sentID: String, answer: EndedAnswer, configured: String? = nil,
        claim: String = "ended", elapsed: Double = 0.05
    ) -> EndedAttempt {
        let request = HTTPRequest(
            method: "POST", target: "/captures/\(sentID)/ended", headers: ["X-App-User": context.user],
            body: JSONValue.object(["claim": .string(claim)]).serialized)
        let (status, outcome): (Int?, String?) =
            switch answer {
            case .configured: (200, configured)
            case let .outcome(value, status): (status, value)
            case let .error(status): (status, nil)
            case .none: (nil, nil)
            }
        let shown = outcome.map { JSONValue.object(["outcome": .string($0)]) } ?? .object(["error": .string("upstream")])
        let exchangeID = record(.appToBackend, "ended", request, status.map { Self.jsonAnswer($0, shown) }, journey: context.name)
        return EndedAttempt(
            exchangeID: exchangeID, sentID: sentID, status: status, body: status == nil ? nil : shown,
            outcome: outcome, elapsedSeconds: elapsed)
    }

    /// The browser session opening `process.link` and returning to its callbackUri.
    package mutating func browse(_ context: JourneyContext, _ process: IssuedProcess) -> BrowserVisit {
        let request = HTTPRequest(method: "GET", target: "/capture/\(process.id)")
        let page = record(
            .browser, "capture-page", request, HTTPResponse.text(200, "<p>capture</p>", contentType: "text/html"), journey: context.name)
        let expected = CapturePage.returnURL(for: process, variant: configuration.app.variant, contract: contract)
        let callback = expected
        return BrowserVisit(exchangeIDs: [page], callbackURL: callback, problem: callback == nil ? "no redirect" : nil)
    }

    // MARK: - A whole capture

    /// The id Human Plugin issues for the journey: `proc-<n>`, n as in the user's name.
    package static func processID(_ context: JourneyContext) -> String { "proc-" + context.user.dropFirst("user-".count) }

    package func process(id: String) -> IssuedProcess? { processes.first { $0.id == id } }

    /// A journey's start: the app's start call, and the create it causes (journaled while the start
    /// is held), answered with the issued process (final state `state`) and relayed to the app.
    /// Not added to the scenario (see `journey(_:)`).
    package mutating func begin(
        state: String = "finished-ok", documentType: String? = nil, callbackUri: String? = nil,
        edit: (inout [String: JSONValue]) -> Void = { _ in }, receivedID: String? = nil, claim: String = "ended"
    ) -> JourneyRecord {
        let context = self.context(documentType: documentType)
        let processID = Self.processID(context)
        var body = createBody(context, callbackUri: callbackUri)
        edit(&body)
        var record = JourneyRecord(context: context, claim: claim)
        record.start = start(context, id: receivedID ?? processID, link: Self.link(processID))
        let createID = create(body: body, journey: context.name, processID: processID)
        issue(processID, journey: context.name, state: state, createExchangeID: createID, callbackUri: body["callbackUri"]?.stringValue)
        return record
    }

    /// One correct capture in the current scenario, recorded as the run records it: the app's start,
    /// the back-end's create, the browser session, the app's "capture ended", then the back-end's
    /// read of the final state `state` and the answer with its configured outcome. Each argument
    /// changes one thing; `edit` changes the create body. Returns the journey record (added to the scenario).
    @discardableResult
    package mutating func capture(
        state: String = "finished-ok", documentType: String? = nil, callbackUri: String? = nil,
        edit: (inout [String: JSONValue]) -> Void = { _ in },
        receivedID: String? = nil, sentID: String? = nil, answer: EndedAnswer = .configured,
        reads: Bool = true, readAnswer: HTTPResponse? = nil, claim: String = "ended"
    ) -> JourneyRecord {
        var record = begin(
            state: state, documentType: documentType, callbackUri: callbackUri, edit: edit, receivedID: receivedID, claim: claim)
        let processID = Self.processID(record.context)
        record.browser = browse(record.context, process(id: processID)!)
        let context = record.context
        let id = sentID ?? receivedID ?? processID
        let ended = self.ended(context, sentID: id, answer: answer, configured: configuration.outcomes[state], claim: claim)
        if reads {
            if let readAnswer {
                read(id, journey: context.name, state: nil, answer: readAnswer)
            } else if let owner = processes.first(where: { $0.id == id }) {
                read(id, journey: context.name, state: owner.state)
            } else {
                read(id, journey: context.name, state: nil, answer: Self.jsonAnswer(404, .object(["error": .string("not found")])))
            }
        }
        record.ended = ended
        journey(record)
        return record
    }
}
