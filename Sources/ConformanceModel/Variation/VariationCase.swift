import ConformanceBasics

/// A variation of one kind of answer: `read:spaces` is every read answer with a space after each
/// colon and comma.
public struct VariedAnswer: Hashable, Sendable, Comparable {
    public var kind: AnswerKind
    public var variation: AnswerVariation

    public init(_ kind: AnswerKind, _ variation: AnswerVariation) {
        self.kind = kind
        self.variation = variation
    }

    /// `kind:name`, as a case spells it.
    public var text: String { "\(kind.rawValue):\(variation.name)" }

    /// "the read answer had a space after each colon and comma".
    public var words: String { "the \(kind.rawValue) answer \(variation.words)" }

    public static func < (a: VariedAnswer, b: VariedAnswer) -> Bool { a.text < b.text }
}

/// The variations one run plays: a replayable case. Its text is the `--replay` value, e.g.
/// `create:id=uuid,read:chunked,read:spaces`; the empty case is the stand-in's own answers.
public struct VariationCase: Hashable, Sendable {
    /// In a fixed order (by text), one per family and kind of answer.
    public private(set) var answers: [VariedAnswer]

    public init(_ answers: [VariedAnswer] = []) {
        var kept: [VariedAnswer] = []
        for answer in answers.sorted()
        where !(answer.variation.createOnly && answer.kind == .read)
            && !kept.contains(where: { $0.kind == answer.kind && $0.variation.family == answer.variation.family })
        {
            kept.append(answer)
        }
        self.answers = kept
    }

    public static let none = VariationCase()

    public var isEmpty: Bool { answers.isEmpty }

    /// The variations of `kind`'s answers.
    public func variations(of kind: AnswerKind) -> [AnswerVariation] {
        answers.filter { $0.kind == kind }.map(\.variation)
    }

    /// What `--replay` takes.
    public var text: String { answers.map(\.text).joined(separator: ",") }

    /// Each variation in words, joined: "the read answer had …; the create answer …".
    public var words: String { answers.isEmpty ? "the stand-in's own answers" : answers.map(\.words).joined(separator: "; ") }

    /// The case without `answer`.
    public func removing(_ answer: VariedAnswer) -> VariationCase {
        VariationCase(answers.filter { $0 != answer })
    }

    /// Reads a case's text; the error names the item that is wrong and what the items may be.
    public static func parse(_ text: String) -> Result<VariationCase, VariationCaseError> {
        var answers: [VariedAnswer] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: true).map({ String($0).trimmingWhitespace() }) where !item.isEmpty
        {
            guard let colon = item.firstIndex(of: ":"), let kind = AnswerKind(rawValue: String(item[..<colon])) else {
                return .failure(VariationCaseError(item: item, problem: "expected create:NAME or read:NAME"))
            }
            let name = String(item[item.index(after: colon)...])
            guard let variation = AnswerVariation(name: name) else {
                return .failure(VariationCaseError(item: item, problem: "no variation '\(name)' (hp-conformance variations lists them)"))
            }
            if variation.createOnly && kind == .read {
                return .failure(
                    VariationCaseError(item: item, problem: "'\(name)' is how a create answer issues a process: only create:\(name)"))
            }
            answers.append(VariedAnswer(kind, variation))
        }
        return .success(VariationCase(answers))
    }

    /// A case drawn from `seed` and `index` (the index-th run of an exploration): each family of
    /// variations is played on each kind of answer with probability `chance`, latencies up to
    /// an eighth of `boundSeconds` (at most `AnswerVariation.maxLatencyMilliseconds`).
    public static func draw(seed: UInt64, index: Int, boundSeconds: Double, chance: Double = 0.3) -> VariationCase {
        var generator = SeededGenerator(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0x9e37_79b9_7f4a_7c15))
        let longest = max(1, min(AnswerVariation.maxLatencyMilliseconds, Int(boundSeconds * 1000 / 8)))
        var answers: [VariedAnswer] = []
        let later = AnswerVariation.laterFamilies
        let families = { (kind: AnswerKind) in
            Dictionary(grouping: AnswerVariation.examples.filter { kind == .create || !$0.createOnly }, by: \.family)
        }
        func draw(_ family: String, _ kind: AnswerKind, from families: [String: [AnswerVariation]]) {
            guard Double.random(in: 0..<1, using: &generator) < chance else { return }
            var variation = families[family]!.randomElement(using: &generator)!
            if case .latency = variation { variation = .latency(milliseconds: Int.random(in: 1...longest, using: &generator)) }
            answers.append(VariedAnswer(kind, variation))
        }
        // The first families, kind by kind; then each family added later, in the order added, so
        // that adding one only adds draws after all those a seed made before.
        for kind in AnswerKind.allCases {
            let offered = families(kind)
            for family in offered.keys.filter({ !later.contains($0) }).sorted() { draw(family, kind, from: offered) }
        }
        for family in later {
            for kind in AnswerKind.allCases {
                let offered = families(kind)
                if offered[family] != nil { draw(family, kind, from: offered) }
            }
        }
        return VariationCase(answers)
    }
}

extension VariationCase {
    /// The sample every plain run plays (`Exploration.sample`): cases that together play every
    /// variation the stand-in has on every kind of answer that can carry it, so that no documented
    /// variation goes unplayed in a certification run. Case `j` plays, for each kind and family, the
    /// family's `j`-th member (round robin), so there are as many cases as the largest family has
    /// members (the four id forms, the four link forms). One latency, an eighth of `boundSeconds`
    /// (at most `AnswerVariation.maxLatencyMilliseconds`), is played on the create answers of the
    /// first case only: a latency on every answer of every case would cost its wait in each (on the
    /// example back-end, reads too made the sample 1.3 s longer). Fixed, not drawn: the same cases
    /// in every run, whatever the seed.
    public static func covering(boundSeconds: Double) -> [VariationCase] {
        let longest = max(1, min(AnswerVariation.maxLatencyMilliseconds, Int(boundSeconds * 1000 / 8)))
        let membersByKind = AnswerKind.allCases.map { kind in
            (kind, Dictionary(grouping: AnswerVariation.examples.filter { kind == .create || !$0.createOnly }, by: \.family))
        }
        let size = membersByKind.flatMap { $0.1.values.map(\.count) }.max() ?? 1
        return (0..<size).map { index in
            var answers: [VariedAnswer] = []
            for (kind, families) in membersByKind {
                for (family, members) in families.sorted(by: { $0.key < $1.key }) {
                    if family == "latency" {
                        if index == 0 && kind == .create { answers.append(VariedAnswer(kind, .latency(milliseconds: longest))) }
                        continue
                    }
                    answers.append(VariedAnswer(kind, members[index % members.count]))
                }
            }
            return VariationCase(answers)
        }
    }
}

/// A `--replay` case that cannot be read.
public struct VariationCaseError: Error, Equatable, CustomStringConvertible {
    public var item: String
    public var problem: String
    public var description: String { "'\(item)': \(problem)" }
}
