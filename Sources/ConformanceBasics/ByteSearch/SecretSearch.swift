/// Finds whether a text holds any secret in any of its encoded forms (plain, percent-encoded,
/// JSON-escaped: `SecretSpellings`, and any extra spelling a caller adds), all secrets at once, in
/// time linear in the text and memory linear in the secrets' bytes.
public struct SecretSearch: Sendable {
    private let labels: [String]
    /// Pattern index -> index of its secret in `labels`.
    private let owner: [Int]
    private let matcher: BytePatternSet

    /// `secrets` in order of precedence: when a text holds several, the first listed is named. With
    /// `derived`, each secret's base64 forms are searched too (`SecretDerivations`).
    public init(_ secrets: [(label: String, value: String)], extraForms: (String) -> String = { $0 }, derived: Bool = false) {
        var patterns: [[UInt8]] = []
        var owner: [Int] = []
        for (index, secret) in secrets.enumerated() where !secret.value.isEmpty {
            var seen = Set<[UInt8]>()
            let plain = [secret.value, extraForms(secret.value)].map { Array($0.utf8) }
            for bytes in plain + (derived ? SecretDerivations.base64Forms(plain[0]) : []) {
                if !bytes.isEmpty, seen.insert(bytes).inserted {
                    patterns.append(bytes)
                    owner.append(index)
                }
            }
        }
        labels = secrets.map(\.label)
        self.owner = owner
        matcher = BytePatternSet(patterns)
    }

    /// The label of the first-listed secret found in any of `texts`, or nil.
    public func firstLabel(in texts: [[UInt8]]) -> String? {
        var first: Int?
        for text in texts {
            SecretSpellings.forEachPattern(of: matcher, in: text) { pattern in
                if first.map({ owner[pattern] < $0 }) ?? true { first = owner[pattern] }
                return first != 0
            }
            if first == 0 { break }
        }
        return first.map { labels[$0] }
    }

    /// The labels of every secret found in any of `texts`, in order of precedence, each label once.
    public func allLabels(in texts: [[UInt8]]) -> [String] {
        var found = Set<Int>()
        for text in texts {
            SecretSpellings.forEachPattern(of: matcher, in: text) { pattern in
                found.insert(owner[pattern])
                return true
            }
        }
        var named: [String] = []
        for index in found.sorted() where !named.contains(labels[index]) { named.append(labels[index]) }
        return named
    }
}
