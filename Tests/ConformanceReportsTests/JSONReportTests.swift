import Foundation
import KitTestSupport
import Testing

@testable import ConformanceModel
@testable import ConformanceReports

@Suite("JSON report")
struct JSONReportTests {
    func parse(_ result: RunResult) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(JSONReport.data(result))) as? [String: Any])
    }

    @Test("versioned envelope, summary counts and metadata")
    func envelope() throws {
        let doc = try parse(ReportFixture.mixed)
        #expect(doc["format"] as? String == "hp-conformance-report")
        #expect(doc["formatVersion"] as? Int == 1)
        #expect(doc["conformant"] as? Bool == false)
        let summary = try #require(doc["summary"] as? [String: Int])
        #expect(summary == ["total": 5, "pass": 1, "warn": 1, "fail": 1, "skip": 1, "error": 1, "wallMilliseconds": 4500])
        #expect(doc["status"] as? String == "incomplete", "the fixture has kit errors")
        let meta = try #require(doc["metadata"] as? [String: Any])
        #expect(meta["startedAt"] as? String == "2026-01-31T12:00:00.000Z")
        #expect(meta["finishedAt"] as? String == "2026-01-31T12:00:04.500Z")
        #expect(meta["seed"] as? String == "18446744073709551557")
        #expect((doc["verdicts"] as? [[String: Any]])?.map { $0["checkID"] as? String } == ["A-1", "A-2", "A-3", "B-1", "B-2"])
    }

    @Test("journal: headers in order, null response with error, base64 for non-UTF-8 bodies")
    func journal() throws {
        let doc = try parse(ReportFixture.hostile)
        let journal = try #require(doc["journal"] as? [[String: Any]])
        #expect(journal.count == 5)
        let request = try #require(journal[0]["request"] as? [String: Any])
        #expect(request["bodyEncoding"] as? String == "base64")
        let body = try #require(Data(base64Encoded: request["body"] as? String ?? ""))
        #expect(Array(body) == ReportFixture.hostile.journal[0].request.body)
        #expect(journal[3]["response"] is NSNull)
        #expect(journal[3]["error"] as? String == "timeout after 5 s")
        let headers = try #require(request["headers"] as? [[String: String]])
        #expect(headers.last?["name"] == "X-Nasty")
        #expect(headers.last?["value"] == ReportFixture.hostile.journal[0].request.headers["X-Nasty"])
    }

    @Test("keys sorted, pretty-printed, byte-for-byte reproducible")
    func deterministic() throws {
        let text = JSONReport.render(ReportFixture.mixed)
        #expect(text == JSONReport.render(ReportFixture.mixed))
        #expect(
            text.hasPrefix(
                "{\n  \"conformant\": false,\n  \"format\": \"hp-conformance-report\",\n  \"formatVersion\": 1,\n  \"journal\": ["))
        #expect(text.contains("\"kitErrors\": [\n    \"kit problem\"\n  ],\n  \"log\": ["))
    }
}
