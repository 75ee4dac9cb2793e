import ExampleRunTestSupport
import KitTestSupport
import Testing

@testable import ConformanceBasics
@testable import ConformanceModel
@testable import ExampleBackend

/// What a failing check tells the partner: the messages that should have said more.
@Suite("Evidence messages", .serialized)
struct EvidenceMessageTests {
    static func verdict(_ id: String, in result: RunResult) throws -> Verdict {
        try #require(result.verdicts.first { $0.checkID == id })
    }

    @Test("a quoted read answer stays on one line, even a plain-text body ending in a newline")
    func quotedReadAnswerIsOneLine() throws {
        let result = try ConformanceHarness.run(faults: [.successOnUnexpectedRead])
        let verdict = try Self.verdict("HP-READ-FAIL-CLOSED", in: result)
        #expect(verdict.status == .fail)
        #expect(verdict.seen.contains("read-unexpected/200-not-json"), "\(verdict.seen)")
        #expect(verdict.seen.contains("Human Plugin answered its read #"), "\(verdict.seen)")
        let lineBreaks = verdict.seen.filter(\.isNewline).count
        #expect(lineBreaks == 0, "\(verdict.seen)")
    }

    @Test("an outcome failure quotes the redacted read answer the back-end got")
    func outcomeQuotesReadAnswer() throws {
        let result = try ConformanceHarness.run(faults: [.expiredAsFailed])
        let verdict = try Self.verdict("HP-OUTCOME-FOLLOWS-STATE", in: result)
        #expect(verdict.status == .fail)
        #expect(verdict.seen.contains("Human Plugin answered its read #"), "\(verdict.seen)")
        #expect(
            verdict.seen.contains(#""state":"PROCESS_STATE_FAILED""#) && verdict.seen.contains(#""result":"PROCESS_RESULT_EXPIRED""#),
            "\(verdict.seen)")
        // The quoted read is cited as evidence.
        let reads = result.journal.filter { $0.step == "read" && verdict.evidence.contains($0.id) }
        #expect(!reads.isEmpty)
    }

    @Test("IDOR evidence names the attacker and the victim, and files the offending read under the attacker's call")
    func idorNamesBothUsers() throws {
        let result = try ConformanceHarness.run(faults: [.ownerNotChecked])
        let verdict = try Self.verdict("HP-IDOR-FOREIGN-ID", in: result)
        #expect(verdict.status == .fail)
        #expect(verdict.seen.contains("foreign-id#2, the attacker"), "\(verdict.seen)")
        #expect(verdict.seen.contains("foreign-id#1, the victim"), "\(verdict.seen)")
        #expect(verdict.seen.contains("answering the attacker's call"), "\(verdict.seen)")
        let offending = result.journal.filter { $0.step == "read" && $0.scenario == "foreign-id" && verdict.evidence.contains($0.id) }
        #expect(!offending.isEmpty)
        for read in offending { #expect(read.journey == "foreign-id#2", "read #\(read.id) is filed under \(read.journey ?? "no journey")") }
    }

    @Test("a single-label scheme gives one warning line naming the scheme and a count")
    func reverseDNSOneLine() throws {
        let result = try ConformanceHarness.run(callbackUri: "myapp://callback") { $0.app.urlScheme = "myapp" }
        let verdict = try Self.verdict("HP-CALLBACK-REVERSE-DNS", in: result)
        #expect(verdict.status == .warn)
        #expect(verdict.seen.matches(of: /scheme 'myapp'/).count == 1, "\(verdict.seen)")
        #expect(verdict.seen.contains(/in \d+ of \d+ callbackUris/), "\(verdict.seen)")
        #expect(!verdict.seen.contains("#"), "\(verdict.seen)")
        #expect(verdict.title == "The app's scheme should be a reverse domain name")
    }

    @Test("a 502 that echoes the upstream request is a leak, and the message names the call kind and status")
    func errorAnswerLeak() throws {
        let result = try ConformanceHarness.run(faults: [.leakInErrorAnswer])
        let verdict = try Self.verdict("HP-START-NO-LEAK", in: result)
        #expect(verdict.status == .fail)
        #expect(verdict.seen.contains("(start answer, 502)"), "\(verdict.seen)")
        #expect(verdict.seen.contains("document number"))
    }

    @Test("a closed session is played: the process stays created and the back-end reads it so")
    func closedSessionStaysCreated() throws {
        let result = try ConformanceHarness.run()
        let reads = result.journal.filter { $0.scenario == "session-closed" && $0.step == "read" }
        #expect(!reads.isEmpty)
        for read in reads {
            let process = JSONValue.parse(read.response?.body ?? [])?["process"]
            #expect(process?["state"]?.stringValue == "PROCESS_STATE_CREATED")
            #expect(process?["result"]?.stringValue == "PROCESS_RESULT_UNSPECIFIED")
        }
        #expect(try Self.verdict("HP-OUTCOME-SESSION-CLOSED", in: result).status == .pass)
    }

    @Test("journeys ask for at least two document types when the start call sends {documentType}")
    func twoDocumentTypes() throws {
        let result = try ConformanceHarness.run()
        let types = Set(
            result.journal.filter { $0.step == "create" }.compactMap {
                JSONValue.parse($0.request.body)?["credential"]?["type"]?.stringValue
            })
        #expect(types.count >= 2, "\(types)")
        let verdict = try Self.verdict("HP-CREATE-CREDENTIAL-FIDELITY", in: result)
        #expect(verdict.status == .pass && verdict.seen.contains("types asked:"), "\(verdict.seen)")
    }
}
