import ConformanceBasics
import ConformanceModel
import HTTP1Codec
import HTTPTransport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension HumanPluginStandIn {
    /// Routes one request; records it unless it is the browser's (the app driver records those).
    package func handle(_ request: HTTPRequest, connection: HTTPConnectionInfo) -> HTTPResponse {
        let started = Date()
        let clock = ContinuousClock.now
        let path = request.path
        if path == "/" || path.hasPrefix(CapturePage.pathPrefix) {
            return CapturePage.answer(request, standIn: self)
        }
        if BrowserNoise.matches(request) {
            // A browser asks for these on its own; they are no part of the contract and no call
            // of the back-end: answered 404 without a journal entry or a live judgement.
            return .text(404, "not found\n", contentType: "text/plain; charset=utf-8")
        }
        // Recorded the moment it arrives, so a request held or never answered is in the journal too.
        let arrival = owner(of: request, path: path)
        let id = journal.arrive(
            .arrived(
                scenario: arrival.scenario, journey: arrival.journey, channel: .backendToHumanPlugin,
                step: arrival.step, request: request, at: started))
        var hold = Hold(exchangeID: id, peerHasClosed: connection.peerHasClosed)
        var variations = AnswerVarying.played(variations(for: arrival.step), for: request)
        var response = answerBackend(request, path: path, owner: arrival, variations: variations, hold: &hold)
        // A read cut short is not varied: chunked framing or a gzip coding would put the cut in the
        // framing after a whole JSON body, which a back-end may rightly read; the cut must fall inside the body.
        if response.wire.cutShortBy != nil { variations = [] }
        if !variations.isEmpty && hold.fate == .answered {
            response = AnswerVarying.apply(variations, to: response, id: String(id))
            let late = AnswerVarying.latencySeconds(variations)
            if late > 0 { hold.wait(seconds: late, isStopped: { isStopped }) }
        }
        // A cut-short answer is recorded as it went on the wire: its body without the bytes never sent.
        var answered = hold.fate == .answered ? response : nil
        if let cut = response.wire.cutShortBy, cut > 0 { answered?.body.removeLast(min(cut, response.body.count)) }
        let settled = journal.settle(
            id, response: answered, fate: hold.fate, durationMilliseconds: (ContinuousClock.now - clock).milliseconds,
            variations: variations.isEmpty ? nil : variations.map(\.name))
        if let observer, let settled { observer(settled) }
        return response
    }

    /// The variations this answer plays (none for a call that is neither a create nor a read).
    private func variations(for step: String) -> [AnswerVariation] {
        guard let kind = AnswerKind(rawValue: step), configuration.variety != .none else { return [] }
        let index = state.withLock { state in
            defer { state.variedAnswers += 1 }
            return state.variedAnswers
        }
        return configuration.variety.variations(of: kind, index: index, boundSeconds: configuration.upstreamBoundSeconds)
    }

    /// Answers a back-end call as the behaviour of the scenario it belongs to (`owner`) says.
    private func answerBackend(
        _ request: HTTPRequest, path: String, owner: CallOwner, variations: [AnswerVariation], hold: inout Hold
    ) -> HTTPResponse {
        switch owner.step {
        case "read":
            return answerRead(request, path: path, scenario: owner.scenario, hold: &hold)
        case "create":
            guard authorized(request) else { return unauthorized() }
            return answerCreate(request, journey: owner.journey, scenario: owner.scenario, variations: variations, hold: &hold)
        default:
            return errorResponse(404, code: "NOT_FOUND", description: "no such route: \(request.method) \(path)")
        }
    }

    /// `GET /v1/processes/{id}`: everything it needs from the shared state is taken under one lock,
    /// and the answer of a process is built once per state and then reused.
    private func answerRead(_ request: HTTPRequest, path: String, scenario: String, hold: inout Hold) -> HTTPResponse {
        let rawID = path.dropFirst(contract.read.pathPrefix.count)
        let id = rawID.utf8.contains(UInt8(ascii: "%")) ? (String(rawID).percentDecoded ?? "") : String(rawID)
        let isAuthorized = authorized(request)
        let now = Date()
        let seen = state.withLock { state -> (fault: StandInBehavior.ReadFault?, process: IssuedProcess?, cached: HTTPResponse?) in
            let fault = (state.plays[scenario]?.behavior ?? state.behavior).readFault
            guard let process = state.processes[id] else { return (fault, nil, nil) }
            let current = currentState(of: process, now: now)
            let cached = state.readAnswers[id].flatMap { $0.state == current ? $0.response : nil }
            return (fault, process, cached)
        }
        guard isAuthorized else { return unauthorized() }
        if let fault = seen.fault, fault != .extraFields {
            return faultyRead(fault, id: id, process: seen.process, hold: &hold)
        }
        if let cached = seen.cached, seen.fault == nil { return cached }
        guard let process = seen.process, let current = contract.finalState(named: currentState(of: process, now: now)) else {
            return errorResponse(
                contract.answers.unknownProcessStatus, code: "NOT_FOUND", description: "process not found", values: ["id": id])
        }
        if seen.fault == nil, let recording = configuration.recording, let recorded = recording.read {
            let response = recording.response(
                recorded,
                values: [
                    "id": process.id, "flow": contract.create.flow, "correlationId": process.correlationId ?? "", "state": current.state,
                    "result": current.result,
                ])
            state.withLock { $0.readAnswers[id] = (current.name, response) }
            return response
        }
        var body = readBody(process, state: current.state, result: current.result)
        if seen.fault == .extraFields { body = Self.withExtraFields(body, id: process.id) }
        let response = HTTPResponse(
            status: contract.read.status, headers: ["Content-Type": contract.answers.contentType], body: body.serialized)
        if seen.fault == nil { state.withLock { $0.readAnswers[id] = (current.name, response) } }
        return response
    }

    /// The documented read answer's shape, filled for `process`.
    private func readBody(_ process: IssuedProcess?, id: String? = nil, state: String, result: String) -> JSONValue {
        contract.finalStates.body.filling([
            "id": process?.id ?? id ?? "", "flow": contract.create.flow, "correlationId": process?.correlationId ?? "",
            "state": state, "result": result,
        ])
    }

    /// The answer of a read the scenario makes fail (or answer outside the contract) on purpose.
    private func faultyRead(_ fault: StandInBehavior.ReadFault, id: String, process: IssuedProcess?, hold: inout Hold) -> HTTPResponse {
        let success = contract.finalStates.states.first(where: \.success) ?? contract.finalStates.states[0]
        let initial = contract.finalState(named: contract.initialState) ?? contract.finalStates.states[0]
        switch fault {
        case let .status(code):
            return errorResponse(code, code: code == 404 ? "NOT_FOUND" : "UNAVAILABLE", description: "read failed on purpose")
        case let .noAnswer(seconds):
            hold.wait(seconds: seconds, isStopped: { isStopped })
            return errorResponse(504, code: "DEADLINE_EXCEEDED", description: "answered after \(seconds) s on purpose")
        case .unknownPair:
            let body = readBody(process, id: id, state: success.state, result: initial.result)
            return HTTPResponse(status: contract.read.status, headers: ["Content-Type": "application/json"], body: body.serialized)
        case .unknownState:
            let body = readBody(process, id: id, state: Self.unknownStateName, result: success.result)
            return HTTPResponse(status: contract.read.status, headers: ["Content-Type": "application/json"], body: body.serialized)
        case .notJSON:
            return .text(contract.read.status, "OK \(success.state) \(success.result)\n", contentType: "text/plain; charset=utf-8")
        case .noProcess:
            let named = StandInBehavior.ReadFault.topLevelState(contract)
            return .json(contract.read.status, ["id": id, "state": named.state, "result": named.result])
        case .noState:
            return .json(contract.read.status, ["id": id, "result": success.result])
        case .extraFields:
            return errorResponse(500, code: "INTERNAL", description: "extra fields are answered by the normal path")
        case .cutShort:
            let body = readBody(process, id: id, state: success.state, result: success.result)
            var response = HTTPResponse(
                status: contract.read.status, headers: ["Content-Type": contract.answers.contentType], body: body.serialized)
            response.wire.cutShortBy = Self.cutShortBytes
            return response
        }
    }

    /// What a cut-short read leaves unsent: the closing braces, after the state and the result.
    static let cutShortBytes = 2

    /// A state name no contract lists (a state the vendor might add later).
    static let unknownStateName = "PROCESS_STATE_UNDER_REVIEW"

    /// `body` with fields the contract does not name, at the top level and inside each object.
    static func withExtraFields(_ body: JSONValue, id: String) -> JSONValue {
        guard case var .object(top) = body else { return body }
        for (key, value) in top {
            if case var .object(inner) = value {
                inner["createdAt"] = .string("2026-11-30T08:00:00Z")
                inner["channel"] = .object(["kind": .string("web"), "attempts": .number(1)])
                top[key] = .object(inner)
            }
        }
        top["meta"] = .object(["requestId": .string("req-" + id), "apiVersion": .string("v1.7")])
        return .object(top)
    }

    private func authorized(_ request: HTTPRequest) -> Bool {
        guard let value = request.headers["Authorization"], let space = value.utf8.firstIndex(of: UInt8(ascii: " ")) else { return false }
        return value[..<space].equalsIgnoringASCIICase(contract.authentication.scheme)
            && value[value.index(after: space)...] == configuration.token
    }

    private func unauthorized() -> HTTPResponse {
        var response = errorResponse(
            contract.answers.unauthenticatedStatus, code: "UNAUTHENTICATED", description: "missing or invalid access token")
        if !response.headers.contains("WWW-Authenticate") { response.headers.add("WWW-Authenticate", contract.authentication.scheme) }
        return response
    }

    /// The vendor's error body shape from `specs/contract.json`; with a recording, the vendor's own
    /// answer of that status (its code and description, `values` filled in) where it has one.
    func errorResponse(_ status: Int, code: String, description: String, values: [String: String] = [:]) -> HTTPResponse {
        if let recording = configuration.recording, let recorded = recording.errors[status] {
            return recording.response(recorded, values: values)
        }
        let body = contract.errorBody.body.filling(["code": code, "description": description])
        return HTTPResponse(status: status, headers: ["Content-Type": contract.answers.contentType], body: body.serialized)
    }

    private func answerCreate(
        _ request: HTTPRequest, journey: String?, scenario: String, variations: [AnswerVariation], hold: inout Hold
    ) -> HTTPResponse {
        let behavior = behavior(of: scenario)
        if let fault = behavior.createFault {
            switch fault {
            case let .status(code):
                return errorResponse(
                    code, code: code == 400 ? "INVALID_ARGUMENT" : (code == 401 ? "UNAUTHENTICATED" : "UNAVAILABLE"),
                    description: code == 400 ? "invalid callbackUri" : "the service could not complete the request")
            case .malformedJSON:
                return HTTPResponse(
                    status: contract.create.status, headers: ["Content-Type": "application/json"], body: Array("{\"id\": \"prc_".utf8))
            case .missingLink, .noAnswer:
                break
            }
        }
        let body = JSONValue.parse(request.body)
        let key = state.withLock { state -> String in
            let base = journey ?? "\(scenario)#anonymous"
            let count = state.createsPerJourney[base, default: 0]
            state.createsPerJourney[base] = count + 1
            return "\(scenario)|\(base)|\(count)"
        }
        let idForm = variations.lazy.compactMap { if case let .id(form) = $0 { form } else { nil } }.first
        let linkForm = variations.lazy.compactMap { if case let .link(form) = $0 { form } else { nil } }.first
        let id = identifiers.processID("id|" + key, form: idForm)
        let link = IssuedLink.make(
            baseURL: variations.contains(.otherOrigin) ? pageBaseURL : baseURL, id: id, session: identifiers.hex("link|" + key),
            form: linkForm)
        let finalState = state.withLock { state -> String in
            guard var play = state.plays[scenario] else { return state.behavior.finalStates[0] }
            defer {
                play.handedOut += 1
                state.plays[scenario] = play
            }
            return play.behavior.finalStates[play.handedOut % play.behavior.finalStates.count]
        }
        let process = IssuedProcess(
            id: id, link: link, correlationId: body?["correlationId"]?.stringValue, callbackUri: body?["callbackUri"]?.stringValue,
            state: contract.initialState, completesAs: finalState, scenario: scenario, journey: journey, createExchangeID: hold.exchangeID)
        state.withLock { $0.admit(process, bound: configuration.processBound) }
        if case let .noAnswer(seconds)? = behavior.createFault {
            hold.wait(seconds: seconds, isStopped: { isStopped })
            return errorResponse(504, code: "DEADLINE_EXCEEDED", description: "answered after \(seconds) s on purpose")
        }
        if behavior.createFault == .missingLink {
            return .json(contract.create.status, ["id": id])
        }
        if let recording = configuration.recording, let recorded = recording.create {
            return recording.response(recorded, values: ["id": id, "link": link])
        }
        return .json(contract.create.status, ["id": id, "link": link])
    }

}

/// A request the stand-in holds on purpose (a scenario's "no answer"): how the hold ended.
struct Hold {
    /// The journal entry of the held request.
    package let exchangeID: Int
    let peerHasClosed: @Sendable () -> Bool
    /// `answered` unless the hold ended without an answer.
    var fate: Fate = .answered

    /// Sleeps in short steps until `seconds` pass (then the request is answered), the stand-in stops
    /// (it gives up, `abandoned`) or the peer closes its connection (`peerClosed`).
    package mutating func wait(seconds: Double, isStopped: () -> Bool) {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            if isStopped() {
                fate = .abandoned
                return
            }
            if peerHasClosed() {
                fate = .peerClosed
                return
            }
            Pause.seconds(0.02)
        }
    }
}
