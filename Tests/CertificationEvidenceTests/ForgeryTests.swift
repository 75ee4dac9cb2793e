import CheckTestSupport
import ExampleRunTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import BackendLaunch
@testable import CertificationEvidence
@testable import ConformanceBasics
@testable import ConformanceCLI
@testable import ConformanceModel
@testable import ConformanceReports
@testable import ConformanceRun
@testable import ExampleBackend

/// Alterations of a report directory that `verify` catches from the directory alone, even when
/// the forger also rewrites SHA256SUMS and the attestation's subjects and drops the kit's marker
/// (what an unsigned bundle allows). Each names the file and what differs.
@Suite("Forged reports", .serialized)
struct ForgeryTests {
    static var failing: RunResult { ReportVerificationTests.result }

    /// A fresh report directory of `result`.
    static func written(_ result: RunResult = failing) throws -> URL {
        let directory = try ReportTools.temporaryDirectory().appendingPathComponent("Reports")
        try ReportWriter(redactor: Redactor()).write(result, to: directory)
        return directory
    }

    /// What a thorough forger does after an edit: SHA256SUMS and the attestation's subject digests
    /// made to match the files (a removed file's subject dropped), the kit's marker (which records
    /// SHA256SUMS) removed.
    static func coverTracks(_ directory: URL) throws {
        let fm = FileManager.default
        try? fm.removeItem(at: directory.appendingPathComponent(ReportDirectory.markerName))
        let attestation = directory.appendingPathComponent(Attestation.fileName)
        if var statement = try? JSONSerialization.jsonObject(with: Data(contentsOf: attestation)) as? [String: Any],
            let subjects = statement["subject"] as? [[String: Any]]
        {
            let present = subjects.filter { fm.fileExists(atPath: directory.appendingPathComponent($0["name"] as! String).path) }
            statement["subject"] = try present.map { subject in
                var subject = subject
                let name = subject["name"] as! String
                subject["digest"] = ["sha256": SHA256.hex(of: [UInt8](try Data(contentsOf: directory.appendingPathComponent(name))))]
                return subject
            }
            try JSONSerialization.data(withJSONObject: statement, options: [.sortedKeys, .prettyPrinted]).write(to: attestation)
        }
        let names = try fm.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix(".") && $0 != "SHA256SUMS" }.sorted()
        let sums = try names.map { "\(SHA256.hex(of: [UInt8](try Data(contentsOf: directory.appendingPathComponent($0)))))  \($0)\n" }
        try Data(sums.joined().utf8).write(to: directory.appendingPathComponent("SHA256SUMS"))
    }

    static func edit(_ name: String, in directory: URL, _ change: (String) -> String) throws {
        try ReportVerificationTests.edit(name, in: directory, change)
    }

    /// The problems `verify` names once the forger has covered the tracks of `alter`.
    static func caught(_ result: RunResult = failing, _ alter: (URL) throws -> Void) throws -> [String] {
        let directory = try written(result)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        try alter(directory)
        try coverTracks(directory)
        let problems = ReportVerificationTests.problems(directory)
        #expect(!problems.contains { $0.contains("SHA256SUMS") || $0.contains("does not match its SHA-256") }, "tracks left: \(problems)")
        return problems
    }

    @Test("covering the tracks alone leaves a genuine report verified: the suite's forger changes nothing else")
    func forgerAlone() throws {
        let problems = try Self.caught { _ in }
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("junit.xml saying failures=\"0\" while its <failure> stays is named: CI readers count the attribute")
    func junitCounts() throws {
        let failed = Self.failing.verdicts.filter { $0.status == .fail }.count
        try #require(failed > 0)
        let problems = try Self.caught { directory in
            try Self.edit("junit.xml", in: directory) { $0.replacing("failures=\"\(failed)\"", with: "failures=\"0\"", maxReplacements: 1) }
        }
        #expect(problems.contains("junit.xml: testsuites says failures=\"0\", but it holds \(failed)"), "\(problems)")
    }

    @Test("a passing run's report.md and report.html dropped into a failing run's directory are named")
    func pagesOfAnotherRun() throws {
        let problems = try Self.caught { directory in
            try Self.edit("report.md", in: directory) { text in
                let first = text.firstIndex(of: "\n")!
                return "# ✅ Human Plugin conformance: CONFORMANT" + text[first...]
            }
            try Self.edit("report.html", in: directory) { text in
                text.replacing("<header class=\"ko\"><h1>NOT CONFORMANT</h1>", with: "<header class=\"ok\"><h1>CONFORMANT</h1>")
                    .replacing(
                        "<article class=\"check fail\" id=\"check-HP-READ-AUTH\">",
                        with: "<article class=\"check pass\" id=\"check-HP-READ-AUTH\">")
            }
        }
        #expect(problems.contains("report.md: its heading is not the run's verdict (report.json gives 'NOT CONFORMANT')"), "\(problems)")
        #expect(problems.contains("report.html: its banner is not the run's verdict (report.json gives 'NOT CONFORMANT')"), "\(problems)")
        #expect(problems.contains("report.html shows HP-READ-AUTH as pass, report.json records fail"), "\(problems)")
    }

    @Test("a failing check taken off report.md's list is named")
    func markdownListEdited() throws {
        let problems = try Self.caught { directory in
            try Self.edit("report.md", in: directory) { text in
                text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("`HP-READ-AUTH`") }.joined(
                    separator: "\n")
            }
        }
        #expect(
            problems.contains { $0.hasPrefix("report.md lists ") && $0.contains("as fail, report.json ") && $0.contains("HP-READ-AUTH") },
            "\(problems)")
    }

    @Test("the attestation's predicate saying conformant is named; a deleted attestation or subject too")
    func attestation() throws {
        var problems = try Self.caught { directory in
            try Self.edit(Attestation.fileName, in: directory) { text in
                text.replacing("\"status\": \"not-conformant\"", with: "\"status\": \"conformant\"").replacing(
                    "\"conformant\": false", with: "\"conformant\": true")
            }
        }
        #expect(problems.contains("attestation.intoto.json: its predicate's status is not report.json's"), "\(problems)")
        #expect(problems.contains("attestation.intoto.json: its predicate's conformant is not report.json's"), "\(problems)")

        problems = try Self.caught { directory in
            try FileManager.default.removeItem(at: directory.appendingPathComponent(Attestation.fileName))
        }
        #expect(problems.contains("attestation.intoto.json is missing"), "\(problems)")

        problems = try Self.caught { directory in
            let url = directory.appendingPathComponent(Attestation.fileName)
            var statement = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            statement["subject"] = (statement["subject"] as! [[String: Any]]).filter { $0["name"] as? String != "report.html" }
            try JSONSerialization.data(withJSONObject: statement).write(to: url)
        }
        #expect(problems.contains("attestation.intoto.json does not name report.html as a subject"), "\(problems)")
    }

    @Test("a forged pass excused by a written-in notRederivable entry is named")
    func forgedExcuse() throws {
        let problems = try Self.caught { directory in
            let url = directory.appendingPathComponent("report.json")
            var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            document["verdicts"] = (document["verdicts"] as! [[String: Any]]).map { verdict in
                var verdict = verdict
                if verdict["checkID"] as? String == "HP-READ-AUTH" { verdict["status"] = "pass" }
                return verdict
            }
            var evidence = try #require(document["evidence"] as? [String: Any])
            evidence["notRederivable"] = [
                ["checkID": "HP-READ-AUTH", "recorded": "pass", "rederived": "fail", "reason": "the report does not keep everything"]
            ]
            document["evidence"] = evidence
            try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]).write(to: url)
        }
        #expect(
            problems.contains {
                $0.hasPrefix("HP-READ-AUTH: report.json records pass, its exchanges give fail, and nothing it cites is redacted or cut")
            }, "\(problems)")
    }

    @Test("a partial run relabelled conformant is named; untouched, it verifies as not certifiable")
    func partialRelabelled() throws {
        let configuration = ConformanceHarness.exampleConfiguration()
        var options = RunOptions(seed: 1, only: ["create"])
        options.partial = true
        let runner = ConformanceRunner(specs: ConformanceHarness.specs, configuration: configuration, options: options)
        var result = try runner.run { url, token throws(KitError) -> any BackendSession in
            try ExampleBackendSession(humanPluginURL: url, token: token, configuration: configuration)
        }.0
        result.provenance = ReportVerificationTests.result.provenance
        result.provenance?.runID = Provenance.runID(result.metadata)
        result.provenance?.options = ["--only create", "--partial"]
        #expect(result.partial && result.passes && !result.isConformant)

        let directory = try Self.written(result)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let verdict = ReportVerificationTests.verifier.verify(directory)
        guard case .verifiedNotCertifiable(let line, let reasons, _) = verdict else {
            Issue.record("\(verdict)")
            return
        }
        #expect(line.contains("status partial") && reasons.contains("the run is partial, not conformant"), "\(line) \(reasons)")

        let problems = try Self.caught(result) { directory in
            try Self.edit("report.json", in: directory) { text in
                text.replacing("\"status\": \"partial\"", with: "\"status\": \"conformant\"", maxReplacements: 1)
                    .replacing("\"conformant\": false", with: "\"conformant\": true", maxReplacements: 1)
            }
        }
        #expect(problems.contains("report.json: status is 'conformant', but its verdicts and errors give 'partial'"), "\(problems)")
    }

    @Test("a failing check relabelled 'left out' (the recorded selection edited) is named against the recorded options")
    func selectionEdited() throws {
        let problems = try Self.caught { directory in
            let url = directory.appendingPathComponent("report.json")
            var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            var evidence = try #require(document["evidence"] as? [String: Any])
            evidence["selected"] = (evidence["selected"] as! [String]).filter { $0 != "HP-READ-AUTH" }
            document["evidence"] = evidence
            try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]).write(to: url)
        }
        #expect(
            problems.contains("report.json: the checks judged are not those its recorded options (--seed 1) select: HP-READ-AUTH left out"),
            "\(problems)")
    }

    @Test("a journal cut before its last scenario (exchanges still numbered 1...M) is named: the recorded options imply that scenario")
    func journalCutBeforeAScenario() throws {
        let last = try #require(Self.failing.evidence?.scenarios.last?.name)
        let problems = try Self.caught { directory in
            let url = directory.appendingPathComponent("report.json")
            var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            var evidence = try #require(document["evidence"] as? [String: Any])
            let scenarios = try #require(evidence["scenarios"] as? [[String: Any]])
            evidence["scenarios"] = Array(scenarios.dropLast())
            document["evidence"] = evidence
            let journal = try #require(document["journal"] as? [[String: Any]])
            let kept = journal.filter { ($0["scenario"] as? String) != last }
            #expect(kept.count < journal.count, "the scenario had exchanges")
            document["journal"] = kept
            try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]).write(to: url)
        }
        #expect(
            problems.contains {
                $0.hasPrefix(
                    "report.json: the recorded configuration and options (one play) imply scenario \(last), which the report lacks")
            },
            "\(problems)")
    }

    @Test("a process spliced in from another run (its id everywhere in report.json) is named: this run's seed and nonce issue another id")
    func processFromAnotherRun() throws {
        let original = try #require(Self.failing.evidence?.processes.first?.id)
        let problems = try Self.caught { directory in
            try Self.edit("report.json", in: directory) { $0.replacing(original, with: "prc_Z0123456789abcdef0") }
        }
        #expect(
            problems.contains {
                $0.hasPrefix("report.json: process id prc_Z0123456789abcdef0 is not what the run's seed 1 and process nonce")
            },
            "\(problems)")
    }

    @Test(
        "a step cut from the journal with the later exchanges renumbered (so the journal still runs 1...M) is named: the records name their steps by exchange id"
    )
    func stepCutAndRenumbered() throws {
        let problems = try Self.caught { directory in
            let url = directory.appendingPathComponent("report.json")
            var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            var journal = try #require(root["journal"] as? [[String: Any]])
            let cut = try #require(journal.lastIndex { ($0["step"] as? String) == "ended" })
            journal.remove(at: cut)
            for index in cut..<journal.count { journal[index]["id"] = index + 1 }
            root["journal"] = journal
            try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys, .prettyPrinted]).write(to: url)
        }
        #expect(
            problems.contains {
                $0.contains("records exchange #") && ($0.hasSuffix("(removed after the run)") || $0.hasSuffix("(renumbered after the run)"))
            },
            "\(problems)")
        #expect(!problems.contains { $0.contains("the journal lacks exchange") }, "the journal itself runs 1...M: \(problems)")
    }

    @Test(
        "a journey's 'capture ended' dated before its start, inside the run's window, is named: the app makes its calls one after another; every genuine journey is in order"
    )
    func stepsOutOfOrder() throws {
        let url = { (directory: URL) in directory.appendingPathComponent("report.json") }
        #expect(
            ReportVerification(specs: ConformanceHarness.specs).checkRecordedSteps(try ReportReader.read(JSONReport.data(Self.failing)))
                == [])
        let problems = try Self.caught { directory in
            var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url(directory))) as? [String: Any])
            var journal = try #require(root["journal"] as? [[String: Any]])
            let ended = try #require(journal.firstIndex { ($0["step"] as? String) == "ended" })
            let scenario = try #require(journal[ended]["scenario"] as? String)
            let start = try #require(journal.firstIndex { ($0["step"] as? String) == "start" && ($0["scenario"] as? String) == scenario })
            let startID = try #require(journal[start]["id"] as? Int)
            let startedAt = try #require(Self.failing.journal.first { $0.id == startID }?.startedAt)
            // Two milliseconds before its start: inside the window, the steps' order broken.
            journal[ended]["startedAt"] = TimestampText.iso(startedAt.addingTimeInterval(-0.002))
            root["journal"] = journal
            try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys, .prettyPrinted]).write(to: url(directory))
        }
        #expect(
            problems.contains { $0.contains("'s 'ended' #") && $0.hasSuffix("which the app made first (dates moved after the run)") },
            "\(problems)")
    }

    /// report.json's recorded scenarios, changed by `change`.
    static func editScenarios(_ directory: URL, _ change: (inout [[String: Any]]) throws -> Void) throws {
        let url = directory.appendingPathComponent("report.json")
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var evidence = try #require(root["evidence"] as? [String: Any])
        var scenarios = try #require(evidence["scenarios"] as? [[String: Any]])
        try change(&scenarios)
        evidence["scenarios"] = scenarios
        root["evidence"] = evidence
        try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys, .prettyPrinted]).write(to: url)
    }

    /// Removes `step` from journey `journey` of the first recorded scenario of kind `kind` (the
    /// scenario's encoded case name) whose journey holds it.
    static func cutStep(_ step: String, journey: Int, of kind: String, in directory: URL) throws {
        try editScenarios(directory) { scenarios in
            let index = try #require(
                scenarios.firstIndex { scenario in
                    let journeys = scenario["journeys"] as? [[String: Any]] ?? []
                    return (scenario["scenario"] as? [String: Any])?[kind] != nil && journeys.count > journey
                        && journeys[journey][step] != nil
                }, "a \(kind) scenario whose journey \(journey) has a '\(step)'")
            var journeys = try #require(scenarios[index]["journeys"] as? [[String: Any]])
            journeys[journey][step] = nil
            scenarios[index]["journeys"] = journeys
        }
    }

    @Test(
        "a step cut from a journey's record (and with it what it showed) is named from the steps its own answers called for; every genuine scenario has all of its steps",
        arguments: [
            ("ended", 0, "happy", "though the browser session returned to the app with the id"),
            ("browser", 0, "happy", "though its start answered 201 with a link"),
            ("ended", 1, "foreignID", "held an id to misuse"),
            ("ended", 0, "forgedID", "though the scenario reports a forged id"),
            ("ended", 0, "sessionClosed", "though the person closed the session of a capture that started"),
        ])
    func stepCut(step: String, journey: Int, kind: String, reason: String) throws {
        let report = try ReportReader.read(JSONReport.data(Self.failing))
        let rejudged = try Rejudge.evidence(of: report, specs: ConformanceHarness.specs)
        #expect(ReportVerification(specs: ConformanceHarness.specs).checkStepsCalledFor(report, rejudged) == [])
        let problems = try Self.caught { directory in try Self.cutStep(step, journey: journey, of: kind, in: directory) }
        #expect(
            problems.contains {
                $0.contains("records no '\(step)' step") && $0.contains(reason) && $0.hasSuffix("(removed after the run)")
            },
            "\(problems)")
    }

    @Test(
        "a step cut from a journey's record together with the answer that called for it (the session's return and the 'capture ended' after it) is named by the journal's exchange its record no longer names"
    )
    func stepCutWithItsCause() throws {
        let problems = try Self.caught { directory in
            try Self.editScenarios(directory) { scenarios in
                let index = try #require(
                    scenarios.firstIndex { scenario in
                        (scenario["scenario"] as? [String: Any])?["happy"] != nil
                            && ((scenario["journeys"] as? [[String: Any]])?.first?["ended"] != nil)
                    })
                var journeys = try #require(scenarios[index]["journeys"] as? [[String: Any]])
                var browser = try #require(journeys[0]["browser"] as? [String: Any])
                browser["callbackURL"] = nil
                browser["problem"] = "the person closed the session"
                journeys[0]["browser"] = browser
                journeys[0]["ended"] = nil
                scenarios[index]["journeys"] = journeys
            }
        }
        #expect(
            problems.contains {
                $0.contains("is a 'ended' of ")
                    && $0.hasSuffix("whose record names no 'ended' step (removed from the record after the run)")
            }, "\(problems)")
    }

    @Test(
        "a whole journey emptied or dropped from its scenario's record, or marked abandoned in a run that ended before its deadline, is named by the journal's start it leaves behind"
    )
    func journeyEmptied() throws {
        let concurrent = { (scenario: [String: Any]) in (scenario["scenario"] as? [String: Any])?["concurrent"] != nil }
        let emptied = try Self.caught { directory in
            try Self.editScenarios(directory) { scenarios in
                let index = try #require(scenarios.firstIndex(where: concurrent))
                var journeys = try #require(scenarios[index]["journeys"] as? [[String: Any]])
                for key in ["start", "browser", "ended", "resultProbe"] { journeys[1][key] = nil }
                scenarios[index]["journeys"] = journeys
            }
        }
        #expect(
            emptied.contains {
                $0.contains("is a 'start' of ")
                    && $0.hasSuffix("whose record names no 'start' step (removed from the record after the run)")
            }, "\(emptied)")
        let dropped = try Self.caught { directory in
            try Self.editScenarios(directory) { scenarios in
                let index = try #require(scenarios.firstIndex(where: concurrent))
                var journeys = try #require(scenarios[index]["journeys"] as? [[String: Any]])
                journeys.remove(at: 1)
                scenarios[index]["journeys"] = journeys
            }
        }
        #expect(
            dropped.contains { $0.contains("which the scenario's record does not hold (removed from the record after the run)") },
            "\(dropped)")
        let markedAbandoned = try Self.caught { directory in
            try Self.editScenarios(directory) { scenarios in
                let index = try #require(scenarios.firstIndex(where: concurrent))
                var journeys = try #require(scenarios[index]["journeys"] as? [[String: Any]])
                journeys[1] = ["context": journeys[1]["context"] as Any, "claim": "ended", "abandoned": true]
                scenarios[index]["journeys"] = journeys
            }
        }
        #expect(
            markedAbandoned.contains {
                $0.contains("is recorded as abandoned at the run's deadline, in a run that ended before its deadline")
            }, "\(markedAbandoned)")
    }

    @Test("a scenario marked cut short by the deadline in a run that records no cut is named (its steps would go underived)")
    func cutMarkAdded() throws {
        let problems = try Self.caught { directory in
            try Self.editScenarios(directory) { scenarios in
                let index = try #require(scenarios.firstIndex { ($0["scenario"] as? [String: Any])?["foreignID"] != nil })
                scenarios[index]["cutByDeadline"] = true
            }
        }
        #expect(
            problems.contains { $0.contains("recorded as cut short in a run that records no cut (edited after the run)") }, "\(problems)")
    }

    @Test("an exchange dated outside the run's window (spliced from another run) is named; the genuine journal lies inside it")
    func exchangeFromAnotherRun() throws {
        let journal = Self.failing.journal
        let started = Self.failing.metadata.startedAt
        #expect(journal.allSatisfy { $0.startedAt >= started && $0.startedAt <= Self.failing.metadata.finishedAt })
        let spliced = try #require(journal.dropFirst(3).first)
        let original = TimestampText.iso(spliced.startedAt)
        let earlier = TimestampText.iso(started.addingTimeInterval(-86_400))
        let problems = try Self.caught { directory in
            try Self.edit("report.json", in: directory) { text in
                guard let range = text.range(of: "\"startedAt\": \"\(original)\"") else { return text }
                return text.replacingCharacters(in: range, with: "\"startedAt\": \"\(earlier)\"")
            }
        }
        // Another exchange of the same millisecond may be the one edited: the line names one exchange.
        #expect(
            problems.contains {
                $0.hasPrefix("report.json: exchange ") && $0.contains(" began outside the run (") && !$0.contains("exchanges")
            },
            "\(problems)")
    }

    @Test("the recorded options edited in report.json alone are named: the attestation's predicate carries them")
    func optionsEdited() throws {
        let problems = try Self.caught { directory in
            try Self.edit("report.json", in: directory) { $0.replacing("\"--seed 1\"", with: "\"--seed 1\", \"--skip security\"") }
        }
        #expect(problems.contains("attestation.intoto.json: its predicate's provenance is not report.json's"), "\(problems)")
    }

    @Test("a conformant run of a partner's back-end verifies as certifiable (exit 0)")
    func certifiable() throws {
        var result = try ConformanceHarness.run()
        result.provenance = Provenance.make(
            metadata: result.metadata, configuration: nil, exampleBackend: false, environment: [:], redactor: Redactor(), options: [],
            binaryDigest: String(repeating: "c", count: 64))
        let directory = try Self.written(result)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let verdict = ReportVerificationTests.verifier.verify(directory)
        #expect(verdict.exitCode == 0, "\(verdict)")
        #expect(verdict.verifiedLine?.contains("status conformant, mode attach") == true, "\(verdict)")
        #expect(verdict.verifiedLine?.contains("for the reviewer to read") == false, "\(verdict)")
    }

    @Test("a certifiable run's warnings are named on the verified line, for the reviewer to read")
    func certifiableWithWarnings() throws {
        // A bare scheme that is not reverse-DNS: HP-CALLBACK-REVERSE-DNS warns, the run stays conformant.
        var result = try ConformanceHarness.run(adjust: { $0.app.urlScheme = "myapp" })
        #expect(result.verdicts.filter { $0.status == .warn }.map(\.checkID) == ["HP-CALLBACK-REVERSE-DNS"])
        result.provenance = Provenance.make(
            metadata: result.metadata, configuration: nil, exampleBackend: false, environment: [:], redactor: Redactor(), options: [],
            binaryDigest: String(repeating: "c", count: 64))
        let directory = try Self.written(result)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let verdict = ReportVerificationTests.verifier.verify(directory)
        #expect(verdict.exitCode == 0, "\(verdict)")
        #expect(verdict.verifiedLine?.hasSuffix("; 1 warning for the reviewer to read: HP-CALLBACK-REVERSE-DNS") == true, "\(verdict)")
    }

    /// A conformant run of "a partner's back-end", as `certifiable` writes it, changed by `adjust` first.
    static func partnerRun(_ adjust: (inout RunResult) -> Void = { _ in }) throws -> URL {
        var result = try ConformanceHarness.run()
        result.provenance = Provenance.make(
            metadata: result.metadata, configuration: nil, exampleBackend: false, environment: [:], redactor: Redactor(), options: [],
            binaryDigest: String(repeating: "c", count: 64))
        adjust(&result)
        return try written(result)
    }

    @Test(
        "a run whose setup left a back-end rule unjudged (no back-end log in attach mode) names it on the verified line; certifiable only while that rule is a warning"
    )
    func unjudgedBySetup() throws {
        let unjudged = { (severity: Severity) in
            try Self.partnerRun { result in
                result.evidence?.backendLog = nil
                let index = result.verdicts.firstIndex { $0.checkID == "HP-LOG-NO-SECRETS" }!
                result.verdicts[index].status = .skip
                result.verdicts[index].skipReason = .configuration
                result.verdicts[index].severity = severity
                result.verdicts[index].seen = "the kit has no output of the back-end to read: it did not launch it"
                result.verdicts[index].evidence = []
            }
        }
        let directory = try unjudged(.warning)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let verdict = ReportVerificationTests.verifier.verify(directory)
        #expect(verdict.exitCode == 0, "\(verdict)")
        #expect(
            verdict.verifiedLine?.hasSuffix(
                "; not judged by this run's setup, for the reviewer to weigh: HP-LOG-NO-SECRETS (the kit has no output of the back-end to read: it did not launch it)"
            ) == true, "\(verdict)")
        #expect(
            ReportVerification.unjudgedBySetup(
                try ReportReader.read([UInt8](try Data(contentsOf: directory.appendingPathComponent("report.json"))))
            ).count == 1)

        // Were it a failure-severity rule (the catalogue edited, or a rule added later), the run could not back a certification.
        var report = try ReportReader.read([UInt8](try Data(contentsOf: directory.appendingPathComponent("report.json"))))
        let index = report.verdicts.firstIndex { $0.checkID == "HP-LOG-NO-SECRETS" }!
        report.verdicts[index].severity = .failure
        #expect(
            ReportVerificationTests.verifier.runDescription(report).notCertifiable.contains(
                "HP-LOG-NO-SECRETS, a rule a certification needs judged, was not judged by this run's setup"))
    }

    @Test("a file added and listed in SHA256SUMS (a certificate) is named as added; left unlisted, it is named on the verified line")
    func addedFiles() throws {
        let directory = try Self.partnerRun()
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        try Data("certified by the reviewer".utf8).write(to: directory.appendingPathComponent("CERTIFICATE.txt"))
        let named = ReportVerificationTests.verifier.verify(directory)
        #expect(named.exitCode == 0, "an unlisted file is not part of the report: \(named)")
        #expect(
            named.verifiedLine?.hasSuffix("; also in the directory, not part of the report and not checked: CERTIFICATE.txt") == true,
            "\(named)")
        try Self.coverTracks(directory)
        #expect(
            ReportVerificationTests.problems(directory).contains(
                "SHA256SUMS lists CERTIFICATE.txt, a file the kit never writes (added to the report after the run)"),
            "\(ReportVerificationTests.problems(directory))")
    }

    @Test("a launch of the kit's own example back-end is not certifiable, however it was started")
    func exampleLaunched() throws {
        for command in [
            "/ci/.build/release/example-backend --api flat", "sh -c exec ./example-backend --api nested", "swift run example-backend",
        ] {
            let directory = try Self.partnerRun {
                $0.provenance?.backendMode = "launch"
                $0.provenance?.backend = command
            }
            defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
            let verdict = ReportVerificationTests.verifier.verify(directory)
            #expect(verdict.exitCode == 3, "\(command): \(verdict)")
            #expect("\(verdict)".contains("own example back-end (\(command))"), "\(verdict)")
        }
        #expect(!ReportVerification.launchesExampleBackend("./bin/example-backend-shop --port 8080"))
        #expect(!ReportVerification.launchesExampleBackend("python3 app.py"))
    }

    @Test("a run that left out the sample of the vendor's variations (--explore 0) is not certifiable; the partner's run is")
    func sampleLeftOut() throws {
        let directory = try Self.partnerRun { $0.provenance?.options = ["--explore 0"] }
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let verdict = ReportVerificationTests.verifier.verify(directory)
        #expect(verdict.exitCode == 3, "\(verdict)")
        guard case let .verifiedNotCertifiable(_, reasons, _) = verdict else {
            Issue.record("\(verdict)")
            return
        }
        #expect(reasons.contains { $0.hasPrefix("the run left out the sample of the vendor's variations (--explore 0)") }, "\(reasons)")
        let kept = try Self.partnerRun { $0.provenance?.options = ["--explore 5"] }
        defer { try? FileManager.default.removeItem(at: kept.deletingLastPathComponent()) }
        #expect(ReportVerificationTests.verifier.verify(kept).exitCode == 0, "\(ReportVerificationTests.verifier.verify(kept))")
    }

    @Test("a recorded configuration whose outcomes cannot tell a success from a rejection is named: no run of the kit has one")
    func collapsedOutcomes() throws {
        let directory = try Self.partnerRun {
            $0.evidence?.configuration.replace(
                "\"finished-invalid-identity\": \"rejected\"", with: "\"finished-invalid-identity\": \"approved\"")
        }
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let problems = ReportVerificationTests.problems(directory)
        #expect(
            problems.contains { $0.contains("evidence.configuration is one the kit refuses to run with") && $0.contains("outcomes.") },
            "\(problems)")
    }

    @Test(
        "a page repainted where no count or status is read (the wall time, an exchange's body, a JUnit time) is named: every page is rendered again from report.json"
    )
    func pagesRepainted() throws {
        let problems = try Self.caught { directory in
            try Self.edit("report.html", in: directory) { $0.replacing("<th>wall time</th><td>", with: "<th>wall time</th><td>1") }
            try Self.edit("report.md", in: directory) { $0.replacing("HP-READ-AUTH", with: "HP-READ-AUTH ", maxReplacements: 1) }
            try Self.edit("junit.xml", in: directory) { $0.replacing(" time=\"", with: " time=\"1", maxReplacements: 1) }
        }
        for name in ["report.html", "report.md", "junit.xml"] {
            #expect(
                problems.contains { $0.hasPrefix("\(name) is not the page the kit renders from report.json: they part at line ") },
                "\(problems)")
        }
    }

    @Test(
        "an app check's SARIF with a failure lowered to a note is named; the genuine one, in a repository's subfolder, is rendered again byte for byte"
    )
    func sarifRepainted() throws {
        let repository = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: repository) }
        try FileManager.default.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let project = repository.appendingPathComponent("ios/Bank App").path
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("ios"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: AppProjectSupport.fixture("AppWithTests"), toPath: project)
        let capture = project + "/App/Capture.swift"
        try String(contentsOfFile: capture, encoding: .utf8)
            .replacingOccurrences(of: "        session.prefersEphemeralWebBrowserSession = true\n", with: "")
            .write(toFile: capture, atomically: true, encoding: .utf8)
        let reports = repository.appendingPathComponent("Reports")
        #expect(HPConformance.main(["app-check", project, "--scheme", "bankcapture", "--report-dir", reports.path]) == 1)
        let sarif = String(decoding: try Data(contentsOf: reports.appendingPathComponent(AppSARIF.fileName)), as: UTF8.self)
        #expect(sarif.contains("\"ios/Bank%20App/App/Capture.swift\""), "the SARIF's paths run from the repository's root")
        let genuine = ReportVerificationTests.verifier.verify(reports)
        #expect(genuine.exitCode == 3, "\(genuine)")

        try Self.edit(AppSARIF.fileName, in: reports) { $0.replacing("\"level\" : \"error\"", with: "\"level\" : \"note\"") }
        try Self.coverTracks(reports)
        let problems = ReportVerificationTests.problems(reports)
        #expect(problems.contains { $0.hasPrefix("app-check.sarif is not the page the kit renders from report.json") }, "\(problems)")
    }

    @Test("backend.log edited, removed, or added to a run that judged no log is named: it must be the log the run judged, byte for byte")
    func backendLogAltered() throws {
        let log = "listening on 127.0.0.1:8080\nPOST /api/kyc/start 201\n"
        var result = Self.failing
        result.evidence?.backendLog = log
        func written(_ alter: (URL) throws -> Void) throws -> [String] {
            let directory = try ReportTools.temporaryDirectory().appendingPathComponent("Reports")
            defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
            try ReportWriter(redactor: Redactor()).write(result, to: directory, extraFiles: ["backend.log": Array(log.utf8)])
            try alter(directory)
            try Self.coverTracks(directory)
            return ReportVerificationTests.problems(directory)
        }
        #expect(try written { _ in }.isEmpty, "the genuine log verifies")
        let edited = try written { directory in
            try Self.edit("backend.log", in: directory) { $0.replacing("POST /api/kyc/start 201\n", with: "") }
        }
        #expect(edited.contains { $0.hasPrefix("backend.log is not the back-end's log the run judged") }, "\(edited)")
        let removed = try written { try FileManager.default.removeItem(at: $0.appendingPathComponent("backend.log")) }
        #expect(removed.contains { $0.hasPrefix("backend.log is missing: report.json records the back-end's log") }, "\(removed)")

        let added = try Self.caught { directory in
            try Data("a clean log\n".utf8).write(to: directory.appendingPathComponent("backend.log"))
        }
        #expect(added.contains { $0.hasPrefix("backend.log is not the back-end's log the run judged") }, "\(added)")
    }
}
