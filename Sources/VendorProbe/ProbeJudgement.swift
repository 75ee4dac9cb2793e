import ConformanceBasics
import ConformanceModel

/// Holds a probe's exchanges against `specs/contract.json`: each statement the calls can show is
/// confirmed or contradicted, with the calls as evidence; the rest is not observed, with the reason.
/// A contradiction needs an answer that breaks the statement: a call with no answer, or a create
/// the sandbox refused, proves nothing either way.
package struct ProbeJudgement: Sendable {
    package let contract: ContractSpec
    package let settings: ProbeSettings
    package let exchanges: [ProbeExchange]

    package init(contract: ContractSpec, settings: ProbeSettings, exchanges: [ProbeExchange]) {
        self.contract = contract
        self.settings = settings
        self.exchanges = exchanges
    }

    /// Every finding, in the order of `specs/contract.json`.
    package var findings: [ProbeFinding] {
        [
            createStatus, createAnswer, idForm, linkForm, documentType, readStatus, readShape, initialState, authentication,
            unauthenticatedStatus, unknownProcessStatus, malformedBodyStatus, errorBody, contentType,
        ] + unobservable
    }

    // MARK: - The create

    private var createStatus: ProbeFinding {
        let claim = "the create of the pages' step 1 is answered \(contract.create.status)"
        return statusFinding(
            "/create/status", .documented, claim: claim, call: .create, expected: contract.create.status,
            change: { "the pages say \(contract.create.status); if the vendor's documentation now says \($0), change create.status" })
    }

    private var createAnswer: ProbeFinding {
        let claim = "the create's answer carries id and link as strings"
        guard let answer = answer(.create), answer.status / 100 == 2 else {
            return unseen("/create", .documented, claim, .create, because: "the create was not answered with success")
        }
        guard let body = JSONValue.parse(answer.body) else {
            return ProbeFinding(
                member: "/create", source: .documented, claim: claim, status: .contradicted, observed: "the body is not JSON",
                evidence: [.create])
        }
        let lacking = ["id", "link"].filter { body[$0]?.stringValue == nil }
        guard lacking.isEmpty else {
            let members = body.objectValue.map { $0.keys.sorted().joined(separator: ", ") } ?? body.typeName
            return ProbeFinding(
                member: "/create", source: .documented, claim: claim, status: .contradicted,
                observed: "no \(lacking.joined(separator: " and ")) at the top level (members: \(members))", evidence: [.create],
                change:
                    "the stand-in answers {\"id\", \"link\"}; a vendor that nests or renames them needs a new create answer shape in specs/contract.json and the stand-in"
            )
        }
        return ProbeFinding(
            member: "/create", source: .documented, claim: claim, status: .confirmed, observed: "id and link are strings",
            evidence: [.create])
    }

    private var idForm: ProbeFinding {
        let rule = contract.answers
        let claim = "an id is 1 to \(rule.idMaxLength) characters of RFC 3986's unreserved set, never only dots"
        guard let id = createdBody?["id"]?.stringValue else {
            return unseen("/vendorAnswers/idMaxLength", .assumption, claim, .create, because: "the create answered no id")
        }
        guard rule.allowsID(id) else {
            let why =
                id.utf8.count > rule.idMaxLength ? "\(id.utf8.count) characters long" : "it holds characters outside the unreserved set"
            return ProbeFinding(
                member: "/vendorAnswers/idMaxLength", source: .assumption, claim: claim, status: .contradicted,
                observed: "the id is \(why)", evidence: [.create],
                change: "vendorAnswers.idMaxLength (and the id forms the stand-in plays, specs/CONTRACT.md 'What the vendor may vary')")
        }
        return ProbeFinding(
            member: "/vendorAnswers/idMaxLength", source: .assumption, claim: claim, status: .confirmed,
            observed: "an id of \(id.utf8.count) characters", evidence: [.create])
    }

    private var linkForm: ProbeFinding {
        let schemes = contract.answers.linkSchemes
        let claim = "a link is an absolute \(schemes.joined(separator: "/")) URI"
        guard let link = createdBody?["link"]?.stringValue else {
            return unseen("/vendorAnswers/linkSchemes", .assumption, claim, .create, because: "the create answered no link")
        }
        let parts = link.split(separator: ":", maxSplits: 1)
        let scheme = parts.first.map { $0.lowercased() } ?? ""
        guard parts.count == 2, schemes.contains(scheme), parts[1].hasPrefix("//"), parts[1].count > 2 else {
            return ProbeFinding(
                member: "/vendorAnswers/linkSchemes", source: .assumption, claim: claim, status: .contradicted,
                observed: parts.count == 2 ? "the link's scheme is \(scheme)" : "the link is not an absolute URI", evidence: [.create],
                change: "vendorAnswers.linkSchemes")
        }
        return ProbeFinding(
            member: "/vendorAnswers/linkSchemes", source: .assumption, claim: claim, status: .confirmed,
            observed: "a \(scheme) link", evidence: [.create])
    }

    private var documentType: ProbeFinding {
        let claim = "\(settings.documentType) is a document type the vendor accepts"
        guard let answer = answer(.create) else {
            return unseen("/documentTypes/values", .assumption, claim, .create, because: "the create got no answer")
        }
        guard answer.status == contract.create.status else {
            return unseen(
                "/documentTypes/values", .assumption, claim, .create,
                because: "the create was answered \(answer.status); a refusal does not say which member it refused")
        }
        return ProbeFinding(
            member: "/documentTypes/values", source: .assumption, claim: claim, status: .confirmed,
            observed: "a create with it was answered \(answer.status) (the other types are not tried)", evidence: [.create])
    }

    // MARK: - The read

    private var readStatus: ProbeFinding {
        statusFinding(
            "/read/status", .documented, claim: "the read of a process the vendor issued is answered \(contract.read.status)",
            call: .readCreated, expected: contract.read.status,
            change: { _ in "the pages say \(contract.read.status); change read.status only if the vendor's documentation does" })
    }

    private var readShape: ProbeFinding {
        let claim = "the read's answer has the shape of finalStates.body, with the process's id, flow and correlationId"
        guard let answer = answer(.readCreated), answer.status == contract.read.status else {
            return unseen(
                "/finalStates/body", .assumption, claim, .readCreated, because: "the read was not answered \(contract.read.status)")
        }
        guard let body = JSONValue.parse(answer.body) else {
            return ProbeFinding(
                member: "/finalStates/body", source: .assumption, claim: claim, status: .contradicted, observed: "the body is not JSON",
                evidence: [.readCreated])
        }
        let shape = AnswerShape(contract.finalStates.body, body)
        var wrong = shape.missing.map { "\($0) is missing" }
        let expected = ["id": createdBody?["id"]?.stringValue, "flow": contract.create.flow, "correlationId": ProbePlan.correlationID]
        for (name, value) in expected.sorted(by: { $0.key < $1.key }) {
            if let value, let got = shape.values[name], got != value {
                wrong.append("\(name) is '\(TerminalText.oneLine(got))', not '\(value)'")
            }
        }
        guard wrong.isEmpty else {
            return ProbeFinding(
                member: "/finalStates/body", source: .assumption, claim: claim, status: .contradicted,
                observed: wrong.joined(separator: "; "), evidence: [.readCreated],
                change: "finalStates.body, to the shape of the recorded answer")
        }
        return ProbeFinding(
            member: "/finalStates/body", source: .assumption, claim: claim, status: .confirmed, observed: "every member is there",
            evidence: [.readCreated])
    }

    private var initialState: ProbeFinding {
        let initial = contract.finalState(named: contract.initialState)
        let pair = initial.map { "\($0.state) / \($0.result)" } ?? contract.initialState
        let claim = "a process nobody has captured yet reads \(pair)"
        guard let answer = answer(.readCreated), answer.status == contract.read.status,
            let body = JSONValue.parse(answer.body)
        else { return unseen("/lifecycle/initial", .assumption, claim, .readCreated, because: "the read gave no JSON answer") }
        let values = AnswerShape(contract.finalStates.body, body).values
        guard let state = values["state"], let result = values["result"] else {
            return unseen(
                "/lifecycle/initial", .assumption, claim, .readCreated,
                because: "the answer names no state and result where finalStates.body puts them")
        }
        guard state == initial?.state && result == initial?.result else {
            let listed = contract.finalStates.states.contains { $0.state == state && $0.result == result }
            return ProbeFinding(
                member: "/lifecycle/initial", source: .assumption, claim: claim, status: .contradicted,
                observed:
                    "it reads \(TerminalText.oneLine(state)) / \(TerminalText.oneLine(result))\(listed ? "" : ", a pair finalStates.states does not list")",
                evidence: [.readCreated],
                change: listed ? "lifecycle.initial" : "finalStates.states (add the pair) and lifecycle.initial")
        }
        return ProbeFinding(
            member: "/lifecycle/initial", source: .assumption, claim: claim, status: .confirmed, observed: "it reads \(pair)",
            evidence: [.readCreated])
    }

    // MARK: - Tokens and errors

    private var authentication: ProbeFinding {
        let scheme = contract.authentication.scheme
        let claim = "the vendor takes 'Authorization: \(scheme) <token>' and refuses a token it never issued"
        guard let create = answer(.create) else {
            return unseen("/authentication/scheme", .assumption, claim, .create, because: "the create got no answer")
        }
        if create.status == 401 || create.status == 403 {
            return unseen(
                "/authentication/scheme", .assumption, claim, .create,
                because:
                    "the sandbox refused the token given (\(create.status)): the token is not one it accepts, or the scheme is not \(scheme)"
            )
        }
        let wrong = [ProbeCall.Name.createWrongToken, .readWrongToken].compactMap { name in answer(name).map { (name, $0) } }
        guard create.status / 100 == 2, !wrong.isEmpty else {
            return unseen(
                "/authentication/scheme", .assumption, claim, .create,
                because: "no call with the partner's token succeeded, or none with a wrong one was answered")
        }
        let accepted = wrong.filter { $0.1.status / 100 == 2 }
        guard accepted.isEmpty else {
            return ProbeFinding(
                member: "/authentication/scheme", source: .assumption, claim: claim, status: .contradicted,
                observed:
                    "a token the vendor never issued was accepted (\(accepted.map { "\($0.0.rawValue): \($0.1.status)" }.joined(separator: ", ")))",
                evidence: [.create] + accepted.map(\.0),
                change: "none in specs: a sandbox that takes any token cannot show how the vendor authenticates; ask the vendor")
        }
        return ProbeFinding(
            member: "/authentication/scheme", source: .assumption, claim: claim, status: .confirmed,
            observed:
                "the partner's token was taken (\(create.status)), a wrong one refused (\(wrong.map { String($0.1.status) }.joined(separator: ", ")))",
            evidence: [.create] + wrong.map(\.0))
    }

    private var unauthenticatedStatus: ProbeFinding {
        let expected = contract.answers.unauthenticatedStatus
        let claim = "a token the vendor never issued is answered \(expected)"
        let answered = [ProbeCall.Name.createWrongToken, .readWrongToken].compactMap { name in answer(name).map { (name, $0) } }
        guard !answered.isEmpty else {
            return unseen(
                "/vendorAnswers/unauthenticatedStatus", .assumption, claim, .createWrongToken,
                because: "no call with a wrong token was answered")
        }
        let other = answered.filter { $0.1.status != expected && $0.1.status / 100 == 4 }
        if let first = other.first {
            return ProbeFinding(
                member: "/vendorAnswers/unauthenticatedStatus", source: .assumption, claim: claim, status: .contradicted,
                observed: other.map { "\($0.0.rawValue): \($0.1.status)" }.joined(separator: ", "), evidence: other.map(\.0),
                change: "vendorAnswers.unauthenticatedStatus: \(expected) → \(first.1.status)")
        }
        let refused = answered.filter { $0.1.status == expected }
        guard !refused.isEmpty else {
            return unseen(
                "/vendorAnswers/unauthenticatedStatus", .assumption, claim, .createWrongToken,
                because:
                    "no wrong token was refused with a 4xx (\(answered.map { "\($0.0.rawValue): \($0.1.status)" }.joined(separator: ", ")))"
            )
        }
        return ProbeFinding(
            member: "/vendorAnswers/unauthenticatedStatus", source: .assumption, claim: claim, status: .confirmed,
            observed: "answered \(expected)", evidence: refused.map(\.0))
    }

    private var unknownProcessStatus: ProbeFinding {
        let expected = contract.answers.unknownProcessStatus
        return statusFinding(
            "/vendorAnswers/unknownProcessStatus", .assumption, claim: "an id the vendor never issued is answered \(expected)",
            call: .readUnknown, expected: expected, change: { "vendorAnswers.unknownProcessStatus: \(expected) → \($0)" })
    }

    private var malformedBodyStatus: ProbeFinding {
        let expected = contract.answers.malformedBodyStatus
        return statusFinding(
            "/vendorAnswers/malformedBodyStatus", .assumption, claim: "a create whose body is not JSON is answered \(expected)",
            call: .createMalformed, expected: expected, change: { "vendorAnswers.malformedBodyStatus: \(expected) → \($0)" })
    }

    private var errorBody: ProbeFinding {
        let claim = "every error answer has the shape of errorBody.body"
        let errors = exchanges.compactMap { exchange in exchange.answer.map { (exchange.call.name, $0) } }.filter { $0.1.status >= 400 }
        guard !errors.isEmpty else {
            return unseen("/errorBody/body", .assumption, claim, .readUnknown, because: "no call was answered with an error")
        }
        var wrong: [(ProbeCall.Name, String)] = []
        for (name, answer) in errors {
            guard let body = JSONValue.parse(answer.body) else {
                wrong.append((name, answer.body.isEmpty ? "no body" : "a body that is not JSON"))
                continue
            }
            let missing = AnswerShape(contract.errorBody.body, body).missing
            if !missing.isEmpty { wrong.append((name, "no \(missing.joined(separator: ", "))")) }
        }
        guard wrong.isEmpty else {
            return ProbeFinding(
                member: "/errorBody/body", source: .assumption, claim: claim, status: .contradicted,
                observed: wrong.map { "\($0.0.rawValue): \($0.1)" }.joined(separator: "; "), evidence: wrong.map(\.0),
                change: "errorBody.body, to the shape of the recorded error answers")
        }
        return ProbeFinding(
            member: "/errorBody/body", source: .assumption, claim: claim, status: .confirmed,
            observed: "\(errors.count) error answer\(errors.count == 1 ? "" : "s"), each of that shape", evidence: errors.map(\.0))
    }

    private var contentType: ProbeFinding {
        let expected = contract.answers.contentType
        let claim = "every answer with a body is sent as \(expected)"
        let answered = exchanges.compactMap { exchange in exchange.answer.map { (exchange.call.name, $0) } }.filter { !$0.1.body.isEmpty }
        guard !answered.isEmpty else {
            return unseen("/vendorAnswers/contentType", .assumption, claim, .create, because: "no answer had a body")
        }
        let other = answered.filter { Self.mediaType($0.1.headers["Content-Type"]) != expected.lowercased() }
        guard other.isEmpty else {
            return ProbeFinding(
                member: "/vendorAnswers/contentType", source: .assumption, claim: claim, status: .contradicted,
                observed: other.map {
                    "\($0.0.rawValue): \($0.1.headers["Content-Type"].map { "'\(TerminalText.oneLine($0))'" } ?? "none")"
                }.joined(separator: ", "),
                evidence: other.map(\.0), change: "vendorAnswers.contentType")
        }
        return ProbeFinding(
            member: "/vendorAnswers/contentType", source: .assumption, claim: claim, status: .confirmed,
            observed: "\(answered.count) answer\(answered.count == 1 ? "" : "s")", evidence: answered.map(\.0))
    }

    /// What no call of a probe can show: the states only a person's capture reaches.
    private var unobservable: [ProbeFinding] {
        let person = "only a person doing a capture reaches it; the probe makes no capture"
        return [
            ProbeFinding(
                member: "/finalStates/states", source: .assumption, claim: "the final states and results the vendor reports",
                status: .notObserved, observed: person, evidence: []),
            ProbeFinding(
                member: "/lifecycle/closedExpiresAs", source: .assumption,
                claim: "a closed session's process expires as \(contract.lifecycle?.closedExpiresAs ?? "expired")",
                status: .notObserved, observed: person, evidence: []),
        ]
    }

    // MARK: - Helpers

    private func answer(_ name: ProbeCall.Name) -> ProbeAnswer? {
        exchanges.first { $0.call.name == name }?.answer
    }

    /// Whether the create with the partner's token was refused as a token is: then a refusal of
    /// any call with that token says only that the token is not one the sandbox takes.
    private var partnerTokenRefused: Bool {
        answer(.create).map { Self.refusesToken($0.status, contract) } ?? false
    }

    private var createdBody: JSONValue? {
        answer(.create).flatMap { $0.status / 100 == 2 ? JSONValue.parse($0.body) : nil }
    }

    /// Confirmed when `call` was answered `expected`, contradicted when it was answered another
    /// 2xx or 4xx status (a 5xx says the vendor failed, not what it answers), not observed otherwise.
    private func statusFinding(
        _ member: String, _ source: ProbeFinding.Source, claim: String, call: ProbeCall.Name, expected: Int, change: (Int) -> String
    ) -> ProbeFinding {
        guard let exchange = exchanges.first(where: { $0.call.name == call }) else {
            return unseen(member, source, claim, call, because: "the call was not made")
        }
        switch exchange.outcome {
        case let .notSent(why): return unseen(member, source, claim, call, because: "the call was not sent: \(why)")
        case let .failed(failure): return unseen(member, source, claim, call, because: "no answer: \(failure.line)")
        case let .answered(answer):
            if answer.status == expected {
                return ProbeFinding(
                    member: member, source: source, claim: claim, status: .confirmed, observed: "answered \(answer.status)",
                    evidence: [call])
            }
            if exchange.call.token == .partner && Self.refusesToken(answer.status, contract) && partnerTokenRefused {
                return unseen(
                    member, source, claim, call,
                    because: "the sandbox refused the partner's token (\(answer.status)): check the token given, then probe again")
            }
            if answer.status >= 500 || (300...399).contains(answer.status) {
                return unseen(member, source, claim, call, because: "answered \(answer.status), which says nothing of the statement")
            }
            return ProbeFinding(
                member: member, source: source, claim: claim, status: .contradicted,
                observed: "answered \(answer.status)\(Self.errorCode(answer))",
                evidence: [call], change: change(answer.status))
        }
    }

    private func unseen(
        _ member: String, _ source: ProbeFinding.Source, _ claim: String, _ call: ProbeCall.Name, because reason: String
    ) -> ProbeFinding {
        ProbeFinding(member: member, source: source, claim: claim, status: .notObserved, observed: reason, evidence: [call])
    }

    /// Whether `status` refuses a token (then an answer to the partner's own token shows nothing
    /// of what the call is about).
    static func refusesToken(_ status: Int, _ contract: ContractSpec) -> Bool {
        status == 401 || status == 403 || status == contract.answers.unauthenticatedStatus
    }

    /// ` (CODE)` when the answer names an error code in the contract's error shape.
    private static func errorCode(_ answer: ProbeAnswer) -> String {
        guard let body = JSONValue.parse(answer.body), let code = body["error"]?["code"]?.stringValue else { return "" }
        return " (\(TerminalText.oneLine(String(code.prefix(80)))))"
    }

    /// The media type of a `Content-Type` value, lowercased, without parameters.
    static func mediaType(_ value: String?) -> String? {
        guard let value else { return nil }
        return value.split(separator: ";", maxSplits: 1).first.map { $0.trimmingASCIIWhitespace().lowercased() }
    }
}
