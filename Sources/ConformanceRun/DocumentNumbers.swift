import ConformanceModel
import StandInHumanPlugin

/// The document numbers the app captures: chosen to expose the bugs a kinder number lets pass,
/// reproducible from the seed, and alternating as the document types do.
enum DocumentNumbers {
    /// A leading zero and a BVN's 11 digits (a number parsed and printed again, or a trim meant for
    /// spaces, loses the zero), or the longest the contract allows (more digits than a 64-bit
    /// integer or a JSON number holds: a parsed or truncated number loses some). Happy journeys
    /// alternate by final state, concurrent users by index, other journeys by their seed.
    package static func number(
        for scenario: Scenario, index: Int, journey name: String, contract: ContractSpec, identifiers: StableIdentifiers
    ) -> String {
        let hex = identifiers.hex("document|" + name) + identifiers.hex("document-2|" + name)
        let digits = hex.unicodeScalars.map { String(UInt8(ascii: $0) % 10) }.joined()
        let kind: Int =
            switch scenario {
            case let .happy(state): contract.finalStates.states.firstIndex { $0.name == state } ?? 0
            case .concurrent: index
            default: Int(hex.utf8.last ?? 0)
            }
        if kind % 2 == 0 { return "0" + String(digits.prefix(10)) }
        let longest = contract.documentTypes.longestNumberLength
        var tail = digits
        while tail.count < longest { tail += digits }
        return String(1 + Int(hex.utf8.first ?? 0) % 9) + String(tail.prefix(longest - 1))
    }
}
