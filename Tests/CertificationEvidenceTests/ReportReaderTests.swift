import Foundation
import KitTestSupport
import Testing

@testable import ConformanceModel
@testable import ConformanceReports

/// `report.json` read back: what the writer wrote, and a clear one-line error for anything else.
@Suite("Report reader")
struct ReportReaderTests {
    @Test("report timestamps read back to the same text, millisecond by millisecond")
    func isoRoundTrip() throws {
        for millis in stride(from: 0, to: 1000, by: 7) {
            let date = Date(timeIntervalSince1970: 1_764_561_600 + Double(millis) / 1000)
            let text = TimestampText.iso(date)
            let read = try #require(ReportReader.isoDate(text))
            #expect(TimestampText.iso(read) == text)
        }
        #expect(ReportReader.isoDate("2026-13-01T00:00:00.000Z") == nil)
        #expect(ReportReader.isoDate("yesterday") == nil)
    }

    @Test("a written report reads back: metadata, verdicts, journal")
    func roundTrip() throws {
        let result = ReportFixture.result(.fail)
        let report = try ReportReader.read(JSONReport.data(result))
        #expect(report.verdicts == result.verdicts)
        #expect(report.journal.map(\.id) == result.journal.map(\.id))
        #expect(report.journal.map(\.request) == result.journal.map(\.request))
        #expect(report.journal.map(\.response) == result.journal.map(\.response))
        #expect(report.metadata.seed == result.metadata.seed)
        #expect(report.runID == Provenance.runID(result.metadata))
    }

    @Test("the journal read item by item gives what the whole document gives; a broken item is named by its place")
    func journalByItem() throws {
        let result = ReportFixture.result(.fail)
        let bytes = JSONReport.data(result)
        // Compact, the document still outlines; a second journal key makes it be decoded whole, which refuses it.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let compact = [UInt8](try JSONSerialization.data(withJSONObject: object))
        let read = try ReportReader.read(compact)
        #expect(read.journal.map(\.request) == result.journal.map(\.request))
        #expect(read.journal.map(\.response) == result.journal.map(\.response))
        #expect(read.journal.map { TimestampText.iso($0.startedAt) } == result.journal.map { TimestampText.iso($0.startedAt) })

        var journal = try #require(object["journal"] as? [[String: Any]])
        try #require(journal.count > 1)
        journal[1]["request"] = nil
        var broken = object
        broken["journal"] = journal
        do {
            _ = try ReportReader.read([UInt8](try JSONSerialization.data(withJSONObject: broken)), file: "r.json")
            Issue.record("an exchange without a request was read")
        } catch {
            #expect("\(error)" == "r.json: not a report of this kit: journal[1].request: missing", "\(error)")
        }
    }

    @Test("anything else is one line naming the file and what is wrong")
    func refusals() {
        let cases: [(String, String)] = [
            ("not json at all", "x/report.json: not a report of this kit: (top level): The given data was not valid JSON"),
            ("{\"format\": \"other\"}", "x/report.json: not a report of this kit:"),
            (String(repeating: "[", count: 10_000), "x/report.json: not a report of this kit: nested deeper than 64 levels"),
        ]
        for (text, expected) in cases {
            do {
                _ = try ReportReader.read(Array(text.utf8), file: "x/report.json")
                Issue.record("accepted \(text.prefix(20))")
            } catch {
                #expect(error.description.hasPrefix(expected), "\(error.description)")
                #expect(!error.description.contains("\n"))
            }
        }
    }
}
