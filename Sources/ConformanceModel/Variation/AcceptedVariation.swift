/// A variation an exploration never plays (`run --explore-skip ITEM=REASON`): one the partner
/// accepts as a known limit of its stack (the JDK 17 HttpClient cannot read a chunked answer's
/// trailer), with the reason a reviewer reads. Left out of every drawn case, it hides nothing else.
public struct AcceptedVariation: Sendable, Equatable {
    /// The kind of answer it applies to; nil for both.
    public var kind: AnswerKind?
    /// A variation's name as `hp-conformance variations` lists it; `latency` stands for any latency.
    public var name: String
    public var reason: String

    /// Reads `kind:name=REASON` or `name=REASON` (a name may hold '=' itself, `latency=40`: the
    /// longest start that names a variation is the item); the error names what is wrong.
    public static func parse(_ text: String) -> Result<AcceptedVariation, VariationCaseError> {
        let splits = text.indices.filter { text[$0] == "=" }
        for equals in splits.reversed() {
            guard let (kind, name) = item(String(text[..<equals]).trimmingWhitespace()) else { continue }
            let reason = String(text[text.index(after: equals)...]).trimmingWhitespace()
            guard !reason.isEmpty else { return .failure(VariationCaseError(item: text, problem: "the reason after '=' is empty")) }
            return .success(AcceptedVariation(kind: kind, name: name, reason: reason))
        }
        let first = splits.first.map { String(text[..<$0]) } ?? text
        return .failure(
            VariationCaseError(
                item: first,
                problem: splits.isEmpty
                    ? "expected ITEM=REASON, the reason a reviewer reads"
                    : "expected create:NAME, read:NAME or NAME, a variation hp-conformance variations lists (or latency)"))
    }

    /// The kind and name `text` says (`read:chunked-trailers`, `latency`), or nil.
    private static func item(_ text: String) -> (AnswerKind?, String)? {
        var kind: AnswerKind?
        var name = text
        if let colon = text.firstIndex(of: ":") {
            guard let given = AnswerKind(rawValue: String(text[..<colon])) else { return nil }
            kind = given
            name = String(text[text.index(after: colon)...])
        }
        guard name == "latency" || AnswerVariation(name: name) != nil else { return nil }
        return (kind, name)
    }

    /// Whether `answer` is this variation.
    public func matches(_ answer: VariedAnswer) -> Bool {
        if let kind, kind != answer.kind { return false }
        if name == "latency", case .latency = answer.variation { return true }
        return answer.variation.name == name
    }

    /// `read:chunked-trailers` or `chunked-trailers` (both kinds).
    public var item: String { kind.map { "\($0.rawValue):\(name)" } ?? name }
}

extension VariationCase {
    /// The case without the answers `leaveOut` says.
    public func leaving(out leaveOut: (VariedAnswer) -> Bool) -> VariationCase {
        VariationCase(answers.filter { !leaveOut($0) })
    }
}
