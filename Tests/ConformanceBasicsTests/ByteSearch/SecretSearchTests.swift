import Foundation
import Testing

@testable import ConformanceBasics
@testable import ConformanceChecks
@testable import ConformanceModel

/// The all-at-once search behind redaction and the leak check: the same answers as a naive search,
/// in one pass whatever the text.
@Suite("Secret search (all forms at once)")
struct SecretSearchTests {
    /// Every (end, pattern) occurrence, the slow way.
    static func naiveMatches(_ patterns: [[UInt8]], in text: [UInt8]) -> Set<[Int]> {
        var found = Set<[Int]>()
        for (index, pattern) in patterns.enumerated() where !pattern.isEmpty && pattern.count <= text.count {
            for start in 0...(text.count - pattern.count) where Array(text[start..<(start + pattern.count)]) == pattern {
                found.insert([start + pattern.count, index])
            }
        }
        return found
    }

    /// Left-to-right, longest-at-each-position replacement, the slow way.
    static func naiveReplace(_ patterns: [[UInt8]], in text: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var i = 0
        outer: while i < text.count {
            let candidates = patterns.enumerated().filter {
                !$0.element.isEmpty && $0.element.count <= text.count - i
                    && Array(text[i..<(i + $0.element.count)]) == $0.element
            }
            if let best = candidates.max(by: {
                $0.element.count < $1.element.count || ($0.element.count == $1.element.count && $0.offset > $1.offset)
            }) {
                out.append(contentsOf: Array("<\(best.offset)>".utf8))
                i += best.element.count
                continue outer
            }
            out.append(text[i])
            i += 1
        }
        return out
    }

    @Test("matches and replacements agree with a naive search on random texts over a small alphabet")
    func agreesWithNaive() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abc".utf8)
        for _ in 0..<300 {
            let patterns = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                (0..<Int.random(in: 1...5, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            }
            let text = (0..<Int.random(in: 0...60, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let set = BytePatternSet(patterns)
            var found = Set<[Int]>()
            set.forEachMatch(in: text) { end, pattern in
                found.insert([end, pattern])
                return true
            }
            // Equal patterns: the set reports the first listed only.
            let expected = Set(
                Self.naiveMatches(patterns, in: text).filter { pair in
                    patterns.firstIndex(of: patterns[pair[1]]) == pair[1]
                })
            #expect(
                found == expected,
                "patterns \(patterns.map { String(decoding: $0, as: UTF8.self) }) text \(String(decoding: text, as: UTF8.self))")
            let replaced = set.replacing(in: text) { Array("<\($0)>".utf8) }
            #expect(
                replaced == Self.naiveReplace(patterns, in: text),
                "patterns \(patterns.map { String(decoding: $0, as: UTF8.self) }) text \(String(decoding: text, as: UTF8.self))")
        }
    }

    @Test("the leak search names the first-listed secret found, in any encoded form, in body or headers")
    func leakSearch() {
        let search = SecretSearch(
            [("Human Plugin token", "tok/en+1 &x"), ("document number", "A12345678")],
            extraForms: StartNoLeakCheck.unicodeEscaped)
        #expect(search.firstLabel(in: [Array("{\"id\":\"A12345678\"}".utf8)]) == "document number")
        #expect(search.firstLabel(in: [Array("q=tok%2Fen%2B1%20%26x".utf8)]) == "Human Plugin token")
        #expect(search.firstLabel(in: [Array("\"tok/en+1 \\u0026x\"".utf8)]) == "Human Plugin token")
        #expect(search.firstLabel(in: [Array("\"tok\\/en+1 &x\"".utf8)]) == "Human Plugin token")
        #expect(search.firstLabel(in: [Array("A12345678".utf8), Array("X-T: tok/en+1 &x".utf8)]) == "Human Plugin token")
        #expect(search.firstLabel(in: [Array("A1234567 and tok/en+1".utf8)]) == nil)
    }

    @Test("without the full transition table (too many states), the search gives the same answers")
    func sparseAgreesWithDense() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab".utf8)
        // 300 distinct bytes of patterns cannot exceed the table limit; a long varied pattern set can.
        let long = (0..<(BytePatternSet.maxDenseEntries / 200)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let patterns: [[UInt8]] = [Array("abba".utf8), Array("bab".utf8), long]
        let sparse = BytePatternSet(patterns)
        let small = BytePatternSet(Array(patterns.prefix(2)))
        #expect(!sparse.usesTable && small.usesTable)
        for _ in 0..<100 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            var a: [[Int]] = []
            var b: [[Int]] = []
            sparse.forEachMatch(in: text) {
                a.append([$0, $1])
                return true
            }
            small.forEachMatch(in: text) {
                b.append([$0, $1])
                return true
            }
            #expect(a == b)
        }
    }

    @Test("a 4 MiB answer full of near-misses is searched for 40 secrets in one linear pass")
    func linearOnHostileText() {
        var secrets: [(label: String, value: String)] = []
        for index in 0..<40 { secrets.append(("secret \(index)", String(repeating: "a", count: 20 + index) + "b\(index)/é")) }
        let search = SecretSearch(secrets)
        let redactor = Redactor(secrets: secrets)
        // Every position starts a long partial match of every secret: the worst case for a naive scan.
        let text = [UInt8](repeating: UInt8(ascii: "a"), count: 4 << 20)
        let clock = ContinuousClock()
        let searched = clock.measure { #expect(search.firstLabel(in: [text]) == nil) }
        let redacted = clock.measure { #expect(redactor.redact(bytes: text) == text) }
        // One pass: seconds at most on a loaded machine (a per-form scan took minutes per megabyte here).
        #expect(searched < .seconds(30), "search took \(searched)")
        #expect(redacted < .seconds(30), "redaction took \(redacted)")
        print("figure: 4 MiB hostile text, 40 secrets: search \(searched), redaction \(redacted)")
    }

    @Test("memory is one automaton state per secret byte at most, whatever the spellings: 20 tokens of 50 KB")
    func linearMemory() {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_/+=~ ")
        let secrets = (0..<20).map { index in ("token \(index)", String((0..<50_000).map { _ in alphabet.randomElement()! })) }
        let redactor = Redactor(secrets: secrets)
        #expect(redactor.searchStates <= 20 * 50_000 + 1, "\(redactor.searchStates) states")
        let token = secrets[7].1
        let percent = token.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        // Lowercase hex in the first half of the escapes only.
        var mixed = Array(percent.utf8)
        for index in mixed.indices
        where index < mixed.count / 2 && index >= 1
            && (mixed[index - 1] == UInt8(ascii: "%") || (index >= 2 && mixed[index - 2] == UInt8(ascii: "%")))
        {
            if (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(mixed[index]) { mixed[index] += 32 }
        }
        for spelling in [
            token, percent, String(decoding: mixed, as: UTF8.self), token.replacingOccurrences(of: "/", with: "\\/"),
            percent.replacingOccurrences(of: "%20", with: "+"),
        ] {
            #expect(redactor.redact("a=\(spelling)&b") == "a=<redacted:token 7>&b")
        }
    }

    @Test("a secret is found in any mix of plain and escaped characters, and what surrounds it is kept")
    func mixedSpellings() {
        let redactor = Redactor(secrets: [("s", "ab/c+d é")])
        #expect(redactor.redact("x ab%2Fc%2bd%20%C3%A9 y") == "x <redacted:s> y")
        #expect(redactor.redact("x ab/c%2Bd+%c3%a9 y") == "x <redacted:s> y")
        #expect(redactor.redact("{\"k\":\"ab\\/c+d \\u00e9\"}") == "{\"k\":\"<redacted:s>\"}")
        #expect(redactor.redact("ab/c+d e") == "ab/c+d e")
        let search = SecretSearch([("s", "ab/c+d é")])
        #expect(search.firstLabel(in: [Array("q=ab%2Fc%2Bd+%C3%A9".utf8)]) == "s")
        #expect(search.firstLabel(in: [Array("q=ab%2Fc%2Bd+e".utf8)]) == nil)
    }
}
