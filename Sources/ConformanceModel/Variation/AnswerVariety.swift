/// How the stand-in varies its answers.
public enum AnswerVariety: Sendable, Equatable {
    /// Its own answers, the same bytes every time (a plain run).
    case none
    /// Every answer as one case says (a varied run of an exploration, a replay).
    case fixed(VariationCase)
    /// A case drawn for each answer from the seed and the answer's number (the sandbox, `serve --vary`).
    case perAnswer(seed: UInt64)

    /// The variations of the `index`-th answer, of `kind`.
    public func variations(of kind: AnswerKind, index: Int, boundSeconds: Double) -> [AnswerVariation] {
        switch self {
        case .none: []
        case let .fixed(chosen): chosen.variations(of: kind)
        case let .perAnswer(seed): VariationCase.draw(seed: seed, index: index, boundSeconds: boundSeconds).variations(of: kind)
        }
    }

    /// What a run's log says of it (nil: the stand-in's own answers).
    public var logLine: String? {
        switch self {
        case .none: nil
        case let .fixed(chosen) where chosen.isEmpty: nil
        case let .fixed(chosen): "answers varied as case '\(chosen.text)': \(chosen.words)"
        case let .perAnswer(seed): "answers varied: a case drawn for each answer from seed \(seed)"
        }
    }
}
