import ConformanceBasics
import ConformanceModel

/// One call the probe makes: what a black box can ask the vendor without a person doing a capture.
package struct ProbeCall: Sendable, Equatable {
    package enum Name: String, Sendable, CaseIterable {
        case create
        case readCreated = "read-created"
        case readUnknown = "read-unknown"
        case createWrongToken = "create-wrong-token"
        case readWrongToken = "read-wrong-token"
        case createMalformed = "create-malformed"
    }

    /// Which token the call carries.
    package enum Token: String, Sendable {
        /// The partner's own.
        case partner
        /// One the vendor never issued.
        case wrong
    }

    package var name: Name
    package var method: String
    /// The path after the sandbox's prefix; `{id}` stands for the id the create answered.
    package var path: String
    package var token: Token
    package var body: [UInt8]?
    /// Why the call is made, for the dry run and the report.
    package var purpose: String

    /// Whether the call needs the id the create answered.
    package var needsCreatedID: Bool { path.contains("{id}") }
}

/// The probe's calls, in the order they are made, built from the contract.
package enum ProbePlan {
    /// A token no vendor issued: it only has to be refused.
    static let wrongToken = "hp-conformance-probe-not-a-token"

    package static func calls(_ contract: ContractSpec, _ settings: ProbeSettings, unknownID: String) -> [ProbeCall] {
        let create = createBody(contract, settings)
        let read = contract.read.pathPrefix
        return [
            ProbeCall(
                name: .create, method: contract.create.method, path: contract.create.path, token: .partner, body: create,
                purpose: "the create of the pages' step 1, with a test document"),
            ProbeCall(
                name: .readCreated, method: contract.read.method, path: read + "{id}", token: .partner, body: nil,
                purpose: "the read of that process while nobody has done its capture"),
            ProbeCall(
                name: .readUnknown, method: contract.read.method, path: read + unknownID, token: .partner, body: nil,
                purpose: "the read of an id the vendor never issued"),
            ProbeCall(
                name: .createWrongToken, method: contract.create.method, path: contract.create.path, token: .wrong, body: create,
                purpose: "the same create with a token the vendor never issued"),
            ProbeCall(
                name: .readWrongToken, method: contract.read.method, path: read + "{id}", token: .wrong, body: nil,
                purpose: "the read of the created process with a token the vendor never issued"),
            ProbeCall(
                name: .createMalformed, method: contract.create.method, path: contract.create.path, token: .partner,
                body: Array(#"{"flow": "\#(contract.create.flow)", "credential": {"#.utf8),
                purpose: "a create whose body is not JSON (cut short)"),
        ]
    }

    /// The create body of the pages' step 1, filled with the settings.
    static func createBody(_ contract: ContractSpec, _ settings: ProbeSettings) -> [UInt8] {
        JSONValue.object([
            "flow": .string(contract.create.flow),
            "clientId": .string(settings.clientId),
            "correlationId": .string(correlationID),
            "credential": .object(["type": .string(settings.documentType), "value": .string(settings.documentNumber)]),
            "callbackUri": .string(settings.callbackUri),
        ]).serialized
    }

    /// The correlation id every probe sends: a probe is recognisable in the vendor's logs.
    package static let correlationID = "hp-conformance-probe"
}
