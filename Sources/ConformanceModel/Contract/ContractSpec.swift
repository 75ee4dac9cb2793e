import ConformanceBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The vendor contract as data, decoded from `specs/contract.json`.
/// Everything the documents leave open is marked there as an assumption; a change of the vendor's
/// schema is an edit of that file, not of code.
public struct ContractSpec: Sendable, Codable, Equatable {
    public struct Document: Sendable, Codable, Equatable {
        public var id: String
        public var title: String
        public var url: String
    }

    public struct Create: Sendable, Codable, Equatable {
        public var method: String
        public var path: String
        public var contentType: String
        public var flow: String
        public var status: Int
        public var source: String
    }

    public struct Read: Sendable, Codable, Equatable {
        public var method: String
        public var pathPrefix: String
        public var status: Int
        public var source: String
    }

    public struct Authentication: Sendable, Codable, Equatable {
        public var scheme: String
        public var assumption: String
    }

    public struct DocumentTypes: Sendable, Codable, Equatable {
        public var assumption: String
        public var values: [String]
        /// The longest document number the kit sends (absent in older specs: 11 digits, a BVN's length).
        public var longestNumber: Int?

        /// `longestNumber`, at least 11 (a BVN's length) and at most 64.
        public var longestNumberLength: Int { min(64, max(11, longestNumber ?? 11)) }
    }

    /// One final state Human Plugin can report, and whether it means the capture succeeded.
    public struct FinalState: Sendable, Codable, Equatable, Hashable {
        /// The kit's name for the state, used in configs (`outcomes`) and scenario names.
        public var name: String
        public var state: String
        public var result: String
        /// Whether the capture succeeded (the outcome an app may act on as a pass).
        public var success: Bool
        /// Whether the process has ended; a non-final state (still created) means "pending".
        public var final: Bool
    }

    public struct FinalStates: Sendable, Codable, Equatable {
        public var assumption: String
        /// The read answer's shape; `{id}`, `{flow}`, `{correlationId}`, `{state}`, `{result}` are filled in.
        public var body: JSONValue
        public var states: [FinalState]
    }

    /// How a process moves between states at Human Plugin: it starts in `initial` and leaves it
    /// only when the person completes the capture; a closed session stays there, or expires.
    public struct Lifecycle: Sendable, Codable, Equatable {
        /// The state name a new process reads as (`created`).
        public var initial: String
        /// The state name a closed session ends in once Human Plugin expires it (`expired`).
        public var closedExpiresAs: String
        public var source: String
        public var assumption: String
    }

    public struct ErrorBody: Sendable, Codable, Equatable {
        public var assumption: String
        /// The error answer's shape; `{code}` and `{description}` are filled in.
        public var body: JSONValue
    }

    public struct Callback: Sendable, Codable, Equatable {
        public var noRedirectValue: String
        public var forbiddenSchemes: [String]
        public var humanTokenQueryItem: String
    }

    /// What the kit assumes of the vendor's answers beyond the pages: their media type, the forms
    /// of ids and links, and the statuses of its error answers. `hp-conformance probe` holds each
    /// against the vendor's sandbox; the stand-in answers by them.
    public struct VendorAnswers: Sendable, Codable, Equatable {
        public var assumption: String
        public var contentType: String
        public var idMaxLength: Int
        public var linkSchemes: [String]
        public var malformedBodyStatus: Int
        public var unauthenticatedStatus: Int
        public var unknownProcessStatus: Int

        /// What a contract that names none assumes (the values of `specs/contract.json` 2026.11.0).
        public static let assumed = VendorAnswers(
            assumption: "not named by this contract: the kit's defaults", contentType: "application/json", idMaxLength: 128,
            linkSchemes: ["https", "http"], malformedBodyStatus: 400, unauthenticatedStatus: 401, unknownProcessStatus: 404)

        /// Whether `id` is an id of the form the contract allows: 1 to `idMaxLength` characters of
        /// RFC 3986's unreserved set, never only dots.
        public func allowsID(_ id: String) -> Bool {
            let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
            return !id.isEmpty && id.utf8.count <= idMaxLength && id.utf8.allSatisfy(unreserved.contains)
                && !id.utf8.allSatisfy { $0 == UInt8(ascii: ".") }
        }
    }

    public var contractVersion: String
    public var documents: [Document]
    public var create: Create
    public var read: Read
    public var authentication: Authentication
    public var documentTypes: DocumentTypes
    public var finalStates: FinalStates
    /// Absent in older specs: then a new process starts in the first non-final state.
    public var lifecycle: Lifecycle?
    public var errorBody: ErrorBody
    public var callback: Callback
    /// Absent in older specs: then `VendorAnswers.assumed`.
    public var vendorAnswers: VendorAnswers?

    /// What the kit assumes of the vendor's answers (`vendorAnswers`, or the kit's defaults).
    public var answers: VendorAnswers { vendorAnswers ?? .assumed }

    /// The states a process can end in that are not final (reported as pending).
    public var pendingStates: [FinalState] { finalStates.states.filter { !$0.final } }

    /// The state name a new process reads as until the person completes the capture.
    public var initialState: String {
        lifecycle?.initial ?? pendingStates.first?.name ?? finalStates.states[0].name
    }

    /// The state name a closed session expires as, when the contract names one.
    public var closedExpiryState: String? {
        (lifecycle?.closedExpiresAs).flatMap { finalState(named: $0)?.name }
    }

    /// The final state named `name`, if the contract has it.
    public func finalState(named name: String) -> FinalState? {
        finalStates.states.first { $0.name == name }
    }
}
