import Foundation
import KitTestSupport
import Testing

@testable import ConformanceBasics
@testable import ConformanceModel
@testable import ConformanceReports

/// The reports' own bounds: each body cut to 64 KiB with its length and SHA-256, the journal's
/// bodies within 8 MiB in all, so 20 users answering just under the 4 MiB cap give small reports.
@Suite("Report bounds")
struct ReportBoundsTests {
    static func bigAnswers(_ count: Int, bytes: Int) -> RunResult {
        let body = "{\"pad\":\"" + String(repeating: "a", count: bytes - 10) + "\"}"
        let journal = (1...count).map { id in
            ReportFixture.exchange(id, .appToBackend, "POST", "/api/captures", status: 200, responseBody: body)
        }
        return RunResult(
            metadata: ReportFixture.metadata(), verdicts: [ReportFixture.verdict("HP-START", "start", .fail, evidence: [1, 2])],
            journal: journal)
    }

    @Test("a body over 64 KiB is cut, keeping its full length and the SHA-256 of the whole; a short one is left alone")
    func cutsBodies() throws {
        let result = Self.bigAnswers(2, bytes: 200_000)
        let whole = result.journal[0].response!.body
        let bounded = ReportBounds.apply(to: result)
        let cut = try #require(bounded.journal[0].responseBodyCut)
        #expect(cut == CutBody(bytes: 200_000, sha256: SHA256.hex(of: whole), kept: ReportBounds.bodyBytes))
        #expect(bounded.journal[0].response!.body == Array(whole.prefix(ReportBounds.bodyBytes)))
        #expect(bounded.journal[0].requestBodyCut == nil && bounded.journal[0].request.body == result.journal[0].request.body)
        let json = JSONReport.render(bounded)
        #expect(json.contains("\"bodyCut\": {") && json.contains("\"bytes\": 200000") && json.contains(SHA256.hex(of: whole)))
        let html = HTMLReport.render(bounded)
        #expect(html.contains("body cut to its first 65536 of 200000 bytes (SHA-256 of the whole: \(SHA256.hex(of: whole)))"))
    }

    @Test("20 users answering just under 4 MiB give reports of a few MB, not a gigabyte", .timeLimit(.minutes(2)))
    func twentyBigAnswers() {
        let bounded = ReportBounds.apply(to: Self.bigAnswers(20, bytes: (4 << 20) - 100))
        let bodies = bounded.journal.reduce(0) { $0 + $1.response!.body.count }
        #expect(bodies <= 20 * ReportBounds.bodyBytes)
        #expect(bounded.journal.allSatisfy { $0.responseBodyCut?.bytes == (4 << 20) - 100 })
        let json = JSONReport.data(bounded).count, html = HTMLReport.data(bounded).count
        print("figure: 20 answers of 4 MiB: report.json \(json) bytes, report.html \(html) bytes")
        #expect(json < 4 << 20 && html < 4 << 20, "report.json \(json) bytes, report.html \(html) bytes")
    }

    @Test("once the journal's bodies reach 8 MiB, later bodies are cut to 1 KiB")
    func journalBudget() {
        let count = ReportBounds.journalBodyBytes / ReportBounds.bodyBytes + 10
        let bounded = ReportBounds.apply(to: Self.bigAnswers(count, bytes: 100_000))
        let kept = bounded.journal.map { $0.responseBodyCut?.kept ?? 0 }
        #expect(kept.prefix(count - 10).allSatisfy { $0 == ReportBounds.bodyBytes })
        #expect(kept.suffix(10).allSatisfy { $0 == ReportBounds.exhaustedBodyBytes })
    }

    @Test("a body is cut on a UTF-8 character boundary, so it stays text")
    func utf8Boundary() throws {
        let body = String(repeating: "é", count: 40_000)  // 80,000 bytes of two-byte characters
        var result = Self.bigAnswers(1, bytes: 100)
        result.journal[0].response!.body = Array(body.utf8)
        let bounded = ReportBounds.apply(to: result)
        let kept = bounded.journal[0].response!.body
        #expect(kept.count == ReportBounds.bodyBytes && String(validatingUTF8Bytes: kept) != nil)
    }

    @Test("past the run deadline bodies are still cut, keeping their length, without a digest")
    func pastDeadline() throws {
        let bounded = ReportBounds.apply(to: Self.bigAnswers(1, bytes: 100_000), until: .now - .seconds(1))
        let cut = try #require(bounded.journal[0].responseBodyCut)
        #expect(cut.bytes == 100_000 && cut.sha256 == nil && cut.kept == ReportBounds.bodyBytes)
        #expect(
            ReportBounds.note(cut)
                == "body cut to its first 65536 of 100000 bytes (SHA-256 of the whole: not computed, the run deadline had passed)")
    }

    @Test("equal large bodies are hashed and redacted once; a body differing in its last byte is not taken for them")
    func equalBodiesOnce() throws {
        var result = Self.bigAnswers(3, bytes: 200_000)
        result.journal[2].response!.body[199_998] = UInt8(ascii: "b")
        let redactor = Redactor(secrets: [("s", "secret-1234")])
        var redacted = redactor.redact(result)
        #expect(redacted.journal.map { $0.response!.body } == result.journal.map { $0.response!.body })
        redacted = ReportBounds.apply(to: redacted)
        let digests = redacted.journal.map { $0.responseBodyCut?.sha256 }
        #expect(digests[0] == SHA256.hex(of: result.journal[0].response!.body) && digests[1] == digests[0])
        #expect(digests[2] == SHA256.hex(of: result.journal[2].response!.body) && digests[2] != digests[0])
        var leaking = Self.bigAnswers(2, bytes: 200_000)
        leaking.journal[1].response!.body.replaceSubrange(100..<111, with: Array("secret-1234".utf8))
        let clean = redactor.redact(leaking)
        #expect(!String(decoding: clean.journal[1].response!.body, as: UTF8.self).contains("secret-1234"))
        #expect(String(decoding: clean.journal[1].response!.body, as: UTF8.self).contains("<redacted:s>"))
    }
}
