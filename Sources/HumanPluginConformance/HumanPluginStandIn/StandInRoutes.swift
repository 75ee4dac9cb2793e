import Foundation

extension HumanPluginStandIn {
    /// Routes one request; records it unless it is the browser's (the app driver records those).
    func handle(_ request: HTTPRequest, connection: HTTPConnectionInfo) -> HTTPResponse {
        let started = Date()
        let clock = ContinuousClock.now
        let scenario = state.withLock { $0.scenario }
        if request.path == "/" || request.path.hasPrefix(CapturePage.pathPrefix) {
            return CapturePage.answer(request, standIn: self)
        }
        let (step, journey, response) = answerBackend(request)
        let exchange = Exchange(
            scenario: scenario, journey: journey, channel: .backendToHumanPlugin, step: step,
            request: request, response: response, error: nil, startedAt: started,
            durationMilliseconds: (ContinuousClock.now - clock).milliseconds)
        let id = journal.record(exchange)
        if step == "create", let processID = JSONValue.parse(response.body)?["id"]?.stringValue {
            state.withLock { $0.processes[processID]?.createExchangeID = id }
        }
        var numbered = exchange
        numbered.id = id
        observer?(numbered)
        return response
    }

    private func answerBackend(_ request: HTTPRequest) -> (step: String, journey: String?, HTTPResponse) {
        let create = contract.create
        let read = contract.read
        if request.method == create.method && request.path == create.path {
            let journey = journeyOfCreate(request)
            guard authorized(request) else { return ("create", journey, unauthorized()) }
            return ("create", journey, answerCreate(request, journey: journey))
        }
        if request.method == read.method && request.path.hasPrefix(read.pathPrefix) {
            let id = String(request.path.dropFirst(read.pathPrefix.count)).removingPercentEncoding ?? ""
            let process = self.process(id: id)
            guard authorized(request) else { return ("read", process?.journey, unauthorized()) }
            return ("read", process?.journey, answerRead(id: id, process: process))
        }
        let step = request.path.hasPrefix(create.path) || request.path.hasPrefix("/v1/") ? "unknown-call" : "unknown-path"
        return (step, nil, errorResponse(404, code: "NOT_FOUND", description: "no such route: \(request.method) \(request.path)"))
    }

    private func authorized(_ request: HTTPRequest) -> Bool {
        guard let value = request.headers["Authorization"] else { return false }
        let parts = value.split(separator: " ", maxSplits: 1)
        return parts.count == 2 && parts[0].lowercased() == contract.authentication.scheme.lowercased() && parts[1] == configuration.token
    }

    private func unauthorized() -> HTTPResponse {
        var response = errorResponse(401, code: "UNAUTHENTICATED", description: "missing or invalid access token")
        response.headers.add("WWW-Authenticate", contract.authentication.scheme)
        return response
    }

    /// The vendor's error body shape from `specs/contract.json`.
    func errorResponse(_ status: Int, code: String, description: String) -> HTTPResponse {
        let body = contract.errorBody.body.filling(["code": code, "description": description])
        return HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: body.serialized)
    }

    private func journeyOfCreate(_ request: HTTPRequest) -> String? {
        guard let number = JSONValue.parse(request.body)?["credential"]?["value"]?.stringValue else { return nil }
        return state.withLock { $0.journeysByDocumentNumber[number] }
    }

    private func answerCreate(_ request: HTTPRequest, journey: String?) -> HTTPResponse {
        let (behavior, scenario) = state.withLock { ($0.behavior, $0.scenario) }
        if let fault = behavior.createFault {
            switch fault {
            case let .status(code):
                return errorResponse(code, code: code == 400 ? "INVALID_ARGUMENT" : (code == 401 ? "UNAUTHENTICATED" : "UNAVAILABLE"),
                                     description: code == 400 ? "invalid callbackUri" : "the service could not complete the request")
            case .malformedJSON:
                return HTTPResponse(status: contract.create.status, headers: ["Content-Type": "application/json"], body: Array("{\"id\": \"prc_".utf8))
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
        let id = "prc_" + identifiers.hex("id|" + key)
        let link = "\(baseURL)\(CapturePage.pathPrefix)\(id)?locale=en&session=\(identifiers.hex("link|" + key))"
        let finalState = state.withLock { state -> String in
            let names = state.behavior.finalStates
            defer { state.handedOut += 1 }
            return names[state.handedOut % names.count]
        }
        let process = IssuedProcess(
            id: id, link: link, correlationId: body?["correlationId"]?.stringValue, callbackUri: body?["callbackUri"]?.stringValue,
            finalState: finalState, scenario: scenario, journey: journey, createExchangeID: -1)
        state.withLock { state in
            state.processes[id] = process
            state.order.append(id)
        }
        if case let .noAnswer(seconds)? = behavior.createFault {
            waitUnlessStopped(seconds: seconds)
            return errorResponse(504, code: "DEADLINE_EXCEEDED", description: "answered after \(seconds) s on purpose")
        }
        if behavior.createFault == .missingLink {
            return .json(contract.create.status, ["id": id])
        }
        return .json(contract.create.status, ["id": id, "link": link])
    }

    private func answerRead(id: String, process: IssuedProcess?) -> HTTPResponse {
        let behavior = state.withLock { $0.behavior }
        if case let .status(code)? = behavior.readFault {
            return errorResponse(code, code: code == 404 ? "NOT_FOUND" : "UNAVAILABLE", description: "read failed on purpose")
        }
        guard let process, let finalState = contract.finalState(named: process.finalState) else {
            return errorResponse(404, code: "NOT_FOUND", description: "process not found")
        }
        let body = contract.finalStates.body.filling([
            "id": process.id, "flow": contract.create.flow, "correlationId": process.correlationId ?? "",
            "state": finalState.state, "result": finalState.result,
        ])
        return HTTPResponse(status: contract.read.status, headers: ["Content-Type": "application/json"], body: body.serialized)
    }

    /// Sleeps in short steps until `seconds` pass or the stand-in stops.
    private func waitUnlessStopped(seconds: Double) {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline && !isStopped {
            Thread.sleep(forTimeInterval: 0.02)
        }
    }
}

extension Duration {
    /// The duration in milliseconds, as a Double.
    public var milliseconds: Double {
        let parts = components
        return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
    }
}
