import ConformanceBasics
import ConformanceModel

/// HP-CREATE-*: the create request as Human Plugin received it.

/// A check that looks at each create's JSON body in turn.
protocol CreateBodyCheck: Check {
    func inspect(_ body: [String: JSONValue], _ exchange: Exchange, _ evidence: RunEvidence) -> String?
    /// What a pass says, in the terms of the contract and configuration judged against.
    func verified(_ evidence: RunEvidence) -> String
}

extension CreateBodyCheck {
    public func judge(_ evidence: RunEvidence) -> Judgement {
        let findings = evidence.creates.compactMap { exchange -> Finding? in
            guard let body = JSONValue.parse(exchange.request.body)?.objectValue else { return nil }
            if let problem = inspect(body, exchange, evidence) { return .bad("#\(exchange.id): \(problem)", [exchange.id]) }
            return .ok([exchange.id])
        }
        return Judgement.combine(findings, verified: verified(evidence), nothing: "no create request with a JSON object body was received")
    }

    /// What is wrong with `body[key]` when it must be the string `wanted` (nil: nothing).
    package func mismatch(_ body: [String: JSONValue], _ key: String, wanted: String) -> String? {
        guard let value = body[key] else { return "\(key) is missing, expected \"\(wanted)\"" }
        return value == .string(wanted) ? nil : "\(key) is \(value.serializedText), expected \"\(wanted)\""
    }
}

struct CreateMethodPathCheck: Check {
    package let id = "HP-CREATE-METHOD-PATH"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        let create = evidence.contract.create
        var findings: [Finding] = []
        for scenario in evidence.happyScenarios {
            let creates = evidence.creates(inScenario: scenario.name)
            if creates.isEmpty {
                let others = evidence.backendCalls.filter { $0.scenario == scenario.name }
                // Nothing reached Human Plugin: what the app's start call got says where it stopped (a 404 of an unrouted path, a 401).
                let call = evidence.configuration.start.call
                let answered =
                    scenario.journeys.first.flatMap { journey in
                        journey.start.map {
                            " (the app's start call \(call.method) \(call.path) \(evidence.startAnswer($0, journey.context)))"
                        }
                    } ?? ""
                let sent =
                    others.isEmpty
                    ? "no request reached Human Plugin\(answered)" : "received instead: " + others.map(\.summary).joined(separator: ", ")
                findings.append(
                    .bad(
                        "\(scenario.name): no \(create.method) \(create.path); \(sent)",
                        others.map(\.id) + scenario.journeys.compactMap { $0.start?.exchangeID }))
            } else {
                findings.append(.ok(creates.map(\.id)))
            }
        }
        for stray in evidence.backendCalls where stray.step == "unknown-call" {
            findings.append(.bad("\(stray.summary) is not a documented Human Plugin call", [stray.id]))
        }
        return Judgement.combine(
            findings, verified: "every capture start reached Human Plugin as \(create.method) \(create.path)",
            nothing: "no happy-path scenario was played")
    }
}

struct CreateJSONCheck: Check {
    package let id = "HP-CREATE-JSON"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        let wanted = evidence.contract.create.contentType.lowercased()
        let findings = evidence.creates.map { exchange -> Finding in
            let contentType = exchange.request.headers["Content-Type"]
            let mediaType = contentType?.split(separator: ";").first.map { $0.trimmingASCIIWhitespace().lowercased() }
            guard mediaType == wanted else {
                return .bad(
                    "#\(exchange.id): Content-Type is \(contentType.map { "'\($0)'" } ?? "missing"), expected \(wanted)", [exchange.id])
            }
            guard let body = JSONValue.parse(exchange.request.body) else {
                return .bad("#\(exchange.id): the body is not JSON (\(exchange.request.body.count) bytes)", [exchange.id])
            }
            guard case .object = body else {
                return .bad("#\(exchange.id): the body is a JSON \(body.typeName), expected an object", [exchange.id])
            }
            return .ok([exchange.id])
        }
        return Judgement.combine(
            findings, verified: "every create body is a JSON object sent as \(wanted)", nothing: "no create request was received")
    }
}

struct CreateFlowCheck: CreateBodyCheck {
    package let id = "HP-CREATE-FLOW"
    package func verified(_ evidence: RunEvidence) -> String { "flow is \(evidence.contract.create.flow) in every create" }
    package func inspect(_ body: [String: JSONValue], _ exchange: Exchange, _ evidence: RunEvidence) -> String? {
        mismatch(body, "flow", wanted: evidence.contract.create.flow)
    }
}

struct CreateClientIDCheck: CreateBodyCheck {
    package let id = "HP-CREATE-CLIENT-ID"
    package func verified(_ evidence: RunEvidence) -> String { "clientId is the configured client id in every create" }
    package func inspect(_ body: [String: JSONValue], _ exchange: Exchange, _ evidence: RunEvidence) -> String? {
        mismatch(body, "clientId", wanted: evidence.configuration.humanPlugin.clientId)
    }
}

struct CreateCorrelationIDCheck: CreateBodyCheck {
    package let id = "HP-CREATE-CORRELATION-ID"
    package func verified(_ evidence: RunEvidence) -> String { "correlationId is a non-empty string in every create" }
    package func inspect(_ body: [String: JSONValue], _ exchange: Exchange, _ evidence: RunEvidence) -> String? {
        guard let value = body["correlationId"] else { return "correlationId is missing" }
        guard case let .string(text) = value else { return "correlationId is a \(value.typeName), expected a string" }
        return text.trimmingASCIIWhitespace().isEmpty ? "correlationId is empty" : nil
    }
}

struct CreateCredentialCheck: CreateBodyCheck {
    package let id = "HP-CREATE-CREDENTIAL"
    package func verified(_ evidence: RunEvidence) -> String {
        "credential has a type of the contract (\(evidence.contract.documentTypes.values.sorted().joined(separator: ", "))) and a value in every create"
    }
    package func inspect(_ body: [String: JSONValue], _ exchange: Exchange, _ evidence: RunEvidence) -> String? {
        guard let credential = body["credential"] else { return "credential is missing" }
        guard let fields = credential.objectValue else { return "credential is a \(credential.typeName), expected an object" }
        guard let type = fields["type"]?.stringValue else { return "credential.type is missing or not a string" }
        guard evidence.contract.documentTypes.values.contains(type) else {
            return
                "credential.type \"\(type)\" is not a known document type (\(evidence.contract.documentTypes.values.joined(separator: ", ")))"
        }
        guard let value = fields["value"]?.stringValue else { return "credential.value is missing or not a string" }
        return value.isEmpty ? "credential.value is empty" : nil
    }
}

struct CreateAuthCheck: Check {
    package let id = "HP-CREATE-AUTH"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        BearerAuthentication.judge(evidence.creates, evidence: evidence, what: "create")
    }
}

/// Shared by the create and read authentication checks.
enum BearerAuthentication {
    package static func judge(_ exchanges: [Exchange], evidence: RunEvidence, what: String) -> Judgement {
        let scheme = evidence.contract.authentication.scheme
        let findings = exchanges.map { exchange -> Finding in
            guard let value = exchange.request.headers["Authorization"] else {
                return .bad("#\(exchange.id): no Authorization header", [exchange.id])
            }
            let parts = value.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == scheme.lowercased() else {
                return .bad("#\(exchange.id): Authorization does not use the \(scheme) scheme", [exchange.id])
            }
            guard parts[1] == evidence.configuration.humanPlugin.token else {
                return .bad("#\(exchange.id): the \(scheme) token is not the configured Human Plugin token", [exchange.id])
            }
            return .ok([exchange.id])
        }
        return Judgement.combine(
            findings, verified: "every \(what) carries Authorization: \(scheme) with the configured token",
            nothing: "no \(what) request was received")
    }
}

struct CreateOnceCheck: Check {
    package let id = "HP-CREATE-ONCE"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        var findings: [Finding] = []
        for scenario in evidence.scenariosWithoutCreateFault {
            let journeys = scenario.capturingJourneys
            let started = journeys.filter { $0.start != nil }
            // A create made for a crossed start counts for that start, not for the journey whose
            // document it carried (HP-CREATE-CREDENTIAL-FIDELITY names the crossing).
            let crossed = journeys.compactMap { evidence.crossedProcess(of: $0) }
            let crossedCreates = Set(crossed.map(\.createExchangeID))
            for journey in journeys {
                let own = evidence.creates(ofJourney: journey.context.name).filter { !crossedCreates.contains($0.id) }
                let handed = evidence.crossedProcess(of: journey).flatMap { process in evidence.exchange(process.createExchangeID) }
                let creates = own + (handed.map { [$0] } ?? [])
                let startID = journey.start.map { [$0.exchangeID] } ?? []
                if creates.count == 1 {
                    findings.append(.ok(startID + creates.map(\.id)))
                } else if creates.count > 1 {
                    findings.append(.bad("\(journey.context.name): one start made \(creates.count) creates", startID + creates.map(\.id)))
                }
            }
            let inScenario = evidence.creates(inScenario: scenario.name)
            if started.count < journeys.count {
                // A journey whose record the kit did not keep (it stopped waiting for it) cannot be counted.
                let unfinished = journeys.filter { $0.start == nil }.map(\.context.name)
                if inScenario.count > journeys.count {
                    findings.append(
                        .bad(
                            "\(scenario.name): \(journeys.count) capture(s) made \(inScenario.count) create(s)",
                            started.compactMap { $0.start?.exchangeID } + inScenario.map(\.id)))
                } else {
                    findings.append(
                        .notJudged(
                            "\(scenario.name): \(unfinished.joined(separator: ", ")) not counted: the kit stopped waiting for the journey before it ended (the run's deadline)",
                            inScenario.map(\.id)))
                }
            } else if inScenario.count != started.count {
                // The starts that reached no create, by how they were answered (a refused document type, a 401).
                let refused = started.filter { evidence.creates(ofJourney: $0.context.name).isEmpty && $0.start?.isErrorAnswer == true }
                let why =
                    refused.first.flatMap { journey in
                        journey.start.map { "; \(journey.context.name)'s start \(evidence.startAnswer($0, journey.context))" }
                    } ?? ""
                findings.append(
                    .bad(
                        "\(scenario.name): \(started.count) start(s) made \(inScenario.count) create(s)\(why)",
                        started.compactMap { $0.start?.exchangeID } + inScenario.map(\.id)))
            }
        }
        return Judgement.combine(
            findings, verified: "each capture start made exactly one process", nothing: "no capture start was answered")
    }
}

extension JSONValue {
    /// The value as compact JSON text, for messages.
    var serializedText: String { String(decoding: serialized, as: UTF8.self) }
}
