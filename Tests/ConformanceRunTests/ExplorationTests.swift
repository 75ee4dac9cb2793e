import ExampleRunTestSupport
import KitTestSupport
import Synchronization
import Testing

@testable import BackendLaunch
@testable import ConformanceModel
@testable import ConformanceRun

@Suite("Exploration: varied runs, shrinking, replay", .serialized)
struct ExplorationTests {
    /// A run whose checks fail as `fails` says for the case played.
    static func result(_ variety: AnswerVariety, fails: (VariationCase) -> [String]) -> RunResult {
        let played: VariationCase = if case let .fixed(chosen) = variety { chosen } else { .none }
        let failing = Set(fails(played))
        return RunResult(
            metadata: ReportFixture.metadata(),
            verdicts: ["HP-A", "HP-B", "HP-C"].map { ReportFixture.verdict($0, "g", failing.contains($0) ? .fail : .pass) },
            journal: [])
    }

    @Test(
        "a case that changes only the HTTP framing is named a transport failure of the back-end's client; one that changes the JSON is not")
    func transportOnlyCaseNamed() throws {
        for (cause, transport) in [(VariedAnswer(.read, .chunkedTrailers), true), (VariedAnswer(.read, .spaces), false)] {
            let outcome = try Exploration(runs: 20, seed: 3, boundSeconds: 2).explore { variety throws(KitError) in
                Self.result(variety) { $0.answers.contains(cause) ? ["HP-B"] : [] }
            }
            let finding = try #require(outcome.finding, "\(cause) was never drawn")
            let note = Exploration.Outcome.transportNote(finding)
            #expect((note != nil) == transport, "\(cause): \(String(describing: note))")
            if transport {
                #expect(note?.contains("a transport failure that shows in HP-B") == true)
                #expect(note?.contains("--explore-skip read:chunked-trailers=REASON") == true, "\(String(describing: note))")
            }
        }
    }

    @Test("the first varied run that breaks a check is shrunk to the one variation that breaks it")
    func shrinksToTheCause() throws {
        let cause = VariedAnswer(.read, .spaces)
        var played: [VariationCase] = []
        let outcome = try Exploration(runs: 50, seed: 1, boundSeconds: 2).explore { variety throws(KitError) in
            if case let .fixed(chosen) = variety { played.append(chosen) }
            return Self.result(variety) { $0.answers.contains(cause) ? ["HP-B"] : [] }
        }
        let finding = try #require(outcome.finding)
        #expect(finding.checkID == "HP-B")
        #expect(finding.shrunk == VariationCase([cause]))
        #expect(finding.drawn.answers.contains(cause))
        // Each step is one run without some of the variations; the found run's case is where shrinking starts.
        #expect(finding.shrinkSteps >= 1)
        // The exploration goes on without the cause found: nothing later plays it, nothing else is found.
        let after = played.dropFirst(finding.run + finding.shrinkSteps)
        #expect(!after.isEmpty && after.allSatisfy { !$0.answers.contains(cause) }, "\(after.count) later runs")
        #expect(outcome.findings.count == 1)
        #expect(outcome.runsPlayed == 50)
        let lines = outcome.summaryLines(seed: 1, runs: 50)
        #expect(lines.contains("exploration: replay it with --replay 'read:spaces'"))
        #expect(lines.contains { $0.contains("the read answer had a space after each colon and comma") })
    }

    @Test("two distinct causes are both found in one exploration, each shrunk and replayable: the first hides nothing")
    func everyCause() throws {
        let spaces = VariedAnswer(.read, .spaces), chunked = VariedAnswer(.create, .chunked)
        let outcome = try Exploration(runs: 200, seed: 5, boundSeconds: 2).explore { variety throws(KitError) in
            Self.result(variety) { chosen in
                (chosen.answers.contains(spaces) ? ["HP-B"] : []) + (chosen.answers.contains(chunked) ? ["HP-C"] : [])
            }
        }
        #expect(
            Set(outcome.findings.map(\.shrunk)) == [VariationCase([spaces]), VariationCase([chunked])],
            "\(outcome.findings.map(\.shrunk.text))")
        let lines = outcome.summaryLines(seed: 5, runs: 200)
        #expect(lines.contains { $0.hasPrefix("exploration: 2 distinct cases break a check: ") }, "\(lines)")
        #expect(
            lines.contains("exploration: replay it with --replay 'read:spaces'")
                && lines.contains("exploration: replay it with --replay 'create:chunked'"))
    }

    @Test("a variation the partner accepts is never drawn, and another cause is still found")
    func acceptedVariation() throws {
        let spaces = VariedAnswer(.read, .spaces), chunked = VariedAnswer(.create, .chunked)
        var exploration = Exploration(runs: 200, seed: 5, boundSeconds: 2)
        exploration.accepted = [try AcceptedVariation.parse("read:spaces=our JSON reader is strict").get()]
        var played: [VariationCase] = []
        let outcome = try exploration.explore { variety throws(KitError) in
            if case let .fixed(chosen) = variety { played.append(chosen) }
            return Self.result(variety) { chosen in
                (chosen.answers.contains(spaces) ? ["HP-B"] : []) + (chosen.answers.contains(chunked) ? ["HP-C"] : [])
            }
        }
        #expect(!played.contains { $0.answers.contains(spaces) }, "an accepted variation was drawn")
        #expect(outcome.findings.map(\.shrunk) == [VariationCase([chunked])])
        #expect(
            Exploration.Outcome.acceptedLines(exploration.accepted) == [
                "exploration: accepted by the partner, never drawn: read:spaces (our JSON reader is strict)"
            ])
    }

    @Test(
        "--explore-skip reads ITEM=REASON, a name holding '=' included; anything else names what is wrong",
        arguments: [
            ("read:chunked-trailers=JDK 17 HttpClient rejects trailers", "read:chunked-trailers", "JDK 17 HttpClient rejects trailers"),
            ("latency=40=a slow proxy", "latency=40", "a slow proxy"),
            ("create:latency=any latency: a=b", "create:latency", "any latency: a=b"),
        ])
    func parsesAccepted(_ text: String, _ item: String, _ reason: String) throws {
        let accepted = try AcceptedVariation.parse(text).get()
        #expect(accepted.item == item && accepted.reason == reason, "\(accepted)")
    }

    @Test(
        "an accepted variation without a reason, or naming none, is refused",
        arguments: ["read:spaces", "read:spaces=", "read:nope=why", "write:spaces=why"])
    func refusesAccepted(_ text: String) {
        #expect(throws: VariationCaseError.self) { try AcceptedVariation.parse(text).get() }
    }

    @Test("a failure needing two variations together keeps both")
    func keepsAPair() throws {
        let pair = [VariedAnswer(.create, .chunked), VariedAnswer(.read, .keyOrder)]
        let outcome = try Exploration(runs: 400, seed: 3, boundSeconds: 2).explore { variety throws(KitError) in
            Self.result(variety) { chosen in pair.allSatisfy(chosen.answers.contains) ? ["HP-C"] : [] }
        }
        #expect(outcome.finding?.shrunk == VariationCase(pair))
    }

    @Test(
        "shrinking leaves out halves, then smaller pieces: one cause among the sample's 31 variations in a few trials, every single one tried at the end",
        arguments: [VariedAnswer(.read, .spaces), VariedAnswer(.create, .gzip), VariedAnswer(.create, .latency(milliseconds: 125))])
    func shrinksByHalves(_ cause: VariedAnswer) throws {
        let full = try #require(VariationCase.covering(boundSeconds: 1).first { $0.answers.contains(cause) })
        var shrinking = Shrinking(full, seen: "first")
        var trials: [VariationCase] = []
        while let trial = shrinking.next() {
            trials.append(trial)
            shrinking.record(trial.answers.contains(cause) ? "again" : nil)
        }
        #expect(shrinking.smallest == VariationCase([cause]))
        #expect(shrinking.seen == "again")
        #expect(shrinking.steps == trials.count)
        // One at a time would take a trial per variation; halving takes about 2·log2(n).
        #expect(full.answers.count >= 29 && trials.count <= 12, "\(trials.count) trials for \(full.answers.count) variations")
    }

    @Test("shrinking keeps every variation a failure needs together, and a case of one is not shrunk")
    func shrinkingKeepsWhatIsNeeded() throws {
        let needed: Set<VariedAnswer> = [VariedAnswer(.create, .chunked), VariedAnswer(.read, .keyOrder), VariedAnswer(.read, .pretty)]
        let full = try #require(VariationCase.covering(boundSeconds: 1).first { Set($0.answers).isSuperset(of: needed) })
        var shrinking = Shrinking(full, seen: "first")
        while let trial = shrinking.next() { shrinking.record(Set(trial.answers).isSuperset(of: needed) ? "again" : nil) }
        #expect(Set(shrinking.smallest.answers) == needed)
        var single = Shrinking(VariationCase([VariedAnswer(.read, .spaces)]), seen: "first")
        #expect(single.next() == nil && single.steps == 0)
    }

    @Test("the sample is played first, before the drawn cases; a plain run given is not played again")
    func sampleFirstAfterAGivenRun() throws {
        var exploration = Exploration(runs: 3, seed: 4, boundSeconds: 1)
        exploration.sample = VariationCase.covering(boundSeconds: 1)
        let plain = Self.result(.none) { _ in ["HP-A"] }
        var played: [AnswerVariety] = []
        let outcome = try exploration.explore(after: plain) { variety throws(KitError) in
            played.append(variety)
            return Self.result(variety) { _ in ["HP-A"] }
        }
        #expect(!played.contains(.none), "the plain run was played again")
        #expect(played.count == exploration.sample.count + 3)
        #expect(Array(played.prefix(exploration.sample.count)) == exploration.sample.map { .fixed($0) })
        #expect(played.last == .fixed(VariationCase.draw(seed: 4, index: 2, boundSeconds: 1)))
        #expect(outcome.plainFailures == ["HP-A"] && outcome.finding == nil)
        #expect(
            Exploration.plannedWords(sample: 4, drawn: 3, seed: 4)
                == "7 varied run(s): the sample of every variation (4), then 3 drawn from seed 4")
    }

    @Test("the run's deadline ends the exploration whatever --explore N asks, and the summary says so with the real time")
    func deadlineEndsTheExploration() throws {
        var exploration = Exploration(runs: Exploration.maxRuns, seed: 1, boundSeconds: 2)
        exploration.deadline = .now
        exploration.deadlineSeconds = 20
        var plays = 0
        let outcome = try exploration.explore { variety throws(KitError) in
            plays += 1
            return Self.result(variety) { _ in [] }
        }
        #expect(plays == 1, "only the plain run, already past the deadline")
        #expect(outcome.runsPlayed == 0)
        #expect(outcome.stopped == "the run's deadline (20 s) passed")
        #expect(outcome.totalSeconds >= outcome.plainSeconds)
        let lines = outcome.summaryLines(seed: 1, runs: Exploration.maxRuns)
        #expect(lines.first?.hasPrefix("exploration: seed 1, 0 of 500 varied run(s) played in ") == true, "\(lines)")
        #expect(lines.contains("exploration: stopped early: the run's deadline (20 s) passed"), "\(lines)")
    }

    @Test("a deadline passing while a failure is shrunk stops the shrinking; the case found so far still fails and is kept")
    func deadlineEndsTheShrinking() throws {
        var exploration = Exploration(runs: 50, seed: 1, boundSeconds: 2)
        exploration.deadlineSeconds = 5
        var varied = 0
        let deadline = Mutex<ContinuousClock.Instant?>(nil)
        exploration.stopReason = {
            deadline.withLock { $0 }.map { ContinuousClock.now >= $0 ? "the run's deadline (5 s) passed" : nil } ?? nil
        }
        let outcome = try exploration.explore { variety throws(KitError) in
            if case .fixed = variety {
                varied += 1
                // The first failing run found: the deadline passes before any shrinking step.
                if varied == 1 { deadline.withLock { $0 = .now } }
            }
            return Self.result(variety) { $0.answers.isEmpty ? [] : ["HP-B"] }
        }
        let finding = try #require(outcome.finding)
        #expect(finding.shrinkSteps == 0)
        #expect(finding.shrunk == finding.drawn)
        #expect(
            outcome.stopped?.hasPrefix("shrinking stopped at \(finding.drawn.answers.count) variation(s)") == true
                || finding.drawn.answers.count == 1)
    }

    @Test("a check the plain run already fails is never blamed on a variation; a correct back-end finds nothing")
    func plainFailuresAreNotBlamed() throws {
        let outcome = try Exploration(runs: 20, seed: 2, boundSeconds: 2).explore { variety throws(KitError) in
            Self.result(variety) { _ in ["HP-A"] }
        }
        #expect(outcome.plainFailures == ["HP-A"])
        #expect(outcome.finding == nil)
        #expect(outcome.runsPlayed == 20)
        #expect(outcome.summaryLines(seed: 2, runs: 20).contains("exploration: no variation broke a check the plain run passed"))
    }

    @Test("the same seed explores the same cases")
    func reproducible() throws {
        func cases() throws -> [VariationCase] {
            var seen: [VariationCase] = []
            _ = try Exploration(runs: 10, seed: 77, boundSeconds: 2).explore { variety throws(KitError) in
                if case let .fixed(chosen) = variety { seen.append(chosen) }
                return Self.result(variety) { _ in [] }
            }
            return seen
        }
        #expect(try cases() == (try cases()))
    }

    @Test("a stop request ends the exploration before the next run")
    func stops() throws {
        var exploration = Exploration(runs: 10, seed: 1, boundSeconds: 2)
        exploration.stopReason = { "SIGTERM" }
        let outcome = try exploration.explore { variety throws(KitError) in Self.result(variety) { _ in [] } }
        #expect(outcome.runsPlayed == 0)
    }

    @Test("the example back-end passes every varied run of its journeys")
    func exampleBackendSurvives() throws {
        let configuration = ConformanceHarness.exampleConfiguration()
        var results: [RunResult] = []
        let outcome = try Exploration(runs: 12, seed: 5, boundSeconds: configuration.timeouts.upstreamBoundSeconds).explore {
            variety throws(KitError) in
            var options = RunOptions()
            options.variety = variety
            options.scenarios = .explored
            let runner = ConformanceRunner(specs: ConformanceHarness.specs, configuration: configuration, options: options)
            let (result, _) = try runner.run { url, token throws(KitError) -> any BackendSession in
                try ExampleBackendSession(humanPluginURL: url, token: token, configuration: configuration)
            }
            results.append(result)
            return result
        }
        for result in results { try ConformanceHarness.requireDecided(result) }
        #expect(outcome.plainFailures == [])
        #expect(outcome.finding == nil, "\(outcome.finding.map { "\($0.checkID): \($0.shrunk.text): \($0.seen)" } ?? "")")
    }
}
