import Testing

@testable import ConformanceModel

@Suite("Variation cases")
struct VariationCaseTests {
    @Test("a case's text reads back as the same case, in a fixed order")
    func roundTrip() throws {
        let text = "read:spaces,create:id=uuid,create:latency=120,read:chunked-trailers,create:link=encoded-query"
        let chosen = try VariationCase.parse(text).get()
        #expect(chosen.text == "create:id=uuid,create:latency=120,create:link=encoded-query,read:chunked-trailers,read:spaces")
        #expect(try VariationCase.parse(chosen.text).get() == chosen)
        #expect(chosen.variations(of: .read) == [.chunkedTrailers, .spaces])
    }

    @Test("every listed variation is read back by its name")
    func everyName() {
        for variation in AnswerVariation.examples {
            #expect(AnswerVariation(name: variation.name) == variation, "\(variation.name)")
            #expect(!variation.words.isEmpty)
        }
    }

    @Test(
        "a wrong item is named with what is wrong",
        arguments: [
            ("read:sapces", "no variation 'sapces'"), ("spaces", "expected create:NAME or read:NAME"),
            ("reply:spaces", "expected create:NAME"), ("read:id=uuid", "only create:id=uuid"),
            ("create:latency=0", "no variation 'latency=0'"), ("create:latency=5000", "no variation"),
            ("create:id=guid", "no variation 'id=guid'"),
        ])
    func errors(text: String, problem: String) {
        guard case let .failure(error) = VariationCase.parse(text) else {
            Issue.record("'\(text)' was read")
            return
        }
        #expect(error.description.contains(problem), "\(error.description)")
        #expect(!error.description.contains("\n"))
    }

    @Test("one variation per family and kind: chunked with trailers, or a close, not both ways at once")
    func families() {
        let chosen = VariationCase([
            VariedAnswer(.read, .chunked), VariedAnswer(.read, .chunkedTrailers), VariedAnswer(.create, .connectionClose),
            VariedAnswer(.create, .idleClose), VariedAnswer(.read, .id(.uuid)), VariedAnswer(.create, .charset),
        ])
        #expect(chosen.text == "create:charset,create:close,read:chunked")
    }

    @Test("a draw is the same for the same seed and run, and differs across runs")
    func draws() {
        let first = VariationCase.draw(seed: 42, index: 3, boundSeconds: 2)
        #expect(first == VariationCase.draw(seed: 42, index: 3, boundSeconds: 2))
        let many = (0..<50).map { VariationCase.draw(seed: 42, index: $0, boundSeconds: 2) }
        #expect(Set(many).count > 40)
        // Over 50 runs every family is drawn at least once on each kind it applies to.
        let seen = Set(many.flatMap { $0.answers.map { "\($0.kind):\($0.variation.family)" } })
        for variation in AnswerVariation.examples {
            #expect(seen.contains("create:\(variation.family)"), "\(variation.name)")
            if !variation.createOnly { #expect(seen.contains("read:\(variation.family)"), "\(variation.name)") }
        }
    }

    @Test("drawn latencies stay within an eighth of the upstream bound")
    func latencyBound() {
        for index in 0..<200 {
            for case let .latency(milliseconds) in VariationCase.draw(seed: 9, index: index, boundSeconds: 2).answers.map(\.variation) {
                #expect((1...250).contains(milliseconds))
            }
            for case let .latency(milliseconds) in VariationCase.draw(seed: 9, index: index, boundSeconds: 60).answers.map(\.variation) {
                #expect(milliseconds <= AnswerVariation.maxLatencyMilliseconds)
            }
        }
    }

    @Test("the case in words names each variation with its answer")
    func words() throws {
        let chosen = try VariationCase.parse("read:spaces,create:chunked").get()
        #expect(
            chosen.words
                == "the create answer was framed as chunked, in chunks of 7 bytes, without Content-Length; the read answer had a space after each colon and comma"
        )
        #expect(VariationCase.none.words == "the stand-in's own answers")
    }

    @Test(
        "the sample of every run plays every variation on every kind of answer that can carry it; one latency, on the creates of its first case"
    )
    func coveringPlaysEveryVariation() {
        let sample = VariationCase.covering(boundSeconds: 1)
        #expect(sample.count == 4, "as many cases as the id and link forms")
        let played = Set(sample.flatMap(\.answers))
        for kind in AnswerKind.allCases {
            for variation in AnswerVariation.examples where kind == .create || !variation.createOnly {
                if case .latency = variation { continue }
                #expect(played.contains(VariedAnswer(kind, variation)), "\(kind.rawValue):\(variation.name) is never played")
            }
        }
        let latencies = sample.enumerated().flatMap { index, chosen in
            chosen.answers.filter { if case .latency = $0.variation { true } else { false } }.map { (index, $0) }
        }
        #expect(latencies.map(\.0) == [0] && latencies.first?.1 == VariedAnswer(.create, .latency(milliseconds: 125)), "\(latencies)")
        #expect(
            VariationCase.covering(boundSeconds: 60).first?.answers.contains(VariedAnswer(.create, .latency(milliseconds: 1000))) == true)
        #expect(VariationCase.covering(boundSeconds: 1) == sample, "fixed, not drawn")
    }
}
